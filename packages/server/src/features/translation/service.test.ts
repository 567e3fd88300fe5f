import type { Translator } from '@swedish-translator/core';
import { describe, expect, it } from 'vitest';
import { TranslationEngineError } from '../../engines/translation/errors.js';
import { PoolOverloadedError, TaskTimeoutError } from '../../engines/worker-pool.js';
import { HttpError } from '../../http-error.js';
import { createUppercaseTranslator } from '../../test/fake-translators.js';
import { BUSY_MESSAGE, TranslationService } from './service.js';

const neuralStatus = () => ({ installed: false, downloading: false, progress: null });

function service(translator: Translator = createUppercaseTranslator(), cacheBytes = 1024 * 1024) {
  return new TranslationService(translator, { configured: 'auto', cacheBytes, neuralStatus });
}

function failing(error: Error): Translator {
  return {
    id: 'deepl',
    async translate() {
      throw error;
    },
  };
}

describe('TranslationService.translateText', () => {
  it('sends sentences to the engine and keeps paragraphs and line breaks', async () => {
    const engine = createUppercaseTranslator();
    const result = await service(engine).translateText('Hej. Hur mår du?\n\nBra!\nTack', 'sv-en');
    expect(result.translated_text).toBe('HEJ. HUR MÅR DU?\n\nBRA!\nTACK');
    expect(result.engine).toBe('builtin');
    expect(engine.calls).toEqual([['Hej.', 'Hur mår du?', 'Bra!', 'Tack']]);
  });

  it('reports unknown words once each', async () => {
    const result = await service().translateText('Ett fizz. Två fizz och buzz.', 'sv-en');
    expect(result.unknown_words).toEqual(['fizz.', 'fizz', 'buzz.']);
  });

  it('adds alternatives for a single word or short phrase only', async () => {
    const svc = service();
    expect((await svc.translateText(' hund ', 'sv-en')).alternatives).toEqual([{ text: 'HUND-ALT', pos: 'noun' }]);
    expect((await svc.translateText('jag har en hund', 'sv-en')).alternatives).toBeUndefined();
  });

  it('answers identical requests from the cache, keyed by direction too', async () => {
    const engine = createUppercaseTranslator();
    const svc = service(engine);
    await svc.translateText('Hej.', 'sv-en');
    await svc.translateText('Hej.', 'sv-en');
    expect(engine.calls).toHaveLength(1);
    await svc.translateText('Hej.', 'en-sv');
    expect(engine.calls).toHaveLength(2);
  });

  it('does not cache with a budget of 0', async () => {
    const engine = createUppercaseTranslator();
    const svc = service(engine, 0);
    await svc.translateText('Hej.', 'sv-en');
    await svc.translateText('Hej.', 'sv-en');
    expect(engine.calls).toHaveLength(2);
  });

  it.each([
    [new PoolOverloadedError('pool'), 503, BUSY_MESSAGE],
    [new TaskTimeoutError('pool', 10), 503, 'Translation took too long, please try again'],
    [new TranslationEngineError('DeepL rejected the API key'), 502, 'DeepL rejected the API key'],
  ])('maps %s to an HTTP error', async (error, status, message) => {
    const thrown = await service(failing(error))
      .translateText('Hej.', 'sv-en')
      .catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(HttpError);
    expect(thrown).toMatchObject({ statusCode: status, message });
  });

  it('lets unexpected errors through (they become a generic 500)', async () => {
    await expect(service(failing(new Error('boom'))).translateText('Hej.', 'sv-en')).rejects.toThrow('boom');
  });

  it('never fails a translation because alternatives failed', async () => {
    const engine: Translator = {
      ...createUppercaseTranslator(),
      async alternatives() {
        throw new Error('lexicon broken');
      },
    };
    const result = await service(engine).translateText('hund', 'sv-en');
    expect(result).toEqual({ translated_text: 'HUND', engine: 'builtin' });
  });
});

describe('TranslationService.status', () => {
  it('names the active engine and the neural model state', () => {
    expect(service().status()).toEqual({
      engine: 'builtin',
      configured: 'auto',
      neural: { installed: false, downloading: false, progress: null },
    });
  });
});

describe('TranslationService: a caller that gives up', () => {
  it('answers 499 when the signal aborted (the client hung up)', async () => {
    const controller = new AbortController();
    const engine: Translator = {
      id: 'builtin',
      translate: (_s, _d, signal) =>
        new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(signal.reason))),
    };
    const pending = service(engine).translateText('Hej.', 'sv-en', controller.signal);
    controller.abort(new Error('client closed the connection'));
    await expect(pending).rejects.toMatchObject({ statusCode: 499 });
  });
});
