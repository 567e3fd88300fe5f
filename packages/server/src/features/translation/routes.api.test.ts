import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { defaultTranslationConfig } from '../../config.js';
import { createSlowTranslator, createUppercaseTranslator } from '../../test/fake-translators.js';
import { startProviderServer } from '../../test/provider-server.js';
import { tempDir } from '../../test/temp-dir.js';
import { describeEachDatabase, testConfig } from '../../test/test-app.js';

const post = (app: FastifyInstance, payload: unknown) =>
  app.inject({ method: 'POST', url: '/translate-text', payload: payload as Record<string, unknown> });

describeEachDatabase('POST /translate-text validation', (ctx) => {
  it.each([
    [{ text: 'Hej', direction: 'sv-fi' }, 400, 'direction must be sv-en or en-sv'],
    [{ text: 'Hej' }, 400, 'direction must be sv-en or en-sv'],
    [{ text: 'Hej', direction: 5 }, 400, 'direction must be sv-en or en-sv'],
    [{ text: '', direction: 'sv-en' }, 400, 'Please enter some text to translate'],
    [{ text: '  \n\t ', direction: 'en-sv' }, 400, 'Please enter some text to translate'],
    [{ direction: 'sv-en' }, 400, 'text must be a string'],
    [{ text: 42, direction: 'sv-en' }, 400, 'text must be a string'],
    [{ text: ['Hej'], direction: 'sv-en' }, 400, 'text must be a string'],
    [{ text: 'a'.repeat(5001), direction: 'sv-en' }, 413, 'Text is too long (max 5,000 characters)'],
    [{ text: '😀'.repeat(5001), direction: 'sv-en' }, 413, 'Text is too long (max 5,000 characters)'],
  ])('%j → %i %s', async (payload, status, error) => {
    const res = await post(ctx().app, payload);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ success: false, error });
  });

  it('answers a JSON array body with 400', async () => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/translate-text',
      headers: { 'content-type': 'application/json' },
      payload: '["Hej"]',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('GET /api/translation/status names the engine without auth', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/translation/status' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      engine: 'builtin',
      configured: 'auto',
      neural: {
        installed: false,
        downloading: false,
        progress: null,
        state: 'absent',
        received_bytes: null,
        total_bytes: null,
        error: null,
        models: { 'sv-en': 'Xenova/opus-mt-sv-en', 'en-sv': 'Xenova/opus-mt-en-sv' },
      },
    });
  });
});

function tempSqlite() {
  const dir = tempDir('st-translate-');
  return testConfig({ dialect: 'sqlite', file: path.join(dir, 'db.sqlite') });
}

describe('POST /translate-text keeps markdown formatting (built-in engine)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp(tempSqlite(), { logger: false });
  });
  afterAll(async () => {
    await app.close();
  });

  it.each([
    ['Jag gillar **kaffe**', 'sv-en', 'I like **coffee**'],
    ['- Jag gillar *kaffe*\n- `npm install`', 'sv-en', '- I like *coffee*\n- `npm install`'],
    ['[Läs mer](https://example.se/a) här.', 'sv-en', '[Read more](https://example.se/a) here.'],
    ['I like **coffee**', 'en-sv', 'Jag tycker om **kaffe**'],
    ['Hunden är **stor** och glad.', 'sv-en', 'The dog is **big** and happy.'],
    ['I am **very** tired.', 'en-sv', 'Jag är **mycket** trött.'],
    // "mycket" alone is "much", not found in "I am very tired.": the runs are joined, with no capital on "tired".
    ['Jag är **mycket** trött.', 'sv-en', 'I am **much** tired.'],
  ])('%j (%s) → %j', async (text, direction, expected) => {
    const res = await post(app, { text, direction });
    expect(res.statusCode).toBe(200);
    expect(res.json().translated_text).toBe(expected);
  });
});

describe('POST /translate-text with a test engine', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp(tempSqlite(), { logger: false, translator: createUppercaseTranslator() });
  });
  afterAll(async () => {
    await app.close();
  });

  it('translates and keeps paragraphs', async () => {
    const res = await post(app, { text: 'Hej. Hur mår du?\n\nBra!', direction: 'sv-en' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, translated_text: 'HEJ. HUR MÅR DU?\n\nBRA!', engine: 'builtin' });
  });

  it('accepts exactly 5000 characters', async () => {
    const res = await post(app, { text: 'a'.repeat(5000), direction: 'en-sv' });
    expect(res.statusCode).toBe(200);
  });

  it('returns alternatives and unknown words', async () => {
    const res = await post(app, { text: 'fizz', direction: 'sv-en' });
    expect(res.json()).toMatchObject({
      translated_text: 'FIZZ',
      unknown_words: ['fizz'],
      alternatives: [{ text: 'FIZZ-ALT', pos: 'noun' }],
    });
  });

  it('exposes the service to other features as app.translation', async () => {
    await expect(app.translation.translateText('Hej', 'en-sv')).resolves.toMatchObject({ translated_text: 'HEJ' });
  });
});

describe('POST /translate-text under overload', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // One worker, one waiting place, 400 ms per request: of five concurrent requests two are served.
    app = await buildApp(tempSqlite(), { logger: false, translator: createSlowTranslator({ ms: 400, queueSize: 1 }) });
  });
  afterAll(async () => {
    await app.close();
  });

  it("answers 503 'Translation service is busy, please try again' instead of queueing without bound", async () => {
    const replies = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => post(app, { text: `Mening nummer ${n}.`, direction: 'sv-en' })),
    );
    const statuses = replies.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 200, 503, 503, 503]);
    for (const res of replies.filter((r) => r.statusCode === 503)) {
      expect(res.json()).toEqual({ success: false, error: 'Translation service is busy, please try again' });
      expect(res.headers['retry-after']).toBe('2');
    }
    // Once the queue drains the service answers again.
    const after = await post(app, { text: 'Igen.', direction: 'sv-en' });
    expect(after.statusCode).toBe(200);
    expect(after.json().translated_text).toBe('slow Igen.');
  });
});

describe('POST /translate-text through an external provider (LibreTranslate on a local server)', () => {
  let app: FastifyInstance;
  let provider: Awaited<ReturnType<typeof startProviderServer>>;
  beforeAll(async () => {
    provider = await startProviderServer((request) => {
      const { q } = request.body as { q: string[] };
      if (q.some((text) => text.includes('forbidden'))) return { status: 403, json: { error: 'Invalid API key' } };
      return { json: { translatedText: q.map((text) => `<${text}>`) } };
    });
    const config = tempSqlite();
    config.translation = defaultTranslationConfig({ engine: 'libretranslate', libretranslate: { url: provider.url } });
    app = await buildApp(config, { logger: false });
  });
  afterAll(async () => {
    await app.close();
    await provider.close();
  });

  it('translates sentence by sentence and keeps the layout', async () => {
    const res = await post(app, { text: 'Hej. Tack!\n\nHej då', direction: 'sv-en' });
    expect(res.json()).toEqual({
      success: true,
      translated_text: '<Hej.> <Tack!>\n\n<Hej då>',
      engine: 'libretranslate',
    });
    expect(provider.requests.at(-1)?.body).toMatchObject({
      q: ['Hej.', 'Tack!', 'Hej då'],
      source: 'sv',
      target: 'en',
    });
  });

  it("answers the provider's failure with 502 and a clear message", async () => {
    const res = await post(app, { text: 'forbidden words', direction: 'sv-en' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      success: false,
      error: 'LibreTranslate refused the request: Invalid API key (check LIBRETRANSLATE_API_KEY)',
    });
  });

  it('reports the active engine on the status endpoint', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/translation/status' });
    expect(res.json()).toMatchObject({ engine: 'libretranslate', configured: 'libretranslate' });
  });
});

describe('POST /translate-text when a client hangs up', () => {
  let app: FastifyInstance;
  let url: string;
  beforeAll(async () => {
    app = await buildApp(tempSqlite(), { logger: false, translator: createSlowTranslator({ ms: 600, queueSize: 1 }) });
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
  });

  const send = (text: string, signal?: AbortSignal) =>
    fetch(`${url}/translate-text`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text, direction: 'sv-en' }),
      signal,
    });

  it('gives its place in the queue to the next request', async () => {
    const first = send('Ett.');
    await new Promise((resolve) => setTimeout(resolve, 300)); // the worker is started and busy with "Ett."
    const controller = new AbortController();
    const abandoned = send('Två.', controller.signal).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 100));
    controller.abort();
    await abandoned;
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Without the hang-up freeing the only queue place, this request would be refused with 503.
    const third = await send('Tre.');
    expect(third.status).toBe(200);
    expect((await first).status).toBe(200);
  });
});
