import { serveWorker } from '../../engines/worker-entry.js';

/** A worker for pool tests: echoes, sleeps, spins, throws or crashes on request. */
export type TestTask =
  | { op: 'echo'; value: unknown }
  | { op: 'sleep'; ms: number; value?: unknown }
  | { op: 'spin' }
  | { op: 'throw'; message: string }
  | { op: 'crash' }
  | { op: 'thread' };

serveWorker<TestTask, unknown>(async (data) => {
  const options = (data ?? {}) as { failInit?: boolean; initDelayMs?: number };
  if (options.initDelayMs) await new Promise((resolve) => setTimeout(resolve, options.initDelayMs));
  if (options.failInit) throw new Error('no lexicon here');
  const { threadId } = await import('node:worker_threads');
  return async (task) => {
    switch (task.op) {
      case 'echo':
        return task.value;
      case 'sleep':
        await new Promise((resolve) => setTimeout(resolve, task.ms));
        return task.value ?? 'slept';
      case 'spin':
        for (;;) {
          // A CPU-bound loop that only terminate() can stop.
        }
      case 'throw':
        throw new RangeError(task.message);
      case 'crash':
        process.exit(3);
        return undefined;
      case 'thread':
        return threadId;
    }
  };
});
