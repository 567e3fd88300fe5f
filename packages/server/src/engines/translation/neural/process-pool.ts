import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  type FromWorker,
  type ToWorker,
  type WorkerLauncher,
  WorkerPool,
  type WorkerPoolOptions,
} from '../../worker-pool.js';

/**
 * WorkerPool (bounded queue, per-task timeout, crashed worker replaced, same error classes) with child processes
 * instead of worker threads, for the neural engine.
 *
 * Why not threads: onnxruntime-node's native addon does not survive worker threads coming and going. A worker that
 * exits (crash, timeout, pool close) while ONNX Runtime sessions are loaded corrupts the heap of the whole process
 * ("free(): invalid next size", SIGSEGV), taking the server down; and once no thread holds the addon, a new worker
 * cannot load it again ("Module did not self-register"). A child process is isolated: it can crash or be killed and
 * be replaced without touching the server. Children are started with `--import tsx` when the file is .ts (tests).
 *
 * An aborted request does not kill a child that is running it: that would force it to load the models again.
 */
type ToChild = ToWorker | { type: 'init'; data: unknown };

export const launchProcess: WorkerLauncher = (options, events) => {
  const file = options.file;
  const child = fork(fileURLToPath(file), [], {
    execArgv: file.pathname.endsWith('.ts') ? ['--import', 'tsx', '--conditions', 'source'] : [],
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  child.on('message', (message: FromWorker) => events.message(message));
  child.on('error', (error) => events.exit(error.message));
  child.on('exit', (code, signal) => events.exit(signal ? `signal ${signal}` : `exit code ${code}`));
  child.send({ type: 'init', data: options.workerData } satisfies ToChild);
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  return {
    pid: child.pid,
    post: (message) => child.send(message satisfies ToChild),
    terminate: () =>
      exited()
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            child.once('exit', () => resolve());
            child.kill('SIGKILL');
          }),
    // The IPC channel keeps the server alive anyway; a child is ended by close() or when the parent exits.
    ref: () => {},
    unref: () => {},
  };
};

export class ProcessPool<Payload = unknown, Result = unknown> extends WorkerPool<Payload, Result> {
  constructor(options: WorkerPoolOptions) {
    super({ name: 'process pool', ...options, launch: launchProcess, abortRunning: 'detach' });
  }
}

/**
 * The child side of ProcessPool: receives the pool's `workerData` in an init message, calls `init` once, then
 * answers tasks. Exits when the parent goes away.
 */
export function serveProcess<Payload, Result>(
  init: (data: unknown) => Promise<(payload: Payload) => Result | Promise<Result>>,
): void {
  const send = (message: FromWorker) => process.send?.(message);
  if (!process.send) throw new Error('serveProcess must run in a child process started by ProcessPool');
  process.on('disconnect', () => process.exit(0));
  let handle: ((payload: Payload) => Result | Promise<Result>) | undefined;
  process.on('message', async (message: ToChild) => {
    if (message.type === 'init') {
      try {
        handle = await init(message.data);
        send({ type: 'ready' });
      } catch (error) {
        send({ type: 'init-error', message: error instanceof Error ? error.message : String(error) });
      }
      return;
    }
    if (message.type !== 'task' || !handle) return;
    try {
      send({ type: 'result', id: message.id, value: await handle(message.payload as Payload) });
    } catch (error) {
      const err = error instanceof Error ? error : new Error(String(error));
      send({ type: 'error', id: message.id, message: err.message, name: err.name });
    }
  });
}
