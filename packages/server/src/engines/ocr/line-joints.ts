import type { OcrLine } from './types.js';

/**
 * How two consecutive lines of one paragraph go together: a word hyphenated across them is joined without the
 * hyphen, prose wrapped at the margin is joined with a space, and separate items — the lines of a sign, a menu, a
 * label or a list — keep their line break so that each is translated by itself.
 */
export type Joint = 'hyphen' | 'space' | 'newline';

/** What the joints of one paragraph are judged against. */
export interface Paragraph {
  /** The widest line: where wrapped prose reaches before it breaks. */
  width: number;
  /** Every line has at most three words and there are at least three lines: a list, not prose. */
  listLike: boolean;
}

/** A word broken across lines: "för-" + "skolan". Only joined when the next line goes on in lower case. */
const TRAILING_HYPHEN = /(\p{L})[-\u00AD\u2010]$/u;
const LEADING_LOWER = /^\p{Ll}/u;
/** A line that ends mid-phrase: a comma, an ampersand, or a word that cannot end a sign or a heading. */
const TRAILING_CONTINUATION = /[,;&+\-–—]$/u;
const CONNECTIVES = new Set(
  [
    'och eller men att som om i på av för med till från vid hos under över mot utan efter före en ett den det de',
    'dess sin sitt sina min mitt mina din ditt dina vår vårt våra er ert era är var har blir kan ska måste',
    'and or but that which who if of to in on at for with from by about into under over the a an its his her',
    'their our your my is are was were has have will can must should',
  ]
    .join(' ')
    .split(' '),
);
/** A price at the end of a line of a menu or price list: "95 kr", "129:-", "45,50 €", "$12". */
const TRAILING_PRICE =
  /(?:\d[\d ]*(?:[.,:]\d{1,2})?\s*(?:kr|kronor|sek|eur|€|£|\$)\.?|\d+:-|[€£$]\s?\d+(?:[.,]\d{2})?)$/iu;
/** A label field: "Bäst före: …", "Ingredients: …", "Öppettider:". */
const FIELD = /^\p{Lu}[\p{L} ]{1,24}:(?:\s|$)/u;
/** Lines whose letters are this much larger or smaller than their neighbour's are a heading or another item. */
const SIZE_CHANGE = 1.35;
/** A gap between two words of more than this many line heights is a column: item and price, label and value. */
const COLUMN_GAP = 2.5;
/** Items are short; a wrapped line of prose that reaches the margin has more words than this. */
const SHORT_ITEM_WORDS = 4;

export function paragraphOf(lines: readonly OcrLine[]): Paragraph {
  return {
    width: Math.max(0, ...lines.map(widthOf)),
    listLike: lines.length >= 3 && lines.every((line) => wordsOf(line).length <= 3),
  };
}

export function jointBetween(previous: OcrLine, next: OcrLine, paragraph: Paragraph): Joint {
  if (TRAILING_HYPHEN.test(previous.text) && LEADING_LOWER.test(next.text)) return 'hyphen';
  if (sizeRatio(previous, next) > SIZE_CHANGE) return 'newline';
  if (endsMidPhrase(previous.text)) return 'space';
  if (TRAILING_PRICE.test(previous.text) || hasColumnGap(previous) || hasColumnGap(next)) return 'newline';
  if (FIELD.test(next.text) || (FIELD.test(previous.text) && !LEADING_LOWER.test(next.text))) return 'newline';
  if (paragraph.listLike) return 'newline';
  // Wrapped prose breaks only where the next word no longer fits; room left for it means the line ended there.
  if (firstWordWouldFit(previous, next, paragraph)) return 'newline';
  if (LEADING_LOWER.test(next.text)) return 'space';
  return wordsOf(previous).length <= SHORT_ITEM_WORDS ? 'newline' : 'space';
}

function endsMidPhrase(text: string): boolean {
  if (TRAILING_CONTINUATION.test(text)) return true;
  const last = text.split(' ').at(-1)?.toLowerCase() ?? '';
  return CONNECTIVES.has(last);
}

function widthOf(line: OcrLine): number {
  return line.right - line.left;
}

function heightOf(line: OcrLine): number {
  return Math.max(1, line.bottom - line.top);
}

function wordsOf(line: OcrLine): string[] {
  return line.text.split(' ').filter(Boolean);
}

/**
 * Letter size compared two ways, because a short line's box height depends on its letters (descenders, accents)
 * and its width per character on which characters they are: the geometric mean of both ratios.
 */
function sizeRatio(a: OcrLine, b: OcrLine): number {
  const heights = heightOf(a) / heightOf(b);
  const perChar = widthOf(a) / Math.max(1, a.text.length) / Math.max(1e-6, widthOf(b) / Math.max(1, b.text.length));
  const ratio = Math.sqrt(Math.max(heights, 1 / heights) * Math.max(perChar, 1 / perChar));
  return Number.isFinite(ratio) ? ratio : 1;
}

function hasColumnGap(line: OcrLine): boolean {
  const words = line.words ?? [];
  for (let i = 1; i < words.length; i += 1) {
    if (words[i]!.left - words[i - 1]!.right > COLUMN_GAP * heightOf(line)) return true;
  }
  return false;
}

/** With a margin for the estimate: the room must hold the word, a space and a bit more. */
function firstWordWouldFit(previous: OcrLine, next: OcrLine, paragraph: Paragraph): boolean {
  const charWidth = widthOf(next) / Math.max(1, next.text.length);
  const firstWord = wordsOf(next)[0] ?? '';
  const measured = next.words?.[0];
  const wordWidth = measured ? measured.right - measured.left : firstWord.length * charWidth;
  const room = paragraph.width - widthOf(previous);
  return room > 1.3 * wordWidth + 2 * charWidth;
}
