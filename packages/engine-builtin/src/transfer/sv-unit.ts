import type { CompoundSplit } from '../compound.js';
import type { SvAnalysis } from '../morphology/sv.js';
import type { Token } from '../tokenize.js';

/** One Swedish word or matched phrase with its analyses and the chosen one: what the sv→en rules read. */
export interface SvUnit {
  tokens: Token[];
  lower: string;
  analyses: SvAnalysis[];
  /** Chosen analysis; undefined for punctuation, literals, fixed phrases and unknown words. */
  a?: SvAnalysis;
  /** Fixed English for a multiword phrase. */
  phrase?: string;
  compound?: CompoundSplit;
  kind: 'word' | 'phrase' | 'punct' | 'lit' | 'unknown';
  consumed?: boolean;
  /** A cue word in the sentence chose this word's sense (senses-in-context), so it was not guessed. */
  cued?: boolean;
  /** Render an infinitive as an English -ing form (utan att säga → without saying). */
  gerund?: boolean;
  /** A definite noun used generically, English without article ("Livet är kort" → "Life is short"). */
  generic?: boolean;
  /** A bare noun read as one thing or person ("jobbar som lärare" → "as a teacher"), never made plural. */
  singular?: boolean;
  /** A noun naming the code after it across a colon ("Kundnummer: 4455" → "Customer number"), never plural. */
  namesCode?: boolean;
}
