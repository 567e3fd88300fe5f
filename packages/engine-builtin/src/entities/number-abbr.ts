import { wordMap } from '../lexicon/word-lists.js';
import type { Token } from '../tokenize.js';
import { type EntityMatch, fixedToken } from './shared.js';

/** Number abbreviations: English "no." ⇄ Swedish "nr" and the Swedish compounds written with it (Fakturanr). */
const ABBR_SV = wordMap('number-abbr-sv');

/** "Order no. 55123", "Ref. no. 2025-88", "No. 5" → "nr": the English number sign before a number or code. */
export function numberSignEn(tokens: readonly Token[], i: number): EntityMatch | null {
  const [t, dot, n] = [tokens[i]!, tokens[i + 1], tokens[i + 2]];
  if (t.lower !== 'no' || dot?.text !== '.' || dot.spaceBefore || !n || !/^\d/.test(n.text)) return null;
  return { len: 2, token: fixedToken(t, 'nr') };
}

/**
 * "Fakturanr", "Tel.nr", "Org.nr", "kundnr" → the word spelled out (fakturanummer, telefonnummer, …) for the rules to
 * translate (Invoice number); "nr" alone before a number → "no.". A word ending in "nr" is never passed through.
 */
export function numberAbbrSv(tokens: readonly Token[], i: number): EntityMatch | null {
  const t = tokens[i]!;
  if (t.kind !== 'word') return null;
  if (t.lower === 'nr') return /^\d/.test(tokens[i + 1]?.text ?? '') ? { len: 1, token: fixedToken(t, 'no.') } : null;
  let stem = '';
  let len = 1;
  const [dot, nr] = [tokens[i + 1], tokens[i + 2]];
  if (dot?.text === '.' && !dot.spaceBefore && nr?.lower === 'nr' && !nr.spaceBefore) {
    stem = t.lower;
    len = 3;
  } else if (/^\p{L}{3,}nr$/u.test(t.lower)) stem = t.lower.slice(0, -2);
  else return null;
  const full = `${ABBR_SV.get(stem) ?? stem}nummer`;
  const text = t.cap ? full[0]!.toUpperCase() + full.slice(1) : full;
  return { len, token: { ...t, text, lower: full, end: tokens[i + len - 1]!.end } };
}
