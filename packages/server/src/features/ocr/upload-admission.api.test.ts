import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
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
  /** Stated bound (docs/performance.md): twice the budget (a file's chunks and their joined copy) plus 32 MB. */
  const BOUND_MB = 2 * BUDGET_MB + 32;
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

  it(`keeps image buffers under ${BOUND_MB} MB while 60 clients stall at 9 of 10 MB and 20 more send 10 MB`, async () => {
    const before = process.memoryUsage();
    const peak = { arrayBuffers: before.arrayBuffers, rss: before.rss };
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peak.arrayBuffers = Math.max(peak.arrayBuffers, now.arrayBuffers);
      peak.rss = Math.max(peak.rss, now.rss);
    }, 10);
    try {
      const stalled = Array.from({ length: 60 }, (_, i) => upload(port, `10.1.0.${i + 1}`, 10, 9));
      await Promise.all(stalled.map((request) => request.stalled));
      const whole = Array.from({ length: 20 }, (_, i) => upload(port, `10.2.0.${i + 1}`, 10));
      const answers: ClientOutcome[] = await Promise.all(whole.map((request) => request.outcome));
      // Every complete upload got an answer: busy, or (garbage after a PNG signature) unreadable.
      for (const answer of answers) expect([400, 503]).toContain(answer.status);
      expect(app.uploadGate.stats().bufferedBytes).toBeLessThanOrEqual(BUDGET_MB * MB);
      const refused = (await Promise.all(stalled.map((request) => settledSoon(request.outcome)))).filter(Boolean);
      expect(refused.length).toBeGreaterThan(0);
      for (const request of stalled) request.destroy();
      await expect.poll(() => app.uploadGate.stats()).toEqual({ admitted: 0, bufferedBytes: 0 });
    } finally {
      clearInterval(sampler);
    }
    const buffersMb = (peak.arrayBuffers - before.arrayBuffers) / MB;
    const rssMb = (peak.rss - before.rss) / MB;
    console.info(`upload memory: peak buffers +${buffersMb.toFixed(0)} MB, peak RSS +${rssMb.toFixed(0)} MB`);
    expect(buffersMb).toBeLessThan(BOUND_MB);
  });
});

/** The outcome if it is already settled (or settles within a moment), else undefined. */
async function settledSoon(outcome: Promise<ClientOutcome>): Promise<ClientOutcome | undefined> {
  return Promise.race([outcome, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 50))]);
}
