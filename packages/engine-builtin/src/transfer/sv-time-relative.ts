import { SUBJECT_PRONOUNS } from './sv-grammar.js';
import type { SvUnit } from './sv-unit.js';

const RELATIVE_TIME_NOUNS = new Set(['dag', 'gång', 'tid', 'stund', 'vecka', 'månad', 'år', 'kväll', 'natt']);

/**
 * Whether den/det at `i` is the article: before an ordinal and a definite noun ("den femte våningen", "från och med
 * den åttonde dagen"), or before an indefinite singular time noun that a relative clause (som or a subject pronoun)
 * defines ("den dag du fick beslutet", "det år du fyller 18", "den gång som …"), not the pronoun "it".
 */
export function ordinalOrTimeNoun(units: SvUnit[], i: number): boolean {
  const next = units[i + 1]?.analyses ?? [];
  const after = units[i + 2];
  if (next.some((b) => b.pos === 'word' && b.entry.pos === 'num'))
    return Boolean(after?.analyses.some((b) => b.pos === 'noun' && b.def && !b.plural));
  const timeNoun = next.some((b) => b.pos === 'noun' && !b.def && !b.plural && RELATIVE_TIME_NOUNS.has(b.entry.lemma));
  return timeNoun && (after?.lower === 'som' || (after?.lower ?? '') in SUBJECT_PRONOUNS);
}
