import { cardSearchText } from '@swedish-translator/core';
import { changeFlashcardCount, type Executor, type FlashcardRow, flashcardColumns } from './repository.js';

/** Edits of collections and cards. Every query is scoped by user id; multi-row changes run in the caller's transaction. */

export async function updateCollection(
  db: Executor,
  userId: string,
  id: string,
  changes: { name?: string; description?: string },
): Promise<boolean> {
  const result = await db
    .updateTable('collections')
    .set(changes)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The card, read for an edit (row-locked on PostgreSQL so a concurrent move cannot count it twice). */
export async function findFlashcardForUpdate(
  db: Executor,
  userId: string,
  id: string,
  lockRows: boolean,
): Promise<FlashcardRow | undefined> {
  return db
    .selectFrom('flashcards')
    .select(flashcardColumns)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .$if(lockRows, (qb) => qb.forUpdate())
    .executeTakeFirst();
}

/**
 * Writes a card's texts and collection. The review schedule (review_count, difficulty, dates, ladder, due_at) is
 * left alone. When the collection changes, both collections' flashcard_count move with it (call inside a
 * transaction, after checking the target collection is the user's).
 */
export async function writeFlashcardEdit(
  db: Executor,
  userId: string,
  before: FlashcardRow,
  after: FlashcardRow,
): Promise<void> {
  await db
    .updateTable('flashcards')
    .set({
      front_text: after.front_text,
      back_text: after.back_text,
      example_sentence: after.example_sentence,
      collection_id: after.collection_id,
      search_text: cardSearchText(after),
    })
    .where('user_id', '=', userId)
    .where('id', '=', before.id)
    .execute();
  if (before.collection_id === after.collection_id) return;
  await changeFlashcardCount(db, userId, before.collection_id, -1);
  await changeFlashcardCount(db, userId, after.collection_id, 1);
}
