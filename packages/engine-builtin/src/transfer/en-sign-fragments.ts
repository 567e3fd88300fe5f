import type { EngineData } from '../engine-data.js';
import { wordSet } from '../lexicon/word-lists.js';
import type { Piece } from '../tokenize.js';
import { firstOfKind, isBe, word } from './en-construction-parts.js';
import { agreeHeading, type Heading, nounOf, reshapeHeading } from './en-sign-headings.js';
import { labelPassive, noticeSubject, onlyBeforePlace } from './en-sign-labels.js';
import type { EnUnit } from './en-unit.js';

/**
 * Short sign and label fragments read before senses are chosen (en-sv.ts): "Last train" (sista), a sign's noun
 * compound (Staff toilet), a notice's subject noun without its article (Kitchen closes at 21:00 → Köket stänger …),
 * "X only" before a place (Staff only beyond this point → Endast personal …), a participle opening a fragment
 * (Authorised vehicles only), and "not allowed" after be split into inte + tillåten.
 */
const MASS = new Set([...wordSet('uncountable-nouns-en'), ...wordSet('mass-nouns-en')]);

/** Time words after which "last" is the one before (last week → förra veckan), as after "the" (period-nouns-en). */
const PERIODS = new Set([...wordSet('period-nouns-en'), 'time', 'visit', 'meeting', 'lesson', 'weekend', 'trip']);

/**
 * "Last entry 17:00", "Last orders", "Last train to Malmö" → "Sista inträde 17.00", "Sista beställningarna", "Sista
 * tåget": a sign's or a timetable's fragment (no finite verb) opening with "last" names the final one, not the one
 * before; a value after the noun makes it a label (no article).
 */
export function lastInFragment(units: EnUnit[]): void {
  const u = units[0];
  if (u?.tag !== 'det' || u.lower !== 'last' || units.length > 7) return;
  let n = 1;
  while (units[n]?.tag === 'adj') n++;
  const noun = units[n];
  if (noun?.tag !== 'noun' || PERIODS.has(noun.base ?? noun.lower) || PERIODS.has(noun.lower)) return;
  if (units.some((x) => isBe(x) || x.tag === 'modal' || (x.tag === 'verb' && x.vform !== 'ing'))) return;
  const value = ['lit', 'num'].includes(units[n + 1]?.tag ?? '') || units[n + 1]?.text === ':';
  u.base = value ? 'last:label' : 'last:final';
}

const MODIFIER_NOUNS = wordSet('modifier-nouns-en');

/**
 * A sign's two- or three-word noun compound: "Staff toilet", "Bike parking", "Guest parking" → "Personaltoalett",
 * "Cykelparkering", "Gästparkering". A first word of `modifier-nouns-en` before a noun is a noun, not an imperative
 * ("Push button" stays one), and a last -ing word with a noun of its own is that noun (parking → parkering).
 */
export function nounCompoundFragment(units: EnUnit[], data: EngineData): void {
  // The part before a comma on its own ("Fire door, keep shut"), in a short notice.
  const end = units.findIndex((u) => u.tag === 'punct');
  if (units.length <= 8) compoundPart(units.slice(0, end < 0 ? units.length : end), data);
}

function compoundPart(words: EnUnit[], data: EngineData): void {
  const n = words.length;
  if (n < 2 || n > 3) return;
  const last = words[n - 1]!;
  const lastNoun = last.tag === 'noun' || (last.tag === 'verb' && last.vform === 'ing' && nounOf(last, data));
  if (!lastNoun || words.slice(1, -1).some((u) => u.tag !== 'noun')) return;
  const first = words[0]!;
  // "Serving suggestion", "Cooking instructions": an -ing word with a noun of its own before a noun is that noun.
  const modifier =
    first.vform === 'base' ? MODIFIER_NOUNS.has(first.lower) : first.vform === 'ing' && n === 2 && last.tag === 'noun';
  if (first.tag === 'verb' && modifier && nounOf(first, data))
    Object.assign(first, { tag: 'noun', base: first.lower, target: nounOf(first, data), vform: undefined });
  if (first.tag !== 'noun' && first.tag !== 'adj') return;
  const t = last.tag === 'verb' ? nounOf(last, data) : undefined;
  if (t) Object.assign(last, { tag: 'noun', base: last.lower, target: t, vform: undefined });
}

const finiteIn = (units: EnUnit[]) =>
  units.some(
    (u) => isBe(u) || u.tag === 'modal' || (u.tag === 'verb' && !/^(base|ing|pp|past-pp)$/.test(u.vform ?? '')),
  );

const adjOf = (data: EngineData, w: string) => data.enIndex.get(w)?.find((x) => x.entry.kind === 'adj');

/**
 * Notices read as fragments: "Ball games are not allowed" → "… är inte tillåtna" (the joined "not allowed" is not
 * "otillåten"); "Kitchen closes at 21:00", "Shop opens on Monday" → "Köket stänger …" (a notice drops the article of
 * its subject, Swedish keeps it in the ending); "Staff only beyond this point" → "Endast personal bortom …";
 * "Authorised vehicles only" (a participle before the noun opening a fragment is an adjective).
 */
export function reshapeNoticeFragment(units: EnUnit[], data: EngineData): void {
  for (let i = 1; i < units.length; i++) {
    const u = units[i]!;
    const m = u.tag === 'adj' && isBe(units[i - 1]) ? /^not (allowed|permitted)$/.exec(u.text.toLowerCase()) : null;
    const t = m ? adjOf(data, m[1]!) : undefined;
    if (!m || !t) continue;
    const not = { ...word(u, 'not', 'neg', ''), sv: undefined };
    units.splice(i, 1, not, { ...u, text: m[1]!, lower: m[1]!, base: m[1]!, target: t });
  }
  const end = units[units.length - 1]!;
  if (units.length > 8 || (end.tag === 'punct' && /[.?]/.test(end.text))) return;
  // "Keep this exit clear", "Keep the stairs clear" → "Håll … fri/fria": a space kept clear is free of things.
  const clear = units.find((u, k) => k >= 2 && u.lower === 'clear' && u.tag === 'adj' && units[k - 1]!.tag === 'noun');
  if (units[0]!.base === 'keep' && clear) {
    const fri = data.enIndex.get('free')?.find((x) => x.entry.kind === 'adj' && x.entry.lemma === 'fri');
    if (fri) Object.assign(clear, { target: fri, cued: true });
  }
  const [first, second] = units as [EnUnit, EnUnit | undefined];
  // "Authorised vehicles only", "Reserved parking": a participle opening a fragment before its noun.
  const nounNext = second?.tag === 'noun' || (second?.tag === 'verb' && second.vform === 'ing' && nounOf(second, data));
  // British -ise spelled as the lexicon's -ize (authorised → authorized).
  // A past with no subject before it is the participle too ("Restricted area").
  const pp = first.tag === 'verb' && /pp|past/.test(first.vform ?? '') && nounNext ? first.lower : '';
  const pa = pp ? (adjOf(data, pp) ?? adjOf(data, pp.replace(/ised$/, 'ized'))) : undefined;
  if (pa && !finiteIn(units.slice(1)))
    Object.assign(first, { tag: 'adj', base: first.lower, target: pa, vform: undefined });
  // "Kitchen closes at 21:00": a singular count noun opening a notice before its verb is definite.
  const e = first.tag === 'noun' && first.target?.entry.kind === 'noun' ? first.target.entry : undefined;
  const count = e && e.indefPl !== null && !first.plural && !MASS.has(first.base ?? first.lower);
  if (count && second?.tag === 'verb' && second.vform === '3sg')
    units.unshift({ ...word(first, 'the', 'det', ''), sv: undefined, cap: false });
  // "Staff only beyond this point", "Residents only after 18:00": only before a place or time opens the notice.
  const only = units.findIndex((u, k) => k > 0 && k <= 3 && u.lower === 'only');
  if (only < 0 || !['prep', 'lit'].includes(units[only + 1]?.tag ?? '') || finiteIn(units)) return;
  const head = units.slice(0, only);
  if (!head.every((u) => ['noun', 'adj'].includes(u.tag) || (u.tag === 'verb' && nounOf(u, data)))) return;
  for (const u of head) {
    const n = u.tag === 'verb' ? nounOf(u, data) : undefined;
    if (n) Object.assign(u, { tag: 'noun', base: u.lower, target: n, vform: undefined });
  }
  const [o] = units.splice(only, 1);
  units.unshift({ ...o!, tag: 'phrase', sv: 'endast', cap: true, target: undefined });
}

/**
 * The sign rules en-sv.ts runs before senses are chosen: a heading (Kitchen closed), else a notice fragment and a
 * sign's noun compound. `finishSigns` runs after the senses (agreement, "last"), `dropHeadingBe` after rendering.
 */
export function readSigns(units: EnUnit[], data: EngineData): Heading | null {
  if (labelPassive(units, data)) return null;
  const [no, pp, noun] = units;
  // "No added sugar" → "Utan tillsatt socker": a participle after "no" (one with no adjective entry) agrees with its
  // noun; a label's "no" is "utan" ("No hidden fees" keeps the adjective's "Inga gömda avgifter").
  const noPp = no?.lower === 'no' && pp?.tag === 'verb' && /pp/.test(pp.vform ?? '') && noun?.tag === 'noun';
  if (noPp && !data.enIndex.get(pp.lower)?.some((x) => x.entry.kind === 'adj')) {
    Object.assign(no, { tag: 'prep', lower: 'without', target: firstOfKind(data, 'without', 'prep'), sv: undefined });
    return { participle: { unit: pp, noun } };
  }
  onlyBeforePlace(units, data);
  noticeSubject(units, data);
  const heading = reshapeHeading(units, data);
  if (heading) return heading;
  reshapeNoticeFragment(units, data);
  nounCompoundFragment(units, data);
  return null;
}

export function finishSigns(units: EnUnit[], heading: Heading | null): void {
  agreeHeading(heading);
  lastInFragment(units);
}

/** "Kitchen closed" → "Köket stängt": the "är" put in for the participle's agreement is left out again. */
export function dropHeadingBe(heading: Heading | null, pieces: Piece[]): void {
  const be = heading?.dropBe ? pieces.find((p) => p.text === 'är') : undefined;
  if (be) be.text = '';
}
