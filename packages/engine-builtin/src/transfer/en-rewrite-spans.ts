import type { Piece } from '../tokenize.js';

type Word = { lower: string; start: number; end: number };

const wordsOf = (text: string): Word[] =>
  [...text.matchAll(/[\p{L}\p{N}'’]+|[^\s\p{L}\p{N}]/gu)].map((m) => ({
    lower: m[0].toLowerCase(),
    start: m.index,
    end: m.index + m[0].length,
  }));

/**
 * Where each word of a rewritten sentence came from in the original: words both share are matched in order (longest
 * common subsequence); the others map to the unmatched original words of the same gap, one to one when the counts
 * agree ("Don't leave" ← "Never leave", "Could you open" ← "Would you mind opening"), else to the whole gap.
 */
function wordMap(original: Word[], rewritten: Word[]): ([number, number] | undefined)[] {
  const n = original.length;
  const m = rewritten.length;
  const lcs = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      lcs[i]![j] =
        original[i]!.lower === rewritten[j]!.lower
          ? lcs[i + 1]![j + 1]! + 1
          : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const out: ([number, number] | undefined)[] = new Array(m).fill(undefined);
  let i = 0;
  let j = 0;
  let gapI = 0;
  let gapJ = 0;
  const closeGap = () => {
    const from = original.slice(gapI, i);
    const to = j - gapJ;
    for (let k = 0; k < to; k++) {
      const w = from.length === to ? from[k] : undefined;
      if (w) out[gapJ + k] = [w.start, w.end];
      else if (from.length) out[gapJ + k] = [from[0]!.start, from[from.length - 1]!.end];
    }
  };
  while (i < n && j < m) {
    if (original[i]!.lower === rewritten[j]!.lower) {
      closeGap();
      out[j] = [original[i]!.start, original[i]!.end];
      i++;
      j++;
      gapI = i;
      gapJ = j;
    } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) i++;
    else j++;
  }
  i = n;
  j = m;
  closeGap();
  return out;
}

/** Moves the pieces' source spans from a rewritten sentence (Please taken off, Never read as Don't) to the original. */
export function remapSpans(pieces: Piece[], rewritten: string, original: string): Piece[] {
  if (rewritten === original) return pieces;
  const rw = wordsOf(rewritten);
  const map = wordMap(wordsOf(original), rw);
  const at = (pos: number, side: 'start' | 'end') => {
    const k = rw.findIndex((w) => (side === 'start' ? w.end > pos : w.end >= pos));
    return k < 0 ? undefined : map[k];
  };
  return pieces.map((p) => {
    if (!p.src) return p;
    const a = at(p.src[0], 'start');
    const b = at(p.src[1], 'end');
    if (a && b) return { ...p, src: [a[0], Math.max(a[1], b[1])] as const };
    const { src: _, ...rest } = p;
    return rest;
  });
}
