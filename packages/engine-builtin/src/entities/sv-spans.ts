import { wordMap, wordSet } from '../lexicon/word-lists.js';
import type { Token } from '../tokenize.js';
import { type EntityMatch, fixedToken } from './shared.js';

const TIME_UNITS = wordMap('time-units-sv');
const SPAN_PREPS = wordMap('span-preps-sv');
const CODES = wordSet('currency-codes');
const CURRENCY_WORDS = wordMap('currencies-sv');
const AMOUNT_NOUNS = wordMap('amount-nouns-sv');
const SIGNS = new Set(['€', '$', '£']);
const EVERY_UNITS = wordMap('every-units-sv');
const NUMBER_WORDS = wordMap('clock-numbers-sv');
/** Swedish ordinal words after "var" with their English number (tredje → three), from every-ordinals-en turned round. */
const EVERY_NUMBERS = new Map<string, string>();
for (const [en, sv] of wordMap('every-ordinals-en'))
  if (sv !== 'annan' && !/\d/.test(en) && !EVERY_NUMBERS.has(sv)) EVERY_NUMBERS.set(sv, en);
const SCALE_WORDS = new Set(['tusen', 'miljon', 'miljoner', 'miljard', 'miljarder', 'mn', 'mdr']);
const PERCENT = new Set(['procent', '%', 'procentenheter', 'procentenhet']);
/** Verbs that take "om" as "about" (tycker om, pratar om …): "om 20 minuter" after them is no time ahead. */
const ABOUT_VERBS = /^(tyck|prat|handl|fråg|berätt|dröm|tal|diskuter|skriv|läs|hör|vet|visste|glöm|påminn|informer)/;

/** A Swedish number (20, 1,5) in English (20, 1.5); null when the token is no plain number. */
const englishNumber = (t: Token | undefined) =>
  t?.kind === 'num' && /^\d+(,\d+)?$/.test(t.text) ? t.text.replace(',', '.') : null;

/**
 * "om 20 minuter", "inom 2 timmar" → "in 20 minutes", "within 2 hours" (not "about": *gå om* is no particle verb
 * here), and a decimal amount of time "1,5 timme" → "1.5 hours" (English counts it in the plural).
 */
export function timeSpanSv(tokens: readonly Token[], i: number): EntityMatch | null {
  const t = tokens[i]!;
  const prep = t.kind === 'word' ? SPAN_PREPS.get(t.lower) : undefined;
  if (!prep && t.kind !== 'num') return null;
  if (prep && [tokens[i - 1], tokens[i - 2]].some((w) => ABOUT_VERBS.test(w?.lower ?? ''))) return null;
  const k = prep ? i + 1 : i;
  const n = englishNumber(tokens[k]);
  if (n === null || (!prep && !n.includes('.'))) return null;
  const unit = TIME_UNITS.get(tokens[k + 1]?.lower ?? '');
  if (!unit || tokens[k + 1]!.text === 'H') return null;
  const [one, more] = unit.split('|');
  const text = `${prep ? `${prep} ` : ''}${n} ${n === '1' ? one : more}`;
  return { len: k + 2 - i, token: fixedToken(t, text) };
}

/**
 * "var 20:e minut", "var fjärde timme", "vart tredje år" → "every 20 minutes", "every four hours", "every three years":
 * "var" before an ordinal and a singular time noun is "every", not the past of "vara". Starts only on "var"/"vart".
 */
export function everySv(tokens: readonly Token[], i: number): EntityMatch | null {
  const t = tokens[i]!;
  if (t.lower !== 'var' && t.lower !== 'vart') return null;
  const n = tokens[i + 1];
  const unit = EVERY_UNITS.get(tokens[i + 2]?.lower ?? '');
  if (!n || !unit) return null;
  const digits = n.kind === 'num' ? /^(\d{1,3}):[ea]$/.exec(n.text) : null;
  const count = digits ? digits[1] : EVERY_NUMBERS.get(n.lower);
  if (!count) return null;
  return { len: 3, token: fixedToken(t, `every ${count} ${unit}`) };
}

/**
 * "en och en halv timme", "två och en halv vecka", "ett och ett halvt år" → "one and a half hours", "two and a half
 * weeks", "one and a half years": the whole and the half count the time noun in the plural. Starts only on "en", a
 * number word or a number before "och".
 */
export function andAHalfSv(tokens: readonly Token[], i: number): EntityMatch | null {
  // "(bodde där) i ett och ett halvt år" → "for one and a half years": a span after "i" is how long.
  const f = tokens[i]!.lower === 'i' ? 1 : 0;
  const t = tokens[i + f];
  if (!t || tokens[i + f + 1]?.lower !== 'och' || tokens[i + f + 3]?.lower.startsWith('halv') !== true) return null;
  const whole =
    t.lower === 'en' || t.lower === 'ett'
      ? 'one'
      : t.kind === 'num' && /^\d{1,3}$/.test(t.text)
        ? t.text
        : NUMBER_WORDS.get(t.lower);
  const a = tokens[i + f + 2]?.lower;
  const unit = TIME_UNITS.get(tokens[i + f + 4]?.lower ?? '');
  if (!whole || (a !== 'en' && a !== 'ett') || !unit) return null;
  return { len: f + 5, token: fixedToken(tokens[i]!, `${f ? 'for ' : ''}${whole} and a half ${unit.split('|')[1]}`) };
}

/**
 * "45 000 i månaden", "120 000 invånare" → "45,000", "120,000": thousands grouped with a space before a word are
 * grouped with a comma in English. Starts only on a number of one to three digits without a leading zero before a
 * group of three; a number after a label or a colon (Tel: 123 456) and a longer chain of groups are left alone.
 */
export function thousandsSv(tokens: readonly Token[], i: number): EntityMatch | null {
  const t = tokens[i]!;
  if (t.kind !== 'num' || t.text.length > 3 || t.text[0] === '0' || !/^\d+$/.test(t.text)) return null;
  let k = i + 1;
  while (tokens[k]?.kind === 'num' && tokens[k]!.spaceBefore && /^\d{3}$/.test(tokens[k]!.text) && k < i + 3) k++;
  const after = tokens[k];
  if (k === i + 1 || after?.kind !== 'word' || after.cap) return null;
  const prev = tokens[i - 1];
  if (prev && (prev.kind === 'num' || prev.text === ':' || /(nr|nummer|tel|telefon|box|giro)$/.test(prev.lower)))
    return null;
  const text = tokens
    .slice(i, k)
    .map((x) => x.text)
    .join(',');
  return { len: k - i, token: { ...t, text, lower: text } };
}

/** "1 500" / "1,500" / "12,50" after a currency code or sign → "1,500", "1,500", "12.50"; its token count. */
function englishAmount(tokens: readonly Token[], k: number): { text: string; len: number } | null {
  const first = tokens[k];
  if (first?.kind !== 'num') return null;
  if (/^\d{1,3}(,\d{3})+(\.\d{1,2})?$/.test(first.text)) return { text: first.text, len: 1 };
  if (!/^\d+(,\d{1,2})?$/.test(first.text)) return null;
  const groups = [first.text];
  let end = k + 1;
  while (/^\d{1,3}$/.test(groups[groups.length - 1]!) && /^\d{3}(,\d{1,2})?$/.test(tokens[end]?.text ?? ''))
    groups.push(tokens[end++]!.text);
  let text = groups.join(',').replace(/,(\d{1,2})$/, '.$1');
  if (groups.length === 1) text = text.replace(/^\d{4,}/, (d) => d.replace(/\B(?=(\d{3})+$)/g, ','));
  return { text, len: end - k };
}

/**
 * "SEK 1,500", "EUR 20", "€20", "$9,99" in a Swedish text → "SEK 1,500", "EUR 20", "€20", "$9.99": an amount written
 * with a currency code or sign before it keeps it, in English number format (a comma before three digits groups
 * thousands, never a decimal), and the code is no unknown word.
 */
export function codeAmountSv(tokens: readonly Token[], i: number): EntityMatch | null {
  const t = tokens[i]!;
  const sign = SIGNS.has(t.text);
  if (!sign && !(t.kind === 'word' && CODES.has(t.text))) return null;
  const n = tokens[i + 1];
  if (!n || (sign && n.spaceBefore)) return null;
  const amount = englishAmount(tokens, i + 1);
  if (!amount) return null;
  return { len: 1 + amount.len, token: fixedToken(t, `${t.text}${sign ? '' : ' '}${amount.text}`) };
}

/**
 * "en faktura på 4 200 kr", "ett lån på 100 000 kronor" → "an invoice for …", "a loan of …": "på" between a noun of
 * money (`amount-nouns-sv`) and an amount.
 */
export function amountPrepSv(tokens: readonly Token[], i: number): EntityMatch | null {
  const t = tokens[i]!;
  if (t.lower !== 'på' || tokens[i + 1]?.kind !== 'num') return null;
  const en = AMOUNT_NOUNS.get(tokens[i - 1]?.lower ?? '');
  if (!en) return null;
  let k = i + 1;
  while (tokens[k]?.kind === 'num' && k < i + 4) k++;
  // "en förlust på 200 miljoner kronor", "en ökning på 3 procent": a scale word may follow, a percentage is an amount.
  if (SCALE_WORDS.has(tokens[k]?.lower ?? '')) k++;
  const cur = tokens[k];
  if (
    !cur ||
    !(CURRENCY_WORDS.has(cur.lower) || PERCENT.has(cur.lower) || (cur.text === ':' && tokens[k + 1]?.text === '-'))
  )
    return null;
  return { len: 1, token: fixedToken(t, en) };
}

/** "18.00 Middag", "9.30 Samling" → "18:00", "9:30": a time opening a timetable line before a capitalised word. */
export function scheduleTimeSv(tokens: readonly Token[], i: number): EntityMatch | null {
  const t = tokens[i]!;
  if (i !== 0 || t.kind !== 'num') return null;
  const m = /^(\d{1,2})[.:](\d\d)$/.exec(t.text);
  const next = tokens[i + 1];
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59 || next?.kind !== 'word' || !next.cap) return null;
  return { len: 1, token: fixedToken(t, `${m[1]}:${m[2]}`) };
}

/** "Bäst före 2025-03-01", "bäst före: se förpackningen" → "best before": the date label, not "the best". */
export function bestBeforeSv(tokens: readonly Token[], i: number): EntityMatch | null {
  const t = tokens[i]!;
  if (t.lower !== 'bäst' || tokens[i + 1]?.lower !== 'före' || tokens[i - 1]?.kind === 'word') return null;
  return { len: 2, token: fixedToken(t, t.cap ? 'Best before' : 'best before') };
}
