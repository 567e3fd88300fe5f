/**
 * Corpus chrF as sacreBLEU 2.x computes it (CHRF with char_order 6, word_order 0, beta 2, whitespace removed,
 * eps_smoothing off). Statistics are summed over the whole corpus per n-gram order; precision and recall are then
 * averaged across the orders that have both hypothesis and reference n-grams, and F-beta is taken of the averages.
 */

export interface ChrfOptions {
  charOrder?: number;
  beta?: number;
}

function charNgrams(chars: readonly string[], n: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (let i = 0; i + n <= chars.length; i++) {
    const gram = chars.slice(i, i + n).join('');
    counts.set(gram, (counts.get(gram) ?? 0) + 1);
  }
  return counts;
}

/** Code points, not UTF-16 units, so that å/ä/ö and astral characters count once, as in Python. */
function toChars(line: string): string[] {
  return Array.from(line.split(/\s+/).join(''));
}

/** Flattened [hyp, ref, match] counts per order, the same layout sacreBLEU uses. */
export function chrfSentenceStats(hypothesis: string, reference: string, charOrder = 6): number[] {
  const hyp = toChars(hypothesis);
  const ref = toChars(reference);
  const stats: number[] = [];
  for (let n = 1; n <= charOrder; n++) {
    const h = charNgrams(hyp, n);
    const r = charNgrams(ref, n);
    let hypCount = 0;
    let refCount = 0;
    let match = 0;
    for (const c of h.values()) hypCount += c;
    for (const c of r.values()) refCount += c;
    for (const [gram, c] of h) {
      const rc = r.get(gram);
      if (rc !== undefined) match += Math.min(c, rc);
    }
    stats.push(hypCount, refCount, match);
  }
  return stats;
}

export function chrfFromStats(stats: readonly number[], beta = 2): number {
  const eps = 1e-16;
  const factor = beta ** 2;
  const order = stats.length / 3;
  let avgPrec = 0;
  let avgRec = 0;
  let effectiveOrder = 0;
  for (let i = 0; i < order; i++) {
    const nHyp = stats[3 * i] ?? 0;
    const nRef = stats[3 * i + 1] ?? 0;
    const nMatch = stats[3 * i + 2] ?? 0;
    const prec = nHyp > 0 ? nMatch / nHyp : eps;
    const rec = nRef > 0 ? nMatch / nRef : eps;
    if (nHyp > 0 && nRef > 0) {
      avgPrec += prec;
      avgRec += rec;
      effectiveOrder++;
    }
  }
  if (effectiveOrder === 0) return 0;
  avgPrec /= effectiveOrder;
  avgRec /= effectiveOrder;
  if (avgPrec + avgRec === 0) return 0;
  return (100 * ((1 + factor) * avgPrec * avgRec)) / (factor * avgPrec + avgRec);
}

/** Corpus chrF2 on a 0–100 scale; hypotheses and references are line-aligned. */
export function corpusChrf(
  hypotheses: readonly string[],
  references: readonly string[],
  options: ChrfOptions = {},
): number {
  if (hypotheses.length !== references.length) throw new Error('chrF: hypotheses and references differ in length');
  const charOrder = options.charOrder ?? 6;
  const total = new Array<number>(charOrder * 3).fill(0);
  for (let i = 0; i < hypotheses.length; i++) {
    const stats = chrfSentenceStats(hypotheses[i] ?? '', references[i] ?? '', charOrder);
    for (let k = 0; k < stats.length; k++) total[k] = (total[k] ?? 0) + (stats[k] ?? 0);
  }
  return chrfFromStats(total, options.beta ?? 2);
}

export function sentenceChrf(hypothesis: string, reference: string, options: ChrfOptions = {}): number {
  return corpusChrf([hypothesis], [reference], options);
}
