import type { Alternative, Direction, TranslatedSentence } from '@swedish-translator/core';
import { buildEngineData, type EngineData } from './engine-data.js';
import type { Lexicon } from './lexicon/types.js';
import { lookupPhrase } from './lookup.js';
import { translateEnSv } from './transfer/en-sv.js';
import { translateSvEn } from './transfer/sv-en.js';

export interface BuiltinEngine {
  readonly lexicon: Lexicon;
  translateSentence(sentence: string, direction: Direction): TranslatedSentence;
  lookup(phrase: string, direction: Direction): Alternative[];
}

export interface BuiltinEngineOptions {
  /** Rethrow rule errors instead of returning the sentence untranslated (tests use this to see bugs). */
  strict?: boolean;
}

export function createBuiltinEngine(lexicon: Lexicon, options: BuiltinEngineOptions = {}): BuiltinEngine {
  const data: EngineData = buildEngineData(lexicon);
  return {
    lexicon,
    translateSentence(sentence, direction) {
      if (!sentence.trim()) return { text: sentence };
      try {
        return direction === 'sv-en' ? translateSvEn(sentence.trim(), data) : translateEnSv(sentence.trim(), data);
      } catch (err) {
        if (options.strict) throw err;
        // A rule bug must not take the worker down: return the sentence untranslated rather than fail the request.
        return { text: sentence.trim(), unknown: sentence.trim().split(/\s+/) };
      }
    },
    lookup(phrase, direction) {
      return lookupPhrase(phrase, direction, data);
    },
  };
}
