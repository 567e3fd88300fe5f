import type { Person } from './sv-grammar.js';

/** What the sv→en clause translator carries from one clause of a sentence to the next. */
export interface ClauseState {
  subject: { p: Person; en: string } | null;
  afterSub: boolean;
  /** The clause itself is subordinate (after att, om, när, …). */
  sub?: boolean;
  /** The clause is an indirect question (after vad/var/hur … inside a sentence). */
  indirect?: boolean;
  /** The clause is a condition (after om/ifall). */
  conditional?: boolean;
  /** The clause is a relative clause after som (its subject is som). */
  relative?: boolean;
  /** The clause is a label's verb-first line without subject (sv-label-clause.ts). */
  label?: boolean;
  /** The main verb of the last clause, for "vill att du kommer" → "want you to come". */
  lastMain?: string;
  /** Render this clause as object + to-infinitive. */
  toInfinitive?: boolean;
  /** The clause follows och/eller/men. */
  afterCoord?: boolean;
  /** The last clause was rendered in the present progressive. */
  progressive?: boolean;
  /** A när-clause came first ("När jag kom hem sov han" → "he was sleeping"). */
  afterWhen?: boolean;
  /** "Det är bäst att" was dropped before this clause: its verb takes "had better" (sv-tense-ops.ts). */
  best?: boolean;
  /** An om-clause with hade is in the sentence: hade + supine elsewhere is "would have" (sv-tense-ops.ts). */
  counterfactual?: boolean;
}
