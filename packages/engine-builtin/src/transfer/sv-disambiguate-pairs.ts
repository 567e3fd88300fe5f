import type { SvAnalysis } from '../morphology/sv.js';
import { POSSESSIVES } from './sv-grammar.js';
import type { SvUnit } from './sv-unit.js';

const finiteVerb = (b: SvAnalysis) => b.pos === 'verb' && (b.form === 'pres' || b.form === 'past');
const definiteNoun = (b: SvAnalysis | undefined) => b?.pos === 'noun' && b.def && !b.gen;

/**
 * Tagger score from a neighbouring noun (added to sv-disambiguate.ts): two definite nouns never stand side by side,
 * so a word that is a definite noun or a finite verb next to a definite noun is the verb: "Förra året anställde
 * företaget …" (hired, not "the employee"), "Företaget anställde tjugo personer".
 */
export function scoreNounPairs(a: SvAnalysis, units: SvUnit[], i: number): number {
  if (!definiteNoun(a)) return 0;
  const u = units[i]!;
  if (!u.analyses.some(finiteVerb)) return 0;
  const next = units[i + 1];
  const nextDefinite = Boolean(next?.analyses.length && next.analyses.every(definiteNoun));
  return definiteNoun(units[i - 1]?.a) || nextDefinite ? -3 : 0;
}

/** A word that may stand before a noun as its modifier: an adjective, a genitive, a determiner, number or possessive. */
export function detLike(u: SvUnit | undefined): boolean {
  if (!u?.a) return false;
  const a = u.a;
  if (a.pos === 'adj') return true;
  if (a.pos === 'noun') return Boolean(a.gen);
  return (a.pos === 'word' && (a.entry.pos === 'det' || a.entry.pos === 'num')) || u.lower in POSSESSIVES;
}
