import { wordSet } from '../lexicon/word-lists.js';
import { SUBJECT_PRONOUNS } from './sv-grammar.js';
import type { SvUnit } from './sv-unit.js';
import { DURATION_NOUNS } from './sv-words.js';

/** Determiners that make a time noun a point or frequency in time: "varje månad", "nästa vecka", "förra året". */
const TIME_DETERMINERS = new Set(['varje', 'var', 'nästa', 'förra', 'denna', 'detta', 'samma', 'hela', 'kommande']);
const COPULAS = new Set(['vara', 'bli', 'heta', 'verka', 'kännas', 'förbli']);
const TIME_NOUNS_ON = wordSet('time-nouns-on-sv');
const TIME_NOUNS_IN = wordSet('time-nouns-in-sv');

/**
 * "Varje månad betalas pengarna ut" → "Every month the money is paid out": a determiner + time noun before the
 * finite verb is a fronted adverbial, not the subject, when another noun phrase follows the verb.
 */
export function isTimeAdverbialNp(core: SvUnit[], c: SvUnit[], f: number): boolean {
  if (core.length !== 2 || !TIME_DETERMINERS.has(core[0]!.lower)) return false;
  const a = core[1]!.a;
  if (a?.pos !== 'noun' || a.gen) return false;
  const n = a.entry.lemma;
  if (!(DURATION_NOUNS.has(n) || TIME_NOUNS_ON.has(n) || TIME_NOUNS_IN.has(n))) return false;
  // "Varje dag är en gåva": after a copula an indefinite noun phrase is the predicate, so the time phrase is the
  // subject; a pronoun or a definite noun after it is the inverted subject ("Nästa år blir det bättre").
  const v = c[f]?.a;
  if (v?.pos !== 'verb' || !COPULAS.has(v.entry.inf)) return true;
  const after = c[f + 1];
  return Boolean(after && (after.lower in SUBJECT_PRONOUNS || (after.a?.pos === 'noun' && after.a.def)));
}
