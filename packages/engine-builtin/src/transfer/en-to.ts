import type { EnTag, EnUnit } from './en-unit.js';

/** Verbs of motion: "went to glorpton" is a place, not an infinitive. */
const MOTION = new Set([
  'go',
  'come',
  'travel',
  'move',
  'return',
  'drive',
  'fly',
  'walk',
  'run',
  'get',
  'ride',
  'sail',
]);

/**
 * How much the infinitive marker reading of "to" gains: none before a verb, a penalty before anything else, except
 * before a lower-case word the lexicon lacks right after a verb or adjective ("want to flurp", "happy to flurp"),
 * which is read as an infinitive.
 */
export function toScore(
  nextTags: ReadonlySet<EnTag>,
  nextCands: readonly unknown[] | undefined,
  nextWord: string | undefined,
  prev: EnUnit | undefined,
): number {
  if (nextTags.has('verb') || nextTags.has('be') || nextTags.has('have') || nextTags.has('do')) return 0;
  const afterVerb = (prev?.tag === 'verb' && !MOTION.has(prev.base ?? '')) || prev?.tag === 'adj';
  return !nextCands?.length && /^\p{Ll}{3,}$/u.test(nextWord ?? '') && afterVerb ? 1 : -4;
}
