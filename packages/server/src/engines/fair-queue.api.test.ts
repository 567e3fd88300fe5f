import fs from 'node:fs';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { type AppConfig, defaultOcrConfig } from '../config.js';
import { createSlowTranslator, createUppercaseTranslator } from '../test/fake-translators.js';
import { multipart } from '../test/multipart.js';
import { generateOcrTestImages } from '../test/ocr-images.js';
import { removeTestConfig, testConfig } from '../test/test-app.js';

const FLOODER = '203.0.113.66';
const OTHER = '198.51.100.77';

/** Statuses of a batch sent at once, in the order the answers arrived. */
async function answersOf(requests: Promise<LightMyRequestResponse>[]) {
  const arrived: number[] = [];
  await Promise.all(requests.map((request) => request.then((res) => arrived.push(res.statusCode))));
  return arrived;
}
const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe('fair queueing: a flooding client leaves room for the others (translation, real worker pool)', () => {
  let config: AppConfig;
  let app: FastifyInstance;
  beforeAll(async () => {
    config = testConfig({ dialect: 'sqlite', file: ':memory:' });
    // One worker, four waiting places (one client may hold two of them), a second per request: the whole flood
    // reaches the pool while the first request runs, however busy the machine.
    app = await buildApp(config, { logger: false, translator: createSlowTranslator({ ms: 1000, queueSize: 4 }) });
  });
  afterAll(async () => {
    await app?.close();
    await removeTestConfig(config);
  });

  const translate = (ip: string, i: number) =>
    app.inject({
      method: 'POST',
      url: '/translate-text',
      remoteAddress: ip,
      payload: { text: `mening nummer ${i} från ${ip}`, direction: 'sv-en' },
    } satisfies InjectOptions);

  it('refuses the flooder beyond its half of the queue and answers the other client without a 503', async () => {
    // Start the worker first, so the flood meets a running pool.
    expect((await translate('192.0.2.1', 0)).statusCode).toBe(200);
    const order: string[] = [];
    const tag = (who: string, request: Promise<LightMyRequestResponse>) =>
      request.then((res) => {
        order.push(`${who}:${res.statusCode}`);
        return res;
      });
    const flood = Array.from({ length: 12 }, (_, i) => tag('flooder', translate(FLOODER, i + 1)));
    const other = [1, 2].map((i) => tag('other', translate(OTHER, i)));
    const [floodStatuses, otherStatuses] = await Promise.all([answersOf(flood), answersOf(other)]);
    // The flooder: one running and two waiting; the other nine refused at once.
    expect(count(floodStatuses, 200)).toBe(3);
    expect(count(floodStatuses, 503)).toBe(9);
    expect(otherStatuses).toEqual([200, 200]);
    // Fair order: the other client's first request is served right after the flooder's running one.
    const served = order.filter((entry) => entry.endsWith(':200'));
    expect(served.slice(0, 2)).toEqual(['flooder:200', 'other:200']);
  });
});

describe('fair queueing: a flooding client leaves room for the others (OCR, real tesseract pool)', () => {
  let config: AppConfig;
  let app: FastifyInstance;
  let photo: Buffer;
  beforeAll(async () => {
    // One OCR worker, two waiting places: one client may hold one of them.
    config = testConfig(
      { dialect: 'sqlite', file: ':memory:' },
      { ocr: defaultOcrConfig({ workers: 1, queueLimit: 2 }) },
    );
    app = await buildApp(config, { logger: false, translator: createUppercaseTranslator() });
    const images = await generateOcrTestImages();
    photo = fs.readFileSync((images.find((image) => image.name === 'sv-sans-32') ?? images[0])!.file);
  });
  afterAll(async () => {
    await app?.close();
    await removeTestConfig(config);
  });

  const upload = (ip: string) => {
    const form = multipart([
      { name: 'direction', value: 'sv-en' },
      { name: 'file', value: photo, filename: 'photo.png', contentType: 'image/png' },
    ]);
    return app.inject({ method: 'POST', url: '/upload', remoteAddress: ip, ...form });
  };

  it('answers the other client while the flooder is held to its share', async () => {
    expect((await upload('192.0.2.1')).statusCode).toBe(200);
    const flood = Array.from({ length: 6 }, () => upload(FLOODER));
    const other = upload(OTHER);
    const [floodStatuses, otherStatuses] = await Promise.all([answersOf(flood), answersOf([other])]);
    expect(otherStatuses).toEqual([200]);
    // At most one running and one waiting at any moment: most of the flood is refused with 503.
    expect(count(floodStatuses, 503)).toBeGreaterThanOrEqual(3);
    expect(count(floodStatuses, 200) + count(floodStatuses, 503)).toBe(6);
  });
});
