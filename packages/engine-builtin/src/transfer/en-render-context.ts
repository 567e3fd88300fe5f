import type { EngineData } from '../engine-data.js';
import type { Gender } from './en-grammar.js';

/** What the en→sv renderer knows about the clause it is rendering. */
export interface SvRenderContext {
  data: EngineData;
  unknown: string[];
  /** Agreement of the clause subject, for predicative adjectives (huset är stort). */
  agree: { gender: Gender; plural: boolean };
  /** Swedish verb whose complement is being rendered; decides "att" before an infinitive. */
  lastVerb?: string;
  /** English base of the clause's main verb (notify … of → om). */
  lastVerbEn?: string;
  /** Tense of the clause's finite verb when it is an English progressive (is sitting and reading → sitter och läser). */
  progressiveTense?: 'pres' | 'past';
  /** The units continue a progressive clause after "and" (the and itself was the clause boundary). */
  progressiveAnd?: boolean;
  passive?: boolean;
  /** Rendering a subject: pronouns take their subject forms (min bror och jag). */
  subjectCase?: boolean;
  /** "have been to Japan" → "varit i Japan". */
  beenTo?: boolean;
  /** The clause's finite verb is in the past ("finished it in two hours" → på två timmar). */
  pastClause?: boolean;
  /** The clause is negated or a question: anyone → någon, not vem som helst. */
  negOrQuestion?: boolean;
  /** The clause is negated and perfect: "haven't seen him for weeks" → "på flera veckor". */
  negatedPerfect?: boolean;
  /** English possessives referring back to the subject (his for he), rendered sin/sitt/sina. */
  reflexivePossessives?: Set<string>;
  /** The subject's reflexive (mig, oss, sig) for an infinitive phrase with sig ("vill gå och lägga mig"). */
  reflexive?: string;
  /** The subject of the clause before, for a gerund after before (before eating → innan du äter). */
  gerundSubject?: string;
}
