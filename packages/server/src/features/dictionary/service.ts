import type { DictionaryEntry, DictionaryLanguage } from '@swedish-translator/core';
import { createDictionary, type Dictionary, loadLexicon } from '@swedish-translator/engine-builtin';
import type { FastifyBaseLogger } from 'fastify';

export interface DictionaryServiceOptions {
  /** Lexicon folder; undefined = the built-in engine's own data. */
  dataDir?: string;
  log?: FastifyBaseLogger;
}

/**
 * Word lookups over the built-in lexicon, whatever TRANSLATION_ENGINE is: the lexicon is loaded once, in the main
 * thread, on the first lookup (or when the server starts listening). A lookup is a few map reads — microseconds — so
 * it runs on the event loop rather than queueing behind sentence translations in the engine's worker pool.
 */
export class DictionaryService {
  private dictionary: Dictionary | undefined;

  constructor(private readonly options: DictionaryServiceOptions = {}) {}

  lookup(word: string, from: DictionaryLanguage): DictionaryEntry[] {
    return this.load().lookup(word, from);
  }

  /** Loads the lexicon now, so the first visitor does not wait for it. */
  warm(): void {
    this.load();
  }

  private load(): Dictionary {
    if (!this.dictionary) {
      const started = performance.now();
      const lexicon = loadLexicon(this.options.dataDir);
      this.dictionary = createDictionary(lexicon);
      this.options.log?.info(
        { lemmas: lexicon.stats.lemmas, ms: Math.round(performance.now() - started) },
        'dictionary loaded',
      );
    }
    return this.dictionary;
  }
}
