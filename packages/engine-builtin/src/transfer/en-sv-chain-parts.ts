import type { VerbEntry } from '../lexicon/types.js';
import { wordSet } from '../lexicon/word-lists.js';
import { verbForm } from '../morphology/sv.js';
import { personSubject } from './en-antecedent.js';
import type { EnUnit } from './en-unit.js';

/** The Swedish verb group built from an English verb chain (src/transfer/en-sv-chain.ts). */
export interface SvVerbGroup {
  finite: string;
  rest: string[];
  particle: string;
  reflexive: boolean;
  adverbs: string[];
  lemma: string;
  passive: boolean;
  entry?: VerbEntry;
}

/** Swedish verbs nobody intends: "will" before them, or after a subject that is no person, predicts (kommer att). */
const NON_VOLITIONAL = wordSet('non-volitional-sv');

/**
 * The Swedish verbs of a verb group in order (finite first) from what `buildChain` read of the English chain: the
 * modal's Swedish, a semi-modal infinitive (kunna, få), perfect, passive and the main verb; "brukar" in `adverbs`
 * becomes the finite verb and is removed from them.
 */
export function chainParts(o: {
  modal: string | null;
  svModal: { pres: string; past: string } | null;
  semiModal: string[];
  tense: 'pres' | 'past';
  perfect: boolean;
  passive: boolean;
  main: VerbEntry | undefined;
  subject: EnUnit[];
  adverbs: string[];
}): string[] {
  const { modal, svModal, semiModal, tense, perfect, passive, main, subject, adverbs } = o;
  const parts: string[] = [];
  const finiteForm = tense === 'past' ? 'past' : 'pres';
  // "will be charged" → "kommer att debiteras": a future passive, where ska would make it an order.
  // "It will rain", "We will miss you" → "kommer att": a prediction; ska stays for what I/we/you intend.
  const prediction =
    !personSubject(subject) ||
    semiModal.length > 0 ||
    NON_VOLITIONAL.has(main?.inf ?? '') ||
    NON_VOLITIONAL.has(main?.lemma ?? '');
  if (modal === 'will' && (passive || prediction) && !perfect && tense === 'pres' && main && subject.length) {
    parts.push('kommer', 'att', ...semiModal, verbForm(main, 'inf', passive));
  } else if (svModal) {
    parts.push(tense === 'past' ? svModal.past : svModal.pres);
    if (perfect) parts.push('ha');
    else parts.push(...semiModal);
    if (main) parts.push(verbForm(main, perfect ? 'sup' : 'inf', passive));
  } else if (perfect) {
    parts.push(tense === 'past' ? 'hade' : 'har');
    if (main) parts.push(verbForm(main, 'sup', passive));
  } else if (main) {
    const u = adverbs.indexOf('brukar');
    if (u >= 0) {
      adverbs.splice(u, 1);
      parts.push(tense === 'past' ? 'brukade' : 'brukar', verbForm(main, 'inf', passive));
    } else parts.push(verbForm(main, finiteForm, passive));
  }
  return parts;
}
