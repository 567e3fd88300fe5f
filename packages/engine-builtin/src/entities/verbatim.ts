import { wordMap, wordSet } from '../lexicon/word-lists.js';
import type { Token } from '../tokenize.js';
import { type EntityMatch, fixedToken } from './shared.js';

const STREETS_SV = [...wordSet('street-suffixes-sv')];
const STREETS_EN = wordSet('street-suffixes-en');
const UNITS = { sv: wordMap('units-sv'), en: wordMap('units-en') };
const DOMAINS = wordSet('top-level-domains');
const TITLES_SV = wordMap('titles-sv');
/** Capitals before a number that are no vehicle or flight code: currency codes and the clock abbreviation. */
const NOT_CODES = new Set(['SEK', 'EUR', 'USD', 'GBP', 'NOK', 'DKK', 'CHF', 'KR', 'KL', 'NR', 'NO']);

/** The source text of tokens from..to-1, spaced as written. */
export function sourceText(tokens: readonly Token[], from: number, to: number): string {
  let text = '';
  for (let k = from; k < to; k++) text += (k > from && tokens[k]!.spaceBefore ? ' ' : '') + tokens[k]!.text;
  return text;
}

const glued = (t: Token | undefined) => t !== undefined && !t.spaceBefore;
const hasDigit = (t: Token) => /\d/.test(t.text);
/** A letter part of a code: capitals (12B, 22PQ) or a word with digits in it (XK7); not a unit or am/pm (9am, 5kg). */
const codeLetters = (t: Token) => t.kind === 'word' && (/\d/.test(t.text) || /^\p{Lu}{1,4}$/u.test(t.text));

/**
 * A reference, order or case code written without spaces ("XK7-22PQ", "12B", "AB-1234"), an international
 * phone prefix ("+44") or a number after "#" ("#12345"): kept byte for byte as one token, so it is neither split nor looked up as words.
 */
export function matchCode(tokens: readonly Token[], i: number): EntityMatch | null {
  const t = tokens[i]!;
  // "+44", "#12345" (an order number as shops write it).
  if ((t.text === '+' || t.text === '#') && tokens[i + 1]?.kind === 'num' && glued(tokens[i + 1]))
    if (t.spaceBefore || (t.text === '#' && i === 0))
      return { len: 2, token: fixedToken(t, t.text + tokens[i + 1]!.text) };
  if (t.kind !== 'word' && t.kind !== 'num') return null;
  let k = i + 1;
  let mixed = t.kind === 'word' && hasDigit(t);
  let letters = codeLetters(t);
  let digits = hasDigit(t);
  for (;;) {
    const n = tokens[k];
    if (glued(n) && (n!.kind === 'word' || n!.kind === 'num')) {
      if (n!.kind === 'word' && !codeLetters(n!)) return null;
      letters ||= codeLetters(n!);
      digits ||= hasDigit(n!);
      k++;
    } else if (glued(n) && /^[-/.]$/.test(n!.text) && glued(tokens[k + 1]) && /[\p{L}\d]/u.test(tokens[k + 1]!.text))
      k++;
    else break;
  }
  mixed ||= k - i > 1 && letters && digits;
  if (!mixed || (t.kind === 'word' && !codeLetters(t))) return null;
  return { len: k - i, token: fixedToken(t, sourceText(tokens, i, k)) };
}

const swedishStreet = (w: string) => STREETS_SV.some((s) => w.endsWith(s) && w.length >= s.length + 2);

/** A house number (12, 12B) at k; its token count. */
function houseNumber(tokens: readonly Token[], k: number): number {
  if (tokens[k]?.kind !== 'num' || !/^\d{1,4}$/.test(tokens[k]!.text)) return 0;
  const letter = tokens[k + 1];
  if (!letter || !/^\p{Lu}$/u.test(letter.text)) return 1;
  // "Storgatan 12 B": a letter written apart counts when the address goes on or ends after it.
  const after = tokens[k + 2];
  return glued(letter) || !after || after.kind === 'punct' ? 2 : 1;
}

/**
 * "(på) Storgatan 12B" → "(at) Storgatan 12B": a Swedish street name is an address, kept as written with its number;
 * "på" before it is "at" (with a number) or "on" (without). Without a number only inside the sentence, where the
 * capital marks a name.
 */
export function matchStreetSv(tokens: readonly Token[], i: number): EntityMatch | null {
  const pa = tokens[i]?.lower === 'på' ? 1 : 0;
  const t = tokens[i + pa];
  if (t?.kind !== 'word' || !t.cap) return null;
  if (!swedishStreet(t.lower)) return null;
  const num = houseNumber(tokens, i + pa + 1);
  if (!num && i + pa === 0) return null;
  const lead = pa ? (num ? 'at ' : 'on ') : '';
  const len = pa + 1 + num;
  return { len, token: fixedToken(tokens[i]!, lead + sourceText(tokens, i + pa, i + len)) };
}

/**
 * "(at) 221 King Street" → "(på) 221 King Street": an English street name (capitalised words ending in Street, Road,
 * Avenue …), with its house number, kept as written; "at", "on" or "in" before it is "på".
 */
export function matchStreetEn(tokens: readonly Token[], i: number): EntityMatch | null {
  const pa = ['at', 'on', 'in'].includes(tokens[i]?.lower ?? '') ? 1 : 0;
  let k = i + pa;
  k += houseNumber(tokens, k);
  const first = k;
  // A Swedish street in an English sentence ("at Blomgatan 3") is kept the same way.
  const sv = tokens[first];
  if (sv?.kind === 'word' && sv.cap && swedishStreet(sv.lower) && (pa || houseNumber(tokens, k + 1))) {
    const end = k + 1 + houseNumber(tokens, k + 1);
    return { len: end - i, token: fixedToken(tokens[i]!, (pa ? 'på ' : '') + sourceText(tokens, i + pa, end)) };
  }
  while (tokens[k]?.kind === 'word' && tokens[k]!.cap && !STREETS_EN.has(tokens[k]!.lower)) k++;
  const suffix = tokens[k];
  if (k === first || suffix?.kind !== 'word' || !suffix.cap || !STREETS_EN.has(suffix.lower)) return null;
  k++;
  if (['st', 'rd', 'ave'].includes(suffix.lower) && tokens[k]?.text === '.' && glued(tokens[k])) k++;
  return { len: k - i, token: fixedToken(tokens[i]!, (pa ? 'på ' : '') + sourceText(tokens, i + pa, k)) };
}

/**
 * "2 dl", "300 g", "4,5 kg", "12 pcs", "200 °C" → the amount with the other language's unit (decimal sign
 * converted); English "of" after a unit before a noun is dropped ("500 ml of water" → "500 ml vatten").
 */
export function matchUnit(tokens: readonly Token[], i: number, lang: 'sv' | 'en'): EntityMatch | null {
  const n = tokens[i]!;
  if (n.kind !== 'num') return null;
  // "1 200 kvm" → "1,200 sq m", "1,200 kg" → "1 200 kg": thousands grouped the other language's way.
  const groups = [n.text];
  while (
    lang === 'sv' &&
    /^\d{1,3}$/.test(groups[groups.length - 1]!) &&
    /^\d{3}(,\d+)?$/.test(tokens[i + groups.length]?.text ?? '')
  )
    groups.push(tokens[i + groups.length]!.text);
  const extra = groups.length - 1;
  if (extra) i += extra;
  const enThousands = lang === 'en' && /^\d{1,3}(,\d{3})+(\.\d+)?$/.test(n.text);
  if (!extra && !enThousands && !/^\d+([.,]\d+)?$/.test(n.text)) return null;
  const amount = extra
    ? groups.join(',').replace(/,(\d{1,2})$/, '.$1')
    : enThousands
      ? n.text.replace(/,/g, ' ').replace('.', ',')
      : lang === 'sv'
        ? n.text.replace(',', '.')
        : n.text.replace('.', ',');
  const u = tokens[i + 1];
  if (u?.text === '°' && /^[CF]$/.test(tokens[i + 2]?.text ?? '') && glued(tokens[i + 2]))
    return { len: 3 + extra, token: fixedToken(n, `${amount}${u.spaceBefore ? ' ' : ''}°${tokens[i + 2]!.text}`) };
  if (u?.kind !== 'word') return null;
  let key = u.text.length > 2 ? u.lower : u.text.toLowerCase();
  let len = 2;
  // "percentage points", "sq m": a unit of two words.
  const two = tokens[i + 2]?.kind === 'word' ? `${key} ${tokens[i + 2]!.lower}` : '';
  if (two && UNITS[lang].has(two)) {
    key = two;
    len = 3;
  }
  if (tokens[i + 2]?.text === '/' && glued(tokens[i + 2]) && tokens[i + 3]?.lower === 'h' && glued(tokens[i + 3])) {
    key = `${key}/h`;
    len = 4;
  }
  // "g", "l", "m" are units only in lower case after a number ("4 M" is no metre).
  const unit = u.text === u.text.toLowerCase() || u.text.length > 1 ? UNITS[lang].get(key) : undefined;
  if (!unit) return null;
  if (lang === 'sv' && key === 'st' && tokens[i + len]?.text === '.' && glued(tokens[i + len]) && tokens[i + len + 1])
    len++;
  // "3 st ägg" → "3 eggs": the count word before a noun is left out.
  if (lang === 'sv' && key === 'st' && tokens[i + len]?.kind === 'word')
    return { len: len + extra, token: fixedToken(n, amount) };
  if (lang === 'en' && tokens[i + len]?.lower === 'of' && tokens[i + len + 1]?.kind === 'word') len++;
  return { len: len + extra, token: fixedToken(n, `${amount} ${unit}`) };
}

/**
 * "1177.se", "skatteverket.se/kontakt" → kept as written: a web address without www (a name, dots, a known ending,
 * an optional path). Only lower-case endings, so "… i Stockholm.Se" is no address.
 */
export function matchDomain(tokens: readonly Token[], i: number): EntityMatch | null {
  const t = tokens[i]!;
  if (t.kind !== 'word' && t.kind !== 'num') return null;
  let k = i + 1;
  let last = -1;
  while (
    tokens[k]?.text === '.' &&
    glued(tokens[k]) &&
    glued(tokens[k + 1]) &&
    /^[\p{L}\d]/u.test(tokens[k + 1]!.text)
  ) {
    if (DOMAINS.has(tokens[k + 1]!.text)) last = k + 2;
    k += 2;
  }
  if (last < 0) return null;
  k = last;
  while (tokens[k]?.text === '/' && glued(tokens[k]) && glued(tokens[k + 1]) && tokens[k + 1]!.kind !== 'punct') k += 2;
  return { len: k - i, token: fixedToken(t, sourceText(tokens, i, k)) };
}

/** "Fru Brankovsky", "herr Lind" → "Mrs Brankovsky", "Mr Lind": a Swedish title before a capitalised name. */
export function matchTitleSv(tokens: readonly Token[], i: number): EntityMatch | null {
  const t = tokens[i]!;
  const en = TITLES_SV.get(t.lower);
  const name = tokens[i + 1];
  if (!en || name?.kind !== 'word' || !/^\p{Lu}\p{Ll}/u.test(name.text)) return null;
  return { len: 1, token: fixedToken(t, en) };
}

/**
 * "411 38 Göteborg", "Box 123": a Swedish postcode with its town, or a post box, kept as written (a postal address
 * is copied exactly, so the town keeps its Swedish name).
 */
export function matchPostal(tokens: readonly Token[], i: number): EntityMatch | null {
  const t = tokens[i]!;
  if (t.text === 'Box' && tokens[i + 1]?.kind === 'num' && /^\d{1,5}$/.test(tokens[i + 1]!.text))
    return { len: 2, token: fixedToken(t, sourceText(tokens, i, i + 2)) };
  if (t.kind !== 'num' || !/^\d{3}$/.test(t.text) || !/^\d{2}$/.test(tokens[i + 1]?.text ?? '')) return null;
  let k = i + 2;
  while (tokens[k]?.kind === 'word' && /^\p{Lu}/u.test(tokens[k]!.text)) k++;
  return k > i + 2 ? { len: k - i, token: fixedToken(t, sourceText(tokens, i, k)) } : null;
}

/**
 * "3–5", "10–18" written with a dash between two numbers (a range of days, ages, a score): kept as one number, so
 * it is neither spaced out nor read as two.
 */
export function numberRange(tokens: readonly Token[], i: number): EntityMatch | null {
  const [a, dash, b] = [tokens[i], tokens[i + 1], tokens[i + 2]];
  if (a?.kind !== 'num' || !/^\d+$/.test(a.text) || (dash?.text !== '–' && dash?.text !== '-')) return null;
  if (dash.spaceBefore || b?.kind !== 'num' || b.spaceBefore || !/^\d+$/.test(b.text)) return null;
  return { len: 3, token: { ...a, text: `${a.text}–${b.text}`, lower: `${a.text}–${b.text}`, end: b.end } };
}

/**
 * "ABC 123", "ABC 12D" (a registration plate), "SK 1415", "D8 4321" (a flight or train code) → kept as written, so the
 * letters are neither looked up nor reported unknown.
 */
export function matchPlate(tokens: readonly Token[], i: number): EntityMatch | null {
  const [t, n, tail] = [tokens[i]!, tokens[i + 1], tokens[i + 2]];
  if (t.kind !== 'word' || NOT_CODES.has(t.text) || n?.kind !== 'num' || !n.spaceBefore) return null;
  const letter = glued(tail) && tail!.kind === 'word' && /^\p{Lu}$/u.test(tail!.text) ? 1 : 0;
  const plate = /^\p{Lu}{3}$/u.test(t.text) && (letter ? /^\d{2}$/ : /^\d{3}$/).test(n.text);
  const flight = /^(\p{Lu}{2}|\p{Lu}\d|\d\p{Lu})$/u.test(t.text) && /^\d{1,4}$/.test(n.text) && !letter;
  if (!plate && !flight) return null;
  return { len: 2 + letter, token: fixedToken(t, sourceText(tokens, i, i + 2 + letter)) };
}

/** Verbs before a keyword one sends or replies with (Text STOP to 72550, Svara JA, Skicka INFO till …). */
const SEND_VERBS = new Set([
  'text',
  'sms',
  'sms:a',
  'smsa',
  'send',
  'skicka',
  'reply',
  'svara',
  'write',
  'skriv',
  'type',
]);

/** "Text STOP to 72550", "Svara JA" → the keyword in capitals kept as written: it is what the user must type. */
export function sendKeyword(tokens: readonly Token[], i: number): EntityMatch | null {
  const t = tokens[i]!;
  if (t.kind !== 'word' || !/^\p{Lu}{2,12}$/u.test(t.text) || !SEND_VERBS.has(tokens[i - 1]?.lower ?? '')) return null;
  return { len: 1, token: fixedToken(t, t.text) };
}
