import type { EnTarget } from '../engine-data.js';

/** One English word or matched phrase with its chosen reading: what the en→sv tagger produces and the rules read. */
export type EnTag =
  | 'noun'
  | 'verb'
  | 'adj'
  | 'adv'
  | 'prep'
  | 'pron'
  | 'det'
  | 'poss'
  | 'be'
  | 'have'
  | 'do'
  | 'modal'
  | 'neg'
  | 'coord'
  | 'subord'
  | 'wh'
  | 'num'
  | 'to'
  | 'phrase'
  | 'punct'
  | 'lit'
  | 'unknown'
  | 'interj'
  | 'there';

export type VForm = 'base' | '3sg' | 'past' | 'pp' | 'ing' | 'past-pp' | 'pres';

export interface EnUnit {
  text: string;
  /** The source tokens this unit covers: [start, end) in the sentence (for alignment). */
  span?: readonly [number, number];
  lower: string;
  cap: boolean;
  spaceBefore: boolean;
  tag: EnTag;
  base?: string;
  vform?: VForm;
  plural?: boolean;
  /** Adjective degree: comparative or superlative. */
  degree?: 'comp' | 'sup';
  target?: EnTarget;
  /** Fixed Swedish text (phrases). */
  sv?: string;
  /** An -ing verb right after the subjunction after/before/when/while (after taking → efter att ha tagit). */
  afterSubord?: 'after' | 'before' | 'when' | 'while';
  /** The Swedish subject of a gerund after before that opens the sentence (Before leaving, we … → innan vi går). */
  gerundSubject?: string;
  /** A that-clause follows this verb (I think that…), which picks tro over tänka. */
  clauseFollows?: boolean;
  /** A rule chose this word's Swedish rendering from its context (so its sense was not guessed). */
  cued?: boolean;
  /** Possessive 's follows (John's, the car's). */
  gen?: boolean;
  consumed?: boolean;
  /** An -ing verb heading a subject ("Learning Swedish is fun"): Swedish att + infinitive. */
  gerund?: boolean;
  /** An ordinal number ("the third floor"): it does not make its noun plural. */
  ordinal?: boolean;
}
