import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { type AppConfig, DEFAULT_TIMEOUTS, defaultOcrConfig } from '../../config.js';
import { createUppercaseTranslator } from '../../test/fake-translators.js';
import { type ClientOutcome, multipartUpload, sendStalling } from '../../test/slow-client.js';
import { testConfig } from '../../test/test-app.js';

const MB = 1024 * 1024;

async function startApp(overrides: Partial<AppConfig>) {
  const config = testConfig({ dialect: 'sqlite', file: ':memory:' }, overrides);
  const app = await buildApp(config, { logger: false, translator: createUppercaseTranslator() });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    port: (app.server.address() as AddressInfo).port,
    cleanUp: async () => {
      await app.close();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

/** An upload of a `fileMb` image from `address` (TRUST_PROXY is on), stalling after `stallAfterMb` (or sent whole). */
function upload(port: number, address: string, fileMb: number, stallAfterMb?: number) {
  const form = multipartUpload(fileMb * MB);
  return sendStalling(port, {
    path: '/upload',
    headers: { ...form.headers, 'x-forwarded-for': address },
    prefix: form.prefix,
    suffix: form.suffix,
    declaredBytes: form.declaredBytes,
    stallAfter: stallAfterMb === undefined ? form.declaredBytes : stallAfterMb * MB,
  });
}

describe('/upload admission', () => {
  let app: FastifyInstance;
  let port: number;
  let cleanUp: () => Promise<void>;
  beforeAll(async () => {
    // One OCR place in all: one upload at a time.
    ({ app, port, cleanUp } = await startApp({ ocr: defaultOcrConfig({ workers: 1, queueLimit: 0 }) }));
  });
  afterAll(async () => {
    await cleanUp();
  });

  it('answers 503 with Retry-After at once, without reading the body, when every place is taken', async () => {
    const holder = upload(port, '127.0.0.1', 1, 0.5);
    await holder.stalled;
    await expect.poll(() => app.uploadGate.stats().admitted).toBe(1);
    // This one sends its headers and nothing else: only an answer that did not wait for the body can arrive.
    const refused = upload(port, '127.0.0.1', 1, 0);
    const outcome = await refused.outcome;
    expect(outcome).toMatchObject({
      status: 503,
      body: { success: false, error: 'The image reader is busy, please try again in a moment' },
    });
    expect(outcome.headers?.['retry-after']).toBe('2');
    expect(outcome.headers?.connection).toBe('close');
    expect(refused.sent()).toBe(0);
    holder.destroy();
    await expect.poll(() => app.uploadGate.stats()).toEqual({ admitted: 0, bufferedBytes: 0 });
  });
});

describe('/upload memory under stalled and parallel uploads', () => {
  const BUDGET_MB = 40;
  /**
   * Stated bounds (docs/performance.md), on the server process's Buffer memory: what stalled uploads hold (after a
   * garbage collection) is the budget plus 16 MB; the peak while uploads are read, joined into one Buffer each and
   * dropped (collected whenever V8 gets to it) stays under four times the budget plus 32 MB.
   */
  const HELD_MB = BUDGET_MB + 16;
  const PEAK_MB = 4 * BUDGET_MB + 32;
  const gc = exposeGc();
  let app: FastifyInstance;
  let port: number;
  let cleanUp: () => Promise<void>;
  beforeAll(async () => {
    ({ app, port, cleanUp } = await startApp({
      trustProxy: true,
      timeouts: { ...DEFAULT_TIMEOUTS, uploadMs: 60_000 },
      ocr: defaultOcrConfig({ workers: 1, queueLimit: 15, maxImageMb: 10, bufferMb: BUDGET_MB }),
    }));
  });
  afterAll(async () => {
    await cleanUp();
  });

  it(`holds at most ${HELD_MB} MB for 60 clients stalled at 9 of 10 MB, peaks under ${PEAK_MB} MB with 2 × 20 more`, async () => {
    gc();
    const before = process.memoryUsage();
    const peak = { arrayBuffers: before.arrayBuffers, rss: before.rss };
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peak.arrayBuffers = Math.max(peak.arrayBuffers, now.arrayBuffers);
      peak.rss = Math.max(peak.rss, now.rss);
    }, 10);
    const mb = (bytes: number) => bytes / MB;
    let heldMb = 0;
    try {
      const stalled = Array.from({ length: 60 }, (_, i) => upload(port, `10.1.0.${i + 1}`, 10, 9));
      await Promise.all(stalled.map((request) => request.stalled));
      const refused = (await Promise.all(stalled.map((request) => settledSoon(request.outcome)))).filter(Boolean);
      expect(refused.length).toBeGreaterThan(0);
      gc();
      heldMb = mb(process.memoryUsage().arrayBuffers - before.arrayBuffers);
      const whole = Array.from({ length: 20 }, (_, i) => upload(port, `10.2.0.${i + 1}`, 9));
      const answers: ClientOutcome[] = await Promise.all(whole.map((request) => request.outcome));
      // Every complete upload got an answer: busy, or (filler after a PNG signature) unreadable.
      for (const answer of answers) expect([400, 503]).toContain(answer.status);
      expect(app.uploadGate.stats().bufferedBytes).toBeLessThanOrEqual(BUDGET_MB * MB);
      for (const request of stalled) request.destroy();
      await expect.poll(() => app.uploadGate.stats()).toEqual({ admitted: 0, bufferedBytes: 0 });
      // With the stalled ones gone, 20 parallel uploads share the budget: some are read, the rest told to come back.
      const again = Array.from({ length: 20 }, (_, i) => upload(port, `10.3.0.${i + 1}`, 9));
      const statuses = (await Promise.all(again.map((request) => request.outcome))).map((answer) => answer.status);
      expect(statuses.filter((status) => status !== 400 && status !== 503)).toEqual([]);
      expect(statuses).toContain(400);
    } finally {
      clearInterval(sampler);
    }
    // Memory is given back once the uploads are over (sockets finish closing over the next turns of the loop).
    const afterMb = () => {
      gc();
      return mb(process.memoryUsage().arrayBuffers - before.arrayBuffers);
    };
    await expect.poll(afterMb, { timeout: 10_000, interval: 200 }).toBeLessThan(16);
    const peakMb = mb(peak.arrayBuffers - before.arrayBuffers);
    console.info(
      `upload memory: held by stalled uploads +${heldMb.toFixed(0)} MB, peak +${peakMb.toFixed(0)} MB, ` +
        `after +${afterMb().toFixed(0)} MB of buffers; peak RSS +${mb(peak.rss - before.rss).toFixed(0)} MB`,
    );
    expect(heldMb).toBeLessThan(HELD_MB);
    expect(peakMb).toBeLessThan(PEAK_MB);
  });
});

/** V8's collector as a function (vitest does not start Node with --expose-gc). */
function exposeGc(): () => void {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
}

/** The outcome if it is already settled (or settles within a moment), else undefined. */
async function settledSoon(outcome: Promise<ClientOutcome>): Promise<ClientOutcome | undefined> {
  return Promise.race([outcome, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 50))]);
}
