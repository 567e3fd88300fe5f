import type { Direction, TranslatedSentence, Translator } from '@swedish-translator/core';
import { errorMessageOf, type ProviderHttpOptions, postJson, unexpectedReply } from './http.js';

export interface DeeplOptions {
  apiKey: string;
  timeoutMs: number;
  /** Defaults to the endpoint the key belongs to (see deeplBaseUrl); tests point it at a local server. */
  baseUrl?: string;
  retries?: number;
  backoffMs?: number;
}

/** Free-plan keys end in ":fx" and must use api-free.deepl.com; Pro keys use api.deepl.com. */
export function deeplBaseUrl(apiKey: string): string {
  return apiKey.trim().endsWith(':fx') ? 'https://api-free.deepl.com' : 'https://api.deepl.com';
}

/** DeepL language codes: plain "EN" as a target is deprecated, so English is asked for as EN-GB. */
const LANGUAGES: Record<Direction, { source_lang: string; target_lang: string }> = {
  'sv-en': { source_lang: 'SV', target_lang: 'EN-GB' },
  'en-sv': { source_lang: 'EN', target_lang: 'SV' },
};

/** DeepL accepts at most 50 texts per request. */
const BATCH = 50;

function describeError(status: number, body: unknown): string | undefined {
  const detail = errorMessageOf(body);
  if (status === 403) return 'DeepL rejected the API key (check DEEPL_API_KEY and the free/pro endpoint)';
  if (status === 456) return 'DeepL translation quota exceeded for this billing period';
  if (status === 413) return 'DeepL rejected the text as too large';
  if (status === 400) return `DeepL rejected the request${detail ? `: ${detail}` : ''}`;
  return undefined;
}

/** DeepL API v2 (https://developers.deepl.com/docs/api-reference/translate). */
export function createDeeplTranslator(options: DeeplOptions): Translator {
  const url = `${(options.baseUrl ?? deeplBaseUrl(options.apiKey)).replace(/\/$/, '')}/v2/translate`;
  const http: ProviderHttpOptions = {
    provider: 'DeepL',
    timeoutMs: options.timeoutMs,
    retries: options.retries,
    backoffMs: options.backoffMs,
    describeError,
  };
  const headers = { authorization: `DeepL-Auth-Key ${options.apiKey}` };
  return {
    id: 'deepl',
    async translate(sentences, direction, signal) {
      const out: TranslatedSentence[] = [];
      for (let i = 0; i < sentences.length; i += BATCH) {
        const batch = sentences.slice(i, i + BATCH);
        const reply = (await postJson(url, { text: batch, ...LANGUAGES[direction] }, headers, http, signal)) as {
          translations?: { text?: unknown }[];
        };
        const translations = reply?.translations;
        if (!Array.isArray(translations) || translations.length !== batch.length) throw unexpectedReply('DeepL');
        for (const item of translations) {
          if (typeof item?.text !== 'string') throw unexpectedReply('DeepL');
          out.push({ text: item.text });
        }
      }
      return out;
    },
  };
}
