import { wordMap } from '../lexicon/word-lists.js';
import type { Token } from '../tokenize.js';
import { preposition } from './clock.js';
import { type EntityMatch, fixedToken } from './shared.js';
import { matchUnit } from './verbatim.js';

const DECADES_SV = wordMap('decades-sv');
const WEEKDAYS_SV = wordMap('weekdays-sv');
const CLOCK_SV = wordMap('clock-numbers-sv');
const WEEK_ORDER = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
/** Forms of "vara"/"bli" after which "på" + a measure is the size itself (Lägenheten är på 68 m² → is 68 m²). */
const BE_SV = new Set(['är', 'var', 'blir', 'blev', 'vara', 'varit']);
/** Units a size is given in: area, length, weight, volume (not money, where "på" is "for": fakturan är på 500 kr). */
const SIZE_UNITS = /^(m²|km²|sq m|m|cm|mm|km|kg|g|hg|l|dl|cl|ml|MB|GB)$/;

/** "(på) åttiotalet" → "(in) the eighties": a decade written in words. */
export function decadeWordSv(tokens: readonly Token[], i: number): EntityMatch | null {
  const on = /^(på|under)$/.test(tokens[i]?.lower ?? '') ? 1 : 0;
  const en = DECADES_SV.get(tokens[i + on]?.lower ?? '');
  if (!en) return null;
  const lead = on ? (tokens[i]!.lower === 'under' ? 'during ' : 'in ') : '';
  return { len: on + 1, token: fixedToken(tokens[i]!, lead + en) };
}

/**
 * "30 grader varmt" → "30 degrees", "10 grader kallt" → "minus 10 degrees", "5 minusgrader" → "minus 5 degrees":
 * Swedish says which side of zero with an adjective or a compound, English with a sign.
 */
export function degreesSv(tokens: readonly Token[], i: number): EntityMatch | null {
  const n = tokens[i]!;
  if (n.kind !== 'num' || !/^\d+(,\d+)?$/.test(n.text)) return null;
  const amount = n.text.replace(',', '.');
  const w = tokens[i + 1]?.lower;
  if (w === 'minusgrader' || w === 'plusgrader')
    return { len: 2, token: fixedToken(n, `${w === 'minusgrader' ? 'minus ' : ''}${amount} degrees`) };
  const side = tokens[i + 2]?.lower;
  if ((w !== 'grader' && w !== 'grad') || (side !== 'varmt' && side !== 'kallt')) return null;
  const minus = side === 'kallt' && tokens[i - 1]?.lower !== 'minus' ? 'minus ' : '';
  return { len: 3, token: fixedToken(n, `${minus}${amount} degree${amount === '1' ? '' : 's'}`) };
}

/** "är på 68 m²" → "is 68 m²": "på" before a size after "vara" is left out (the size is the predicate). */
export function sizeAfterVara(tokens: readonly Token[], i: number, prev: Token | undefined): EntityMatch | null {
  if (tokens[i]?.lower !== 'på' || !BE_SV.has(prev?.lower ?? '')) return null;
  const m = matchUnit(tokens, i + 1, 'sv');
  if (!m || !SIZE_UNITS.test(m.token.text.replace(/^[\d.]+ /, ''))) return null;
  return { len: m.len + 1, token: { ...m.token, spaceBefore: tokens[i]!.spaceBefore } };
}

/** "(körde) i 120 km/h" → "at 120 km/h": a speed after "i" is "at". Starts only on "i" before a number. */
export function speedAtSv(tokens: readonly Token[], i: number): EntityMatch | null {
  if (tokens[i]!.lower !== 'i' || tokens[i + 1]?.kind !== 'num') return null;
  const m = matchUnit(tokens, i + 1, 'sv');
  if (!m || !/\/h$|^[\d.]+ mph$/.test(m.token.text)) return null;
  return { len: m.len + 1, token: fixedToken(tokens[i]!, `at ${m.token.text}`) };
}

const suffix = (n: number) =>
  n % 100 >= 11 && n % 100 <= 13 ? 'th' : n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th';

/** "50:e", "1:a" (an ordinal in digits that is no date) → "50th", "1st". */
export function ordinalSv(t: Token): Token {
  const m = t.kind === 'num' ? /^(\d+):[ea]$/.exec(t.text) : null;
  if (!m) return t;
  const text = `${m[1]}${suffix(Number(m[1]))}`;
  return { ...t, text, lower: text };
}

/**
 * "(vid) 7-tiden", "runt 10-tiden", "vid sjutiden" → "around 7", "around 10", "around seven": an hour given roughly.
 * Starts on vid/runt/kring/omkring, a number, or a word ending in "tiden".
 */
export function hourAboutSv(tokens: readonly Token[], i: number): EntityMatch | null {
  const w = tokens[i]?.lower ?? '';
  const p = w === 'vid' || w === 'runt' || w === 'kring' || w === 'omkring' ? 1 : 0;
  const [n, dash, tiden] = [tokens[i + p], tokens[i + p + 1], tokens[i + p + 2]];
  // "sjutiden", "tolvtiden": the hour written as a word in one compound with "tiden".
  const hourWord =
    n?.kind === 'word' && n.lower.endsWith('tiden')
      ? (CLOCK_SV.get(n.lower.slice(0, -5)) ?? CLOCK_SV.get(n.lower.slice(0, -4)))
      : undefined;
  if (hourWord) return { len: p + 1, token: fixedToken(tokens[i]!, `around ${hourWord}`) };
  if (n?.kind !== 'num' || !/^\d{1,2}$/.test(n.text) || Number(n.text) > 24) return null;
  if (dash?.text !== '-' || dash.spaceBefore || tiden?.lower !== 'tiden' || tiden.spaceBefore) return null;
  return { len: p + 3, token: fixedToken(tokens[i]!, `around ${n.text}`) };
}

/** "(under) natten till/mot fredag" → "on Thursday night": the night is named after the evening it starts. */
export function nightBeforeSv(tokens: readonly Token[], i: number): EntityMatch | null {
  const under = tokens[i]?.lower === 'under' ? 1 : 0;
  const rel = tokens[i + under + 1]?.lower;
  const day = WEEKDAYS_SV.get(tokens[i + under + 2]?.lower ?? '');
  if (tokens[i + under]?.lower !== 'natten' || (rel !== 'till' && rel !== 'mot') || !day) return null;
  const before = WEEK_ORDER[(WEEK_ORDER.indexOf(day) + 6) % 7];
  return { len: under + 3, token: fixedToken(tokens[i]!, `on ${before} night`) };
}

/** "senast 2025-07-31", "från 2025-03-01" → "by 2025-07-31", "from 2025-03-01": an ISO date after its preposition. */
export function isoDateSv(tokens: readonly Token[], i: number): EntityMatch | null {
  const p = preposition(tokens, i);
  const d = p && tokens[i + p.len];
  if (!p || p.en === 'around' || d?.kind !== 'num' || !/^(19|20)\d\d-[01]\d-[0-3]\d$/.test(d.text)) return null;
  // "från 2025-03-01 till 2025-03-31" → "from … to …".
  const to = p.en === 'until' && tokens.slice(Math.max(0, i - 3), i).some((t) => t.lower === 'från');
  return { len: p.len + 1, token: fixedToken(tokens[i]!, `${to ? 'to' : p.en} ${d.text}`) };
}
