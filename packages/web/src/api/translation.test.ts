import { MESSAGES } from '@swedish-translator/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAuthHooks } from './client';
import { TranslationFailedError, translateText } from './translation';
import { uploadImage } from './upload';

const tooMany = () =>
  new Response(JSON.stringify({ success: false, error: MESSAGES.tooManyRequests(42) }), {
    status: 429,
    headers: { 'content-type': 'application/json', 'retry-after': '42' },
  });

afterEach(() => {
  vi.unstubAllGlobals();
  setAuthHooks(null);
});

describe('translation calls over the per-client limit', () => {
  it("reject with the server's 429 text, shown as 'Translation failed: {message}'", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => tooMany()),
    );
    const failure = await translateText('hej', 'sv-en').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TranslationFailedError);
    expect(MESSAGES.translationFailed((failure as Error).message)).toBe(
      'Translation failed: Too many requests, please try again in 42 seconds',
    );
    const upload = await uploadImage(new Blob(['x']), 'sv-en').catch((error: unknown) => error);
    expect((upload as Error).message).toBe('Too many requests, please try again in 42 seconds');
  });

  it("send the session's token when signed in, so the limit counts the user", async () => {
    setAuthHooks({ getAccessToken: () => 'tok', refresh: async () => null, signedOut: () => {} });
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ translated_text: 'hi', engine: 'builtin' })));
    vi.stubGlobal('fetch', fetchMock);
    await translateText('hej', 'sv-en');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });
});
