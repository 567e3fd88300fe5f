import type { EngineData } from '../engine-data.js';
import { wordMap, wordSet } from '../lexicon/word-lists.js';
import { firstOfKind, isBe, word } from './en-construction-parts.js';
import { nounOf } from './en-sign-headings.js';
import type { EnUnit } from './en-unit.js';

/**
 * Care labels, packaging and a notice's rule read before senses are chosen (en-sign-fragments.ts): a label's verb in
 * the s-passive (Wash at 40 °C → Tvättas i 40 °C), a final "only" before its preposition (… endast för kunder), a
 * notice's subject (Smoking is not allowed → Rökning är …, Toilets are … → Toaletterna är …).
 */

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
const PREP_AFTER_LABEL = new Set(['on', 'at', 'in', 'below', 'above', 'with', 'before', 'after']);

/**
 * A care label's or packaging's instruction without an object is the s-passive: "Wash at 40 °C", "Tumble dry on low
 * heat", "Protect from frost", "Dry clean only" → "Tvättas i 40 °C", "Torktumlas på låg värme", "Skyddas mot frost",
 * "Kemtvättas endast" (not "Tvätta dig"). An object after the verb ("Wash your hands") keeps the imperative.
 */
export function labelPassive(units: EnUnit[], data: EngineData): boolean {
  // "Do not tumble dry", "Don't iron" → "Får ej torktumlas", "Får ej strykas".
  const neg = units[0]!.lower === 'do' && units[1]?.tag === 'neg' ? 2 : 0;
  const keys = units.length <= 8 ? LABEL_VERBS.get(units[neg]?.lower ?? '') : undefined;
  if (!keys) return false;
  // The key's words over whole units ("Keep away" may be one unit).
  const words: string[] = [];
  const ends: number[] = [];
  for (let m = neg; m < units.length && words.length < 3; m++) {
    words.push(...units[m]!.text.toLowerCase().split(' '));
    ends[words.length] = m + 1;
  }
  const key = keys.find((k) => ends[k.words.length] && k.words.every((w, i) => words[i] === w));
  if (!key) return false;
  const n = ends[key.words.length]!;
  const next = units[n];
  const first = units[neg]!;
  const withPrep = / (at|from|below|above)$/.test(` ${key.words.join(' ')}`);
  // A one-word verb needs its adverbial ("Wash at 40 °C"; "Iron" alone is the thing); "Dry flat" is whole.
  if (!next || next.tag === 'punct') {
    if ((key.words.length < 2 && !neg) || withPrep) return false;
  } else if (neg) {
    // "Do not wash at high temperatures" is an instruction; the label is "Do not iron" alone.
    return false;
  } else if (next.lower === 'only') {
    // "Hand wash only" is the noun's "Endast handtvätt".
    if (first.tag === 'noun') return false;
  } else if (!withPrep) {
    // "Tumble dry on low heat", "Wash before use": the word after the verb is its preposition.
    const after = units[n + 1];
    const use = after && after.tag !== 'noun' && !units[n + 2] ? nounOf(after, data) : undefined;
    const clause = /^(before|after)$/.test(next.lower) && after?.tag !== 'noun' && !use;
    const prep = PREP_AFTER_LABEL.has(next.lower) && !clause ? firstOfKind(data, next.lower, 'prep') : undefined;
    if (prep && next.tag !== 'prep') Object.assign(next, { tag: 'prep', target: prep });
    if (prep && use) Object.assign(after!, { tag: 'noun', base: after!.lower, target: use, vform: undefined });
    // A joined phrase opening with the preposition ("before use" → "före användning") is the adverbial too.
    const prepPhrase = next.tag === 'phrase' && PREP_AFTER_LABEL.has(next.lower);
    if (!AFTER_LABEL_VERB.has(next.tag) && !prepPhrase) return false;
    // A sentence with a stop and a one-word verb is an instruction ("Wash at 40 °C." → "Tvätta i 40 °C."), but
    // "Wash before use." is the label's.
    if (units[units.length - 1]!.text === '.' && key.words.length < 2 && !prepPhrase) return false;
  }
  const text = units
    .slice(0, n)
    .map((u) => u.text)
    .join(' ');
  // "Dry clean only" → "Får endast kemtvättas"; after "får" the passive's infinitive (strykes → strykas).
  const only = next?.lower === 'only';
  const inf = key.sv.replace(/^(\p{L}+)es\b/u, '$1as');
  const sv = only ? `får endast ${inf}` : neg ? `får ej ${inf}` : key.sv;
  units.splice(0, only ? n + 1 : n, { ...word(units[0]!, text, 'phrase', sv), cap: units[0]!.cap, target: undefined });
  return true;
}

/**
 * "Toilets are for customers only", "Open to residents only", "Entry by ticket only" → "… endast för kunder", "…
 * endast för boende", "… endast med biljett": a final "only" after a preposition's phrase goes before the preposition.
 */
export function onlyBeforePlace(units: EnUnit[], data: EngineData): void {
  let n = units.length - 1;
  if (units[n]?.tag === 'punct') n--;
  if (n < 2 || units[n]!.lower !== 'only') return;
  for (let k = n - 1; k >= Math.max(1, n - 4); k--) {
    const u = units[k]!;
    if (u.tag === 'prep') {
      const [only] = units.splice(n, 1);
      units.splice(k, 0, { ...only!, lower: 'endast', tag: 'phrase', sv: 'endast', cap: false, target: undefined });
      // "Parking for customers only": the fragment's -ing word before it is the noun (Parkering endast för kunder).
      const ing = k === 1 && units[0]!.vform === 'ing' ? nounOf(units[0]!, data) : undefined;
      if (ing) Object.assign(units[0]!, { tag: 'noun', base: units[0]!.lower, target: ing, vform: undefined });
      return;
    }
    if (!['noun', 'adj', 'det', 'num', 'lit', 'poss'].includes(u.tag)) return;
  }
}

/** Things a place has for its visitors: a notice's plural subject without article is the place's own ones. */
const FACILITIES = wordSet('facility-nouns-en');

/**
 * A notice's subject before "is/are": a bare -ing word is its noun when the notice rules ("Smoking is not allowed",
 * "Parking is for residents only" → "Rökning är …", "Parkering är …"), and a place's facilities are its own, definite
 * ("Toilets are for customers only", "Lockers are located …" → "Toaletterna …", "Skåpen …").
 */
export function noticeSubject(units: EnUnit[], data: EngineData): void {
  const [first, second] = units as [EnUnit, EnUnit | undefined];
  if (!isBe(second) || units.length > 10) return;
  const state = (u: EnUnit) =>
    NOTICE_STATES.has(u.lower) || NOTICE_STATES.has(u.text.slice(u.text.lastIndexOf(' ') + 1));
  const ing = first.vform === 'ing' && units.slice(2, 6).some(state);
  const ingNoun = ing ? nounOf(first, data) : undefined;
  if (ingNoun) Object.assign(first, { tag: 'noun', base: first.lower, target: ingNoun, vform: undefined });
  const predicateNoun = units[2]?.tag === 'det';
  if (
    first.tag === 'noun' &&
    first.plural &&
    second!.lower === 'are' &&
    !predicateNoun &&
    FACILITIES.has(first.base ?? first.lower)
  )
    units.unshift({ ...word(first, 'the', 'det', ''), sv: undefined, cap: false });
}
