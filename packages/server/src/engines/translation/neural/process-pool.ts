import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  type FromWorker,
  PoolClosedError,
  PoolOverloadedError,
  type PoolStats,
  TaskTimeoutError,
  type ToWorker,
  WorkerCrashedError,
  type WorkerPoolOptions,
  WorkerTaskError,
} from '../../worker-pool.js';

/**
 * WorkerPool's contract (bounded queue, per-task timeout, crashed worker replaced, same error classes) with child
 * processes instead of worker threads, for the neural engine.
 *
 * Why not threads: onnxruntime-node's native addon does not survive worker threads coming and going. A worker that
 * exits (crash, timeout, pool close) while ONNX Runtime sessions are loaded corrupts the heap of the whole process
 * ("free(): invalid next size", SIGSEGV), taking the server down; and once no thread holds the addon, a new worker
 * cannot load it again ("Module did not self-register"). A child process is isolated: it can crash or be killed and
 * be replaced without touching the server. Children are started with `--import tsx` when the file is .ts (tests).
 */
interface Task {
  id: number;
  payload: unknown;
  resolve(value: unknown): void;
  reject(error: Error): void;
  signal?: AbortSignal;
  onAbort?: () => void;
}

interface Slot {
  child: ChildProcess;
  ready: boolean;
  task?: Task;
  timer?: NodeJS.Timeout;
  retiring: boolean;
}

type ToChild = ToWorker | { type: 'init'; data: unknown };

const RESTART_DELAY_MS = 1_000;

export class ProcessPool<Payload = unknown, Result = unknown> {
  private readonly slots = new Set<Slot>();
  private readonly queue: Task[] = [];
  private nextId = 1;
  private closed = false;
  private started = 0;
  private replaced = 0;
  private initError?: Error;
  private readonly name: string;

  constructor(private readonly options: WorkerPoolOptions) {
    if (options.size < 1) throw new Error('ProcessPool: size must be at least 1');
    this.name = options.name ?? 'process pool';
  }

  run(payload: Payload, signal?: AbortSignal): Promise<Result> {
    if (this.closed) return Promise.reject(new PoolClosedError(this.name));
    if (signal?.aborted) return Promise.reject(signal.reason ?? new Error('aborted'));
    this.ensureChildren();
    const idle = this.idleSlot();
    if (!idle && this.queue.length >= this.options.maxQueue + this.unassignedSlots()) {
      return Promise.reject(new PoolOverloadedError(this.name));
    }
    return new Promise<Result>((resolve, reject) => {
      const task: Task = { id: this.nextId++, payload, resolve: resolve as (v: unknown) => void, reject, signal };
      if (signal) {
        task.onAbort = () => this.abort(task);
        signal.addEventListener('abort', task.onAbort, { once: true });
      }
      if (idle) this.dispatch(idle, task);
      else this.queue.push(task);
    });
  }

  stats(): PoolStats {
    let busy = 0;
    for (const slot of this.slots) if (slot.task) busy += 1;
    return { size: this.slots.size, busy, queued: this.queue.length, started: this.started, replaced: this.replaced };
  }

  /** Process ids of the running children (tests and benchmarks read their memory). */
  pids(): number[] {
    return [...this.slots].map((slot) => slot.child.pid ?? 0).filter((pid) => pid > 0);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const task of this.queue.splice(0)) this.settle(task, new PoolClosedError(this.name));
    const exits: Promise<void>[] = [];
    for (const slot of this.slots) {
      slot.retiring = true;
      if (slot.timer) clearTimeout(slot.timer);
      if (slot.task) this.settle(slot.task, new PoolClosedError(this.name));
      exits.push(this.kill(slot));
    }
    this.slots.clear();
    await Promise.allSettled(exits);
  }

  private kill(slot: Slot): Promise<void> {
    const { child } = slot;
    if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }

  private ensureChildren(): void {
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
    const file = this.options.file;
    const fromSources = file.pathname.endsWith('.ts');
    const child = fork(fileURLToPath(file), [], {
      execArgv: fromSources ? ['--import', 'tsx', '--conditions', 'source'] : [],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const slot: Slot = { child, ready: false, retiring: false };
    this.slots.add(slot);
    this.started += 1;
    child.on('message', (message: FromWorker) => this.onMessage(slot, message));
    child.on('error', (error) => this.onExit(slot, error.message));
    child.on('exit', (code, signal) => this.onExit(slot, signal ? `signal ${signal}` : `exit code ${code}`));
    child.send({ type: 'init', data: this.options.workerData } satisfies ToChild);
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
        for (const task of this.queue.splice(0)) this.settle(task, this.initError);
        slot.retiring = true;
        this.slots.delete(slot);
        void this.kill(slot);
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
    if (this.initError) {
      setTimeout(() => {
        if (!this.closed && this.queue.length > 0) this.ensureChildren();
      }, RESTART_DELAY_MS).unref();
    } else {
      this.ensureChildren();
    }
  }

  private dispatch(slot: Slot, task: Task): void {
    slot.task = task;
    slot.timer = setTimeout(() => this.timeOut(slot, task), this.options.taskTimeoutMs);
    slot.timer.unref();
    slot.child.send({ type: 'task', id: task.id, payload: task.payload } satisfies ToChild);
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
  }

  private timeOut(slot: Slot, task: Task): void {
    if (slot.task !== task) return;
    this.finish(slot);
    this.settle(task, new TaskTimeoutError(this.name, this.options.taskTimeoutMs));
    this.retire(slot);
  }

  /**
   * A queued task is dropped. A running one is not interrupted: killing the child would force it to load the models
   * again. Its caller gets the abort reason now; the child's answer, when it comes, frees the slot and is dropped.
   */
  private abort(task: Task): void {
    const queued = this.queue.indexOf(task);
    if (queued >= 0) this.queue.splice(queued, 1);
    this.settle(task, task.signal?.reason ?? new Error('aborted'));
  }

  private retire(slot: Slot): void {
    slot.retiring = true;
    this.slots.delete(slot);
    void this.kill(slot);
    if (!this.closed) {
      this.replaced += 1;
      this.ensureChildren();
    }
  }

  private settle(task: Task, error?: Error, value?: unknown): void {
    if (task.signal && task.onAbort) task.signal.removeEventListener('abort', task.onAbort);
    if (error) task.reject(error);
    else task.resolve(value);
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
