import { wordMap } from '../lexicon/word-lists.js';
import type { Token } from '../tokenize.js';
import { ageSv, yearsOldSv } from './ages.js';
import { clockPhraseSv, hoursRangeSv, preposition, weekdaysRange } from './clock.js';
import type { EntityData } from './entity-data.js';
import { municipalSv } from './municipal.js';
import { numberAbbrSv } from './number-abbr.js';
import { placedAuthoritySv } from './placed-authority.js';
import { addressPart, keptAcronym, numberedPlace, perUnitAlone, unitRange } from './places-codes.js';
import { clockTime, covering, dayOfMonth, type EntityMatch, fixedToken, isYear, matchName } from './shared.js';
import { subjectAfterVerb, weekNumber } from './sv-calendar.js';
import {
  decadeWordSv,
  degreesSv,
  hourAboutSv,
  isoDateSv,
  nightBeforeSv,
  ordinalSv,
  sizeAfterVara,
  speedAtSv,
} from './sv-measures.js';
import {
  amountPrepSv,
  andAHalfSv,
  bestBeforeSv,
  codeAmountSv,
  everySv,
  scheduleTimeSv,
  thousandsSv,
  timeSpanSv,
} from './sv-spans.js';
import {
  matchCode,
  matchDomain,
  matchPlate,
  matchPostal,
  matchStreetSv,
  matchTitleSv,
  matchUnit,
  numberRange,
  sendKeyword,
} from './verbatim.js';

const MONTHS = wordMap('months-sv');
const WEEKDAYS = wordMap('weekdays-sv');
const ORDINAL_DAYS = wordMap('ordinal-days-sv');
const PER = wordMap('per-sv');
const CURRENCIES = wordMap('currencies-sv');
/** Words after which a date is a predicate or subject, not an adverbial: "Idag är det den 4 maj" takes no "on". */
const NO_ON_AFTER = new Set(['det', 'idag', 'dag', 'datum', 'datumet', 'från', 'till', 'och']);

/** 14:30; a written leading zero is kept (06.45 → 06:45). */
const hhmm = (t: { h: number; m: number }, src = '') =>
  `${/^0\d/.test(src) ? String(t.h).padStart(2, '0') : t.h}:${String(t.m).padStart(2, '0')}`;

/** What may open a date: a preposition (senast, före …), a weekday, "den"; `k` is the token after them. */
function dateOpening(tokens: readonly Token[], i: number) {
  const p = preposition(tokens, i);
  let k = i + (p?.len ?? 0);
  const weekday = WEEKDAYS.get(tokens[k]?.lower ?? '');
  if (weekday) k++;
  const den = tokens[k]?.lower === 'den';
  if (den) k++;
  return { p, k, weekday, den };
}

/** "(senast) (måndagen) (den) 4(:e) maj (2025)" → "(by) (Monday) 4 May (2025)". */
function date(tokens: readonly Token[], i: number, prev: Token | undefined): EntityMatch | null {
  let { p, k, weekday, den } = dateOpening(tokens, i);
  // "den tredje juni": a day written as an ordinal word, before a month only.
  const ordinal = MONTHS.has(tokens[k + 1]?.lower ?? '') ? ORDINAL_DAYS.get(tokens[k]?.lower ?? '') : undefined;
  const day = tokens[k]?.kind === 'num' ? dayOfMonth(tokens[k]!.text) : ordinal ? Number(ordinal) : null;
  const month = day ? MONTHS.get(tokens[k + 1]?.lower ?? '') : undefined;
  // "senast fredag" → "by Friday": a weekday alone after a deadline word (på fredag is left to the rules).
  if (!month && weekday && p && !den && ['by', 'before', 'after', 'since'].includes(p.en))
    return { len: k - i, token: fixedToken(tokens[i]!, `${p.en} ${weekday}`) };
  // "den 25:e (varje månad)" → "the 25th": a day of the month alone, written as an ordinal.
  const after = tokens[k + 1];
  const dayAlone =
    after?.kind !== 'word' || /^(varje|i|idag|imorgon|och|eller|till|kl|klockan|senast)$/.test(after.lower);
  if (day && !month && den && dayAlone && /^\d{1,2}:[ea]$/.test(tokens[k]!.text)) {
    const predicate = /^(är|var|blir|blev)$/.test(prev?.lower ?? '');
    const adverbial = prev?.kind === 'word' && !NO_ON_AFTER.has(prev.lower) && !predicate && !p;
    const lead = p ? `${p.en} ` : adverbial ? 'on ' : '';
    const th =
      day % 10 === 1 && day !== 11
        ? 'st'
        : day % 10 === 2 && day !== 12
          ? 'nd'
          : day % 10 === 3 && day !== 13
            ? 'rd'
            : 'th';
    const wd = weekday ? `${weekday} ` : '';
    return { len: k + 1 - i, token: fixedToken(tokens[i]!, `${lead}${wd}the ${day}${th}`) };
  }
  if (!day || !month) return null;
  k += 2;
  const year = isYear(tokens[k]) ? ` ${tokens[k++]!.text}` : '';
  // "Sista ansökningsdag är den 15 april": after a day or date noun and "är" the date is the predicate.
  const dayIs =
    /^(är|var|blir)$/.test(prev?.lower ?? '') && /(dag|dagen|datum|datumet)$/.test(tokens[i - 2]?.lower ?? '');
  const adverbial =
    ((den || weekday) && prev !== undefined && prev.kind === 'word' && !NO_ON_AFTER.has(prev.lower) && !p && !dayIs) ||
    (i === 0 && !p && subjectAfterVerb(tokens, k));
  const lead = p ? `${p.en === 'on' ? 'on' : p.en} ` : adverbial ? 'on ' : '';
  const text = `${lead}${weekday ? `${weekday} ` : ''}${day} ${month}${year}`;
  // A date opening the sentence before a verb and no subject is the subject itself (2 May is a Tuesday).
  const subject = i === 0 && !p && !lead && tokens[k]?.kind === 'word' && !tokens[k]!.cap;
  // "4 maj–6 maj": a second date after a dash written close is the end of a range.
  const dash = tokens[k];
  const to = /^[–-]$/.test(dash?.text ?? '') && !dash!.spaceBefore ? date(tokens, k + 1, undefined) : null;
  if (to && !tokens[k + 1]!.spaceBefore)
    return { len: k + 1 + to.len - i, token: fixedToken(tokens[i]!, `${text}–${to.token.text}`) };
  return {
    len: k - i,
    token: subject ? { ...fixedToken(tokens[i]!, text), cap: true, institution: true } : fixedToken(tokens[i]!, text),
  };
}

/** "4/5", "4/5 2025", "4.5.2025" (day first, as Swedes write it); null when the numbers are no day and month. */
const NUMERIC_DATE = /^(\d{1,2})([/.])(\d{1,2})(?:[/.-]((?:19|20)\d\d))?$/;
const ENGLISH_MONTH = (m: number) => new Date(Date.UTC(2000, m - 1, 1)).toLocaleString('en-GB', { month: 'long' });

/**
 * "(senast) (den) 4/5", "den 4.5.2025" → "(by) (on) 4 May", "on 4 May 2025": a numeric date, day first, written out so an
 * English reader does not take it for 5 April. Without "den", a preposition or a year it must stand alone (before
 * punctuation or the end), so "1/2 dl" stays a fraction; "4.5" alone is a decimal number.
 */
function numericDate(tokens: readonly Token[], i: number, prev: Token | undefined): EntityMatch | null {
  // "tis 12/3", "måndag 4/5": a weekday before the date.
  const { p, k, weekday, den } = dateOpening(tokens, i);
  const t = tokens[k];
  const m = t?.kind === 'num' ? NUMERIC_DATE.exec(t.text) : null;
  // "12.05.2025" on a label reads the same in English and is copied; "den 4.5.2025" is written out.
  if (!m || (m[2] === '.' && !(m[4] && den))) return null;
  const day = Number(m[1]);
  const month = Number(m[3]);
  if (day < 1 || day > 31 || month < 1 || month > 12) return null;
  const next = tokens[k + 1];
  const alone = next?.kind !== 'word' || /^(kl|klockan|och|eller|till)$/.test(next.lower);
  const cue = den || weekday || m[4];
  if ((!alone && !cue) || (!cue && !p && prev?.kind !== 'word')) return null;
  const adverbial = (den || weekday) && prev?.kind === 'word' && !NO_ON_AFTER.has(prev.lower) && !p;
  const lead = p ? `${p.en} ` : adverbial ? 'on ' : '';
  const year = m[4] ? ` ${m[4]}` : '';
  const text = `${lead}${weekday ? `${weekday} ` : ''}${day} ${ENGLISH_MONTH(month)}${year}`;
  // "24/12–6/1": a second numeric date after a dash written close ends a range.
  const [dash, to] = [tokens[k + 1], tokens[k + 2]];
  const m2 =
    /^[–-]$/.test(dash?.text ?? '') && !dash!.spaceBefore && !to?.spaceBefore
      ? NUMERIC_DATE.exec(to?.text ?? '')
      : null;
  if (m2 && m2[2] === '/' && Number(m2[1]) <= 31 && Number(m2[3]) >= 1 && Number(m2[3]) <= 12) {
    const end = `${Number(m2[1])} ${ENGLISH_MONTH(Number(m2[3]))}${m2[4] ? ` ${m2[4]}` : ''}`;
    return { len: k + 3 - i, token: fixedToken(tokens[i]!, `${text}–${end}`) };
  }
  return { len: k + 1 - i, token: fixedToken(tokens[i]!, text) };
}

/** "(före) kl. 14.30 (–16)" → "(before) 14:30"; "at" when no preposition leads and the time is not the whole input. */
function time(tokens: readonly Token[], i: number, whole: number): EntityMatch | null {
  const p = preposition(tokens, i);
  let k = i + (p?.len ?? 0);
  const kl = tokens[k]?.lower;
  if (kl !== 'kl' && kl !== 'klockan') return null;
  k++;
  if (kl === 'kl' && tokens[k]?.text === '.') k++;
  // "kl 9-11" is one number token: a range.
  const [a, b] = tokens[k]?.kind === 'num' ? tokens[k]!.text.split(/[-–](?=\d)/) : [];
  const t = a ? clockTime(a) : null;
  if (!t) return null;
  k++;
  let end = b ? clockTime(b) : null;
  if (b && !end) return null;
  if (!end && ['-', '–', 'till'].includes(tokens[k]?.text ?? '') && tokens[k + 1]?.kind === 'num') {
    end = clockTime(tokens[k + 1]!.text);
    if (end) k += 2;
  }
  const from = hhmm(t, a);
  const span = end ? `${from}–${hhmm(end)}` : from;
  const lead = p ? `${p.en} ` : k - i >= whole ? '' : end ? 'from ' : 'at ';
  const text = end && (p?.en === 'from' || lead === 'from ') ? `from ${from} to ${hhmm(end)}` : lead + span;
  return { len: k - i, token: fixedToken(tokens[i]!, text) };
}

/** "45 kr", "1 200 kronor", "12,50 kr", "99:-" → "SEK 45", "SEK 1,200", "SEK 12.50", "SEK 99". */
function money(tokens: readonly Token[], i: number): EntityMatch | null {
  const first = tokens[i]!;
  // "1.500 kronor": a point between thousands, as some Swedes write it.
  const dotted = first.kind === 'num' && /^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(first.text);
  if (first.kind !== 'num' || (!dotted && !/^\d+(,\d{1,2})?$/.test(first.text))) return null;
  const groups = dotted ? first.text.split('.') : [first.text];
  let k = i + 1;
  while (
    /^\d{1,3}$/.test(groups[groups.length - 1]!) &&
    tokens[k]?.kind === 'num' &&
    /^\d{3}(,\d{1,2})?$/.test(tokens[k]!.text)
  )
    groups.push(tokens[k++]!.text);
  let code = CURRENCIES.get(tokens[k]?.lower ?? '');
  let len = 1;
  if (!code && tokens[k]?.text === ':' && tokens[k + 1]?.text === '-' && !tokens[k]!.spaceBefore) {
    code = 'SEK';
    len = 2;
  }
  if (!code) return null;
  let amount = groups.join(',').replace(/,(\d{1,2})$/, '.$1');
  // "1299 kr" → "SEK 1,299": English groups thousands.
  if (groups.length === 1) amount = amount.replace(/^\d{4,}/, (n) => n.replace(/\B(?=(\d{3})+$)/g, ','));
  // "12 kronor och 50 öre" → "SEK 12.50".
  const ore = tokens[k + len + 1];
  if (code === 'SEK' && tokens[k + len]?.lower === 'och' && /^\d{1,2}$/.test(ore?.text ?? '') && !amount.includes('.'))
    if (tokens[k + len + 2]?.lower === 'öre') {
      amount += `.${ore!.text.padStart(2, '0')}`;
      len += 3;
    }
  const per = perUnit(tokens, k + len);
  return { len: k + len - i + (per?.len ?? 0), token: fixedToken(first, `${code} ${amount}${per?.text ?? ''}`) };
}

/** "/kg", "/st", "i månaden", "per timme" after an amount → "/kg", "/pc", " a month", " per hour"; its length. */
function perUnit(tokens: readonly Token[], k: number): { text: string; len: number } | null {
  const w = tokens[k]?.lower;
  // "50 kr styck" → "SEK 50 each" (the count word at the end, or before punctuation).
  if ((w === 'styck' || w === 'st') && tokens[k + 1]?.kind !== 'word') return { text: ' each', len: 1 };
  const unit = PER.get(tokens[k + 1]?.lower ?? '');
  if (!unit) return null;
  if (w === '/' && !tokens[k]!.spaceBefore) return { text: `/${unit}`, len: 2 };
  if (w === 'per') return { text: ` per ${unit}`, len: 2 };
  const definite = /(en|et|n)$/.test(tokens[k + 1]!.lower);
  if ((w === 'i' || w === 'om') && definite) return { text: ` ${unit === 'hour' ? 'an' : 'a'} ${unit}`, len: 2 };
  return null;
}

/**
 * Swedish entities replaced by their English form before translation: multiword institution names (merged for the
 * names map), dates, clock times, amounts of money, street addresses, units and codes kept verbatim; decimal commas
 * become points.
 */
export function recognizeSv(tokens: readonly Token[], data: EntityData): Token[] {
  const out: Token[] = [];
  const whole = tokens.filter((t) => t.kind !== 'punct').length;
  for (let i = 0; i < tokens.length; ) {
    const t = tokens[i]!;
    const m =
      placedAuthoritySv(tokens, i, data.namesSvEn) ??
      matchName(tokens, i, data.svNames) ??
      municipalSv(tokens, i, data.namesSvEn) ??
      bestBeforeSv(tokens, i) ??
      date(tokens, i, out[out.length - 1]) ??
      numericDate(tokens, i, out[out.length - 1]) ??
      isoDateSv(tokens, i) ??
      time(tokens, i, whole) ??
      scheduleTimeSv(tokens, i) ??
      hoursRangeSv(tokens, i) ??
      clockPhraseSv(tokens, i, out[out.length - 1]) ??
      weekdaysRange(tokens, i, 'sv') ??
      weekNumber(tokens, i, out[out.length - 1]) ??
      money(tokens, i) ??
      codeAmountSv(tokens, i) ??
      amountPrepSv(tokens, i) ??
      timeSpanSv(tokens, i) ??
      everySv(tokens, i) ??
      andAHalfSv(tokens, i) ??
      decadeWordSv(tokens, i) ??
      ageSv(tokens, i) ??
      yearsOldSv(tokens, i) ??
      hourAboutSv(tokens, i) ??
      nightBeforeSv(tokens, i) ??
      degreesSv(tokens, i) ??
      sizeAfterVara(tokens, i, out[out.length - 1]) ??
      speedAtSv(tokens, i) ??
      matchDomain(tokens, i) ??
      matchPostal(tokens, i) ??
      matchTitleSv(tokens, i) ??
      numberAbbrSv(tokens, i) ??
      matchStreetSv(tokens, i) ??
      matchUnit(tokens, i, 'sv') ??
      unitRange(tokens, i, 'sv') ??
      numberRange(tokens, i) ??
      thousandsSv(tokens, i) ??
      numberedPlace(tokens, i, 'sv') ??
      addressPart(tokens, i) ??
      keptAcronym(tokens, i) ??
      perUnitAlone(tokens, i, 'sv') ??
      matchPlate(tokens, i) ??
      sendKeyword(tokens, i) ??
      matchCode(tokens, i);
    if (m) {
      out.push(covering(m.token, tokens, i, m.len));
      i += m.len;
      continue;
    }
    out.push(t.kind === 'num' && /^\d+,\d+$/.test(t.text) ? { ...t, text: t.text.replace(',', '.') } : ordinalSv(t));
    i++;
  }
  return out;
}
