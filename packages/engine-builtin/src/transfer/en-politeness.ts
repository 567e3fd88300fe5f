import { wordSet } from '../lexicon/word-lists.js';
import type { Piece } from '../tokenize.js';

const ASKERS = [...wordSet('polite-askers-en')].join('|');
const LEADING = /^\s*please\b\s*,?\s*/i;
const TRAILING = /\s*,\s*please\s*([.!]*)\s*$/i;
const ASKING = new RegExp(String.raw`\b(${ASKERS})(\s+you)\s+please\b`, 'i');

/**
 * "Please" in a request: "Please close the door" and "Close the door, please" are translated as the imperative and
 * closed with ", tack"; in "Could you please help me?" it is dropped (Kan du hjälpa mig?). Returns the sentence
 * without it and whether ", tack" is due.
 */
export function stripPlease(sentence: string): { sentence: string; tack: boolean } {
  if (!/please/i.test(sentence)) return { sentence, tack: false };
  if (ASKING.test(sentence)) return { sentence: sentence.replace(ASKING, '$1$2'), tack: false };
  const rest = sentence.replace(LEADING, '');
  if (rest !== sentence && /\p{L}/u.test(rest)) return { sentence: rest, tack: true };
  if (TRAILING.test(sentence)) return { sentence: sentence.replace(TRAILING, '$1'), tack: true };
  return { sentence, tack: false };
}

/** Closes a request with ", tack" before its final punctuation. */
export function addTack(pieces: Piece[]): Piece[] {
  let end = pieces.length;
  while (end > 0 && (pieces[end - 1]!.punct || !pieces[end - 1]!.text)) end--;
  return [...pieces.slice(0, end), { text: ',', punct: true }, { text: 'tack' }, ...pieces.slice(end)];
}
