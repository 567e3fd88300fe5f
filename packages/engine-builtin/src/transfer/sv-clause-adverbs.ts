import type { RenderContext } from './sv-render-context.js';
import type { SvUnit } from './sv-unit.js';
import { DURATION_NOUNS } from './sv-words.js';

/**
 * Adverbs whose English depends on standing last in the clause: "Jag ringer dig sen" → "later" (at the start: then),
 * "Vi väntade länge" → "a long time" (in a question or negated: long).
 */
export function clauseEndAdverb(u: SvUnit, next: SvUnit | undefined, ctx: RenderContext): string | undefined {
  if (u.a?.pos !== 'word' || u.a.entry.pos !== 'adv' || ctx.fronted || (next && next.kind !== 'punct'))
    return undefined;
  if (u.lower === 'sen') return 'later';
  if (u.lower === 'länge' && !ctx.negOrQuestion) return 'for a long time';
  return undefined;
}

/**
 * "Avboka senast 24 timmar innan", "senast två dagar före besöket" → "at least 24 hours before": senast before a
 * length of time and innan/före/i förväg is a lead time, not "at the latest".
 */
export function leadTime(units: SvUnit[], i: number): string | undefined {
  if (units[i]!.lower !== 'senast') return undefined;
  const num = units[i + 1];
  const noun = units[i + 2]?.a;
  // "senast en vecka innan": the article counts as one.
  const one = num?.lower === 'en' || num?.lower === 'ett';
  if (!(num?.kind === 'lit' && /^\d/.test(num.lower)) && !(num?.a?.pos === 'word' && num.a.entry.pos === 'num') && !one)
    return undefined;
  const after = units[i + 3]?.lower ?? '';
  return noun?.pos === 'noun' && DURATION_NOUNS.has(noun.entry.lemma) && /^(innan|före|i förväg|tidigare)$/.test(after)
    ? 'at least'
    : undefined;
}
