import type { VerbEntry } from '../lexicon/types.js';
import { participleAdjective } from '../morphology/sv.js';
import type { EnUnit } from './en-unit.js';

const FINITE_NEXT = new Set(['modal', 'be', 'have']);

/**
 * "Missed appointments will be charged", "Used batteries can be recycled": a past participle opening the sentence
 * before its noun and the finite verb is an adjective (Uteblivna/Missade besök, Använda batterier), not the verb.
 */
export function markLeadingParticiple(units: EnUnit[]): void {
  const [first, noun, next] = units;
  if (first?.tag !== 'verb' || (first.vform !== 'pp' && first.vform !== 'past-pp')) return;
  if (noun?.tag !== 'noun' || !next) return;
  if (!(FINITE_NEXT.has(next.tag) || (next.tag === 'verb' && next.vform !== 'ing' && next.vform !== 'pp'))) return;
  const verb = first.target?.entry;
  if (verb?.kind !== 'verb' || (verb as VerbEntry).particle) return;
  const adj = participleAdjective(verb);
  if (!adj) return;
  first.tag = 'adj';
  first.target = { entry: adj, senseIndex: 0, score: 0 };
}

/**
 * "The painted walls were white", "a signed copy": a past participle between a determiner and its noun is an
 * adjective (de målade väggarna, en undertecknad kopia), not the finite verb.
 */
export function markParticipleAfterDeterminer(units: EnUnit[]): void {
  for (let i = 1; i + 1 < units.length; i++) {
    const u = units[i]!;
    if (u.tag !== 'verb' || (u.vform !== 'pp' && u.vform !== 'past-pp')) continue;
    if (!['det', 'poss'].includes(units[i - 1]!.tag) || units[i + 1]!.tag !== 'noun') continue;
    const verb = u.target?.entry;
    if (verb?.kind !== 'verb' || (verb as VerbEntry).particle) continue;
    const adj = participleAdjective(verb as VerbEntry);
    if (!adj) continue;
    u.tag = 'adj';
    u.target = { entry: adj, senseIndex: 0, score: 0 };
  }
}
