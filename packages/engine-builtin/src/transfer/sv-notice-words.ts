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
 * of X" ("Varning för hunden" → "Beware of the dog"); "endast för" + a short noun phrase ending the notice puts "only"
 * last.
 */
export function readNoticeWords(units: SvUnit[]): void {
  if (units[0]?.lower === 'varning' && units[1]?.lower === 'för' && units[2]?.kind !== 'punct') {
    Object.assign(units[0], { kind: 'phrase', phrase: 'beware', a: undefined });
    Object.assign(units[1], { kind: 'phrase', phrase: 'of', a: undefined });
  }
  let only = -1;
  for (let i = 1; i < units.length; i++) {
    const u = units[i]!;
    if (u.lower === 'för' && units[i - 1]!.lower === 'endast') only = i - 1;
    const people = PEOPLE_ADJECTIVES.get(u.lower);
    if (!people || !PEOPLE_AFTER.has(units[i - 1]!.lower)) continue;
    const next = units[i + 1];
    if (next && next.kind !== 'punct' && !['och', 'samt', 'eller'].includes(next.lower)) continue;
    Object.assign(u, { kind: 'phrase', phrase: people, a: undefined });
  }
  if (only >= 0) onlyAtEnd(units, only);
}

/**
 * "Parkering endast för kunder", "Toaletterna är endast för kunder" → "Parking for customers only", "… for customers
 * only": a notice's "endast för" + a short noun phrase ending it puts "only" last, as English signs do.
 */
function onlyAtEnd(units: SvUnit[], only: number): void {
  let end = units.length;
  if (units[end - 1]?.kind === 'punct') end--;
  const rest = units.slice(only + 2, end);
  if (rest.length < 1 || rest.length > 3 || rest.some((u) => u.kind === 'punct' || u.a?.pos === 'verb')) return;
  const [u] = units.splice(only, 1);
  units.splice(end - 1, 0, u!);
}
