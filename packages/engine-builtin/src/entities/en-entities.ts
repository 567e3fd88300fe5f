import { wordMap } from '../lexicon/word-lists.js';
import type { Token } from '../tokenize.js';
import { spanBeforeNounEn } from './ages.js';
import { hoursRangeEn, noonMidnightEn, weekdaysRange } from './clock.js';
import { money, percentOff } from './en-money.js';
import { dateRangeEn, decadeEn, monthPartEn, numericDateEn, ordinalEn, timesEn } from './en-periods.js';
import { everyEn, halfHourEn, ishEn, twentyFiveEn } from './en-spans.js';
import type { EntityData } from './entity-data.js';
import { municipalEn } from './municipal.js';
import { numberSignEn } from './number-abbr.js';
import { placedAuthorityEn } from './placed-authority.js';
import { addressPart, keptAcronym, numberedPlace, perUnitAlone, unitRange } from './places-codes.js';
import {
  clockTime,
  covering,
  dayOfMonth,
  type EntityMatch,
  fixedToken,
  isYear,
  matchName,
  titleWithPoint,
} from './shared.js';
import {
  matchCode,
  matchDomain,
  matchPlate,
  matchPostal,
  matchStreetEn,
  matchUnit,
  numberRange,
  sendKeyword,
} from './verbatim.js';

type EnToken = Token & { gen?: boolean };

const MONTHS = wordMap('months-en');
const WEEKDAYS = wordMap('weekdays-en');
const PREPS = wordMap('date-prepositions-en');
const CLOCK = wordMap('clock-numbers-en');
const CLOCK_MINUTES = wordMap('clock-minutes-en');
/** Words before a capitalised "May" that make it the month, not the modal. */
const MONTH_CUES = new Set([
  'in',
  'of',
  'during',
  'since',
  'until',
  'by',
  'from',
  'early',
  'late',
  'mid',
  'next',
  'last',
  'this',
  'every',
  'each',
  'before',
  'after',
  'through',
]);

/** "May" is the month only with a cue; other month names always are. */
function month(tokens: readonly EnToken[], k: number, cue: boolean): string | undefined {
  const t = tokens[k];
  if (t?.kind !== 'word') return undefined;
  if (t.lower === 'may' && !(t.cap && cue)) return undefined;
  return MONTHS.get(t.lower.replace(/\.$/, ''));
}

/** "(by) (Monday,) 4 May (2025)", "May 4th, 2025", "4th of May" → "(senast) (måndagen) den 4 maj (2025)". */
function date(tokens: readonly EnToken[], i: number, whole: number): EntityMatch | null {
  // "no later than 2 October" is a deadline like "by".
  const noLater =
    /^not?$/.test(tokens[i]?.lower ?? '') && tokens[i + 1]?.lower === 'later' && tokens[i + 2]?.lower === 'than';
  const prep = noLater ? 'senast' : tokens[i]?.kind === 'word' ? PREPS.get(tokens[i]!.lower) : undefined;
  const plen = noLater ? 3 : 1;
  let k = i + (prep && prep !== 'klockan' ? plen : 0);
  const weekday = WEEKDAYS.get(tokens[k]?.lower ?? '');
  if (weekday) {
    k++;
    if (tokens[k]?.text === ',') k++;
  }
  // "(on) the 3rd of May": the article before a day of the month.
  const the = tokens[k]?.lower === 'the' && tokens[k + 1]?.kind === 'num';
  if (the) k++;
  const dayFirst = tokens[k]?.kind === 'num' ? dayOfMonth(tokens[k]!.text) : null;
  const of = dayFirst && tokens[k + 1]?.lower === 'of' ? 1 : 0;
  const monthAfter = dayFirst ? month(tokens, k + 1 + of, true) : undefined;
  const monthFirst = dayFirst ? undefined : month(tokens, k, true);
  const dayAfter = monthFirst && tokens[k + 1]?.kind === 'num' ? dayOfMonth(tokens[k + 1]!.text) : null;
  const day = dayFirst ?? dayAfter;
  const m = monthAfter ?? (dayAfter ? monthFirst : undefined);
  // "by Friday" → "senast fredag": a weekday alone after a deadline word (on Friday is left to the rules).
  if (
    !m &&
    weekday &&
    ['senast', 'före', 'efter', 'sedan'].includes(prep ?? '') &&
    tokens[i + plen + 1]?.lower !== 'the'
  )
    return { len: plen + 1, token: fixedToken(tokens[i]!, `${prep} ${weekday}`) };
  // "on the 25th" (of every month) → "den 25:e": a day of the month alone, written as an ordinal after "the".
  const after = tokens[k + 1];
  const dayAlone = after?.kind !== 'word' || /^(every|each|of|at|and|or|to|until|so|but)$/.test(after.lower);
  if (dayFirst && !m && the && dayAlone && /(st|nd|rd|th)$/.test(tokens[k]!.text)) {
    const lead = prep && prep !== 'den' && prep !== 'klockan' ? `${prep} ` : '';
    const ending = dayFirst % 10 <= 2 && dayFirst % 10 >= 1 && (dayFirst < 11 || dayFirst > 12) ? 'a' : 'e';
    const wd = weekday ? `${weekday}en ` : '';
    return { len: k + 1 - i, token: fixedToken(tokens[i]!, `${lead}${wd}den ${dayFirst}:${ending}`) };
  }
  if (!day || !m) return null;
  k += monthAfter ? 2 + of : 2;
  if (tokens[k]?.text === ',' && isYear(tokens[k + 1])) k++;
  const year = isYear(tokens[k]) ? ` ${tokens[k++]!.text}` : '';
  const lead = prep && prep !== 'den' && prep !== 'klockan' ? `${prep} ` : '';
  const den = lead || weekday || prep === 'den' || k - i < whole ? 'den ' : '';
  const text = `${lead}${weekday ? `${weekday}en ` : ''}${den}${day} ${m}${year}`;
  return { len: k - i, token: fixedToken(tokens[i]!, text) };
}

/** "in May", "May 2025" → "maj", "maj 2025": a month without a day (the preposition is left to the rules). */
function monthAlone(tokens: readonly EnToken[], i: number): EntityMatch | null {
  const cue = MONTH_CUES.has(tokens[i - 1]?.lower ?? '') || isYear(tokens[i + 1]);
  const m = month(tokens, i, cue);
  if (!m || (tokens[i]!.lower === 'may' && !cue)) return null;
  const year = isYear(tokens[i + 1]) ? ` ${tokens[i + 1]!.text}` : '';
  return { len: year ? 2 : 1, token: fixedToken(tokens[i]!, m + year) };
}

/** am/pm after a time (pm, p.m., PM): 'am' | 'pm' and its token count. */
function meridiem(tokens: readonly EnToken[], k: number): { pm: boolean; len: number } | null {
  const t = tokens[k]?.lower;
  if (t === 'am' || t === 'pm') return { pm: t === 'pm', len: 1 };
  if ((t === 'a' || t === 'p') && tokens[k + 1]?.text === '.' && tokens[k + 2]?.lower === 'm') {
    return { pm: t === 'p', len: tokens[k + 3]?.text === '.' && tokens[k + 4] ? 4 : 3 };
  }
  return null;
}

/** Words before "by" + a bare hour that make it a time to be somewhere or be done (be there by 8, home by 10). */
const BY_HOUR_AFTER = new Set(['there', 'here', 'home', 'back', 'done', 'ready', 'finished', 'in']);

/** The word after a bare hour that makes it no clock time ("at around 7 people"); '' when there is none. */
const laterWord = (t: Token | undefined) =>
  t?.kind === 'word' && !/^(sharp|tonight|today|tomorrow|in|on|and|or|every|then)$/.test(t.lower) ? t.lower : '';

/** "(at) 2:30 pm", "at 14:30", "8 o'clock", "half past seven" → "klockan 14.30", "klockan 8", "halv åtta". */
function time(tokens: readonly EnToken[], i: number): EntityMatch | null {
  const prep = tokens[i]?.kind === 'word' ? PREPS.get(tokens[i]!.lower) : undefined;
  let k = i + (prep && prep !== 'den' ? 1 : 0);
  // "at around 7", "at about half past six" → "runt klockan 7".
  const around = prep === 'klockan' && /^(around|about|approximately)$/.test(tokens[k]?.lower ?? '');
  if (around) k++;
  const t = tokens[k];
  if (!t) return null;
  let text: string | null = null;
  let oclock = false;
  // "half past seven", "(a) quarter to eight".
  const a = t.lower === 'a' && tokens[k + 1]?.lower === 'quarter' ? 1 : 0;
  const part = tokens[k + a]!.lower;
  const rel = tokens[k + a + 1]?.lower;
  const hour = CLOCK.get(tokens[k + a + 2]?.lower ?? '');
  if ((part === 'half' || part === 'quarter') && (rel === 'past' || rel === 'to') && hour) {
    if (part === 'half' && rel === 'to') return null;
    if (part === 'half') {
      const n = Number([...CLOCK.keys()].find((x) => /^\d+$/.test(x) && CLOCK.get(x) === hour));
      text = `halv ${CLOCK.get(String((n % 12) + 1))}`;
    } else text = `kvart ${rel === 'to' ? 'i' : 'över'} ${hour}`;
    k += a + 3;
  } else if (CLOCK_MINUTES.has(part) && !a && (rel === 'past' || rel === 'to') && hour) {
    // "twenty to five" → "tjugo i fem", "ten past six" → "tio över sex".
    text = `${CLOCK_MINUTES.get(part)} ${rel === 'to' ? 'i' : 'över'} ${hour}`;
    k += 3;
  } else if (t.kind === 'num' && clockTime(t.text.replace(/a$/, ''))) {
    // "8:30am" is read as the number "8:30a" and the word "m".
    const glued = /a$/.test(t.text) && tokens[k + 1]?.lower === 'm' && !tokens[k + 1]!.spaceBefore;
    if (/a$/.test(t.text) && !glued) return null;
    const c = clockTime(t.text.replace(/a$/, ''))!;
    const mer = glued ? { pm: false, len: 1 } : meridiem(tokens, k + 1);
    oclock = tokens[k + 1]?.lower === "o'clock";
    // After "at" a time may be written with a point (at 11.30) or, with "around" or "sharp", be a bare hour.
    const atTime =
      prep === 'klockan' &&
      (/^\d{1,2}\.\d\d$/.test(t.text) ||
        ((around || tokens[k + 1]?.lower === 'sharp') && /^\d{1,2}$/.test(t.text) && !laterWord(tokens[k + 1])));
    // "I'll be there by 8", "home by 10" → "senast klockan 8": a bare hour after by and a word of arriving or
    // finishing ("increased by 8" is a number).
    const byHour =
      prep === 'senast' &&
      /^\d{1,2}$/.test(t.text) &&
      BY_HOUR_AFTER.has(tokens[i - 1]?.lower ?? '') &&
      !laterWord(tokens[k + 1]) &&
      tokens[k + 1]?.lower !== 'in';
    if (!mer && !oclock && !t.text.includes(':') && !atTime && !byHour) return null;
    const h = mer ? (mer.pm && c.h < 12 ? c.h + 12 : !mer.pm && c.h === 12 ? 0 : c.h) : c.h;
    const hour = !mer && /^0\d/.test(t.text) ? String(h).padStart(2, '0') : String(h);
    text = c.m || t.text.includes(':') ? `${hour}.${String(c.m).padStart(2, '0')}` : hour;
    k += 1 + (mer?.len ?? 0) + (oclock ? 1 : 0);
  } else if (around && CLOCK.has(t.lower) && !/^\d/.test(t.lower) && !laterWord(tokens[k + 1])) {
    // "at about seven" → "runt klockan sju".
    text = CLOCK.get(t.lower)!;
    k += 1;
  } else if (CLOCK.has(t.lower) && tokens[k + 1]?.lower === "o'clock") {
    text = CLOCK.get(t.lower)!;
    oclock = true;
    k += 2;
  }
  if (text === null) return null;
  // "at 8 sharp" → "klockan 8 prick".
  if (tokens[k]?.lower === 'sharp') {
    text += ' prick';
    k++;
  }
  if (around) return { len: k - i, token: fixedToken(tokens[i]!, `runt klockan ${text}`) };
  // "at 2:30 pm" → "klockan 14.30", "by 8 am" → "senast klockan 8"; a bare time stays bare (It is half past four), o'clock is klockan.
  const lead = prep === 'klockan' ? 'klockan ' : prep && prep !== 'den' ? `${prep} klockan ` : oclock ? 'klockan ' : '';
  return { len: k - i, token: fixedToken(tokens[i]!, lead + text) };
}

/**
 * English entities replaced by their Swedish form before tagging: multiword institution names (merged for the names
 * map, with their "the"), dates, months, clock times and amounts; decimal points become commas.
 */
export function recognizeEn(tokens: readonly EnToken[], data: EntityData): EnToken[] {
  const out: EnToken[] = [];
  const whole = tokens.filter((t) => t.kind !== 'punct').length;
  for (let i = 0; i < tokens.length; ) {
    const t = tokens[i]!;
    const placed = placedAuthorityEn(tokens, i, data.namesEnSv);
    if (placed) {
      out.push(covering(placed.token, tokens, i, placed.len));
      i += placed.len;
      continue;
    }
    const the = t.lower === 'the' ? matchName(tokens, i + 1, data.enNames) : null;
    if (the?.token.text.startsWith('the ')) {
      out.push({ ...covering(the.token, tokens, i, the.len + 1), spaceBefore: t.spaceBefore });
      i += the.len + 1;
      continue;
    }
    const m =
      matchName(tokens, i, data.enNames) ??
      municipalEn(tokens, i, data.namesEnSv) ??
      monthPartEn(tokens, i) ??
      dateRangeEn(tokens, i) ??
      date(tokens, i, whole) ??
      numericDateEn(tokens, i) ??
      decadeEn(tokens, i) ??
      hoursRangeEn(tokens, i) ??
      twentyFiveEn(tokens, i) ??
      ishEn(tokens, i) ??
      time(tokens, i) ??
      noonMidnightEn(tokens, i) ??
      weekdaysRange(tokens, i, 'en') ??
      money(tokens, i) ??
      spanBeforeNounEn(tokens, i) ??
      percentOff(tokens, i) ??
      timesEn(tokens, i) ??
      everyEn(tokens, i) ??
      halfHourEn(tokens, i) ??
      titleWithPoint(tokens, i) ??
      numberSignEn(tokens, i) ??
      matchDomain(tokens, i) ??
      matchPostal(tokens, i) ??
      matchStreetEn(tokens, i) ??
      matchUnit(tokens, i, 'en') ??
      unitRange(tokens, i, 'en') ??
      numberRange(tokens, i) ??
      numberedPlace(tokens, i, 'en') ??
      addressPart(tokens, i) ??
      keptAcronym(tokens, i) ??
      perUnitAlone(tokens, i, 'en') ??
      matchPlate(tokens, i) ??
      sendKeyword(tokens, i) ??
      matchCode(tokens, i);
    const named = m ?? monthAlone(tokens, i);
    if (named) {
      // "by 8 at the latest" → "senast klockan 8": the deadline is said once.
      const k = i + named.len;
      const latest = tokens[k]?.lower === 'at' && tokens[k + 2]?.lower === 'latest' && tokens[k + 1]?.lower === 'the';
      const len = latest && named.token.text.startsWith('senast ') ? named.len + 3 : named.len;
      out.push(covering(named.token, tokens, i, len));
      i += len;
      continue;
    }
    const ordinal = ordinalEn(tokens, i);
    if (ordinal) {
      out.push(ordinal);
      i++;
      continue;
    }
    // Decimal points become commas, and a percent sign takes a space (25% → 25 %).
    const text =
      t.kind === 'num' && /^\d+(\.\d+)?%?$/.test(t.text) ? t.text.replace('.', ',').replace(/%$/, ' %') : t.text;
    out.push(text === t.text ? t : { ...t, text });
    i++;
  }
  return out;
}
