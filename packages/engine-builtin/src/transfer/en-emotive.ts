import { wordSet } from '../lexicon/word-lists.js';
import type { Cand } from './en-candidates.js';
import type { EnTag, EnUnit } from './en-unit.js';

/*
 * "The film was boring", "The news is worrying", "It was very interesting": after be (and a degree adverb) an -ing
 * word of `emotive-ing-en` with nothing it could take as object after it is the adjective (tråkig, oroande), not the
 * progressive of bore/worry (tråkade ut, oroade sig). With an object ("He was boring everyone") or a preposition
 * after a person ("She is worrying about money") it stays the verb.
 */
const EMOTIVE = wordSet('emotive-ing-en');
const DEGREE = new Set([
  'very',
  'so',
  'too',
  'quite',
  'really',
  'pretty',
  'extremely',
  'incredibly',
  'rather',
  'a',
  'bit',
]);
const PERSONS = new Set(['i', 'you', 'he', 'she', 'we', 'they']);
const ENDS = new Set<EnTag>(['punct', 'coord']);

function isBe(u: EnUnit | undefined): boolean {
  return u !== undefined && (u.tag === 'be' || (u.tag === 'verb' && u.base === 'be'));
}

/** The score change for candidate `c` of `word` after `units`; 0 unless the word is an emotive -ing word. */
export function emotiveIngScore(
  c: Cand,
  units: EnUnit[],
  word: string,
  nextC: Cand[] | undefined,
  nextWord?: string,
): number {
  if (!EMOTIVE.has(word)) return 0;
  let k = units.length - 1;
  while (k >= 0 && DEGREE.has(units[k]!.lower)) k--;
  if (!isBe(units[k])) return 0;
  const nextTags = (nextC ?? []).map((x) => x.unit.tag);
  const bare =
    nextC === undefined || nextTags.every((t) => ENDS.has(t)) || ['for', 'to', 'than'].includes(nextWord ?? '');
  if (!bare) return 0;
  if (personDoing(units[k - 1], word)) return 0;
  if (c.unit.tag === 'adj') return 4;
  if (c.unit.tag === 'verb' && c.unit.vform === 'ing') return -8;
  return 0;
}

/** "I was relaxing.": a person's relaxing or worrying is what they were doing. */
function personDoing(subject: EnUnit | undefined, word: string): boolean {
  return PERSONS.has(subject?.lower ?? '') && (word === 'relaxing' || word === 'worrying');
}

/** Whether the -ing adjective at `i`, after be at `i - 1`, keeps its adjective reading (it is not made progressive). */
export function keepsEmotiveAdjective(units: EnUnit[], i: number): boolean {
  return EMOTIVE.has(units[i]!.lower) && !personDoing(units[i - 2], units[i]!.lower);
}
