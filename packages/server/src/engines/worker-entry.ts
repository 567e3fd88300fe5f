import { parentPort, workerData } from 'node:worker_threads';
import type { FromWorker, ToWorker } from './worker-pool.js';

/**
 * The worker side of WorkerPool. A worker module calls `serveWorker(init)` once: `init` receives the pool's
 * `workerData` and returns the task handler (load models and lexicons there, once per thread).
 */
export function serveWorker<Payload, Result>(
  init: (data: unknown) => Promise<(payload: Payload) => Result | Promise<Result>> | ((payload: Payload) => Result),
): void {
  const port = parentPort;
  if (!port) throw new Error('serveWorker must run inside a worker thread');
  const send = (message: FromWorker) => port.postMessage(message);
  Promise.resolve()
    .then(() => init(workerData))
    .then(
      (handle) => {
        port.on('message', async (message: ToWorker) => {
          if (message.type !== 'task') return;
          try {
            send({ type: 'result', id: message.id, value: await handle(message.payload as Payload) });
          } catch (error) {
            const err = error instanceof Error ? error : new Error(String(error));
            send({ type: 'error', id: message.id, message: err.message, name: err.name });
          }
        });
        send({ type: 'ready' });
      },
      (error: unknown) => {
        send({ type: 'init-error', message: error instanceof Error ? error.message : String(error) });
      },
    );
}
