import { wordMap, wordSet } from '../lexicon/word-lists.js';
import type { Token } from '../tokenize.js';
import { clockTime, type EntityMatch, fixedToken } from './shared.js';

const PREPS_SV = wordMap('date-prepositions-sv');
const HOURS_SV = wordMap('clock-numbers-sv');
const MINUTES_SV = wordMap('clock-minutes-sv');
const WEEKDAYS_SV = wordMap('weekdays-sv');
const WEEKDAYS_EN = wordMap('weekdays-en');
const HOUR_WORDS_EN = [...HOURS_SV.values()];
const HOURS_CUES_EN = wordSet('hours-cues-en');
const RESCHEDULE_STEMS_SV = [...wordSet('reschedule-stems-sv')];
const BOOKING_STEMS_SV = [...wordSet('booking-stems-sv')];
/** Words after which a clock time is the predicate ("Klockan är halv åtta"), so it takes no "at". */
const NO_AT_AFTER = new Set(['är', 'var', 'blir', 'klockan', 'till', 'och']);
/** Words a "fem över tre" clock phrase may be followed by; anything else may make it a count (fem i tre lag). */
const AFTER_CLOCK = new Set(['i', 'på', 'och', 'eller', 'men', 'så', 'idag', 'ikväll', 'imorgon', 'nu', 'då']);
/** Words after which a written 07.15 is still a time (går 07.15 och 07.45, avgår 22.10 från spår 4), not an amount. */
const AFTER_WRITTEN_TIME = new Set([...AFTER_CLOCK, 'från', 'till', 'mot', 'varje', 'dagligen', 'med', 'vid']);
const AFTER_HOURS_SV = wordSet('after-hours-sv');

/** A preposition before a date or time, also "från och med" / "till och med"; its English and token count. */
export function preposition(tokens: readonly Token[], i: number): { en: string; len: number } | null {
  const t = tokens[i];
  if (t?.kind !== 'word') return null;
  if (tokens[i + 1]?.lower === 'och' && tokens[i + 2]?.lower === 'med') {
    if (t.lower === 'från') return { en: 'from', len: 3 };
    if (t.lower === 'till') return { en: 'up to and including', len: 3 };
  }
  // "senast på fredag" is "by Friday" too.
  if (t.lower === 'senast' && tokens[i + 1]?.lower === 'på') return { en: 'by', len: 2 };
  // "fr.o.m." and "t.o.m.", as written in letters from authorities.
  const abbr = sourceAbbreviation(tokens, i);
  if (abbr === 'fr.o.m.') return { en: 'from', len: 6 };
  if (abbr === 't.o.m.') return { en: 'up to and including', len: 6 };
  if (t.lower === 'till') {
    const before: string[] = [];
    for (let k = i - 1; k >= 0 && tokens[k]!.kind === 'word'; k--) before.push(tokens[k]!.lower);
    const en = tillAfterVerb(before);
    if (en) return { en, len: 1 };
  }
  const en = PREPS_SV.get(t.lower);
  return en ? { en, len: 1 } : null;
}

/** Endings of the verb forms a stem in `reschedule-stems-sv` / `booking-stems-sv` may take (flyttats, bokade, sköt). */
const VERB_ENDING = /^(a|ar|ade|ades|ad|at|ats|as|er|de|des|d|da|t|ts|s|it|its)?$/;
/** Words across which the verb is not looked for: another clause or a coordinated one begins there. */
const CLAUSE_BOUNDARY = new Set(['och', 'men', 'eller', 'som', 'att', 'när', 'om', 'så', 'eftersom', 'medan']);

const isForm = (w: string, stems: readonly string[]) =>
  stems.some((stem) => w.startsWith(stem) && VERB_ENDING.test(w.slice(stem.length)));

/**
 * "till" + a day or date after a verb that moves it is "to" (Mötet har flyttats till torsdag → moved to Thursday),
 * after one that books it "for" (bokat rummet till onsdag → booked the room for Wednesday); else undefined (until).
 * `before` holds the words before "till", nearest first; the verb may stand up to four words back (flyttar mötet
 * med kunden till …), within the clause.
 */
export function tillAfterVerb(before: readonly string[]): 'to' | 'for' | undefined {
  for (const w of before.slice(0, 4)) {
    if (CLAUSE_BOUNDARY.has(w)) return undefined;
    if (isForm(w, RESCHEDULE_STEMS_SV)) return 'to';
    if (isForm(w, BOOKING_STEMS_SV)) return 'for';
  }
  return undefined;
}

/** The abbreviation at i written with points and no spaces ("fr.o.m."), lower case; '' when there is none. */
function sourceAbbreviation(tokens: readonly Token[], i: number): string {
  let text = '';
  for (let k = i; k < i + 6 && tokens[k] && (k === i || !tokens[k]!.spaceBefore); k++) text += tokens[k]!.lower;
  return text;
}

const MINUTES_PAST_HALF: Record<string, number> = { fem: 5, tio: 10 };
const MINUTES_EN = new Map([
  [20, 'twenty'],
  [25, 'twenty-five'],
]);

/** "fem i halv sex" → "twenty-five past five", "tio över halv åtta" → "twenty to eight"; null for anything else. */
function halfPast(a: string, rel: string, halv: Token | undefined, hour: Token | undefined): string | null {
  const m = MINUTES_PAST_HALF[a];
  const h = HOURS_SV.get(hour?.lower ?? '');
  if (!m || halv?.lower !== 'halv' || !h) return null;
  const past = 30 + (rel === 'över' ? m : -m);
  const before = HOUR_WORDS_EN[(HOUR_WORDS_EN.indexOf(h) + 11) % 12];
  return past < 30 ? `${MINUTES_EN.get(past)} past ${before}` : `${MINUTES_EN.get(60 - past)} to ${h}`;
}

/** "halv åtta" → "half past seven", "kvart i fem" → "quarter to five", "tio över sju" → "ten past seven"; its length. */
function clockWords(tokens: readonly Token[], k: number): { text: string; len: number } | null {
  const a = tokens[k]?.lower ?? '';
  if (a === 'halv') {
    const h = HOURS_SV.get(tokens[k + 1]?.lower ?? '');
    if (!h || tokens[k - 1]?.lower === 'en' || tokens[k - 1]?.lower === 'ett') return null;
    const before = HOUR_WORDS_EN[(HOUR_WORDS_EN.indexOf(h) + 11) % 12];
    return { text: `half past ${before}`, len: 2 };
  }
  const min = MINUTES_SV.get(a);
  const rel = tokens[k + 1]?.lower;
  const half = min && (rel === 'i' || rel === 'över') ? halfPast(a, rel, tokens[k + 2], tokens[k + 3]) : null;
  if (half) return { text: half, len: 4 };
  const h = HOURS_SV.get(tokens[k + 2]?.lower ?? '');
  if (!min || (rel !== 'i' && rel !== 'över') || !h) return null;
  const next = tokens[k + 3];
  if (a !== 'kvart' && next?.kind === 'word' && !AFTER_CLOCK.has(next.lower)) return null;
  return { text: `${min} ${rel === 'i' ? 'to' : 'past'} ${h}`, len: 3 };
}

/**
 * "(vid|klockan) halv åtta", "kvart över tre", "Mötet börjar 14:30", "Tåget avgår 07.45" → "(at) half past seven",
 * "at quarter past three", "at 14:30", "at 07:45": spoken clock times, and a written one without "kl." after a word.
 * "at" leads unless a preposition does, the time is the predicate (Klockan är halv åtta) or the whole input.
 */
export function clockPhraseSv(tokens: readonly Token[], i: number, prev: Token | undefined): EntityMatch | null {
  const p = preposition(tokens, i);
  let k = i + (p?.len ?? 0);
  const kl =
    tokens[k]?.lower === 'klockan' || tokens[k]?.lower === 'kl' ? 1 + (tokens[k + 1]?.text === '.' ? 1 : 0) : 0;
  k += kl;
  let text: string;
  const words = clockWords(tokens, k);
  if (words) {
    text = words.text;
    k += words.len;
  } else {
    // A written time needs a colon or a two-digit hour (07.45, 14.30): "2.10" may be a number, "kostar 12:50" money.
    const n = tokens[k];
    // "öppnar 8.00", "stänger 7.30": a one-digit hour with a point only at a full, half or quarter hour.
    const c =
      n?.kind === 'num' && /^(\d\d\.\d\d|\d{1,2}:\d\d|\d\.(00|15|30|45))$/.test(n.text) ? clockTime(n.text) : null;
    const after = tokens[k + 1];
    const price =
      /^(kost|betal|pris)/.test(prev?.lower ?? '') || (after?.kind === 'word' && !AFTER_WRITTEN_TIME.has(after.lower));
    if (!c || kl || price || (!p && prev?.kind !== 'word')) return null;
    text = n!.text.replace('.', ':');
    k++;
  }
  const predicate = !p && !kl && (!prev || NO_AT_AFTER.has(prev.lower));
  const lead = p ? `${p.en === 'on' ? 'at' : p.en} ` : predicate ? '' : 'at ';
  return { len: k - i, token: fixedToken(tokens[i]!, lead + text) };
}

/** Two weekdays joined by a dash, as one token ("Mån-Fre") or three ("Mån – Fre"); null if there are none. */
function weekdayRange(tokens: readonly Token[], i: number, days: ReadonlyMap<string, string>) {
  const t = tokens[i];
  if (t?.kind !== 'word') return null;
  const parts = t.lower.includes('-') ? t.lower.split('-') : [];
  if (parts.length === 2 && days.has(parts[0]!) && days.has(parts[1]!))
    return { from: t.text.split('-')[0]!, to: t.text.split('-')[1]!, len: 1 };
  const dash = tokens[i + 1]?.text;
  const to = tokens[i + 2];
  if (days.has(t.lower) && (dash === '–' || dash === '-') && to?.kind === 'word' && days.has(to.lower))
    return { from: t.text, to: to.text, len: 3 };
  return null;
}

/**
 * A weekday in the other language, abbreviated when the source was (Mån → Mon, måndag → Monday): capitalised in
 * English, lower case in Swedish unless the source was capitalised first in the text (Mon–Fri → mån–fre).
 */
function dayIn(word: string, days: ReadonlyMap<string, string>, first: boolean): string {
  const full = days.get(word.toLowerCase())!;
  const short = word.length <= 4 ? full.slice(0, 3) : full;
  const english = /^\p{Lu}/u.test(full);
  return english || (first && /^\p{Lu}/u.test(word)) ? short[0]!.toUpperCase() + short.slice(1) : short.toLowerCase();
}

/** "Mån–Fre" ⇄ "Mon–Fri", "måndag–fredag" ⇄ "Monday–Friday": a range of weekdays in opening hours. */
export function weekdaysRange(tokens: readonly Token[], i: number, lang: 'sv' | 'en'): EntityMatch | null {
  const days = lang === 'sv' ? WEEKDAYS_SV : WEEKDAYS_EN;
  const r = weekdayRange(tokens, i, days);
  const first = i === 0;
  if (r)
    return { len: r.len, token: fixedToken(tokens[i]!, `${dayIn(r.from, days, first)}–${dayIn(r.to, days, first)}`) };
  // "Sat 10am–2pm", "Lör 10–14", "sön stängt": a capitalised short weekday before its hours or "closed".
  const t = tokens[i]!;
  if (
    t.kind === 'word' &&
    (t.cap || lang === 'sv') &&
    t.text.length <= 4 &&
    days.has(t.lower) &&
    (tokens[i + 1]?.kind === 'num' || /^(stängt|stängd|closed)$/.test(tokens[i + 1]?.lower ?? ''))
  )
    return { len: 1, token: fixedToken(t, dayIn(t.text, days, first)) };
  return null;
}

/** A clock time in a range: "9", "9.30", "17:00" → hours and minutes. */
const rangeTime = (t: Token | undefined) =>
  t?.kind === 'num' ? clockTime(t.text.replace(/^(\d+)\.(\d\d)$/, '$1:$2')) : null;

/** "9–17", "9.30–16.00" → "9–17", "9:30–16:00" (Swedish opening hours read the same in English). */
export function hoursRangeSv(tokens: readonly Token[], i: number): EntityMatch | null {
  const a = rangeTime(tokens[i]);
  const dash = tokens[i + 1];
  const b = rangeTime(tokens[i + 2]);
  const after = tokens[i + 3];
  // "10–18 alla dagar" is opening hours; "10–18 år" is an age.
  if (!a || !b || (dash?.text !== '–' && dash?.text !== '-')) return null;
  if (after?.kind === 'word' && !AFTER_HOURS_SV.has(after.lower) && !WEEKDAYS_SV.has(after.lower)) return null;
  const text = `${tokens[i]!.text}–${tokens[i + 2]!.text}`.replace(/(\d)\.(\d\d)/g, '$1:$2');
  return { len: 3, token: fixedToken(tokens[i]!, text) };
}

const PREPS_EN = wordMap('date-prepositions-en');

/** "(at) noon", "(at) midnight" → "klockan tolv", "vid midnatt"; another preposition is kept (before noon → före klockan tolv). */
export function noonMidnightEn(tokens: readonly Token[], i: number): EntityMatch | null {
  const prep = PREPS_EN.get(tokens[i]?.lower ?? '');
  const k = i + (prep && prep !== 'den' ? 1 : 0);
  const w = tokens[k]?.lower;
  if (w !== 'noon' && w !== 'midday' && w !== 'midnight') return null;
  const sv = w === 'midnight' ? 'midnatt' : 'klockan tolv';
  const lead = !prep || prep === 'den' ? '' : prep === 'klockan' ? (w === 'midnight' ? 'vid ' : '') : `${prep} `;
  return { len: k + 1 - i, token: fixedToken(tokens[i]!, lead + sv) };
}

/** An English hour with optional am/pm at k ("9", "9am", "5:30 pm") in 24-hour Swedish form; its length. */
function hourEn(
  tokens: readonly Token[],
  k: number,
  pmDefault: boolean,
  dotted = false,
): { text: string; len: number; h: number; pm: boolean | null } | null {
  // "9am", "8:30am" are read as the number "9a" and the word "m".
  const split =
    /^\d{1,2}(:\d\d)?a$/.test(tokens[k]?.text ?? '') && tokens[k + 1]?.lower === 'm' && !tokens[k + 1]!.spaceBefore;
  const c = split ? clockTime(tokens[k]!.text.slice(0, -1)) : rangeTime(tokens[k]);
  // "11.30" is a time only in a range of two such (from 11.30 to 12.30); "2.5" is a number.
  if (!c || (/\./.test(tokens[k]!.text) && !(dotted && /^\d{1,2}\.\d\d$/.test(tokens[k]!.text)))) return null;
  const mer = split ? 'am' : tokens[k + 1]?.lower;
  const am = mer === 'am' || mer === 'pm' ? mer : null;
  const pm = am ? am === 'pm' : pmDefault;
  const h = pm && c.h < 12 ? c.h + 12 : am === 'am' && c.h === 12 ? 0 : c.h;
  const written = !am && /[:.]/.test(tokens[k]!.text);
  // "09:00" keeps its leading zero (09.00).
  const hh = !am && /^0\d/.test(tokens[k]!.text) ? String(h).padStart(2, '0') : String(h);
  return {
    text: c.m || written ? `${hh}.${String(c.m).padStart(2, '0')}` : hh,
    len: am ? 2 : 1,
    h: c.h,
    pm: am ? am === 'pm' : null,
  };
}

/**
 * "9am–5pm", "9–5", "between 9 and 5", "from 9 to 5" → "9–17", "mellan 9 och 17", "från 9 till 17": an opening-hours
 * range; without am/pm the second hour is afternoon when it is smaller than the first (9 and 5 are hours then).
 */
export function hoursRangeEn(tokens: readonly Token[], i: number): EntityMatch | null {
  const w = tokens[i]?.lower;
  const words = w === 'between' ? ['mellan', 'och'] : w === 'from' ? ['från', 'till'] : null;
  const k = i + (words ? 1 : 0);
  const a0 = tokens[k]?.text ?? '';
  const bText = tokens[k + 2]?.text ?? '';
  const dotted = /^\d{1,2}\.\d\d$/.test(a0) && /^\d{1,2}\.\d\d$/.test(bText);
  const a = hourEn(tokens, k, false, dotted);
  if (!a) return null;
  const join = tokens[k + a.len]?.lower ?? '';
  const ok = words ? join === (w === 'between' ? 'and' : 'to') : join === '–' || join === '-';
  const first = tokens[k + a.len + 1];
  if (!ok || first?.kind !== 'num') return null;
  const b0 = clockTime(first.text.replace(/a$/, ''));
  const b = b0 && hourEn(tokens, k + a.len + 1, b0.h < a.h && b0.h < 12, dotted);
  if (!b) return null;
  // "between 2:30 and 4 pm": the pm after the second time holds for the first when it comes before it.
  if (a.pm === null && b.pm && a.h < 12 && a.h < b0!.h) {
    const [h, m] = a.text.split('.');
    a.text = `${Number(h) + 12}${m ? `.${m}` : ''}`;
  }
  const end = k + a.len + 1 + b.len;
  const marked = a.len + b.len > 2 || dotted;
  // Plain numbers are hours only when the second is smaller (9 and 5) or am/pm says so; "between 2 and 4" stays.
  if (!marked && !(b0!.h < a.h) && tokens[k]!.text.indexOf(':') < 0) return null;
  const after = tokens[end]?.kind === 'word' ? tokens[end]!.lower : '';
  if (!marked && after && !['on', 'every', 'daily', 'weekdays'].includes(after)) return null;
  // A bare "9–5" is opening hours only where the text speaks of them (open, hours, Mon–Fri, … daily): "won 2–1" is a score.
  const cue = (t: Token) => HOURS_CUES_EN.has(t.lower) || WEEKDAYS_EN.has(t.lower) || /[–-]/.test(t.text);
  if (!marked && !words && !after && !tokens.slice(Math.max(0, i - 4), i).some(cue)) return null;
  const text = words ? `${words[0]} ${a.text} ${words[1]} ${b.text}` : `${a.text}–${b.text}`;
  return { len: end - i, token: fixedToken(tokens[i]!, text) };
}
