import type { EngineData } from '../engine-data.js';
import type { VerbEntry } from '../lexicon/types.js';

/** Particle verbs by their verb word, in lexicon order, built on first use (one pass instead of one per call). */
const particleVerbs = new WeakMap<Map<string, VerbEntry[]>, Map<string, VerbEntry[]>>();

export function particleEntries(data: EngineData, inf: string): VerbEntry[] {
  const verbs = data.lex.verbs;
  let byInf = particleVerbs.get(verbs);
  if (!byInf) {
    byInf = new Map();
    for (const [lemma, list] of verbs)
      for (const e of list) {
        if (!lemma.startsWith(`${e.inf} `)) continue;
        const l = byInf.get(e.inf);
        if (l) l.push(e);
        else byInf.set(e.inf, [e]);
      }
    // The longest particle first: "ta av dig" is "ta av sig" (take off), not "ta av" with an object.
    for (const l of byInf.values()) l.sort((x, y) => y.particle.split(' ').length - x.particle.split(' ').length);
    particleVerbs.set(verbs, byInf);
  }
  return byInf.get(inf)?.slice() ?? [];
}

/** Degree words that may stand between ha and rätt/fel (har helt rätt, hade alldeles fel). */
export const HA_DEGREE = new Map([
  ['helt', 'completely'],
  ['alldeles', 'quite'],
  ['precis', 'exactly'],
  ['fullständigt', 'completely'],
  ['totalt', 'totally'],
]);
export const HA_DEGREE_EN = new Set(HA_DEGREE.values());
