/**
 * Pure helpers of the learner's lookup: where the words of a text are, which words an alignment links, and the
 * sentence a word came from. Offsets are UTF-16 indexes into the text, end exclusive, as the API's `alignment` uses.
 */

/** `{ src: [start, end], tgt: [start, end] }`: a source word or phrase and what it became (POST /translate-text). */
export interface AlignmentLink {
  src: [number, number];
  tgt: [number, number];
}

export type Side = 'src' | 'tgt';

export interface WordSpan {
  word: string;
  start: number;
  end: number;
}

const segmenter = new Intl.Segmenter('sv', { granularity: 'word' });
const sentences = new Intl.Segmenter('sv', { granularity: 'sentence' });

/** The words of a text (letters and digits; punctuation and spaces are not words), in order. */
export function segmentWords(text: string): WordSpan[] {
  const words: WordSpan[] = [];
  for (const part of segmenter.segment(text)) {
    if (!part.isWordLike) continue;
    words.push({ word: part.segment, start: part.index, end: part.index + part.segment.length });
  }
  return words;
}

/**
 * Places the words of a rendered text (markdown without its marks) in the text it was rendered from: each word is
 * searched from where the previous one ended, so words keep their order. A word not found (changed by rendering) gets
 * no offsets and the search position stays.
 */
export function locateWords(
  words: readonly string[],
  source: string,
  from = 0,
): { spans: (WordSpan | null)[]; next: number } {
  let cursor = from;
  const spans = words.map((word) => {
    const start = source.indexOf(word, cursor);
    if (start < 0) return null;
    cursor = start + word.length;
    return { word, start, end: cursor };
  });
  return { spans, next: cursor };
}

function overlaps(a: readonly [number, number], start: number, end: number): boolean {
  return a[0] < end && start < a[1];
}

/** The ranges on the other side linked to the word at [start, end) on `side`. */
export function counterparts(
  alignment: readonly AlignmentLink[] | undefined,
  side: Side,
  start: number,
  end: number,
): [number, number][] {
  if (!alignment) return [];
  const other: Side = side === 'src' ? 'tgt' : 'src';
  return alignment.filter((link) => overlaps(link[side], start, end)).map((link) => link[other]);
}

/** Whether a word at [start, end) falls in any of the ranges. */
export function inRanges(ranges: readonly (readonly [number, number])[], start: number, end: number): boolean {
  return ranges.some((range) => overlaps(range, start, end));
}

/** The sentence around `offset`, trimmed: the example a word came from. */
export function sentenceAt(text: string, offset: number): string {
  for (const part of sentences.segment(text)) {
    if (offset >= part.index && offset < part.index + part.segment.length) return part.segment.trim();
  }
  return text.trim();
}

/** Whether `word` is one of `list` (case-insensitively, as a whole word or phrase of the list). */
export function listed(list: readonly string[] | undefined, word: string): boolean {
  if (!list?.length) return false;
  const lower = word.toLocaleLowerCase('sv');
  return list.some((item) => {
    const entry = item.trim().toLocaleLowerCase('sv');
    return entry === lower || segmentWords(entry).some((part) => part.word === lower);
  });
}
