import { wordMap } from '../lexicon/word-lists.js';
import type { Token } from '../tokenize.js';
import { type EntityMatch, fixedToken } from './shared.js';

const CURRENCIES = wordMap('currencies-en');
const SYMBOLS = wordMap('currency-symbols');
const PER = wordMap('per-en');

/** "SEK 45", "45 SEK", "€30", "1,200.50 kronor", "SEK 99 per month" → "45 kr", "30 euro", "1 200,50 kronor", "99 kr i månaden". */
export function money(tokens: readonly Token[], i: number): EntityMatch | null {
  const symbol = tokens[i]?.kind === 'punct' && !tokens[i + 1]?.spaceBefore;
  const before = CURRENCIES.get(tokens[i]?.lower ?? '') ?? (symbol ? SYMBOLS.get(tokens[i]!.text) : undefined);
  const numAt = before ? i + 1 : i;
  const n = tokens[numAt];
  if (n?.kind !== 'num' || !/^\d{1,3}(,\d{3})*(\.\d{1,2})?$|^\d+(\.\d{1,2})?$/.test(n.text)) return null;
  // "SEK 1 500", "1 500 kronor": thousands grouped with a space, as Swedes write them.
  let end = numAt + 1;
  let digits = n.text;
  while (
    /^\d{1,3}$/.test(digits.split(' ').pop()!) &&
    tokens[end]?.kind === 'num' &&
    /^\d{3}(\.\d{1,2})?$/.test(tokens[end]!.text)
  ) {
    digits += ` ${tokens[end]!.text}`;
    end++;
  }
  const after = before ? undefined : CURRENCIES.get(tokens[end]?.lower ?? '');
  const sv = before ?? after;
  if (!sv) return null;
  const amount = digits.replace(/,/g, ' ').replace('.', ',');
  const len = end - i + (after ? 1 : 0);
  const per = perUnit(tokens, i + len);
  return { len: len + (per?.len ?? 0), token: fixedToken(tokens[i]!, `${amount} ${sv}${per?.text ?? ''}`) };
}

/** "per month", "a month", "/month", "each" after an amount → " i månaden", " styck"; its length. */
function perUnit(tokens: readonly Token[], k: number): { text: string; len: number } | null {
  const w = tokens[k]?.lower;
  if (w === 'each') return { text: ' styck', len: 1 };
  const unit = PER.get(tokens[k + 1]?.lower ?? '');
  if (!unit || !(w === 'per' || w === 'a' || w === 'an' || (w === '/' && !tokens[k]!.spaceBefore))) return null;
  if (w === '/')
    return {
      text: `/${unit
        .split(' ')
        .pop()!
        .replace(/(en|et|n)$/, '')
        .replace('månad', 'mån')}`,
      len: 2,
    };
  return { text: ` ${unit}`, len: 2 };
}

/** "20% off" → "20 % rabatt": a discount. */
export function percentOff(tokens: readonly Token[], i: number): EntityMatch | null {
  const n = tokens[i]!;
  const pct = /^(\d+(?:[.,]\d+)?)%$/.exec(n.text);
  if (!pct || tokens[i + 1]?.lower !== 'off') return null;
  // "25% off everything" → "25 % rabatt på allt".
  const on = tokens[i + 2]?.kind === 'word' && tokens[i + 2]!.lower !== 'and' ? ' på' : '';
  return { len: 2, token: fixedToken(n, `${pct[1]!.replace('.', ',')} % rabatt${on}`) };
}
