import { wordMap } from '../lexicon/word-lists.js';
import type { Token } from '../tokenize.js';
import { type EntityMatch, fixedToken } from './shared.js';

/** Number abbreviations: English "no." ⇄ Swedish "nr" and the Swedish compounds written with it (Fakturanr). */
const ABBR_SV = wordMap('number-abbr-sv');

/** "Order no. 55123", "Ref. no. 2025-88", "No. 5" → "nr": the English number sign before a number or code. */
export function numberSignEn(tokens: readonly Token[], i: number): EntityMatch | null {
  const [t, dot, n] = [tokens[i]!, tokens[i + 1], tokens[i + 2]];
  if (t.lower !== 'no' || dot?.text !== '.' || dot.spaceBefore || !n) return null;
  // "order no. A-4711": a code opening with capitals has a digit in it or glued after it.
  const code = /^\p{Lu}{1,3}$/u.test(n.text) && /\d/.test(`${n.text}${tokens[i + 3]?.text}${tokens[i + 4]?.text}`);
  if (!/^\d/.test(n.text) && !code) return null;
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
  } else if (/^\p{L}{3,}nr$/u.test(t.lower) || t.lower === 'dnr') stem = t.lower.slice(0, -2);
  else return null;
  const full = `${ABBR_SV.get(stem) ?? stem}nummer`;
  // "Ange Dnr 2025/12": the short form is capitalised inside a sentence, the word spelled out is not.
  const text = t.cap && (i === 0 || stem !== 'd') ? full[0]!.toUpperCase() + full.slice(1) : full;
  return { len, token: { ...t, text, lower: full, cap: text !== full, end: tokens[i + len - 1]!.end } };
}
