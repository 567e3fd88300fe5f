import { wordSet } from '../lexicon/word-lists.js';
import type { SvUnit } from './sv-unit.js';
import { isPersonNoun, pickSense } from './sv-words.js';

/** data/lists/aspect.tsv: verbs of what a letter or note tells its reader to do (ta med, fasta, lämna in, betala). */
const RULE_VERBS = wordSet('rule-verbs-sv');
const ADDRESSEES = new Set(['du', 'ni']);

/**
 * "Du ska fasta från midnatt", "Ni ska ta med legitimation", "Eleverna ska ha med sig matsäck på fredag": ska said
 * to the reader, or to a definite group of people, before a verb of what a letter or note asks for is an instruction
 * (must), also with a day ahead; a question, a first person or any other verb keeps the future.
 */
export function skaInstruction(c: SvUnit[], subject: SvUnit[], verb: SvUnit['a']): boolean {
  if (verb?.pos !== 'verb' || subject.length !== 1) return false;
  const main = verb.entry;
  if (!RULE_VERBS.has(main.particle ? `${main.inf} ${main.particle}` : main.inf)) return false;
  const s = subject[0]!;
  const a = s.a;
  const person =
    ADDRESSEES.has(s.lower) || (a?.pos === 'noun' && a.def && a.plural && isPersonNoun(pickSense(a.entry.senses)));
  return person && !c.some((u) => u.lower === '?');
}
