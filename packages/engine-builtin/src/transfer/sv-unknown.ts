import type { VerbEntry } from '../lexicon/types.js';
import type { SvAnalysis } from '../morphology/sv.js';
import type { Token } from '../tokenize.js';
import type { SvUnit } from './sv-unit.js';

/** Verbs followed by a bare infinitive (or att + infinitive): a word the lexicon lacks after one is a verb. */
const BEFORE_INFINITIVE = new Set([
  'vilja',
  'ska',
  'skola',
  'kunna',
  'måste',
  'få',
  'bruka',
  'böra',
  'behöva',
  'tänka',
  'försöka',
  'sluta',
  'börja',
  'slippa',
  'våga',
  'hinna',
  'orka',
  'lära',
]);

/** Marks an entry made up for a word the lexicon lacks, so the word is still reported as unknown. */
export const UNKNOWN_FLAG = 'unknown';

/**
 * "vill flurpa", "kan du flurpa", "att flurpa": a lower-case word the lexicon lacks, shaped like an infinitive (-a),
 * after a verb that takes one, or after att. It is read as a verb that keeps its own spelling, so the grammar around
 * it works (want to flurpa, can you flurpa?), and stays reported as unknown.
 */
export function unknownInfinitive(t: Token, before: readonly SvUnit[], finiteNext: boolean): SvAnalysis | null {
  if (t.cap || !/\p{Ll}{2,}a$/u.test(t.lower)) return null;
  // "att blorka är bra": a finite verb next makes att a subjunction and the word its subject.
  if (before[before.length - 1]?.lower === 'att') {
    if (finiteNext) return null;
  } else {
    // Past a subject or an adverb: "kan du flurpa", "vill gärna flurpa".
    let k = before.length - 1;
    while (k >= before.length - 2 && before[k] && skippable(before[k]!)) k--;
    const verb = before[k];
    if (!verb?.analyses.some((a) => a.pos === 'verb' && a.form !== 'inf' && BEFORE_INFINITIVE.has(a.entry.inf)))
      return null;
  }
  const entry: VerbEntry = {
    kind: 'verb',
    lemma: t.lower,
    inf: t.lower,
    particle: '',
    present: null,
    past: null,
    supine: null,
    imperative: null,
    senses: [{ text: t.text }],
    flags: new Set([UNKNOWN_FLAG]),
    rank: Number.MAX_SAFE_INTEGER,
  };
  return { pos: 'verb', entry, form: 'inf', passive: false };
}

/** A pronoun or an adverb between a verb and its infinitive. */
function skippable(u: SvUnit): boolean {
  return (
    u.analyses.length > 0 &&
    u.analyses.every((a) => a.pos === 'word' && (a.entry.pos === 'pron' || a.entry.pos === 'adv'))
  );
}
