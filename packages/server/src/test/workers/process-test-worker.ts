import { serveProcess } from '../../engines/translation/neural/process-pool.js';

/** A child process for ProcessPool tests: echoes, sleeps, spins, throws or crashes on request. */
export type ProcessTestTask =
  | { op: 'echo'; value: unknown }
  | { op: 'sleep'; ms: number; value?: unknown }
  | { op: 'spin' }
  | { op: 'throw'; message: string }
  | { op: 'crash' }
  | { op: 'pid' };

serveProcess<ProcessTestTask, unknown>(async (data) => {
  const options = (data ?? {}) as { failInit?: boolean };
  if (options.failInit) throw new Error('no model here');
  return async (task) => {
    switch (task.op) {
      case 'echo':
        return task.value;
      case 'sleep':
        await new Promise((resolve) => setTimeout(resolve, task.ms));
        return task.value ?? 'slept';
      case 'spin':
        for (;;) {
          // Only killing the process stops this.
        }
      case 'throw':
        throw new RangeError(task.message);
      case 'crash':
        process.exit(3);
        break;
      case 'pid':
        return process.pid;
    }
  };
});
