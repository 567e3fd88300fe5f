import type { EngineData } from '../engine-data.js';
import { analyzeEnVerb } from '../morphology/en.js';
import { word } from './en-construction-parts.js';
import type { EnUnit } from './en-unit.js';

/**
 * "all food produced in the world is never eaten" → "all mat som produceras i världen äts aldrig": a past participle
 * right after the subject's noun, followed by a preposition or a year, with the clause's finite verb still to come, is a
 * reduced relative clause: it becomes "which is/was + participle" (the passive, in the tense of that finite verb).
 */
const OPENS = new Set(['punct', 'subord', 'coord', 'wh']);
const FINITE = new Set(['be', 'have', 'modal', 'do']);
const finite = (u: EnUnit) =>
  FINITE.has(u.tag) || (u.tag === 'verb' && ['3sg', 'past', 'past-pp', 'pres'].includes(u.vform ?? ''));

export function expandReducedRelatives(units: EnUnit[], data: EngineData): void {
  for (let i = 1; i < units.length - 1; i++) {
    const p = units[i]!;
    const prev = units[i - 1]!;
    const next = units[i + 1]!;
    if (p.tag !== 'verb' || !['pp', 'past-pp', 'past'].includes(p.vform ?? '') || prev.tag !== 'noun' || prev.gen)
      continue;
    // "made", "built": a past form that is also the participle (not "ate").
    const pp = analyzeEnVerb(p.lower, data.enIrrPast, data.enIrrPp, (b) => data.enIndex.has(b)).some(
      (x) => x.form === 'pp' || x.form === 'past-pp',
    );
    if (!pp) continue;
    const prepPhrase = next.tag === 'phrase' && /^(in|at|on|by|from|during|for|with) /.test(next.base ?? '');
    if (!(next.tag === 'prep' || prepPhrase || (next.tag === 'lit' && /^\d{4}$/.test(next.text)))) continue;
    let start = i - 1;
    while (start > 0 && !OPENS.has(units[start - 1]!.tag) && units[start - 1]!.lower !== 'that') start--;
    if (units.slice(start, i).some(finite)) continue;
    let end = i + 1;
    while (end < units.length && !OPENS.has(units[end]!.tag)) end++;
    const main = units.slice(i + 1, end).find(finite);
    if (!main) continue;
    // "stolen in 2004 have been found" → "som stals 2004": a year or a perfect main verb puts it in the past.
    const year = units.slice(i + 1, end).some((u) => u.tag === 'lit' && /^(1\d|20)\d\d$/.test(u.text));
    const past = main.vform === 'past' || ['was', 'were', 'had', 'have', 'has'].includes(main.lower) || year;
    p.vform = 'past-pp';
    units.splice(
      i,
      0,
      { ...word(p, 'which', 'wh', ''), sv: undefined },
      { ...word(p, past ? 'was' : 'is', 'be', ''), sv: undefined, base: 'be', vform: past ? 'past' : 'pres' },
    );
    i += 2;
  }
}
