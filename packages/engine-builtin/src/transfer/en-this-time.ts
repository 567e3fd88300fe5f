import type { EnTarget } from '../engine-data.js';

/**
 * "this afternoon" → "i eftermiddag", "this morning" → "i morse", "this year" → "i år": inside a sentence "this" + a
 * time is a Swedish time phrase with "i", not the pronoun "this". Returns that reading of the multiword sense
 * (the spaced spelling "i år" rather than "iår"), or undefined.
 */
export function thisTimeTarget(words: string[], unitsBefore: number, ts: EnTarget[]): EnTarget | undefined {
  if (words[0] !== 'this' || unitsBefore === 0) return undefined;
  return ts.find((x) =>
    /^i /.test(x.entry.kind === 'phrase' ? x.entry.sv : ((x.entry as { lemma?: string }).lemma ?? '')),
  );
}
