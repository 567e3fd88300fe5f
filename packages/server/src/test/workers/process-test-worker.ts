import { serveProcess } from '../../engines/translation/neural/process-pool.js';
import { type CommonTestTask, runCommonTestTask } from './test-tasks.js';

/** A child process for ProcessPool tests; `pid` answers its process id. */
export type ProcessTestTask = CommonTestTask | { op: 'pid' };

serveProcess<ProcessTestTask, unknown>(async (data) => {
  const options = (data ?? {}) as { failInit?: boolean };
  if (options.failInit) throw new Error('no model here');
  return async (task) => (task.op === 'pid' ? process.pid : runCommonTestTask(task));
});
