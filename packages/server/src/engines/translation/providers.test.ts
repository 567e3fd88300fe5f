import { afterEach, describe, expect, it } from 'vitest';
import { type RecordedRequest, type StubReply, startProviderServer } from '../../test/provider-server.js';
import { createDeeplTranslator, deeplBaseUrl } from './deepl.js';
import { TranslationEngineError } from './errors.js';
import { createLibreTranslateTranslator } from './libretranslate.js';
import { cleanReply, createOpenAiTranslator, systemPrompt } from './openai.js';

type Server = Awaited<ReturnType<typeof startProviderServer>>;
let server: Server | undefined;

async function serve(respond: (request: RecordedRequest, index: number) => StubReply): Promise<Server> {
  server = await startProviderServer(respond);
  return server;
}

afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Fast retries and a short timeout, so failure paths take milliseconds. */
const fast = { timeoutMs: 300, retries: 2, backoffMs: 5 };

async function failure(promise: Promise<unknown>): Promise<TranslationEngineError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TranslationEngineError);
  return error as TranslationEngineError;
}

describe('DeepL', () => {
  const deeplReply = (request: RecordedRequest): StubReply => {
    const body = request.body as { text: string[]; target_lang: string };
    return {
      json: { translations: body.text.map((text) => ({ detected_source_language: 'SV', text: `[${text}]` })) },
    };
  };

  it('picks the free endpoint for ":fx" keys and the pro endpoint otherwise', () => {
    expect(deeplBaseUrl('0123-abcd:fx')).toBe('https://api-free.deepl.com');
    expect(deeplBaseUrl('0123-abcd')).toBe('https://api.deepl.com');
  });

  it('sends POST /v2/translate with the DeepL-Auth-Key header and the documented JSON body', async () => {
    const s = await serve(deeplReply);
    const deepl = createDeeplTranslator({ apiKey: 'k3y:fx', baseUrl: s.url, ...fast });
    await expect(deepl.translate(['Hej.', 'Hur mår du?'], 'sv-en')).resolves.toEqual([
      { text: '[Hej.]' },
      { text: '[Hur mår du?]' },
    ]);
    const [request] = s.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v2/translate' });
    expect(request?.headers.authorization).toBe('DeepL-Auth-Key k3y:fx');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({ text: ['Hej.', 'Hur mår du?'], source_lang: 'SV', target_lang: 'EN-GB' });
  });

  it('asks for Swedish in the en-sv direction', async () => {
    const s = await serve(deeplReply);
    await createDeeplTranslator({ apiKey: 'k', baseUrl: s.url, ...fast }).translate(['Hello.'], 'en-sv');
    expect(s.requests[0]?.body).toMatchObject({ source_lang: 'EN', target_lang: 'SV' });
  });

  it('sends at most 50 texts per request', async () => {
    const s = await serve(deeplReply);
    const sentences = Array.from({ length: 120 }, (_, i) => `Mening ${i}.`);
    const out = await createDeeplTranslator({ apiKey: 'k', baseUrl: s.url, ...fast }).translate(sentences, 'sv-en');
    expect(out).toHaveLength(120);
    expect(out[119]).toEqual({ text: '[Mening 119.]' });
    expect(s.requests.map((r) => (r.body as { text: string[] }).text.length)).toEqual([50, 50, 20]);
  });

  it.each([
    [403, { message: 'Forbidden' }, 'DeepL rejected the API key (check DEEPL_API_KEY and the free/pro endpoint)'],
    [456, { message: 'Quota exceeded' }, 'DeepL translation quota exceeded for this billing period'],
    [
      400,
      { message: 'Value for target_lang not supported.' },
      'DeepL rejected the request: Value for target_lang not supported.',
    ],
  ])('maps %i to a clear message without retrying', async (status, json, message) => {
    const s = await serve(() => ({ status, json }));
    const error = await failure(
      createDeeplTranslator({ apiKey: 'k', baseUrl: s.url, ...fast }).translate(['Hej.'], 'sv-en'),
    );
    expect(error.message).toBe(message);
    expect(s.requests).toHaveLength(1);
  });

  it('retries 429 and 5xx with backoff and then succeeds', async () => {
    const s = await serve((request, index) =>
      index === 0
        ? { status: 429, json: { message: 'Too many requests' } }
        : index === 1
          ? { status: 503 }
          : deeplReply(request),
    );
    const out = await createDeeplTranslator({ apiKey: 'k', baseUrl: s.url, ...fast }).translate(['Hej.'], 'sv-en');
    expect(out).toEqual([{ text: '[Hej.]' }]);
    expect(s.requests).toHaveLength(3);
  });

  it('gives up after the retries with a clear message', async () => {
    const s = await serve(() => ({ status: 500, text: 'Internal Server Error' }));
    const error = await failure(
      createDeeplTranslator({ apiKey: 'k', baseUrl: s.url, ...fast }).translate(['Hej.'], 'sv-en'),
    );
    expect(error.message).toBe('DeepL is unavailable (status 500), please try again later');
    expect(error.status).toBe(502);
    expect(s.requests).toHaveLength(3);
  });

  it('honours Retry-After on 429', async () => {
    const s = await serve((request, index) =>
      index === 0 ? { status: 429, headers: { 'retry-after': '0' } } : deeplReply(request),
    );
    await createDeeplTranslator({ apiKey: 'k', baseUrl: s.url, ...fast, backoffMs: 60_000 }).translate(
      ['Hej.'],
      'sv-en',
    );
    expect(s.requests).toHaveLength(2);
  });

  it('times out a provider that does not answer, without retrying', async () => {
    const s = await serve(() => ({ delayMs: 5_000, json: {} }));
    const error = await failure(
      createDeeplTranslator({ apiKey: 'k', baseUrl: s.url, ...fast, timeoutMs: 200 }).translate(['Hej.'], 'sv-en'),
    );
    expect(error.message).toBe('DeepL did not answer within 200 ms');
    expect(error.status).toBe(504);
    expect(s.requests).toHaveLength(1);
  });

  it('reports a reply without translations as unexpected', async () => {
    const s = await serve(() => ({ json: { translations: [] } }));
    const error = await failure(
      createDeeplTranslator({ apiKey: 'k', baseUrl: s.url, ...fast }).translate(['Hej.'], 'sv-en'),
    );
    expect(error.message).toBe('DeepL sent an unexpected reply');
  });

  it('reports an unreachable server', async () => {
    const s = await serve(() => ({}));
    const url = s.url;
    await s.close();
    server = undefined;
    const error = await failure(
      createDeeplTranslator({ apiKey: 'k', baseUrl: url, ...fast }).translate(['Hej.'], 'sv-en'),
    );
    expect(error.message).toMatch(/^Could not reach DeepL/);
  });
});

describe('LibreTranslate', () => {
  const libreReply = (request: RecordedRequest): StubReply => {
    const body = request.body as { q: string[] };
    return { json: { translatedText: body.q.map((q) => q.toUpperCase()) } };
  };

  it('sends POST /translate with q, source, target, format and api_key', async () => {
    const s = await serve(libreReply);
    const libre = createLibreTranslateTranslator({ url: `${s.url}/`, apiKey: 'secret', ...fast });
    await expect(libre.translate(['Hej.', 'Tack.'], 'sv-en')).resolves.toEqual([{ text: 'HEJ.' }, { text: 'TACK.' }]);
    expect(s.requests[0]).toMatchObject({ method: 'POST', path: '/translate' });
    expect(s.requests[0]?.body).toEqual({
      q: ['Hej.', 'Tack.'],
      source: 'sv',
      target: 'en',
      format: 'text',
      api_key: 'secret',
    });
  });

  it('leaves api_key out when none is configured', async () => {
    const s = await serve(libreReply);
    await createLibreTranslateTranslator({ url: s.url, ...fast }).translate(['Hello.'], 'en-sv');
    expect(s.requests[0]?.body).toEqual({ q: ['Hello.'], source: 'en', target: 'sv', format: 'text' });
  });

  it.each([
    [
      400,
      { error: 'Invalid request: missing q parameter' },
      'LibreTranslate rejected the request: Invalid request: missing q parameter',
    ],
    [
      403,
      { error: 'Invalid API key' },
      'LibreTranslate refused the request: Invalid API key (check LIBRETRANSLATE_API_KEY)',
    ],
  ])('maps %i {error} to a clear message', async (status, json, message) => {
    const s = await serve(() => ({ status, json }));
    const error = await failure(createLibreTranslateTranslator({ url: s.url, ...fast }).translate(['Hej.'], 'sv-en'));
    expect(error.message).toBe(message);
  });

  it('retries a 429 (slowdown) and reports it when it persists', async () => {
    const s = await serve(() => ({ status: 429, json: { error: 'Slowdown: 10 per 1 minute' } }));
    const error = await failure(createLibreTranslateTranslator({ url: s.url, ...fast }).translate(['Hej.'], 'sv-en'));
    expect(error.message).toBe('LibreTranslate is receiving too many requests, please try again later');
    expect(error.status).toBe(503);
    expect(s.requests).toHaveLength(3);
  });

  it('times out', async () => {
    const s = await serve(() => ({ delayMs: 5_000 }));
    const error = await failure(
      createLibreTranslateTranslator({ url: s.url, ...fast, timeoutMs: 150 }).translate(['Hej.'], 'sv-en'),
    );
    expect(error.message).toBe('LibreTranslate did not answer within 150 ms');
  });

  it('rejects a reply with a different number of sentences (old servers answer one string)', async () => {
    const s = await serve(() => ({ json: { translatedText: 'HEJ. TACK.' } }));
    const error = await failure(
      createLibreTranslateTranslator({ url: s.url, ...fast }).translate(['Hej.', 'Tack.'], 'sv-en'),
    );
    expect(error.message).toBe('LibreTranslate sent an unexpected reply');
  });
});

describe('OpenAI-compatible chat', () => {
  const chat = (content: string): StubReply => ({
    json: { id: 'c1', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content } }] },
  });
  const userText = (request: RecordedRequest) =>
    (request.body as { messages: { role: string; content: string }[] }).messages.find((m) => m.role === 'user')
      ?.content ?? '';

  it('sends POST /chat/completions with model, temperature 0, a system prompt and the Bearer key', async () => {
    const s = await serve(() => chat('Hello.\nHow are you?'));
    const openai = createOpenAiTranslator({ baseUrl: `${s.url}/v1`, apiKey: 'sk-test', model: 'gpt-x', ...fast });
    await expect(openai.translate(['Hej.', 'Hur mår du?'], 'sv-en')).resolves.toEqual([
      { text: 'Hello.' },
      { text: 'How are you?' },
    ]);
    const request = s.requests[0];
    expect(request).toMatchObject({ method: 'POST', path: '/v1/chat/completions' });
    expect(request?.headers.authorization).toBe('Bearer sk-test');
    expect(request?.body).toEqual({
      model: 'gpt-x',
      temperature: 0,
      messages: [
        { role: 'system', content: systemPrompt('sv-en', 2) },
        { role: 'user', content: 'Hej.\nHur mår du?' },
      ],
    });
  });

  it('asks for the translation only, in the right direction', () => {
    expect(systemPrompt('en-sv', 1)).toMatch(/English to Swedish/);
    expect(systemPrompt('en-sv', 1)).toMatch(/translation only/);
    expect(systemPrompt('sv-en', 3)).toMatch(/exactly 3 lines/);
  });

  it('sends no Authorization header without a key (Ollama, llama.cpp)', async () => {
    const s = await serve(() => chat('Hej.'));
    await createOpenAiTranslator({ baseUrl: s.url, model: 'llama3.1', ...fast }).translate(['Hello.'], 'en-sv');
    expect(s.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('falls back to one request per sentence when the line count does not match', async () => {
    const s = await serve((request) =>
      chat(userText(request).includes('\n') ? 'Hello and how are you?' : `«${userText(request)}»`),
    );
    const out = await createOpenAiTranslator({ baseUrl: s.url, model: 'm', ...fast }).translate(
      ['Hej.', 'Hur mår du?'],
      'sv-en',
    );
    expect(out).toEqual([{ text: '«Hej.»' }, { text: '«Hur mår du?»' }]);
    expect(s.requests).toHaveLength(3);
  });

  it.each([
    ['Translation: Hello.', 'Hello.'],
    ['"Hello."', 'Hello.'],
    ['“Hello.”', 'Hello.'],
    ['  Hello. ', 'Hello.'],
    ['He said "hi" today', 'He said "hi" today'],
  ])('cleans %j to %j', (reply, clean) => {
    expect(cleanReply(reply)).toBe(clean);
  });

  it.each([
    [
      401,
      { error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } },
      'The OpenAI-compatible API rejected the API key (check OPENAI_API_KEY)',
    ],
    [
      404,
      { error: { message: 'model "nope" not found' } },
      'The OpenAI-compatible API does not know the model "nope" (check OPENAI_MODEL)',
    ],
    [
      400,
      { error: { message: 'messages: too long' } },
      'The OpenAI-compatible API rejected the request: messages: too long',
    ],
  ])('maps %i to a clear message', async (status, json, message) => {
    const s = await serve(() => ({ status, json }));
    const error = await failure(
      createOpenAiTranslator({ baseUrl: s.url, model: 'nope', ...fast }).translate(['Hej.'], 'sv-en'),
    );
    expect(error.message).toBe(message);
  });

  it('retries 5xx then succeeds', async () => {
    const s = await serve((_request, index) => (index < 2 ? { status: 502, text: 'Bad Gateway' } : chat('Hello.')));
    await expect(
      createOpenAiTranslator({ baseUrl: s.url, model: 'm', ...fast }).translate(['Hej.'], 'sv-en'),
    ).resolves.toEqual([{ text: 'Hello.' }]);
    expect(s.requests).toHaveLength(3);
  });

  it('times out', async () => {
    const s = await serve(() => ({ delayMs: 5_000 }));
    const error = await failure(
      createOpenAiTranslator({ baseUrl: s.url, model: 'm', ...fast, timeoutMs: 150 }).translate(['Hej.'], 'sv-en'),
    );
    expect(error.message).toBe('The OpenAI-compatible API did not answer within 150 ms');
  });

  it('reports a reply without choices as unexpected', async () => {
    const s = await serve(() => ({ json: { choices: [] } }));
    const error = await failure(
      createOpenAiTranslator({ baseUrl: s.url, model: 'm', ...fast }).translate(['Hej.'], 'sv-en'),
    );
    expect(error.message).toBe('The OpenAI-compatible API sent an unexpected reply');
  });
});
