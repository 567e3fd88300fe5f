import type { EnOp } from './en-verb.js';
import type { SvUnit } from './sv-unit.js';

/**
 * "blev uppskjutet", "blev påkörd" → "was postponed", "was run over": the participle of a particle verb (particle in
 * front, an English participle for its sense) after bli is the passive, not "got".
 */
export const particleParticiple = (lemma: string, en: string) =>
  /^(upp|in|av|ut|på|om|ner|bort|fram|till)[^aeiouyåäö]*[aeiouyåäö]/.test(lemma) &&
  /(ed|en)$|^(run|hit|cut|shut|put|set|sold|sent|built|paid|held|left|lost|kept|told|found)\b/.test(en.split(' ')[0]!);

/**
 * Whether "av" at `i` names the agent (by): in the passive or after a participle, also a particle verb's participle
 * after bli ("blev påkörd av en bil" → "was run over by a car"); after a number or quantifier it is partitive (of),
 * even in the passive ("en av de vackraste", "flera av dem").
 */
export function agentAv(units: SvUnit[], i: number, passive: boolean | undefined, verbSv: string | undefined): boolean {
  const pv = units[i - 1];
  const partitive =
    pv?.a?.pos === 'word' && (pv.a.entry.pos === 'num' || pv.a.entry.pos === 'det' || pv.lower === 'en');
  return !partitive && (Boolean(passive) || pv?.a?.pos === 'ppart' || bliParticiple(pv, units[i - 2], verbSv));
}

function bliParticiple(pv: SvUnit | undefined, before: SvUnit | undefined, verbSv: string | undefined): boolean {
  return (
    pv?.a?.pos === 'adj' &&
    (verbSv === 'bli' || ['blev', 'blir', 'blivit', 'bli'].includes(before?.lower ?? '')) &&
    particleParticiple(pv.a.entry.lemma, pv.a.entry.senses[0]?.text ?? '')
  );
}

/** "kan komma att" → "may": the modal can just before komma att becomes may/might; false when there is none. */
export function canBecomesMay(ops: EnOp[]): boolean {
  const prev = ops.at(-1);
  if (prev?.kind !== 'modal' || prev.present !== 'can') return false;
  ops[ops.length - 1] = { kind: 'modal', present: 'may', past: 'might', nonfinite: 'possibly' };
  return true;
}
