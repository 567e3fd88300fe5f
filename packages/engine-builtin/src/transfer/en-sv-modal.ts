import { wordSet } from '../lexicon/word-lists.js';
import { personSubject } from './en-antecedent.js';
import type { SvVerbGroup } from './en-sv-chain.js';
import type { EnUnit } from './en-unit.js';

/** Verbs of a machine working: "won't" ending the clause after a thing refuses (vill inte): "The car won't start". */
const REFUSES = wordSet('refuses-sv');

/** The Swedish readings of English modals that depend on the clause; rewrites `vg` in place. */
export function modalReadings(
  vg: SvVerbGroup,
  chain: EnUnit[],
  subject: EnUnit[],
  question: boolean,
  clause: EnUnit[],
  after?: string,
): void {
  mayIsPerhaps(vg, chain, subject, question);
  // "It's been two weeks since I called" → "Det är två veckor sedan jag ringde": Swedish counts the time in the present.
  const last = clause.filter((u) => u.tag !== 'punct').at(-1);
  if (
    subject[0]?.lower === 'it' &&
    after === 'since' &&
    ['noun', 'phrase'].includes(last?.tag ?? '') &&
    vg.entry?.inf === 'vara'
  ) {
    if (vg.rest.length === 1 && vg.rest[0] === 'varit' && ['har', 'hade'].includes(vg.finite))
      Object.assign(vg, { finite: vg.finite === 'hade' ? 'var' : 'är', rest: [] });
  }
  // "If I were you", "I wish it were true" → "Om jag vore du": were after a singular subject is the subjunctive vore.
  const one = subject.length === 1 && ['i', 'he', 'she', 'it', 'this', 'that'].includes(subject[0]!.lower);
  if (one && vg.finite === 'var' && chain.some((u) => u.lower === 'were')) vg.finite = 'vore';
  wontIsRefusal(vg, chain, subject, question, clause);
}

/**
 * "My laptop won't start." → "Min laptop vill inte starta": a thing named by a noun that will not work refuses
 * (vill inte), when nothing follows the verb; "It won't work", "The meeting won't start until nine" stay predictions.
 */
function wontIsRefusal(vg: SvVerbGroup, chain: EnUnit[], subject: EnUnit[], question: boolean, clause: EnUnit[]) {
  if (question || vg.passive || !vg.entry || vg.particle || !REFUSES.has(vg.entry.inf)) return;
  if (vg.finite !== 'kommer' || vg.rest[0] !== 'att' || vg.rest.length !== 2 || !vg.adverbs.includes('inte')) return;
  if (!chain.some((u) => u.lower === 'will') || personSubject(subject) || !subject.some((u) => u.tag === 'noun'))
    return;
  const last = chain[chain.length - 1];
  const after = last ? clause.slice(clause.indexOf(last) + 1) : [];
  if (!after.every((u) => u.tag === 'punct')) return;
  vg.finite = 'vill';
  vg.rest = vg.rest.slice(1);
}

/**
 * "She may come tonight" → "Hon kommer kanske i kväll": may about someone else in a statement is a possibility
 * (kanske + the present), while "You may go" and "May I …?" give permission (får). Rewrites `vg` in place.
 */
function mayIsPerhaps(vg: SvVerbGroup | null, chain: EnUnit[], subject: EnUnit[], question: boolean): void {
  // "May contain traces of nuts", "May cause drowsiness": a label's may without a subject is a possibility (kan).
  if (vg?.finite === 'får' && !question && !subject.length && chain.some((u) => u.lower === 'may')) {
    vg.finite = 'kan';
    return;
  }
  const head = subject[subject.length - 1]?.lower;
  if (!vg?.entry || question || !head || ['i', 'you', 'we'].includes(head)) return;
  if (!chain.some((u) => u.lower === 'may') || vg.finite !== 'får' || vg.rest.length !== 1 || vg.passive) return;
  if (vg.adverbs.includes('inte') || !vg.entry.present) return;
  vg.finite = vg.entry.present;
  vg.rest = [];
  vg.adverbs.unshift('kanske');
}
