import { clientShare, currentClient, FairQueue } from '../fair-queue.js';
import { OcrBusyError, type OcrEngine, type OcrLanguages, type OcrPage, OcrWorkerError } from './types.js';

/** One long-lived OCR worker (a tesseract.js thread, or a fake in tests). */
export interface OcrWorkerHandle {
  /** Switches the primary language; a no-op when already loaded in that order. */
  setLanguages(languages: OcrLanguages): Promise<void>;
  recognize(image: Buffer): Promise<OcrPage>;
  /** Called once if the worker's thread dies on its own. */
  onExit(listener: (error: Error) => void): void;
  terminate(): Promise<void>;
  /** Stops the thread abruptly, as a crash would (the crash-recovery tests use it); onExit then fires. */
  kill(): void;
}

export type OcrWorkerFactory = (languages: OcrLanguages) => Promise<OcrWorkerHandle>;

export interface OcrPoolOptions {
  size: number;
  queueLimit: number;
  /** A job (including a language switch) taking longer is a hung worker. */
  timeoutMs: number;
  /** Starting a worker (loading ~5 MB of traineddata) taking longer is a failed start. */
  startTimeoutMs?: number;
  log?: { warn(object: object, message: string): void };
}

interface Slot {
  ready: Promise<OcrWorkerHandle>;
  handle?: OcrWorkerHandle;
  languages: string;
  busy: boolean;
  dead: boolean;
  /** Rejects when the worker's thread exits; raced against every job. */
  exited: Promise<never>;
}

type Waiter = (slot: Slot) => void;

/**
 * A fixed-size pool of long-lived OCR workers, started lazily (or by warm()), with a bounded queue in which one
 * client (fair-queue.ts) holds at most half of the places and waiting requests are served in fair order between clients.
 * A worker that crashes or exceeds the timeout is terminated and replaced; only its request fails.
 */
export class OcrWorkerPool implements OcrEngine {
  private readonly slots: Slot[] = [];
  private readonly queue = new FairQueue<Waiter>();
  private closed = false;

  constructor(
    private readonly createWorker: OcrWorkerFactory,
    private readonly options: OcrPoolOptions,
  ) {}

  warm(): void {
    while (!this.closed && this.slots.length < this.options.size) {
      const slot = this.spawn(['swe', 'eng']);
      slot.ready.catch(() => this.retire(slot));
    }
  }

  /** `signal`: a request whose client has gone leaves the queue instead of using a worker. */
  async recognize(image: Buffer, languages: OcrLanguages, signal?: AbortSignal): Promise<OcrPage> {
    if (this.closed) throw new OcrWorkerError('OCR pool is closed');
    signal?.throwIfAborted();
    const slot = await this.acquire(languages, signal);
    try {
      return await this.run(slot, image, languages);
    } finally {
      this.release(slot);
    }
  }

  /** Workers busy, idle and requests waiting: for logs, readiness and tests. */
  stats(): { workers: number; busy: number; queued: number } {
    return {
      workers: this.slots.length,
      busy: this.slots.filter((slot) => slot.busy).length,
      queued: this.queue.length,
    };
  }

  /** The started workers that are running a job right now (tests use this to crash one). */
  busyWorkers(): OcrWorkerHandle[] {
    return this.slots.filter((slot) => slot.busy && slot.handle).map((slot) => slot.handle as OcrWorkerHandle);
  }

  async close(): Promise<void> {
    this.closed = true;
    const slots = this.slots.splice(0);
    await Promise.all(
      slots.map(async (slot) => {
        slot.dead = true;
        const handle = await slot.ready.catch(() => undefined);
        await handle?.terminate().catch(() => undefined);
      }),
    );
  }

  private spawn(languages: OcrLanguages): Slot {
    let markExited: (error: Error) => void = () => {};
    const exited = new Promise<never>((_, reject) => {
      markExited = reject;
    });
    exited.catch(() => {});
    const slot: Slot = { languages: languages.join('+'), busy: false, dead: false, exited, ready: undefined as never };
    slot.ready = withTimeout(
      this.createWorker(languages),
      this.options.startTimeoutMs ?? Math.max(this.options.timeoutMs, 30_000),
      'OCR worker did not start in time',
    ).then((handle) => {
      slot.handle = handle;
      handle.onExit((error) => {
        this.options.log?.warn({ err: error }, 'OCR worker exited; replacing it');
        markExited(new OcrWorkerError(`OCR worker exited: ${error.message}`));
        slot.dead = true;
        if (!slot.busy) this.retire(slot);
      });
      if (this.closed) void handle.terminate();
      return handle;
    });
    this.slots.push(slot);
    return slot;
  }

  private acquire(languages: OcrLanguages, signal?: AbortSignal): Promise<Slot> {
    const wanted = languages.join('+');
    const idle = this.slots.filter((slot) => !slot.busy && !slot.dead);
    const slot = idle.find((candidate) => candidate.languages === wanted) ?? idle[0];
    const client = currentClient();
    if (slot) {
      slot.busy = true;
      this.queue.started(client);
      return Promise.resolve(slot);
    }
    if (this.slots.length < this.options.size) {
      const fresh = this.spawn(languages);
      fresh.busy = true;
      this.queue.started(client);
      return Promise.resolve(fresh);
    }
    if (
      this.queue.length >= this.options.queueLimit ||
      this.queue.countOf(client) >= clientShare(this.options.queueLimit)
    ) {
      return Promise.reject(new OcrBusyError());
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = (granted) => {
        signal?.removeEventListener('abort', leave);
        resolve(granted);
      };
      const leave = () => {
        this.queue.remove(waiter);
        reject(signal?.reason ?? new Error('aborted'));
      };
      signal?.addEventListener('abort', leave, { once: true });
      this.queue.push(waiter, client);
    });
  }

  private release(slot: Slot): void {
    if (slot.dead) {
      this.retire(slot);
      const next = this.queue.shift();
      if (next && !this.closed) {
        const fresh = this.spawn(['swe', 'eng']);
        fresh.busy = true;
        next(fresh);
      }
      return;
    }
    const next = this.queue.shift();
    if (next) next(slot);
    else slot.busy = false;
  }

  private retire(slot: Slot): void {
    slot.dead = true;
    const index = this.slots.indexOf(slot);
    if (index >= 0) this.slots.splice(index, 1);
    void slot.ready.then((handle) => handle.terminate()).catch(() => undefined);
  }

  private async run(slot: Slot, image: Buffer, languages: OcrLanguages): Promise<OcrPage> {
    let handle: OcrWorkerHandle;
    try {
      handle = await slot.ready;
    } catch (error) {
      slot.dead = true;
      throw new OcrWorkerError(`OCR worker failed to start: ${(error as Error).message}`);
    }
    const job = (async () => {
      const wanted = languages.join('+');
      if (slot.languages !== wanted) {
        await handle.setLanguages(languages);
        slot.languages = wanted;
      }
      return handle.recognize(image);
    })();
    try {
      return await Promise.race([withTimeout(job, this.options.timeoutMs, 'OCR worker timed out'), slot.exited]);
    } catch (error) {
      // Whatever went wrong, this worker's state is unknown: replace it rather than reuse it.
      slot.dead = true;
      job.catch(() => {});
      this.options.log?.warn({ err: error }, 'OCR job failed; replacing the worker');
      throw error instanceof OcrWorkerError ? error : new OcrWorkerError((error as Error).message);
    }
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new OcrWorkerError(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
