import type { DictionaryEntry } from '@swedish-translator/core';

/** A word the learner opened: what to look up, where it sits, and why it may be marked. */
export interface LookupRequest {
  word: string;
  /** The word's language ('sv' or 'en'): the dictionary's `from`. */
  lang: string;
  /** The sentence the word came from (the card's example). */
  sentence: string;
  status?: 'unknown' | 'uncertain';
  /** The word's span: the card is placed by it and focus returns to it. */
  anchor: HTMLElement;
}

/** What the lookup card hands back when the learner adds an entry to the flashcards. */
export interface FlashcardPick {
  entry: DictionaryEntry;
  sentence: string;
}
