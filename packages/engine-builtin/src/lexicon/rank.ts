import type { Lexicon } from './types.js';

/**
 * A row's rank is its place in load order (files in `load.ts` order, rows top to bottom). Rank / 2000 is one term of
 * the English→Swedish score that orders an English word's Swedish renderings (`engine-data.ts`): unbounded there, so
 * a core or domain row keeps its choice over a later list's row even with the sense one place further back (the
 * later lists were written to that rule and `test-data/en-sv-choices.tsv` locks it).
 */
export const RANK_SCALE = 2000;

/**
 * The load-order term of the English tagger's weight: rank / 2000 through the core noun, verb and adjective lists,
 * which are written most frequent first, and flat after them (at most ≈ 4, 0.4 of a tagging point). A row in a late
 * list (domain, general) is not tagged down by how many rows load before it, so the lexicon can grow without
 * shifting which reading (noun, verb, adjective) an English word gets.
 */
export function taggingRankTerm(lex: Lexicon): (rank: number) => number {
  const cap = lex.stats.coreRanks;
  return (rank) => Math.min(rank, cap) / RANK_SCALE;
}
