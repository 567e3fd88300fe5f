import type { EngineData, EnTarget } from '../engine-data.js';
import { wordSet } from '../lexicon/word-lists.js';
import { continuesWith } from '../tokenize.js';
import type { Cand } from './en-candidates.js';
import type { EnUnit } from './en-unit.js';

/** When a multiword English sense found by the tagger (en-tag.ts) is not that sense in this sentence. */

/** Swedish particle verbs with "in" that take an object (lämna in, betala in): their "in" may stand before one. */
const OBJECT_IN = wordSet('object-in-verbs-sv');

/** Tags that begin or make a noun phrase. */
const NOMINAL = ['det', 'poss', 'num', 'noun'];

/**
 * A multiword sense whose last word belongs to a following noun phrase is not that sense: a numeral before its noun
 * ("in two hours" is om två timmar, not itu timmar), or a Swedish directional particle "in" (springa in, flytta in,
 * which take no object) whose English "in" heads a prepositional phrase ("ran in the park", "move in May").
 */
export function headsNounPhrase(
  words: string[],
  lastCands: Cand[] | undefined,
  afterCands: Cand[] | undefined,
  verbT?: EnTarget,
) {
  if (!afterCands?.some((x) => NOMINAL.includes(x.unit.tag))) return false;
  if (lastCands?.some((x) => x.unit.tag === 'num') && afterCands.some((x) => x.unit.tag === 'noun')) return true;
  const particle = verbT?.entry.kind === 'verb' ? verbT.entry.particle : '';
  if (verbT?.entry.kind === 'verb' && OBJECT_IN.has(verbT.entry.lemma)) return false;
  return words[words.length - 1] === 'in' && particle === 'in';
}

/**
 * "voted in favour of the proposal": a particle verb (vote in → rösta fram) whose particle opens a longer multiword
 * sense there (in favour of → till förmån för) is not that verb; the longer phrase keeps its words.
 */
export function particleOpensPhrase(data: EngineData, toks: { lower: string }[], j: number): boolean {
  const next = toks[j + 1]?.lower;
  if (!next) return false;
  return (data.enMulti.get(`${toks[j]!.lower} ${next}`) ?? []).some(
    (words) => words.length > 2 && continuesWith(toks, j, words),
  );
}

/**
 * "The party lost votes in the election": right after a finite verb an -s form is a plural object (votes), not a
 * second finite verb opening a particle verb (vote in → rösta fram).
 */
export function objectAfterVerb(units: EnUnit[], vc: Cand | undefined): boolean {
  return vc?.unit.vform === '3sg' && units[units.length - 1]?.tag === 'verb';
}

/**
 * "I didn't even see him", "She doesn't really like it": after do, a multiword adverb opening with "not" (not even,
 * not really) would take the clause's negation from do-support; "not" stays the negation and the adverb follows.
 */
export function takesNegation(words: string[], units: EnUnit[]): boolean {
  if (words[0] !== 'not') return false;
  const prev = units[units.length - 1]?.tag ?? '';
  // "I'm not really sure", "We can't quite say": after be, have or a modal a degree adverb too (not yet stays ännu inte).
  return prev === 'do' || (/^(be|modal|have)$/.test(prev) && /^(really|quite|exactly)$/.test(words[1] ?? ''));
}

/** Swedish particles that leave a particle verb without an object: leva vidare (live on), gå vidare (move on). */
const INTRANSITIVE_PARTICLES = new Set(['vidare', 'iväg']);

/**
 * "We live on the first floor", "They live on bread": a particle verb whose Swedish takes no object (live on → leva
 * vidare) is not that verb when a noun phrase follows its particle; the particle is the preposition.
 */
export function particleTakesObject(verbT: EnTarget | undefined, afterCands: Cand[] | undefined): boolean {
  const particle = verbT?.entry.kind === 'verb' ? verbT.entry.particle : '';
  return INTRANSITIVE_PARTICLES.has(particle) && Boolean(afterCands?.some((x) => NOMINAL.includes(x.unit.tag)));
}
