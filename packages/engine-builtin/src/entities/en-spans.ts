import { wordMap, wordSet } from '../lexicon/word-lists.js';
import type { Token } from '../tokenize.js';
import { type EntityMatch, fixedToken } from './shared.js';

const EVERY_UNITS = wordMap('every-units-en');
const EVERY_ORDINALS = wordMap('every-ordinals-en');
const NEUTER_UNITS = wordSet('every-units-neuter-sv');
const HALF_PREPS = wordMap('half-hour-preps-en');
const CLOCK = wordMap('clock-numbers-en');

/** The Swedish ordinal ending of a number in digits: 1:a, 2:a, 21:a, but 11:e, 12:e, 15:e. */
const ordinalEnding = (n: number) => (n % 10 <= 2 && n % 10 > 0 && n % 100 !== 11 && n % 100 !== 12 ? 'a' : 'e');

/**
 * "every 15 minutes", "every three days", "every 2 weeks" → "var 15:e minut", "var tredje dag", "varannan vecka";
 * "every second/other/third week", "every other Tuesday" → "varannan vecka", "var tredje vecka", "varannan tisdag":
 * Swedish counts the interval with an ordinal and a singular noun ("varje 15 minuter", "varje andra vecka" are wrong);
 * a neuter noun takes "vart" (vartannat år, vart tredje år). Starts only on the word "every".
 */
export function everyEn(tokens: readonly Token[], i: number): EntityMatch | null {
  if (tokens[i]!.lower !== 'every') return null;
  const n = tokens[i + 1];
  const unit = EVERY_UNITS.get(tokens[i + 2]?.lower ?? '');
  if (!n || !unit) return null;
  const word = EVERY_ORDINALS.get(n.lower);
  const ord =
    word ?? (n.kind === 'num' && /^\d{1,3}$/.test(n.text) ? `${n.text}:${ordinalEnding(Number(n.text))}` : '');
  if (!ord) return null;
  const neuter = NEUTER_UNITS.has(unit);
  const text =
    ord === 'annan' ? `${neuter ? 'vartannat' : 'varannan'} ${unit}` : `${neuter ? 'vart' : 'var'} ${ord} ${unit}`;
  return { len: 3, token: fixedToken(tokens[i]!, text) };
}

/**
 * "(about|in|for …) half an hour" → "(ungefär|om|i …) en halvtimme"; "an hour and a half", "one and a half hours" →
 * "en och en halv timme".
 */
export function halfHourEn(tokens: readonly Token[], i: number): EntityMatch | null {
  const t = tokens[i]!;
  const prep = HALF_PREPS.get(t.lower);
  const k = prep ? i + 1 : i;
  const w0 = tokens[k]?.lower;
  if (w0 !== 'half' && w0 !== 'an' && w0 !== 'one') return null;
  const w = tokens.slice(k, k + 5).map((x) => x.lower);
  const lead = prep ? `${prep} ` : '';
  if (w[0] === 'half' && w[1] === 'an' && w[2] === 'hour')
    return { len: k + 3 - i, token: fixedToken(t, `${lead}en halvtimme`) };
  const span =
    (w[0] === 'an' && w[1] === 'hour' && w[2] === 'and' && w[3] === 'a' && w[4] === 'half') ||
    (w[0] === 'one' && w[1] === 'and' && w[2] === 'a' && w[3] === 'half' && w[4] === 'hours');
  return span ? { len: k + 5 - i, token: fixedToken(t, `${lead}en och en halv timme`) } : null;
}

/** "(at) twenty-five past four", "twenty-five to six" → "(klockan) fem i halv fem", "fem över halv sex". */
export function twentyFiveEn(tokens: readonly Token[], i: number): EntityMatch | null {
  const at = tokens[i]!.lower === 'at' ? 1 : 0;
  let k = i + at;
  const a = tokens[k]?.lower;
  if (a === 'twenty' && tokens[k + 1]?.text === '-' && tokens[k + 2]?.lower === 'five') k += 3;
  else if (a === 'twenty-five') k++;
  else return null;
  const rel = tokens[k]?.lower;
  const h = tokens[k + 1]?.lower ?? '';
  const hour = CLOCK.get(h);
  if ((rel !== 'past' && rel !== 'to') || !hour || /^\d/.test(h)) return null;
  const n = Number([...CLOCK.keys()].find((x) => /^\d+$/.test(x) && CLOCK.get(x) === hour));
  const half = rel === 'past' ? CLOCK.get(String((n % 12) + 1)) : hour;
  const text = `${at ? 'klockan ' : ''}fem ${rel === 'past' ? 'i' : 'över'} halv ${half}`;
  return { len: k + 2 - i, token: fixedToken(tokens[i]!, text) };
}

/** "(at|around) 7ish", "7-ish" → "vid 7-tiden": an hour given roughly. */
export function ishEn(tokens: readonly Token[], i: number): EntityMatch | null {
  const lead = /^(at|around|about)$/.test(tokens[i]!.lower) ? 1 : 0;
  const n = tokens[i + lead];
  if (n?.kind !== 'num' || !/^\d{1,2}$/.test(n.text) || Number(n.text) > 24) return null;
  let k = i + lead + 1;
  if (tokens[k]?.text === '-' && !tokens[k]!.spaceBefore) k++;
  const ish = tokens[k];
  if (ish?.lower !== 'ish' || ish.spaceBefore) return null;
  return { len: k + 1 - i, token: fixedToken(tokens[i]!, `vid ${n.text}-tiden`) };
}
