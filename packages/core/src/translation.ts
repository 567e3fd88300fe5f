/** Translation directions the product offers (spec section 3). */
export const DIRECTIONS = ['sv-en', 'en-sv'] as const;
export type Direction = (typeof DIRECTIONS)[number];

export function isDirection(value: unknown): value is Direction {
  return typeof value === 'string' && (DIRECTIONS as readonly string[]).includes(value);
}

export function sourceLanguage(direction: Direction): 'sv' | 'en' {
  return direction === 'sv-en' ? 'sv' : 'en';
}

export function targetLanguage(direction: Direction): 'sv' | 'en' {
  return direction === 'sv-en' ? 'en' : 'sv';
}

export function reverseDirection(direction: Direction): Direction {
  return direction === 'sv-en' ? 'en-sv' : 'sv-en';
}

/** Engines selectable with TRANSLATION_ENGINE. */
export const ENGINE_IDS = ['builtin', 'neural', 'deepl', 'libretranslate', 'openai'] as const;
export type EngineId = (typeof ENGINE_IDS)[number];

/**
 * A source word or phrase and what it became: [start, end) character ranges (UTF-16 code units, as JavaScript
 * strings index) into the source and into the translation. Ranges start and end on word characters.
 */
export interface AlignmentPair {
  src: [number, number];
  tgt: [number, number];
}

/**
 * One translated sentence. `unknown` lists source words the engine passed through untranslated. Engines that can
 * say which source words became which target words (the built-in one) add `alignment`, into the sentence as given
 * and `text`, and `uncertain`: source words whose sense they picked by default, without a cue in the sentence.
 */
export interface TranslatedSentence {
  text: string;
  unknown?: string[];
  alignment?: AlignmentPair[];
  uncertain?: string[];
}

/** The same pairs with both sides moved: a sentence's alignment placed in a longer source and translation. */
export function shiftAlignment(pairs: readonly AlignmentPair[], src: number, tgt: number): AlignmentPair[] {
  return pairs.map((p) => ({ src: [p.src[0] + src, p.src[1] + src], tgt: [p.tgt[0] + tgt, p.tgt[1] + tgt] }));
}

/** Another sense of a single word or short phrase, for learners (shown under the translation). */
export interface Alternative {
  text: string;
  /** Part of speech, e.g. "noun", "verb". */
  pos?: string;
  /** Grammar a learner wants: for Swedish nouns "en bil, bilar"; for verbs the principal parts. */
  note?: string;
}

/**
 * Every translation engine (built-in, neural, external providers) implements this.
 * The server splits text into sentences and joins them back; engines see sentences only.
 */
export interface Translator {
  readonly id: EngineId;
  translate(sentences: readonly string[], direction: Direction, signal?: AbortSignal): Promise<TranslatedSentence[]>;
  /** Other senses of a single word or phrase of at most three words; engines without a lexicon omit this. */
  alternatives?(phrase: string, direction: Direction): Promise<Alternative[]>;
  close?(): Promise<void>;
}
