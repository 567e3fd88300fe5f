import { attributeVerbs, joinSpans, type Span, spanOf } from '../alignment.js';
import type { Piece } from '../tokenize.js';
import { MID_ADVERBS } from './sv-grammar.js';
import type { SvUnit } from './sv-unit.js';

/** Mid adverbs that carry the clause's negation (inte heller/alls/längre add their English at the clause's end). */
export const NEGATING_MID = new Set([
  'inte',
  'ej',
  'icke',
  'inte heller',
  'inte alls',
  'inte längre',
  'ännu inte',
  'inte ännu',
]);

/**
 * Says which Swedish words the English verb group renders (see alignment.ts): "not" and "don't" render inte, clause
 * adverbs their Swedish adverb, the verbs the verb chain right to left; the to of a to-infinitive renders nothing.
 * The pieces are given their spans in place.
 */
export function alignVerbGroup(
  words: readonly Piece[],
  endAdverbs: readonly Piece[],
  chain: SvUnit[],
  midUnits: SvUnit[],
  particles: SvUnit[],
): void {
  const negation = midUnits.find((u) => NEGATING_MID.has(u.lower));
  const adverbSpan = (text: string): Span | undefined => {
    if (/^(not|not to)$|^(do|does|did)n't$/.test(text)) return negation && spanOf(negation.tokens);
    const u = midUnits.find((m) => MID_ADVERBS[m.lower] === text);
    return u && spanOf(u.tokens);
  };
  for (const p of [...words, ...endAdverbs]) p.src ??= adverbSpan(p.text);
  const spans = chain.map((u) => spanOf(u.tokens));
  const main = chain[chain.length - 1];
  if (main && particles.length)
    spans[spans.length - 1] =
      joinSpans([spanOf(main.tokens), ...particles.map((u) => spanOf(u.tokens))]) ?? spans[spans.length - 1];
  attributeVerbs(
    words,
    spans,
    (p) => p.text === 'to' || p.text === 'not' || p.text === 'not to' || adverbSpan(p.text) !== undefined,
  );
}
