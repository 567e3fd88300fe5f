import { SUBJECT_PRONOUNS } from './sv-grammar.js';
import type { SvUnit } from './sv-unit.js';

const RELATIVE_TIME_NOUNS = new Set(['dag', 'gång', 'tid', 'stund', 'vecka', 'månad', 'år', 'kväll', 'natt']);

/**
 * "den dag du fick beslutet", "det år du fyller 18", "den gång som …": den/det at `i` before an indefinite singular
 * time noun that a relative clause (som or a subject pronoun) defines is the article "the", not the pronoun "it".
 */
export function timeNounClause(units: SvUnit[], i: number): boolean {
  const noun = units[i + 1]?.analyses.some(
    (b) => b.pos === 'noun' && !b.def && !b.plural && RELATIVE_TIME_NOUNS.has(b.entry.lemma),
  );
  const after = units[i + 2]?.lower ?? '';
  return Boolean(noun) && (after === 'som' || after in SUBJECT_PRONOUNS);
}
