/**
 * Accent- and case-insensitive search text for flashcards. The server stores it beside each card (written with the
 * card) so a search is a plain LIKE on both SQLite and PostgreSQL; the query goes through the same function.
 * NFKD splits "ö" into "o" + a combining mark, which is dropped; ligatures and full-width forms fold too.
 */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** The one searchable string of a card: front, back and example, separated so a match never spans two fields. */
export function cardSearchText(card: { front_text: string; back_text: string; example_sentence: string | null }) {
  return normalizeForSearch([card.front_text, card.back_text, card.example_sentence ?? ''].join('\n'));
}

/** Sort orders of a collection's cards: creation order (the default), due soonest, newest first, hardest first. */
export const CARD_SORTS = ['created', 'next_review', 'newest', 'hardest'] as const;
export type CardSort = (typeof CARD_SORTS)[number];

/** Import and search limits (issue 14). */
export const CARD_IO_LIMITS = {
  importMaxRows: 5000,
  importMaxBytes: 2 * 1024 * 1024,
  importPreviewRows: 5,
  searchMaxLength: 200,
} as const;
