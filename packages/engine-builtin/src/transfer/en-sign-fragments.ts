import type { EngineData } from '../engine-data.js';
import { wordMap, wordSet } from '../lexicon/word-lists.js';
import type { Piece } from '../tokenize.js';
import { firstOfKind, isBe, word } from './en-construction-parts.js';
import { agreeHeading, type Heading, nounOf, reshapeHeading } from './en-sign-headings.js';
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

/** States after "is" that make a sentence a notice's rule ("Smoking is not allowed", "… for residents only"). */
const NOTICE_STATES = new Set([
  'allowed',
  'permitted',
  'prohibited',
  'forbidden',
  'banned',
  'only',
  'free',
  'restricted',
]);

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
  // "Smoking is not allowed", "Parking is for residents only": a notice's bare -ing subject is its noun (Rökning).
  const ing = first.vform === 'ing' && isBe(second) && units.slice(2, 6).some((u) => NOTICE_STATES.has(u.lower));
  const ingNoun = ing ? nounOf(first, data) : undefined;
  if (ingNoun) Object.assign(first, { tag: 'noun', base: first.lower, target: ingNoun, vform: undefined });
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

/** Care-label and packaging verbs (`label-verbs-en`) by their first word: "tumble dry" → torktumlas. */
const LABEL_VERBS = new Map<string, { words: string[]; sv: string }[]>();
for (const [key, sv] of wordMap('label-verbs-en')) {
  const words = key.split(' ');
  const list = LABEL_VERBS.get(words[0]!) ?? [];
  list.push({ words, sv });
  list.sort((a, b) => b.words.length - a.words.length);
  LABEL_VERBS.set(words[0]!, list);
}
const AFTER_LABEL_VERB = new Set<EnUnit['tag']>(['prep', 'adv', 'num', 'lit']);
const PREP_AFTER_LABEL = new Set(['on', 'at', 'in', 'below', 'above', 'with']);

/**
 * A care label's or packaging's instruction without an object is the s-passive: "Wash at 40 °C", "Tumble dry on low
 * heat", "Protect from frost", "Dry clean only" → "Tvättas i 40 °C", "Torktumlas på låg värme", "Skyddas mot frost",
 * "Kemtvättas endast" (not "Tvätta dig"). An object after the verb ("Wash your hands") keeps the imperative.
 */
function labelPassive(units: EnUnit[], data: EngineData): boolean {
  const keys = units.length <= 8 ? LABEL_VERBS.get(units[0]!.lower) : undefined;
  if (!keys) return false;
  // The key's words over whole units ("Keep away" may be one unit).
  const words: string[] = [];
  const ends: number[] = [];
  for (let m = 0; m < units.length && words.length < 3; m++) {
    words.push(...units[m]!.text.toLowerCase().split(' '));
    ends[words.length] = m + 1;
  }
  const key = keys.find((k) => ends[k.words.length] && k.words.every((w, i) => words[i] === w));
  const n = key ? ends[key.words.length]! : 0;
  if (!key) return false;
  const next = units[n];
  const withPrep = / (at|from|below|above)$/.test(` ${key.words.join(' ')}`);
  // A one-word verb needs its adverbial ("Wash at 40 °C"; "Iron" alone is the thing); "Dry flat" is whole.
  if (!next || next.tag === 'punct') {
    if (key.words.length < 2 || withPrep) return false;
  } else if (!withPrep) {
    // "Tumble dry on low heat": the word after the verb is its preposition, not an adjective.
    const prep = PREP_AFTER_LABEL.has(next.lower) ? firstOfKind(data, next.lower, 'prep') : undefined;
    if (prep && next.tag !== 'prep') Object.assign(next, { tag: 'prep', target: prep });
    if (!AFTER_LABEL_VERB.has(next.tag) && next.lower !== 'only') return false;
  }
  const first = units[0]!;
  const text = units
    .slice(0, n)
    .map((u) => u.text)
    .join(' ');
  // "Dry clean only" → "Får endast kemtvättas".
  const only = next?.lower === 'only';
  const sv = only ? `får endast ${key.sv}` : key.sv;
  units.splice(0, only ? n + 1 : n, { ...word(first, text, 'phrase', sv), cap: first.cap, target: undefined });
  return true;
}

/**
 * "Toilets are for customers only", "Open to residents only", "Entry by ticket only" → "… endast för kunder", "…
 * endast för boende", "… endast med biljett": a final "only" after a preposition's phrase goes before the preposition.
 */
function onlyBeforePlace(units: EnUnit[]): void {
  let n = units.length - 1;
  if (units[n]?.tag === 'punct') n--;
  if (n < 2 || units[n]!.lower !== 'only') return;
  for (let k = n - 1; k >= Math.max(1, n - 4); k--) {
    const u = units[k]!;
    if (u.tag === 'prep') {
      const [only] = units.splice(n, 1);
      units.splice(k, 0, { ...only!, lower: 'endast', tag: 'phrase', sv: 'endast', cap: false, target: undefined });
      return;
    }
    if (!['noun', 'adj', 'det', 'num', 'lit', 'poss'].includes(u.tag)) return;
  }
}

/**
 * The sign rules en-sv.ts runs before senses are chosen: a heading (Kitchen closed), else a notice fragment and a
 * sign's noun compound. `finishSigns` runs after the senses (agreement, "last"), `dropHeadingBe` after rendering.
 */
export function readSigns(units: EnUnit[], data: EngineData): Heading | null {
  if (labelPassive(units, data)) return null;
  onlyBeforePlace(units);
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
