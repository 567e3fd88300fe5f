/**
 * Corpus BLEU-4 as sacreBLEU 2.x computes it by default: 13a tokenisation, case-sensitive, n-gram counts summed
 * over the corpus, brevity penalty from corpus lengths, and the default 'exp' smoothing (a zero n-gram match count
 * is replaced by 1 / (2^k · total), k counting the zero orders so far). No effective-order trick at corpus level.
 */

const RE_SYMBOLS = /([{-~[-` -&(-+:-@/])/g;
const RE_PERIOD_COMMA_AFTER_NONDIGIT = /([^0-9])([.,])/g;
const RE_PERIOD_COMMA_BEFORE_NONDIGIT = /([.,])([^0-9])/g;
const RE_DASH_AFTER_DIGIT = /([0-9])(-)/g;

/** sacreBLEU's default '13a' tokenizer (mteval-v13a). */
export function tokenize13a(input: string): string {
  let line = input.replaceAll('<skipped>', '').replaceAll('-\n', '').replaceAll('\n', ' ');
  if (line.includes('&')) {
    line = line.replaceAll('&quot;', '"').replaceAll('&amp;', '&').replaceAll('&lt;', '<').replaceAll('&gt;', '>');
  }
  line = ` ${line} `;
  line = line.replace(RE_SYMBOLS, ' $1 ');
  line = line.replace(RE_PERIOD_COMMA_AFTER_NONDIGIT, '$1 $2 ');
  line = line.replace(RE_PERIOD_COMMA_BEFORE_NONDIGIT, ' $1 $2');
  line = line.replace(RE_DASH_AFTER_DIGIT, '$1 $2 ');
  return line.split(/\s+/).filter(Boolean).join(' ');
}

function wordNgrams(tokens: readonly string[], maxOrder: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (let n = 1; n <= maxOrder; n++) {
    for (let i = 0; i + n <= tokens.length; i++) {
      // A separator that cannot occur inside a token keeps different orders and tokens apart.
      const gram = tokens.slice(i, i + n).join('\u0001');
      counts.set(gram, (counts.get(gram) ?? 0) + 1);
    }
  }
  return counts;
}

export interface BleuResult {
  score: number;
  precisions: number[];
  bp: number;
  sysLen: number;
  refLen: number;
}

export function corpusBleu(hypotheses: readonly string[], references: readonly string[], maxOrder = 4): BleuResult {
  if (hypotheses.length !== references.length) throw new Error('BLEU: hypotheses and references differ in length');
  const correct = new Array<number>(maxOrder).fill(0);
  const total = new Array<number>(maxOrder).fill(0);
  let sysLen = 0;
  let refLen = 0;
  for (let s = 0; s < hypotheses.length; s++) {
    const hyp = tokenize13a(hypotheses[s] ?? '')
      .split(' ')
      .filter(Boolean);
    const ref = tokenize13a(references[s] ?? '')
      .split(' ')
      .filter(Boolean);
    sysLen += hyp.length;
    refLen += ref.length;
    const h = wordNgrams(hyp, maxOrder);
    const r = wordNgrams(ref, maxOrder);
    for (const [gram, c] of h) {
      const n = gram.split('\u0001').length;
      total[n - 1] = (total[n - 1] ?? 0) + c;
      const rc = r.get(gram);
      if (rc !== undefined) correct[n - 1] = (correct[n - 1] ?? 0) + Math.min(c, rc);
    }
  }
  const precisions = new Array<number>(maxOrder).fill(0);
  let smooth = 1;
  for (let n = 1; n <= maxOrder; n++) {
    const t = total[n - 1] ?? 0;
    const c = correct[n - 1] ?? 0;
    if (t === 0) break;
    if (c === 0) {
      smooth *= 2;
      precisions[n - 1] = 100 / (smooth * t);
    } else {
      precisions[n - 1] = (100 * c) / t;
    }
  }
  let bp = 1;
  if (sysLen < refLen) bp = sysLen > 0 ? Math.exp(1 - refLen / sysLen) : 0;
  const logSum = precisions.reduce((acc, p) => acc + (p === 0 ? -9999999999 : Math.log(p)), 0);
  const score = bp * Math.exp(logSum / maxOrder);
  return { score, precisions, bp, sysLen, refLen };
}
