import type { NounEntry } from '../lexicon/types.js';
import { wordSet } from '../lexicon/word-lists.js';
import { pluralOnly } from '../morphology/sv.js';
import { COORD, type Gender, INDEFINITE_PRONOUNS, PRONOUNS, pronounOf, SUBJECT_FORMS, SUBORD } from './en-grammar.js';
import type { EnUnit } from './en-unit.js';

/** Clause-level helpers for en→sv: subject noun phrases, agreement, clause boundaries. */
export const COMPLEMENT_NOUNS = wordSet('complement-nouns-en');
export const SAY_VERBS = wordSet('clause-verbs-en');
export const QUANTIFIERS = new Set([
  'many',
  'some',
  'all',
  'most',
  'several',
  'few',
  'none',
  'each',
  'both',
  'one',
  'others',
]);
const PARTITIVE = new Set(['third', 'quarter', 'fifth', 'tenth', 'majority', 'minority', 'rest', 'percent', 'half']);
const PLURAL_QUANTITIES = new Set(['most', 'many', 'both', 'several', 'few', 'all', 'some']);
export const VERBAL = new Set(['be', 'have', 'do', 'modal', 'verb']);
export const isFiniteStart = (u: EnUnit) =>
  VERBAL.has(u.tag) && !u.consumed && !(u.tag === 'verb' && (u.vform === 'ing' || u.vform === 'pp'));

const NUMBER_MODIFIERS = new Set([
  'more than',
  'less than',
  'fewer than',
  'about',
  'almost',
  'nearly',
  'over',
  'around',
]);

/** Start of the noun phrase that ends just before `end` (the subject before the finite verb), or -1. */
export function npStartBefore(c: EnUnit[], end: number): number {
  let i = end - 1;
  // "Train 421", "Bus 4": a noun naming what carries the number after it.
  if (c[i]?.tag === 'lit' && /\d/.test(c[i]!.text) && c[i - 1]?.tag === 'noun' && c[i]!.spaceBefore !== false) i--;
  const u = c[i];
  if (!u) return -1;
  if (
    i > 1 &&
    (c[i - 1]!.lower === 'and' || c[i - 1]!.lower === 'or') &&
    (u.tag === 'pron' || u.tag === 'noun' || u.tag === 'unknown')
  ) {
    const s = npStartBefore(c, i - 1);
    if (s >= 0) return s;
  }
  if (u.tag === 'pron' && SUBJECT_FORMS.has(u.lower)) return i;
  if (u.tag === 'there') return i;
  if (QUANTIFIERS.has(u.lower) && u.tag !== 'verb') return i;
  if (!(u.tag === 'noun' || (u.tag === 'unknown' && u.cap) || u.tag === 'num')) return -1;
  while (
    (i > 0 && ['noun', 'adj', 'num', 'det', 'poss'].includes(c[i - 1]!.tag)) ||
    (i > 0 && c[i - 1]!.tag === 'unknown' && c[i - 1]!.cap) ||
    (i > 0 && c[i - 1]!.gen) ||
    (i > 0 && c[i - 1]!.tag === 'lit' && /^\d[\d,.]*$/.test(c[i - 1]!.text))
  ) {
    i--;
    if (c[i]!.tag === 'det' || c[i]!.tag === 'poss') break;
  }
  // "All our burgers", "all these books": all before a possessive or demonstrative opens the noun phrase.
  if (i > 0 && c[i - 1]!.tag === 'det' && c[i - 1]!.base === 'all' && c[i - 1]!.lower === 'all') i--;
  // "More than 100 people", "About 50 people": a modifier of the number belongs to the subject.
  if (/^(num|lit)$/.test(c[i]!.tag) && i > 0 && NUMBER_MODIFIERS.has(c[i - 1]!.base ?? c[i - 1]!.lower)) i--;
  // "Anna and her husband live", "The manager and the staff agreed": a noun phrase after and/or joins the one before.
  if (i > 1 && i < end - 1 && (c[i - 1]!.lower === 'and' || c[i - 1]!.lower === 'or')) {
    const s = npStartBefore(c, i - 1);
    if (s >= 0) return s;
  }
  return i;
}

export function npEndAfter(c: EnUnit[], start: number): number {
  const u = c[start];
  if (!u) return -1;
  if ((u.tag === 'pron' && SUBJECT_FORMS.has(u.lower)) || u.tag === 'there') return start + 1;
  let j = start;
  if (c[j]?.tag === 'det' || c[j]?.tag === 'poss') j++;
  while (c[j] && (['noun', 'adj', 'num'].includes(c[j]!.tag) || (c[j]!.tag === 'unknown' && c[j]!.cap))) j++;
  return j > start && c[j - 1]?.tag !== 'det' ? j : -1;
}

export function agreementOf(np: EnUnit[]): { gender: Gender; plural: boolean } {
  if (np.some((u) => u.lower === 'and')) return { gender: 'en', plural: true };
  if (np.length === 1 && np[0]!.tag === 'pron') {
    const p = pronounOf(np[0]!);
    return p
      ? { gender: p.gender === 'ett' && np[0]!.lower !== 'it' ? 'ett' : p.gender, plural: p.plural }
      : { gender: 'en', plural: false };
  }
  // "The risk of heart attacks is high": the head is the noun before a preposition's phrase.
  const p = np.findIndex((u) => u.tag === 'prep');
  const before = (p > 0 ? np.slice(0, p) : np).findLast((u) => u.tag === 'noun');
  // "A third of all cars are red": a fraction agrees through its of-phrase.
  const head = before && !PARTITIVE.has(before.base ?? before.lower) ? before : np.findLast((u) => u.tag === 'noun');
  const e = head?.target?.entry;
  // "Most of them are closed" → "De flesta av dem är stängda": without a noun, a plural quantity or pronoun.
  const pron = np.find((u) => u.tag === 'pron' && PRONOUNS[u.lower]);
  const pluralWithoutNoun =
    !head && (pron ? pronounOf(pron)!.plural : np.some((u) => PLURAL_QUANTITIES.has(u.base ?? u.lower)));
  // "The clothes are dirty" → "Kläderna är smutsiga": a Swedish noun with only plural forms is plural.
  const n = e?.kind === 'noun' ? (e as NounEntry) : undefined;
  const plural =
    Boolean(head?.plural) ||
    (n !== undefined && pluralOnly(n)) ||
    pluralWithoutNoun ||
    np.some((u) => (u.tag === 'det' && ['these', 'those', 'many'].includes(u.lower)) || u.lower === 'and');
  return { gender: e?.kind === 'noun' ? (e as NounEntry).gender : 'en', plural };
}
/** "Most of them are closed": a clause whose subject the parse left in front (a quantity + of) agrees with it. */
export function quantityAgreement(
  fronted: EnUnit[],
  fallback: { gender: Gender; plural: boolean },
): { gender: Gender; plural: boolean } {
  const q = fronted[0];
  if (!q || fronted[1]?.text.toLowerCase() !== 'of' || !PLURAL_QUANTITIES.has(q.base ?? q.lower)) return fallback;
  return agreementOf(fronted);
}
const INDEFINITE_HEADS = new Set([...INDEFINITE_PRONOUNS].map((w) => `pron:${w}`).concat('else'));

/** "anything (else)", "everything": an indefinite pronoun a relative clause may follow (något som jag kan göra). */
export const indefiniteHead = (prev: EnUnit | undefined) =>
  Boolean(prev && INDEFINITE_HEADS.has(prev.lower === 'else' ? 'else' : `${prev.tag}:${prev.lower}`));

export function isBoundary(u: EnUnit, prev: EnUnit | undefined, coordinatedSubject = false): boolean {
  if (u.tag === 'punct') return /^[,;:()"–—]$/.test(u.text);
  if (u.tag === 'coord' && u.lower in COORD) return !coordinatedSubject;
  if (u.tag === 'subord' && u.lower in SUBORD)
    // "told me that …", "sure that …": after an object pronoun or an adjective too.
    return !(
      u.lower === 'that' &&
      prev?.tag !== 'verb' &&
      prev?.tag !== 'noun' &&
      prev?.tag !== 'adj' &&
      !(prev?.tag === 'pron' && ['me', 'him', 'her', 'us', 'them', 'you'].includes(prev.lower)) &&
      // "anything (else) that I can do": a relative clause after an indefinite pronoun.
      !indefiniteHead(prev)
    );
  if (
    (u.lower === 'who' || u.lower === 'which' || u.lower === 'whose') &&
    prev &&
    (prev.text === ',' || prev.tag === 'noun' || prev.tag === 'unknown')
  )
    return true;
  if (u.tag === 'wh' && prev && prev.tag !== 'prep' && prev.tag !== 'punct') return true;
  if (u.lower === 'as' && (prev?.tag === 'adj' || prev?.tag === 'adv')) return false;
  return false;
}

/** Verbs before a clause whose "that" English may leave out: saying and thinking, and make sure, check, note, ensure. */
const THAT_OMITTED = new Set([
  ...SAY_VERBS,
  ...[...wordSet('check-verbs-en')].filter((v) => v !== 'make' && v !== 'mind'),
  'make sure',
  'make certain',
]);

/**
 * "Make sure the device is switched off" → "Se till att …": a noun phrase after such a verb, followed by a finite
 * verb, is the subject of a clause whose "that" (att) was left out. `i` is the index of the noun phrase's first unit.
 */
export function omittedThatBefore(units: EnUnit[], i: number): boolean {
  const pv = units[i - 1];
  if (pv?.tag !== 'verb' || !THAT_OMITTED.has(pv.base ?? '') || pv.clauseFollows) return false;
  const u = units[i]!;
  if (!['det', 'poss', 'noun', 'unknown', 'adj'].includes(u.tag)) return false;
  const e = npEndAfter(units, i);
  return e > i && Boolean(units[e]) && isFiniteStart(units[e]!);
}

/** "how long/much/often" after a finite verb, opening a clause with its own subject and finite verb. */
export function embeddedHow(units: EnUnit[], i: number, clause: EnUnit[]): boolean {
  const nx = units[i + 1];
  if (!nx || !clause.some(isFiniteStart) || !['pron', 'det', 'poss'].includes(nx.tag)) return false;
  const e = npEndAfter(units, i + 1);
  return e > 0 && Boolean(units[e]) && isFiniteStart(units[e]!);
}

/** "Usually(,) we eat at six" → "Vi brukar äta klockan sex": fronted "usually" stands before the verb, as bruka. */
export function usuallyBeforeVerb(units: EnUnit[]): void {
  if (units[1]?.text === ',') units.splice(1, 1);
  const e = npEndAfter(units, 1);
  if (e > 1 && units[e] && isFiniteStart(units[e]!)) units.splice(e - 1, 0, units.shift()!);
}

/** "She has lived here since she was six": after a perfect, since is temporal (sedan), not causal (eftersom). */
export function perfectBefore(units: EnUnit[], i: number): boolean {
  return units
    .slice(0, i)
    .some(
      (u, k) =>
        (u.tag === 'have' && ['pp', 'past-pp'].includes(units[k + 1]?.vform ?? '')) ||
        (u.tag === 'have' && units[k + 1]?.lower === 'been'),
    );
}
