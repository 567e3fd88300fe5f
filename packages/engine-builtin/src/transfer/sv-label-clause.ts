import type { SvAnalysis } from '../morphology/sv.js';
import type { SvUnit } from './sv-unit.js';

/**
 * Labels, packs and notices start with the verb: "Förvaras torrt" (is stored dry) and "Får ej frysas om" (may not be
 * refrozen) are English instructions, "Store in a dry place" and "Do not refreeze"; "Innehåller nötter" is
 * "Contains nuts". Rewrites such a clause's units before it is translated; `label` says the verb is a third-person
 * present without a subject.
 */
export function prepareLabelClause(
  c: SvUnit[],
  firstClause: boolean,
  isQuestion: boolean,
): { units: SvUnit[]; label: boolean } {
  const same = { units: c, label: false };
  const v = c[0]?.a;
  if (!firstClause || isQuestion || v?.pos !== 'verb') return same;
  const activeImperative = (u: SvUnit, a: Extract<SvAnalysis, { pos: 'verb' }>) => {
    u.a = { ...a, form: 'imp', passive: false };
  };
  // "Får ej frysas om efter upptining" → "Do not refreeze after thawing".
  const neg = c[1];
  const pass = c[2]?.a;
  if (
    v.entry.inf === 'få' &&
    v.form === 'pres' &&
    (neg?.lower === 'ej' || neg?.lower === 'inte') &&
    pass?.pos === 'verb' &&
    pass.passive &&
    pass.form === 'inf' &&
    // "Får inte användas av barn": with an agent it stays a passive (must not be used by children).
    !c.slice(3).some((u) => u.lower === 'av')
  ) {
    activeImperative(c[2]!, pass);
    return { units: [c[2]!, neg, ...c.slice(3)], label: false };
  }
  const next = c[1];
  const subjectNext =
    next?.a?.pos === 'noun' ||
    (next?.a?.pos === 'word' && ['pron', 'det'].includes(next.a.entry.pos) && next.lower !== 'ej');
  // "Förvaras torrt", "Serveras kall" → "Store dry", "Serve cold".
  if (v.passive && !v.entry.flags.has('dep') && (v.form === 'inf' || v.form === 'pres') && !subjectNext) {
    activeImperative(c[0]!, v);
    return same;
  }
  // "Innehåller nötter" → "Contains nuts": a present that is not also the imperative, before a bare noun phrase.
  const bare = next?.a?.pos === 'noun' ? !next.a.def : next?.a?.pos === 'adj' || next?.kind === 'unknown';
  // "Gäller från 1 juni", "Kan innehålla spår av nötter": a present no imperative shares, before no subject.
  const prepOrInf =
    next?.kind === 'lit' ||
    (next?.a?.pos === 'word'
      ? next.a.entry.pos === 'prep' || next.lower === 'ej' || next.lower === 'inte'
      : next?.a?.pos === 'verb' && next.a.form === 'inf');
  const noImperative = c[0]!.lower !== v.entry.imperative && c[0]!.lower !== v.entry.inf;
  if (!v.passive && v.form === 'pres' && noImperative && (bare || (prepOrInf && !subjectNext)))
    return { units: c, label: true };
  return same;
}
