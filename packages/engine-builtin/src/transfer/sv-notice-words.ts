import { wordMap } from '../lexicon/word-lists.js';
import type { SvUnit } from './sv-unit.js';

/** data/lists/everyday-sv.tsv */
const PEOPLE_ADJECTIVES = wordMap('people-adjectives-sv');
/** Prepositions after which a plural adjective ending a notice names people. */
const PEOPLE_AFTER = new Set(['för', 'till', 'av', 'med', 'åt', 'utom', 'mot', 'bland']);

/**
 * Words of Swedish notices read by their neighbours: a plural adjective or participle of `people-adjectives-sv`
 * after a preposition, ending the notice or before "och", names people ("Tillträde förbjudet för obehöriga" → "… for
 * unauthorised persons", "Rabatt för studerande" → "Discount for students"); "Varning för X" opening a sign is "Beware
 * of X" ("Varning för hunden" → "Beware of the dog").
 */
export function readNoticeWords(units: SvUnit[]): void {
  if (units[0]?.lower === 'varning' && units[1]?.lower === 'för' && units[2]?.kind !== 'punct') {
    Object.assign(units[0], { kind: 'phrase', phrase: 'beware', a: undefined });
    Object.assign(units[1], { kind: 'phrase', phrase: 'of', a: undefined });
  }
  for (let i = 1; i < units.length; i++) {
    const u = units[i]!;
    const people = PEOPLE_ADJECTIVES.get(u.lower);
    if (!people || !PEOPLE_AFTER.has(units[i - 1]!.lower)) continue;
    const next = units[i + 1];
    if (next && next.kind !== 'punct' && !['och', 'samt', 'eller'].includes(next.lower)) continue;
    Object.assign(u, { kind: 'phrase', phrase: people, a: undefined });
  }
}
