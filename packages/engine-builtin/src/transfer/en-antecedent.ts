import { wordSet } from '../lexicon/word-lists.js';
import type { Piece } from '../tokenize.js';
import { agreementOf, npEndAfter } from './en-clause.js';
import type { Gender } from './en-grammar.js';
import type { EnUnit } from './en-unit.js';

const PERSON_NOUNS = wordSet('person-nouns-en');
/** Verbs whose "it" is a dummy subject (it rains, it seems, it takes time). */
const DUMMY_IT_VERBS = new Set(['rain', 'snow', 'seem', 'appear', 'happen', 'matter', 'take', 'look', 'feel']);

export interface Antecedent {
  gender: Gender;
  plural: boolean;
}

/**
 * The thing a later "it" in the same sentence refers to: the subject noun phrase of an earlier clause, when it names a
 * thing, not a person ("The island is known for its beaches, but it also has …" → "men den har också").
 */
export function antecedentOf(subject: EnUnit[]): Antecedent | undefined {
  const head = [...subject].reverse().find((u) => u.tag === 'noun');
  if (!head || subject.some((u) => u.tag === 'pron' || u.lower === 'and')) return undefined;
  const p = subject.findIndex((u) => u.tag === 'prep');
  const first = (p > 0 ? subject.slice(0, p) : subject).findLast((u) => u.tag === 'noun');
  if (!first || PERSON_NOUNS.has(first.base ?? first.lower) || /(ist|ian)$/.test(first.base ?? '')) return undefined;
  // Swedish names people by these endings: lärare, chaufför, journalist, student, biolog, tjänsteman.
  const sv = first.target?.entry.kind === 'noun' ? first.target.entry.lemma : '';
  if (/(are|ör|ist|ent|ant|log|man)$/.test(sv)) return undefined;
  return agreementOf(subject);
}

/**
 * The object of an imperative as what a later "it" refers to: "Fry the onion until it is soft" → "tills den är mjuk".
 * `g` is the index of the verb in clause `c`.
 */
export function objectAntecedent(c: EnUnit[], g: number): Antecedent | undefined {
  const end = npEndAfter(c, g + 1);
  return end > g + 1 ? antecedentOf(c.slice(g + 1, end)) : undefined;
}

/**
 * "it" as the subject of clause `c` takes the gender of a common-gender antecedent (den), unless it is a dummy
 * subject: it is + adjective + to/that (extraposition), it rains, it seems, or what follows the clause is a that-clause.
 */
export function itIsDen(c: EnUnit[], after: EnUnit | undefined, antecedent: Antecedent | undefined): boolean {
  if (antecedent?.gender !== 'en' || antecedent.plural) return false;
  if (c.some((u) => u.tag === 'to' || u.tag === 'there')) return false;
  if (c.some((u) => u.tag === 'verb' && DUMMY_IT_VERBS.has(u.base ?? ''))) return false;
  if (after && (after.tag === 'subord' || after.tag === 'wh' || after.lower === 'that')) return false;
  return true;
}

/** Whether an English subject is a person (I, she, Dr Brown, the teacher), who can intend what "will" announces. */
export function personSubject(subject: EnUnit[]): boolean {
  const head = subject[subject.length - 1];
  if (!head) return false;
  if (['i', 'we', 'you', 'he', 'she', 'they'].includes(head.lower)) return true;
  return (head.tag === 'unknown' && Boolean(head.cap)) || PERSON_NOUNS.has(head.base ?? head.lower);
}

/**
 * "Take the cake out and let it cool", "Finish the report and send it to Anna": in an instruction the object "it" of
 * an imperative names the thing of the earlier imperative (or subject), so it takes that noun's gender (låt den
 * svalna, skicka den till Anna). Pieces rendering such an "it" as "det" become "den".
 */
export function objectItDen(rest: Piece[], units: readonly EnUnit[], antecedent: Antecedent | undefined): void {
  if (antecedent?.gender !== 'en' || antecedent.plural) return;
  for (const u of units) {
    if (u.lower !== 'it' || u.tag !== 'pron') continue;
    const p = rest.find((x) => x.src === u.span && x.text === 'det');
    if (p) p.text = 'den';
  }
}
