import type { DictionaryEntry, DictionaryLanguage } from '@swedish-translator/core';
import type { EngineData } from '../engine-data.js';
import type { Lexicon } from '../lexicon/types.js';
import { buildDictionaryData } from './data.js';
import { lookupEnglish } from './en-entries.js';
import { lookupSwedish } from './sv-entries.js';

export interface Dictionary {
  /** Every entry the word (any inflected form, or a phrase) can be, most likely first; [] when it is not known. */
  lookup(word: string, from: DictionaryLanguage): DictionaryEntry[];
}

/** Strips what a tap on a word may bring along: surrounding punctuation and quotes, extra spaces, curly apostrophes. */
export function normalizeLookupWord(word: string): string {
  return word
    .normalize('NFC')
    .replace(/’/g, "'")
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')
    .replace(/\s+/g, ' ');
}

/** The learner's dictionary over the built-in lexicon. Building it takes the engine's indexes (~100 ms). */
export function createDictionary(lexicon: Lexicon, engine?: EngineData): Dictionary {
  const data = buildDictionaryData(lexicon, engine);
  return {
    lookup(word, from) {
      const written = normalizeLookupWord(word);
      const key = written.toLowerCase();
      if (!key) return [];
      return from === 'sv' ? lookupSwedish(key, written, data) : lookupEnglish(key, data);
    },
  };
}
