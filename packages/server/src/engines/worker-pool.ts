import { Worker } from 'node:worker_threads';
import { clientShare, currentClient, FairQueue } from './fair-queue.js';

/**
 * A generic pool of workers for CPU-bound engines: worker threads by default (built-in translation), child
 * processes with `launchProcess` (neural translation, see translation/neural/process-pool.ts).
 *
 * - Workers start lazily on the first task, so apps that never translate never pay for them.
 * - The queue of waiting tasks is bounded: when it is full, `run` rejects at once with `PoolOverloadedError`
 *   instead of letting requests pile up. One client (see fair-queue.ts) may hold at most half of the waiting places,
 *   and waiting tasks are handed out in fair order between clients, so a flood from one leaves room for the others.
 * - A task that runs longer than `taskTimeoutMs` is failed with `TaskTimeoutError` and its worker is terminated
 *   (a CPU-bound loop cannot be interrupted any other way) and replaced.
 * - A worker that crashes fails its task with `WorkerCrashedError` and is replaced.
 *
 * Worker files are written with `serveWorker` (worker-entry.ts). A `.ts` worker file (tests, `tsx` runs) is loaded
 * through tsx's loader with the `source` export condition, so workspace packages resolve to their sources; a `.js`
 * file (the compiled server) is loaded by Node directly.
 */
export interface WorkerPoolOptions {
  /** The worker module; use `workerFileUrl(import.meta.url, './name')` to get .ts under tests and .js in dist. */
  file: URL;
  /** Number of worker threads. */
  size: number;
  /** Tasks allowed to wait for a free worker; one more is refused with PoolOverloadedError. */
  maxQueue: number;
  /** Per-task limit, counted from the moment a worker picks the task up. */
  taskTimeoutMs: number;
  /** Passed to the worker's init function. Must be structured-cloneable. */
  workerData?: unknown;
  /** Used in error messages and thread names. */
  name?: string;
  /** How a worker is started: a thread (default) or a child process (`launchProcess`, process-pool.ts). */
  launch?: WorkerLauncher;
  /**
   * What an abort does to a task a worker is already running: `replace` the worker (default; a CPU-bound loop
   * cannot be interrupted otherwise) or `detach` — answer the caller now and let the worker finish, for engines
   * whose workers are expensive to start.
   */
  abortRunning?: 'replace' | 'detach';
}

/** One running worker, whatever it is (thread or process), as the pool sees it. */
export interface PoolWorker {
  post(message: ToWorker): void;
  terminate(): Promise<unknown>;
  /** Keep the process alive while this worker is busy (and only then). */
  ref(): void;
  unref(): void;
  readonly pid?: number;
}

export interface WorkerEvents {
  message(message: FromWorker): void;
  /** The worker is gone (crashed, exited or failed); `detail` says how. */
  exit(detail: string): void;
}

export type WorkerLauncher = (options: WorkerPoolOptions, events: WorkerEvents) => PoolWorker;

/** Worker threads. Node 20 does not apply `--import tsx` to a worker's entry module, so for .ts sources a tiny
 * bootstrap registers tsx's loader first and then imports the TypeScript worker file. */
export const launchThread: WorkerLauncher = (options, events) => {
  const { file, workerData } = options;
  const name = options.name ?? 'worker pool';
  const worker = file.pathname.endsWith('.ts')
    ? new Worker(
        `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(file.href)}); });`,
        { eval: true, execArgv: ['--conditions', 'source'], workerData, name },
      )
    : new Worker(file, { workerData, name });
  worker.unref();
  worker.on('message', (message: FromWorker) => events.message(message));
  worker.on('error', (error) => events.exit(error.message));
  worker.on('exit', (code) => events.exit(`exit code ${code}`));
  return {
    post: (message) => worker.postMessage(message),
    terminate: () => worker.terminate(),
    ref: () => worker.ref(),
    unref: () => worker.unref(),
  };
};

export class PoolOverloadedError extends Error {
  constructor(name: string) {
    super(`${name}: all workers busy and the queue is full`);
    this.name = 'PoolOverloadedError';
  }
}

export class TaskTimeoutError extends Error {
  constructor(name: string, ms: number) {
    super(`${name}: task took longer than ${ms} ms`);
    this.name = 'TaskTimeoutError';
  }
}

export class WorkerCrashedError extends Error {
  constructor(name: string, detail: string) {
    super(`${name}: worker crashed (${detail})`);
    this.name = 'WorkerCrashedError';
  }
}

export class PoolClosedError extends Error {
  constructor(name: string) {
    super(`${name}: pool is closed`);
    this.name = 'PoolClosedError';
  }
}

/** An error thrown by the task handler inside the worker, re-created on the main thread. */
export class WorkerTaskError extends Error {
  constructor(message: string, name = 'WorkerTaskError') {
    super(message);
    this.name = name;
  }
}

/** Messages between pool and worker (see worker-entry.ts). */
export type ToWorker = { type: 'task'; id: number; payload: unknown };
export type FromWorker =
  | { type: 'ready' }
  | { type: 'init-error'; message: string }
  | { type: 'result'; id: number; value: unknown }
  | { type: 'error'; id: number; message: string; name: string };

interface Task {
  id: number;
  payload: unknown;
  resolve(value: unknown): void;
  reject(error: Error): void;
  signal?: AbortSignal;
  onAbort?: () => void;
}

interface Slot {
  worker: PoolWorker;
  ready: boolean;
  task?: Task;
  timer?: NodeJS.Timeout;
  /** Set when we terminate it ourselves, so its exit is not reported as a crash. */
  retiring: boolean;
}

export interface PoolStats {
  size: number;
  busy: number;
  queued: number;
  started: number;
  replaced: number;
}

/** `./name.ts` beside a module loaded from .ts sources, `./name.js` beside compiled code. */
export function workerFileUrl(importMetaUrl: string, relativeWithoutExtension: string): URL {
  const extension = importMetaUrl.endsWith('.ts') ? '.ts' : '.js';
  return new URL(`${relativeWithoutExtension}${extension}`, importMetaUrl);
}

const RESTART_DELAY_MS = 1_000;

export class WorkerPool<Payload = unknown, Result = unknown> {
  private readonly slots = new Set<Slot>();
  private readonly queue = new FairQueue<Task>();
  private nextId = 1;
  private closed = false;
  private started = 0;
  private replaced = 0;
  private initError?: Error;
  private readonly name: string;

  constructor(private readonly options: WorkerPoolOptions) {
    if (options.size < 1) throw new Error('WorkerPool: size must be at least 1');
    if (options.maxQueue < 0) throw new Error('WorkerPool: maxQueue must not be negative');
    this.name = options.name ?? 'worker pool';
  }

  /** Runs one task on a worker. Rejects with PoolOverloadedError at once when the queue is full. */
  run(payload: Payload, signal?: AbortSignal): Promise<Result> {
    if (this.closed) return Promise.reject(new PoolClosedError(this.name));
    if (signal?.aborted) return Promise.reject(signal.reason ?? new Error('aborted'));
    this.ensureWorkers();
    const idle = this.idleSlot();
    // Workers still starting will each take one queued task, so they count as capacity too.
    const starting = this.unassignedSlots();
    const client = currentClient();
    const share = starting + clientShare(this.options.maxQueue);
    if (!idle && (this.queue.length >= this.options.maxQueue + starting || this.queue.countOf(client) >= share)) {
      return Promise.reject(new PoolOverloadedError(this.name));
    }
    return new Promise<Result>((resolve, reject) => {
      const task: Task = { id: this.nextId++, payload, resolve: resolve as (v: unknown) => void, reject, signal };
      if (signal) {
        task.onAbort = () => this.abort(task);
        signal.addEventListener('abort', task.onAbort, { once: true });
      }
      if (idle) {
        this.queue.started(client);
        this.dispatch(idle, task);
      } else {
        this.queue.push(task, client);
      }
    });
  }

  stats(): PoolStats {
    let busy = 0;
    for (const slot of this.slots) if (slot.task) busy += 1;
    return { size: this.slots.size, busy, queued: this.queue.length, started: this.started, replaced: this.replaced };
  }

  /** Process ids of the workers that are processes (tests and benchmarks read their memory). */
  pids(): number[] {
    return [...this.slots].map((slot) => slot.worker?.pid ?? 0).filter((pid) => pid > 0);
  }

  /** Fails waiting and running tasks with PoolClosedError and terminates every worker. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const task of this.queue.drain()) this.settle(task, new PoolClosedError(this.name));
    const exits: Promise<unknown>[] = [];
    for (const slot of this.slots) {
      slot.retiring = true;
      if (slot.timer) clearTimeout(slot.timer);
      if (slot.task) this.settle(slot.task, new PoolClosedError(this.name));
      exits.push(slot.worker.terminate());
    }
    this.slots.clear();
    await Promise.allSettled(exits);
  }

  private ensureWorkers(): void {
    while (this.slots.size < this.options.size) this.spawn();
  }

  private idleSlot(): Slot | undefined {
    for (const slot of this.slots) if (slot.ready && !slot.task && !slot.retiring) return slot;
    return undefined;
  }

  private unassignedSlots(): number {
    let count = 0;
    for (const slot of this.slots) if (!slot.task && !slot.retiring) count += 1;
    return count;
  }

  private spawn(): void {
    const launch = this.options.launch ?? launchThread;
    // The slot exists before the worker so that the events, which may come at once, find it.
    const slot = { ready: false, retiring: false } as Slot;
    this.slots.add(slot);
    this.started += 1;
    slot.worker = launch(this.options, {
      message: (message) => this.onMessage(slot, message),
      exit: (detail) => this.onExit(slot, detail),
    });
  }

  private onMessage(slot: Slot, message: FromWorker): void {
    switch (message.type) {
      case 'ready':
        slot.ready = true;
        this.initError = undefined;
        this.pump(slot);
        return;
      case 'init-error':
        this.initError = new WorkerTaskError(`${this.name}: worker failed to start: ${message.message}`);
        // Nothing can run until a worker starts: fail the waiting tasks rather than keep them hanging.
        for (const task of this.queue.drain()) this.settle(task, this.initError);
        slot.retiring = true;
        void slot.worker.terminate();
        this.slots.delete(slot);
        return;
      case 'result':
      case 'error': {
        const task = slot.task;
        if (!task || task.id !== message.id) return;
        this.finish(slot);
        if (message.type === 'result') this.settle(task, undefined, message.value);
        else this.settle(task, new WorkerTaskError(message.message, message.name));
        this.pump(slot);
        return;
      }
    }
  }

  private onExit(slot: Slot, detail: string): void {
    if (!this.slots.has(slot)) return;
    this.slots.delete(slot);
    if (slot.timer) clearTimeout(slot.timer);
    if (slot.task) this.settle(slot.task, new WorkerCrashedError(this.name, detail));
    if (slot.retiring || this.closed) return;
    this.replaced += 1;
    // Replace the worker; wait a little when workers fail to start, so a broken setup does not spin.
    if (this.initError) {
      setTimeout(() => {
        if (!this.closed && this.queue.length > 0) this.ensureWorkers();
      }, RESTART_DELAY_MS).unref();
    } else {
      this.ensureWorkers();
    }
  }

  private dispatch(slot: Slot, task: Task): void {
    slot.task = task;
    // Only a busy worker keeps the process alive (a CLI awaiting a result must not exit early).
    slot.worker.ref();
    slot.timer = setTimeout(() => this.timeOut(slot, task), this.options.taskTimeoutMs);
    slot.timer.unref();
    slot.worker.post({ type: 'task', id: task.id, payload: task.payload });
  }

  private pump(slot: Slot): void {
    if (slot.task || !slot.ready || slot.retiring) return;
    const next = this.queue.shift();
    if (next) this.dispatch(slot, next);
  }

  private finish(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = undefined;
    slot.task = undefined;
    slot.worker.unref();
  }

  private timeOut(slot: Slot, task: Task): void {
    if (slot.task !== task) return;
    this.finish(slot);
    this.settle(task, new TaskTimeoutError(this.name, this.options.taskTimeoutMs));
    this.retire(slot);
  }

  private abort(task: Task): void {
    if (this.queue.remove(task)) {
      this.settle(task, task.signal?.reason ?? new Error('aborted'));
      return;
    }
    for (const slot of this.slots) {
      if (slot.task !== task) continue;
      if (this.options.abortRunning === 'detach') {
        // The caller gets its answer now; the worker's result, when it comes, frees the slot and is dropped.
        this.settle(task, task.signal?.reason ?? new Error('aborted'));
        return;
      }
      // The worker is busy with work nobody wants: replace it so the next task does not wait.
      this.finish(slot);
      this.settle(task, task.signal?.reason ?? new Error('aborted'));
      this.retire(slot);
    }
  }

  /** Terminates a worker we no longer trust and starts a fresh one. */
  private retire(slot: Slot): void {
    slot.retiring = true;
    this.slots.delete(slot);
    void slot.worker.terminate();
    if (!this.closed) {
      this.replaced += 1;
      this.ensureWorkers();
    }
  }

  private settle(task: Task, error?: Error, value?: unknown): void {
    if (task.signal && task.onAbort) task.signal.removeEventListener('abort', task.onAbort);
    if (error) task.reject(error);
    else task.resolve(value);
  }
}
