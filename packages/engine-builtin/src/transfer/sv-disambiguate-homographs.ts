import type { SvAnalysis } from '../morphology/sv.js';
import type { SvUnit } from './sv-unit.js';

/*
 * Word-class homographs a verb reading should win after a subject (sixth round, helper lex6): an adjective spelled
 * like a present (läcker) or a -de form (lagade), a genitive spelled like an s-passive (körs), a preposition spelled
 * like a past (åt).
 */
const isFiniteVerb = (a: SvAnalysis) => a.pos === 'verb' && (a.form === 'pres' || a.form === 'past');
const has = (u: SvUnit | undefined, p: (a: SvAnalysis) => boolean) => Boolean(u?.analyses.some(p));
const nominal = (a: SvAnalysis) => a.pos === 'noun' || a.pos === 'adj' || a.pos === 'ppart';
const wordPos = (a: SvAnalysis | undefined, ...pos: string[]) => a?.pos === 'word' && pos.includes(a.entry.pos);

/** The score change for reading `a` of unit `i`. */
export function homographScore(a: SvAnalysis, units: SvUnit[], i: number): number {
  const u = units[i]!;
  const prev = units[i - 1];
  const next = units[i + 1];
  let s = 0;
  // "Diskmaskinen läcker vatten": after a definite noun before any finite verb, a present form is the verb (leaks),
  // not the homographic adjective (läcker, delicious).
  if (
    a.pos === 'adj' &&
    prev?.a?.pos === 'noun' &&
    prev.a.def &&
    !prev.a.gen &&
    u.analyses.some((b) => b.pos === 'verb' && b.form === 'pres' && !b.passive) &&
    !units.slice(0, i).some((x) => x.a && isFiniteVerb(x.a))
  )
    s -= 3;
  // "Vi drack kaffe och åt bullar": after och and a clause with a past verb, åt is the second verb, not "for".
  if (
    wordPos(a, 'prep') &&
    prev?.lower === 'och' &&
    u.analyses.some((b) => b.pos === 'verb' && b.form === 'past') &&
    units.slice(0, i).some((x) => x.a?.pos === 'verb' && x.a.form === 'past')
  )
    s -= 3;
  // "Bilen körs till verkstaden": a genitive (körs, the choir's) needs a noun after it; before none it is the verb.
  if (a.pos === 'noun' && a.gen && !has(next, nominal) && u.analyses.some(isFiniteVerb)) s -= 3;
  // "Min pappa lagade bilen", "Kocken som lagade maten": after a noun or the relative som, a -de form before a
  // definite noun is the finite verb, not an adjective.
  if (
    (a.pos === 'adj' || a.pos === 'ppart') &&
    ((prev?.a?.pos === 'noun' && !prev.a.gen) || prev?.lower === 'som') &&
    has(next, (b) => b.pos === 'noun' && b.def) &&
    u.analyses.some(isFiniteVerb)
  )
    s -= 3;
  return s;
}
