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
export function particleTakesObject(
  verbT: EnTarget | undefined,
  afterCands: Cand[] | undefined,
  words: string[],
  ts: EnTarget[],
): boolean {
  const particle = verbT?.entry.kind === 'verb' ? verbT.entry.particle : '';
  const objectAfter = Boolean(afterCands?.some((x) => NOMINAL.includes(x.unit.tag)));
  // "It's hard to find a job" → "svårt att hitta ett jobb": an adjective sense ending in to + a verb (hard to find →
  // svårfunnen) takes no object either.
  const adjToVerb = words[words.length - 2] === 'to' && ts.every((x) => x.entry.kind === 'adj');
  return (INTRANSITIVE_PARTICLES.has(particle) || adjToVerb) && objectAfter;
}

const DID_OBJECT = new Set(['the', 'my', 'your', 'his', 'her', 'our', 'their']);
const BEFORE_AUX_DID = new Set(['why', 'when', 'where', 'how', 'what', 'who', 'which', 'and', 'or']);

/**
 * Inflected be/have/do are auxiliaries far more often than the first word of an idiom ("is there"), but "has a
 * birthday" → "fyller år": have before a/an is the full verb; so is did before a determiner after its subject ("He did
 * the laundry" → "tvättade"; not opening the sentence or after a wh-word: "Did the bus leave?"), so their idioms match.
 */
export function auxOpensIdiom(aux: string, toks: { lower: string }[], i: number, unitsBefore: number): boolean {
  if (aux === 'have') return ['a', 'an'].includes(toks[i + 1]?.lower ?? '');
  return (
    aux === 'do' &&
    toks[i]!.lower === 'did' &&
    unitsBefore > 0 &&
    DID_OBJECT.has(toks[i + 1]?.lower ?? '') &&
    !BEFORE_AUX_DID.has(toks[i - 1]?.lower ?? '')
  );
}

/** Determiners and the like after which a noun is plural: the -s word ends a plural noun, not a verb. */
const PLURAL_BEFORE = new Set(['num', 'these', 'those', 'many', 'more', 'some', 'all', 'several', 'few', 'other']);

/**
 * "The bus stops at the station": the plural of a multiword noun sense (bus stops → busshållplatser) whose last word is
 * also a verb's -s form is that verb unless a plural word comes before it or a verb, be or the end follows it.
 */
function pluralReadsAsVerb(units: EnUnit[], lastCands: Cand[] | undefined, afterCands: Cand[] | undefined) {
  if (!lastCands?.some((x) => x.unit.tag === 'verb' && x.unit.vform === '3sg')) return false;
  const prev = units[units.length - 1];
  if (prev && (PLURAL_BEFORE.has(prev.lower) || prev.tag === 'num')) return false;
  if (!afterCands?.length) return false;
  return !afterCands.some((x) => ['be', 'have', 'modal', 'do', 'verb', 'punct', 'coord'].includes(x.unit.tag));
}

/**
 * The Swedish targets of a multiword English sense the tagger may read: a main sense, or any sense of a phrase or
 * closed-class word; "bus stops", the plural of a noun's multiword main sense, is that noun (busshållplatser) unless
 * its last word is the verb (`pluralReadsAsVerb`).
 */
export function multiwordTargets(
  data: EngineData,
  key: string,
  units: EnUnit[],
  cands: Cand[][],
  last: number,
): { ts: EnTarget[]; pluralKey?: string } {
  const pluralKey = data.enMultiPlural.get(key);
  if (pluralKey) {
    if (pluralReadsAsVerb(units, cands[last], cands[last + 1])) return { ts: [] };
    const ts = (data.enIndex.get(pluralKey) ?? []).filter((x) => x.senseIndex === 0 && x.entry.kind === 'noun');
    return { ts, pluralKey };
  }
  const ts = (data.enIndex.get(key) ?? []).filter(
    (x) => x.senseIndex === 0 || x.entry.kind === 'phrase' || x.entry.kind === 'word',
  );
  return { ts };
}
