import type { SvAnalysis } from '../morphology/sv.js';
import type { SvUnit } from './sv-unit.js';

const isFinite = (b: SvAnalysis) => b.pos === 'verb' && (b.form === 'pres' || b.form === 'past');
const definiteNoun = (b: SvAnalysis | undefined) => b?.pos === 'noun' && b.def && !b.gen;

/**
 * Tagger score from a neighbouring noun (added to sv-disambiguate.ts): two definite nouns never stand side by side,
 * so a word that is a definite noun or a finite verb next to a definite noun is the verb: "Förra året anställde
 * företaget …" (hired, not "the employee"), "Företaget anställde tjugo personer".
 */
export function scoreNounPairs(a: SvAnalysis, units: SvUnit[], i: number): number {
  if (!definiteNoun(a)) return 0;
  const u = units[i]!;
  if (!u.analyses.some(isFinite)) return 0;
  const next = units[i + 1];
  const nextDefinite = Boolean(next?.analyses.length && next.analyses.every(definiteNoun));
  return definiteNoun(units[i - 1]?.a) || nextDefinite ? -3 : 0;
}
