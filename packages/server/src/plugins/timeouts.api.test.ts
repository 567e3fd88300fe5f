import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { defaultOcrConfig } from '../config.js';
import { shutDown } from '../shutdown.js';
import { createUppercaseTranslator } from '../test/fake-translators.js';
import { multipartUpload, sendStalling } from '../test/slow-client.js';
import { testConfig } from '../test/test-app.js';

/** Short limits so slow clients meet them quickly; /upload's is far longer than the others'. */
const TIMEOUTS = { requestMs: 300, uploadMs: 4_000, connectionMs: 20_000 };

async function startApp(
  timeouts = TIMEOUTS,
): Promise<{ app: FastifyInstance; port: number; cleanUp: () => Promise<void> }> {
  const config = testConfig(
    { dialect: 'sqlite', file: ':memory:' },
    { timeouts, ocr: defaultOcrConfig({ workers: 1, queueLimit: 2 }) },
  );
  const app = await buildApp(config, { logger: false, translator: createUppercaseTranslator() });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  return {
    app,
    port,
    cleanUp: async () => {
      await app.close();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

const jsonStall = (port: number) =>
  sendStalling(port, {
    path: '/translate-text',
    headers: { 'content-type': 'application/json' },
    prefix: Buffer.from('{"direction":"sv-en","text":"'),
    declaredBytes: 200,
    stallAfter: 40,
  });

describe('request timeouts', () => {
  let app: FastifyInstance;
  let port: number;
  let cleanUp: () => Promise<void>;
  beforeAll(async () => {
    ({ app, port, cleanUp } = await startApp());
  });
  afterAll(async () => {
    await cleanUp();
  });

  it('cuts off a body that stops arriving: 408 in the app shape, and the connection closes', async () => {
    const slow = jsonStall(port);
    const outcome = await slow.outcome;
    expect(outcome.status).toBe(408);
    expect(outcome.body).toEqual({ success: false, error: 'Request timed out' });
    expect(outcome.headers?.connection).toBe('close');
  });

  it('gives /upload its own, longer limit', async () => {
    const form = multipartUpload(200_000);
    const upload = sendStalling(port, { path: '/upload', ...form, stallAfter: 100_000 });
    let uploadAnswered = false;
    void upload.outcome.then(() => {
      uploadAnswered = true;
    });
    expect((await jsonStall(port).outcome).status).toBe(408);
    expect(uploadAnswered).toBe(false);
    const outcome = await upload.outcome;
    expect(outcome).toMatchObject({ status: 408, body: { success: false, error: 'Request timed out' } });
    await expect.poll(() => app.uploadGate.stats()).toEqual({ admitted: 0, bufferedBytes: 0 });
  });

  it('answers a multipart part without Content-Disposition', async () => {
    const boundary = 'xyz';
    const body = Buffer.from(
      `--${boundary}\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\nabc\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="direction"\r\n\r\nsv-en\r\n--${boundary}--\r\n`,
    );
    const res = await sendStalling(port, {
      path: '/upload',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      prefix: body,
      declaredBytes: body.length,
      stallAfter: body.length,
    }).outcome;
    expect(res).toMatchObject({ status: 400, body: { success: false, error: 'Please select an image to translate' } });
  });

  it('answers a part without Content-Disposition even when it is the only part', async () => {
    const body = Buffer.from('--b\r\nContent-Type: text/plain\r\n\r\nhello\r\n--b--\r\n');
    const res = await sendStalling(port, {
      path: '/upload',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      prefix: body,
      declaredBytes: body.length,
      stallAfter: body.length,
    }).outcome;
    expect(res.status).toBe(400);
  });
});

describe('shutdown with slow clients', () => {
  it('is not held open by uploads or bodies still arriving: they are answered 503 and closed', async () => {
    // The upload may take a minute; the shutdown gets 15 s (closing includes stopping an OCR worker that may still
    // be starting on a busy machine), so only the shutdown answering the upload can let it finish in time.
    const timeouts = { ...TIMEOUTS, uploadMs: 60_000 };
    const { app, port, cleanUp } = await startApp(timeouts);
    try {
      const form = multipartUpload(2_000_000);
      const upload = sendStalling(port, { path: '/upload', ...form, stallAfter: 500_000 });
      await upload.stalled;
      await expect.poll(() => app.uploadGate.stats().admitted).toBe(1);
      const closed = await shutDown(app, 15_000);
      expect(closed).toBe(true);
      expect(await upload.outcome).toMatchObject({
        status: 503,
        body: { success: false, error: 'Server is shutting down, please try again' },
        headers: { 'retry-after': '2' },
      });
    } finally {
      await cleanUp();
    }
  });
});
