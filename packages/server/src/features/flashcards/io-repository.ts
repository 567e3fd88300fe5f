import type { ReviewExportRow } from './export-csv.js';
import { changeFlashcardCount, type Executor, type NewFlashcard, newFlashcardRow } from './repository.js';

/** Reads and writes of import and export. Every query is scoped by user id. */

/** The collection's reviews, oldest first, with their card's texts (CSV export `?include=reviews`). */
export async function listCollectionReviews(
  db: Executor,
  userId: string,
  collectionId: string,
): Promise<ReviewExportRow[]> {
  return db
    .selectFrom('review_log')
    .innerJoin('flashcards', 'flashcards.id', 'review_log.flashcard_id')
    .select([
      'flashcards.front_text',
      'flashcards.back_text',
      'review_log.rating',
      'review_log.reviewed_at',
      'review_log.interval_before_seconds',
      'review_log.interval_after_seconds',
    ])
    .where('review_log.user_id', '=', userId)
    .where('flashcards.user_id', '=', userId)
    .where('flashcards.collection_id', '=', collectionId)
    .orderBy('review_log.reviewed_at')
    .orderBy('review_log.id')
    .execute();
}

/** Front and back of every card in the collection, for skipping duplicates on import. */
export async function listCardTexts(
  db: Executor,
  userId: string,
  collectionId: string,
): Promise<{ front_text: string; back_text: string }[]> {
  return db
    .selectFrom('flashcards')
    .select(['front_text', 'back_text'])
    .where('user_id', '=', userId)
    .where('collection_id', '=', collectionId)
    .execute();
}

/** Rows per INSERT: 14 columns × 300 stays far below both databases' bound-parameter limits. */
const INSERT_BATCH = 300;

/** Inserts many new cards into one collection and raises its count once (call inside a transaction). */
export async function insertFlashcards(
  db: Executor,
  userId: string,
  collectionId: string,
  cards: NewFlashcard[],
): Promise<void> {
  for (let start = 0; start < cards.length; start += INSERT_BATCH) {
    const batch = cards.slice(start, start + INSERT_BATCH).map(newFlashcardRow);
    await db.insertInto('flashcards').values(batch).execute();
  }
  if (cards.length > 0) await changeFlashcardCount(db, userId, collectionId, cards.length);
}
