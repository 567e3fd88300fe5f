import { describe, expect, it } from 'vitest';
import { OcrBusyError, type OcrPage, OcrWorkerError } from './types.js';
import { type OcrWorkerHandle, OcrWorkerPool } from './worker-pool.js';

const PAGE: OcrPage = { blocks: [[{ text: 'hej', confidence: 90, top: 0, bottom: 10, left: 0, right: 30 }]] };

/** A fake worker whose jobs finish only when the test says so. */
class FakeWorker implements OcrWorkerHandle {
  static created: FakeWorker[] = [];
  languages = 'swe+eng';
  pending: Array<{ resolve(page: OcrPage): void }> = [];
  terminated = false;
  exitListener?: (error: Error) => void;
  constructor() {
    FakeWorker.created.push(this);
  }
  async setLanguages(languages: readonly string[]) {
    this.languages = languages.join('+');
  }
  recognize(): Promise<OcrPage> {
    return new Promise((resolve) => this.pending.push({ resolve }));
  }
  onExit(listener: (error: Error) => void) {
    this.exitListener = listener;
  }
  async terminate() {
    this.terminated = true;
  }
  finish() {
    this.pending.shift()?.resolve(PAGE);
  }
  kill() {
    this.exitListener?.(new Error('boom'));
  }
}

function pool(options: Partial<{ size: number; queueLimit: number; timeoutMs: number }> = {}) {
  FakeWorker.created = [];
  return new OcrWorkerPool(async () => new FakeWorker(), { size: 2, queueLimit: 1, timeoutMs: 10_000, ...options });
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
const image = Buffer.from('x');

describe('OcrWorkerPool', () => {
  it('starts workers lazily, one per concurrent job up to the pool size', async () => {
    const ocr = pool();
    expect(FakeWorker.created).toHaveLength(0);
    const first = ocr.recognize(image, ['swe', 'eng']);
    await tick();
    expect(FakeWorker.created).toHaveLength(1);
    FakeWorker.created[0]!.finish();
    await expect(first).resolves.toEqual(PAGE);
    const second = ocr.recognize(image, ['swe', 'eng']);
    await tick();
    expect(FakeWorker.created).toHaveLength(1);
    FakeWorker.created[0]!.finish();
    await second;
    await ocr.close();
  });

  it('warm() starts the whole pool', async () => {
    const ocr = pool({ size: 3 });
    ocr.warm();
    await tick();
    expect(FakeWorker.created).toHaveLength(3);
    expect(ocr.stats()).toEqual({ workers: 3, busy: 0, queued: 0 });
    await ocr.close();
    expect(FakeWorker.created.every((worker) => worker.terminated)).toBe(true);
  });

  it('queues beyond the pool size and refuses beyond the queue limit', async () => {
    const ocr = pool({ size: 1, queueLimit: 1 });
    const running = ocr.recognize(image, ['swe', 'eng']);
    const queued = ocr.recognize(image, ['eng', 'swe']);
    await expect(ocr.recognize(image, ['swe', 'eng'])).rejects.toBeInstanceOf(OcrBusyError);
    await tick();
    const worker = FakeWorker.created[0]!;
    worker.finish();
    await running;
    await tick();
    expect(worker.languages).toBe('eng+swe');
    worker.finish();
    await expect(queued).resolves.toEqual(PAGE);
    await ocr.close();
  });

  it('drops a queued request whose client has gone, without using a worker', async () => {
    const ocr = pool({ size: 1, queueLimit: 2 });
    const running = ocr.recognize(image, ['swe', 'eng']);
    const controller = new AbortController();
    const abandoned = ocr.recognize(image, ['swe', 'eng'], controller.signal);
    const waiting = ocr.recognize(image, ['swe', 'eng']);
    expect(ocr.stats().queued).toBe(2);
    controller.abort(new Error('client gone'));
    await expect(abandoned).rejects.toThrow('client gone');
    expect(ocr.stats().queued).toBe(1);
    await tick();
    const worker = FakeWorker.created[0]!;
    worker.finish();
    await running;
    await tick();
    worker.finish();
    await expect(waiting).resolves.toEqual(PAGE);
    expect(worker.pending).toHaveLength(0);
    await ocr.close();
  });

  it('replaces a crashed worker: its request fails, the next one succeeds', async () => {
    const ocr = pool({ size: 1 });
    const doomed = ocr.recognize(image, ['swe', 'eng']);
    await tick();
    FakeWorker.created[0]!.kill();
    await expect(doomed).rejects.toBeInstanceOf(OcrWorkerError);
    expect(FakeWorker.created[0]!.terminated).toBe(true);
    const next = ocr.recognize(image, ['swe', 'eng']);
    await tick();
    expect(FakeWorker.created).toHaveLength(2);
    FakeWorker.created[1]!.finish();
    await expect(next).resolves.toEqual(PAGE);
    await ocr.close();
  });

  it('replaces a hung worker after the timeout and serves the queued request with a fresh one', async () => {
    const ocr = pool({ size: 1, timeoutMs: 50 });
    const hung = ocr.recognize(image, ['swe', 'eng']);
    const waiting = ocr.recognize(image, ['swe', 'eng']);
    await expect(hung).rejects.toThrow('timed out');
    await tick();
    expect(FakeWorker.created[0]!.terminated).toBe(true);
    FakeWorker.created[1]!.finish();
    await expect(waiting).resolves.toEqual(PAGE);
    expect(ocr.stats()).toEqual({ workers: 1, busy: 0, queued: 0 });
    await ocr.close();
  });

  it('fails a request whose worker cannot start, and tries a new worker next time', async () => {
    let attempts = 0;
    const ocr = new OcrWorkerPool(
      async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('no traineddata');
        return new FakeWorker();
      },
      { size: 1, queueLimit: 1, timeoutMs: 1000 },
    );
    await expect(ocr.recognize(image, ['swe', 'eng'])).rejects.toBeInstanceOf(OcrWorkerError);
    const next = ocr.recognize(image, ['swe', 'eng']);
    await tick();
    FakeWorker.created.at(-1)!.finish();
    await expect(next).resolves.toEqual(PAGE);
    await ocr.close();
  });
});
