import type { EngineData } from '../engine-data.js';

/** What the sv→en renderer knows about the clause it is rendering. */
export interface RenderContext {
  data: EngineData;
  unknown: string[];
  /** English subject pronoun of the current clause, for reflexives and sin/sitt/sina. */
  subjectEn: string;
  /** Last rendered verb was a lexical (non-copula) verb, so a following -t adjective is an adverb. */
  afterLexVerb: boolean;
  passive?: boolean;
  predicateArticle?: boolean;
  /** Negated clause or question: någon/något/några → any. */
  negOrQuestion?: boolean;
  /** The boundary word after the current clause (att, som, …). */
  followedBy?: string;
  oclock?: boolean;
  /** English subject pronoun that owns body parts and clothes after the verb (tvättade händerna → his hands). */
  owner?: string;
  /** The clause is a perfect of vara: "har varit i Japan" → "been to Japan". */
  beenTo?: boolean;
  /** Rendering the fronted part of a clause (before its finite verb). */
  fronted?: boolean;
  /** The infinitive of the clause's main verb while the words after it are rendered ("flytta" in "har flyttats till"). */
  verbSv?: string;
  /** The particle of that verb (med in "följa med"). */
  particleSv?: string;
  /** Rendering the clause's subject noun phrase. */
  inSubject?: boolean;
}
