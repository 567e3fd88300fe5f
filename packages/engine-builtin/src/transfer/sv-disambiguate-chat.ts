import type { SvAnalysis } from '../morphology/sv.js';
import type { SvUnit } from './sv-unit.js';

/** A number word or digits: "fem", "5", "halv sju". */
const numberLike = (u: SvUnit | undefined) =>
  Boolean(u && (/^\d/.test(u.lower) || u.analyses.some((b) => b.pos === 'word' && b.entry.pos === 'num')));

/**
 * Everyday words whose reading a message's numbers decide (the tagger's score for analysis `a` of `units[i]`):
 * "vid fem" is at five (the preposition, not the adjective wide); "vid sex typ" ends on typ the adverb (or so), not
 * the noun type. Both rules look at the word itself first, so other words cost one comparison.
 */
export function chatNumberScore(a: SvAnalysis, units: readonly SvUnit[], i: number): number {
  const u = units[i]!;
  if (u.lower === 'vid') return a.pos === 'adj' && numberLike(units[i + 1]) ? -3 : 0;
  if (u.lower !== 'typ' || a.pos !== 'noun') return 0;
  const next = units[i + 1];
  return (!next || next.kind === 'punct') && numberLike(units[i - 1]) ? -6 : 0;
}
