import { serveWorker } from '../../engines/worker-entry.js';
import { type CommonTestTask, runCommonTestTask } from './test-tasks.js';

/** A worker thread for pool tests; `thread` answers its thread id. */
export type TestTask = CommonTestTask | { op: 'thread' };

serveWorker<TestTask, unknown>(async (data) => {
  const options = (data ?? {}) as { failInit?: boolean; initDelayMs?: number };
  if (options.initDelayMs) await new Promise((resolve) => setTimeout(resolve, options.initDelayMs));
  if (options.failInit) throw new Error('no lexicon here');
  const { threadId } = await import('node:worker_threads');
  return async (task) => (task.op === 'thread' ? threadId : runCommonTestTask(task));
});
