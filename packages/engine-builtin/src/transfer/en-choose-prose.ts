import type { Cand } from './en-candidates.js';
import type { EnTag, EnUnit } from './en-unit.js';

/** Nouns that also read as adjectives but head English compounds as the place of a thing (back door → bakdörr). */
const PLACE_MODIFIERS = new Set(['back', 'front', 'top', 'bottom', 'side', 'home', 'head', 'inside', 'outside']);
/** Units after which a word with a verb reading is more likely that verb than an adjective. */
const VERB_BEFORE = new Set<string>([
  'pron',
  'neg',
  'adv',
  'noun',
  'unknown',
  'modal',
  'do',
  'have',
  'to',
  'wh',
  'subord',
]);
const OBJECT_PRONOUNS = new Set(['me', 'you', 'him', 'her', 'us', 'them']);
const CLAUSE_START = new Set([
  'a',
  'an',
  'the',
  'i',
  'you',
  'he',
  'she',
  'we',
  'they',
  'it',
  'there',
  'our',
  'your',
  'their',
]);

/**
 * Readings of news and e-mail prose for choose() in en-choose.ts (a score to add to candidate `c`, the reading of
 * `word` after `units`):
 * - "a cold winter", "Swedish workers", "official figures": before a noun, a word that is also an adjective is the
 *   adjective (noun+noun compounds are for nouns alone: stone bridge → stenbro); place words stay nouns; not before
 *   a word that may be the verb (the light turns), for a preposition (is on strike), a participle (Used batteries)
 *   or after a subject or auxiliary (he never finished school);
 * - "remind you that the meeting starts": that after a verb and its object pronoun opens a clause (att);
 * - "which come from", "who run the shop": a bare participle cannot follow the relative pronoun; its base can, and
 *   has/have there may be the auxiliary ("which has been closed").
 */
export function proseScore(
  c: Cand,
  cands: Cand[],
  units: EnUnit[],
  nextTags: Set<EnTag>,
  word: string,
  nextWord: string | undefined,
  ppReading: boolean,
): number {
  const i = units.length;
  const prev = units[i - 1];
  const prevTag = prev?.tag;
  const tag = c.unit.tag;
  let s = 0;
  if (
    tag === 'adj' &&
    !c.unit.degree &&
    nextTags.has('noun') &&
    !nextTags.has('verb') &&
    !cands.some((x) => x.unit.tag === 'prep') &&
    !(cands.some((x) => x.unit.tag === 'verb') && VERB_BEFORE.has(prevTag ?? '')) &&
    !ppReading &&
    !PLACE_MODIFIERS.has(word)
  )
    s += 0.6;
  if (
    tag === 'subord' &&
    word === 'that' &&
    prevTag === 'pron' &&
    OBJECT_PRONOUNS.has(prev?.lower ?? '') &&
    units[i - 2]?.tag === 'verb' &&
    CLAUSE_START.has(nextWord ?? '')
  )
    s += 3;
  if ((prev?.lower === 'which' || prev?.lower === 'who') && tag === 'verb' && c.unit.vform === 'pp') s -= 2;
  // "which has been closed since March" → "som har varit stängd": has after the relative pronoun is the auxiliary
  // as much as the full verb (the relative pronoun's boost to verbs in en-choose.ts is matched).
  if ((prev?.lower === 'which' || prev?.lower === 'who') && tag === 'have') s += 3;
  return s;
}
