import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { defaultOcrConfig } from '../../config.js';
import { createUppercaseTranslator } from '../../test/fake-translators.js';
import { multipart } from '../../test/multipart.js';
import { generateOcrTestImages } from '../../test/ocr-images.js';
import { tempDir } from '../../test/temp-dir.js';
import { testConfig } from '../../test/test-app.js';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 30000×30000 one-bit PNG of ~110 KB: 900 megapixels once decoded. */
function decompressionBomb(): Buffer {
  const side = 30_000;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, grayscale
  const rows = Buffer.alloc(side * (1 + side / 8)); // filter byte 0 + zero pixels per row
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const blankPng = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();

// /upload touches no database, so one SQLite-backed app is enough; the engine upper-cases what it is given.
describe('POST /upload', () => {
  let app: FastifyInstance;
  const ctx = () => ({ app });
  beforeAll(async () => {
    const dir = tempDir('st-upload-');
    const config = testConfig(
      { dialect: 'sqlite', file: path.join(dir, 'test.sqlite') },
      { ocr: defaultOcrConfig({ workers: 1, queueLimit: 1 }) },
    );
    app = await buildApp(config, { logger: false, translator: createUppercaseTranslator() });
  });
  afterAll(async () => {
    await app?.close();
  });

  async function upload(parts: Parameters<typeof multipart>[0]) {
    const { payload, headers } = multipart(parts);
    const res = await ctx().app.inject({ method: 'POST', url: '/upload', payload, headers });
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  }
  const image = (value: Buffer, filename = 'photo.png', contentType = 'image/png') => ({
    name: 'file',
    value,
    filename,
    contentType,
  });
  const direction = (value = 'sv-en') => ({ name: 'direction', value });

  it('reads the Swedish text of an image and translates it, writing nothing into the working directory', async () => {
    const before = fs.readdirSync(process.cwd()).sort();
    const images = await generateOcrTestImages();
    const swedish = images.find((candidate) => candidate.name === 'sv-sans-32')!;
    const res = await upload([direction('sv-en'), image(fs.readFileSync(swedish.file))]);
    expect(res.status).toBe(200);
    expect(res.body.extracted_text).toContain('Vi måste köpa mjölk, smör och ägg');
    expect(res.body.extracted_text).toContain('förskolan');
    expect(String(res.body.extracted_text).split('\n\n')).toHaveLength(2);
    expect(res.body.translated_text).toBe(String(res.body.extracted_text).toUpperCase());
    expect(fs.readdirSync(process.cwd()).sort()).toEqual(before);
  });

  it('reads an English JPEG whatever its file name says, the direction field after the file', async () => {
    const images = await generateOcrTestImages();
    const english = images.find((candidate) => candidate.name === 'en-exif-rotated')!;
    const res = await upload([image(fs.readFileSync(english.file), 'IMG_0001.PNG', 'image/png'), direction('en-sv')]);
    expect(res.status).toBe(200);
    expect(res.body.extracted_text).toContain('The weather in Stockholm was cold');
    expect(res.body.extracted_text).toContain('leaves at nine o');
  });

  it('answers 200 with empty texts for an image without text', async () => {
    const res = await upload([direction(), image(await blankPng())]);
    expect(res).toEqual({ status: 200, body: { translated_text: '', extracted_text: '' } });
  });

  it.each([
    ['no file part', () => [direction()]],
    ['an empty file', () => [direction(), image(Buffer.alloc(0), '')]],
  ])('%s → 400 Please select an image to translate', async (_, parts) => {
    const res = await upload(parts());
    expect(res).toEqual({ status: 400, body: { success: false, error: 'Please select an image to translate' } });
  });

  it('a JSON body → 400 Please select an image to translate', async () => {
    const res = await ctx().app.inject({ method: 'POST', url: '/upload', payload: { direction: 'sv-en' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: 'Please select an image to translate' });
  });

  it('a PDF renamed .png → 415', async () => {
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const res = await upload([direction(), image(pdf, 'scan.png', 'image/png')]);
    expect(res).toEqual({ status: 415, body: { success: false, error: 'Unsupported image type. Use PNG or JPEG.' } });
  });

  it.each([
    ['garbage after a PNG signature', () => Buffer.concat([PNG_SIGNATURE, Buffer.from('this is not an image at all')])],
    [
      'a truncated JPEG',
      async () =>
        (
          await sharp(await blankPng())
            .jpeg()
            .toBuffer()
        ).subarray(0, 600),
    ],
    ['a 30000×30000 decompression bomb', decompressionBomb],
  ])('%s → 400 Could not read the image', async (_, make) => {
    const res = await upload([direction(), image(await make())]);
    expect(res).toEqual({ status: 400, body: { success: false, error: 'Could not read the image' } });
  });

  it('a file of exactly 10 MB is not refused for its size: it is read (and this one is not an image)', async () => {
    const limit = Buffer.concat([PNG_SIGNATURE, Buffer.alloc(10 * 1024 * 1024 - PNG_SIGNATURE.length)]);
    expect(limit.length).toBe(10 * 1024 * 1024);
    const res = await upload([direction(), image(limit)]);
    expect(res).toEqual({ status: 400, body: { success: false, error: 'Could not read the image' } });
  });

  it('a file over 10 MB → 413', async () => {
    const big = Buffer.concat([PNG_SIGNATURE, Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const res = await upload([direction(), image(big)]);
    expect(res).toEqual({ status: 413, body: { success: false, error: 'Image is too large (max 10 MB)' } });
  });

  it('two files → 400', async () => {
    const blank = await blankPng();
    const res = await upload([direction(), image(blank), image(blank, 'second.png')]);
    expect(res).toEqual({ status: 400, body: { success: false, error: 'Please upload one image at a time' } });
  });

  it.each([
    ['missing', []],
    ['wrong', [direction('sv-fr')]],
  ])('a %s direction → 400', async (_, fields) => {
    const res = await upload([...fields, image(await blankPng())]);
    expect(res).toEqual({ status: 400, body: { success: false, error: 'direction must be sv-en or en-sv' } });
  });

  it('answers 503 with a clear message when every worker is busy and the queue is full', async () => {
    const swedish = (await generateOcrTestImages()).find((candidate) => candidate.name === 'sv-sans-32')!;
    const bytes = fs.readFileSync(swedish.file);
    // The one worker starts on a page of text; then one request can wait in the queue and the next is refused.
    const first = upload([direction(), image(bytes)]);
    await expect.poll(() => app.ocr.busyWorkers().length, { timeout: 20_000, interval: 10 }).toBe(1);
    const others = await Promise.all([upload([direction(), image(bytes)]), upload([direction(), image(bytes)])]);
    expect((await first).status).toBe(200);
    expect(others.map((other) => other.status).sort()).toEqual([200, 503]);
    expect(others.find((other) => other.status === 503)?.body).toEqual({
      success: false,
      error: 'The image reader is busy, please try again in a moment',
    });
  });

  it('a crashed worker fails only its request; the next one succeeds', async () => {
    const { app } = ctx();
    const swedish = (await generateOcrTestImages()).find((candidate) => candidate.name === 'sv-serif-22')!;
    const bytes = fs.readFileSync(swedish.file);
    const { payload, headers } = multipart([direction(), image(bytes)]);
    const pending = app.inject({ method: 'POST', url: '/upload', payload, headers });
    await expect.poll(() => app.ocr.busyWorkers().length, { timeout: 20_000, interval: 20 }).toBe(1);
    app.ocr.busyWorkers()[0]!.kill();
    const crashed = await pending;
    expect(crashed.statusCode).toBe(500);
    expect(crashed.json()).toEqual({
      success: false,
      error: 'Reading the text in the image failed, please try again',
    });

    const res = await upload([direction(), image(bytes)]);
    expect(res.status).toBe(200);
    expect(res.body.extracted_text).toContain('Det var en gång');
    const health = await app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
  });
});

describe('decompressionBomb', () => {
  it('is a small file that claims 900 megapixels', async () => {
    const bomb = decompressionBomb();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const meta = await sharp(bomb, { limitInputPixels: false }).metadata();
    expect(meta.width! * meta.height!).toBe(900_000_000);
  });
});
