import type { AlignmentPair } from '@swedish-translator/core';
import { layOut, type Piece } from './tokenize.js';

export type Span = readonly [number, number];

/** Where a run of source tokens stands in the sentence; undefined for no tokens. */
export function spanOf(tokens: readonly { start: number; end: number }[]): Span | undefined {
  const first = tokens[0];
  const last = tokens[tokens.length - 1];
  return first && last ? [first.start, last.end] : undefined;
}

/**
 * One span over neighbouring words ("tycker om", "are playing"), or undefined when something else stands between
 * them (a single space between words is allowed).
 */
export function joinSpans(spans: readonly (Span | undefined)[]): Span | undefined {
  const present = spans.filter((s): s is Span => s !== undefined).sort((a, b) => a[0] - b[0]);
  if (!present.length || present.length !== spans.length) return undefined;
  for (let i = 1; i < present.length; i++) if (present[i]![0] - present[i - 1]![1] > 1) return undefined;
  return [present[0]![0], present[present.length - 1]![1]];
}

/** Gives pieces that do not say which source words they render the span `src` (pieces that do keep theirs). */
export function attribute(pieces: readonly Piece[], src: Span | undefined, from = 0): void {
  if (!src) return;
  for (let i = from; i < pieces.length; i++) pieces[i]!.src ??= src;
}

const WORD_CHAR = /[\p{L}\p{N}]/u;

/** The part of `text` from its first to its last word character, as offsets; null when it has none. */
function wordExtent(text: string): [number, number] | null {
  let start = 0;
  while (start < text.length && !WORD_CHAR.test(text[start]!)) start++;
  if (start === text.length) return null;
  let end = text.length;
  while (!WORD_CHAR.test(text[end - 1]!)) end--;
  return [start, end];
}

/** One pair from the first to the last word of each side, or none when a side has no words. */
export function wholeAlignment(source: string, text: string): AlignmentPair[] {
  const src = wordExtent(source);
  const tgt = wordExtent(text);
  return src && tgt ? [{ src, tgt }] : [];
}

/**
 * Detokenizes and aligns: every piece that says which source words it renders gives a pair; neighbouring pieces
 * that render the same source words make one target range ("hunden" → "the dog", "gick" → "did … go" stays two).
 * Ranges are trimmed to word characters, so punctuation and spaces never start or end one. `source` is the text
 * the spans index, used to trim the source side the same way.
 */
export function layOutAligned(pieces: readonly Piece[], source: string): { text: string; alignment: AlignmentPair[] } {
  const { text, at } = layOut(pieces);
  const alignment: AlignmentPair[] = [];
  let last: { pair: AlignmentPair; piece: number } | undefined;
  pieces.forEach((piece, i) => {
    const start = at[i]!;
    if (start < 0) return;
    const tgt = wordExtent(piece.text);
    const src = piece.src && wordExtent(source.slice(piece.src[0], piece.src[1]));
    if (!tgt || !src || !piece.src) {
      last = undefined;
      return;
    }
    const srcRange: [number, number] = [piece.src[0] + src[0], piece.src[0] + src[1]];
    const tgtRange: [number, number] = [start + tgt[0], start + tgt[1]];
    if (last && last.piece === i - 1 && last.pair.src[0] === srcRange[0] && last.pair.src[1] === srcRange[1]) {
      last.pair.tgt[1] = tgtRange[1];
    } else alignment.push({ src: srcRange, tgt: tgtRange });
    last = { pair: alignment[alignment.length - 1]!, piece: i };
  });
  return { text, alignment };
}

/**
 * Links a verb group's words to the verbs they render, right to left: the last word renders the main verb and the
 * auxiliaries before it the auxiliaries before that ("har ätit" → "have eaten"); words beyond the source's verbs
 * (do-support, the progressive's be) go with the first, finite one ("gick du" → "did you go", "läser" → "is
 * reading"). Pieces that already say what they render, or that `skip` names, are left alone; the others are
 * given their span in place.
 */
export function attributeVerbs(
  words: readonly Piece[],
  verbs: readonly (Span | undefined)[],
  skip: (piece: Piece) => boolean = () => false,
): void {
  const open = words.filter((w) => !w.src && !skip(w));
  // More source verbs than words ("are playing" → "leker"): the first word also renders the verbs before its own,
  // when they stand right before it.
  const extra = verbs.length - open.length;
  const first = extra > 0 && open.length > 0 ? joinSpans(verbs.slice(0, extra + 1)) : undefined;
  let k = verbs.length - 1;
  for (let i = open.length - 1; i >= 0; i--) {
    const src = i === 0 && first ? first : verbs[Math.max(k, 0)];
    k--;
    if (src) open[i]!.src = src;
  }
}
