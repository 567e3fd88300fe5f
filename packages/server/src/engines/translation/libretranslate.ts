import {
  type Direction,
  sourceLanguage,
  type TranslatedSentence,
  type Translator,
  targetLanguage,
} from '@swedish-translator/core';
import { errorMessageOf, postJson, unexpectedReply } from './http.js';

export interface LibreTranslateOptions {
  url: string;
  apiKey?: string;
  timeoutMs: number;
  retries?: number;
  backoffMs?: number;
}

function describeError(status: number, body: unknown): string | undefined {
  const detail = errorMessageOf(body);
  if (status === 403) {
    return `LibreTranslate refused the request${detail ? `: ${detail}` : ''} (check LIBRETRANSLATE_API_KEY)`;
  }
  if (status === 400) return `LibreTranslate rejected the request${detail ? `: ${detail}` : ''}`;
  return undefined;
}

/** LibreTranslate's POST /translate (https://docs.libretranslate.com/), with an array of sentences as `q`. */
export function createLibreTranslateTranslator(options: LibreTranslateOptions): Translator {
  const url = `${options.url.replace(/\/$/, '')}/translate`;
  const http = {
    provider: 'LibreTranslate',
    timeoutMs: options.timeoutMs,
    retries: options.retries,
    backoffMs: options.backoffMs,
    describeError,
  };
  return {
    id: 'libretranslate',
    async translate(sentences, direction: Direction, signal) {
      const body = {
        q: [...sentences],
        source: sourceLanguage(direction),
        target: targetLanguage(direction),
        format: 'text',
        ...(options.apiKey ? { api_key: options.apiKey } : {}),
      };
      const reply = (await postJson(url, body, {}, http, signal)) as { translatedText?: unknown };
      const translated = reply?.translatedText;
      if (!Array.isArray(translated) || translated.length !== sentences.length) {
        throw unexpectedReply('LibreTranslate');
      }
      return translated.map((text): TranslatedSentence => {
        if (typeof text !== 'string') throw unexpectedReply('LibreTranslate');
        return { text };
      });
    },
  };
}
