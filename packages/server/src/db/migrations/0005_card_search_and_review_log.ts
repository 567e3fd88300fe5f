import { cardSearchText } from '@swedish-translator/core';
import type { Kysely } from 'kysely';

/**
 * Issue 14.
 * - `flashcards.search_text`: front, back and example folded by core's `cardSearchText` (lower case, accents
 *   removed), written with every insert and edit, so an accent-insensitive search is one LIKE on either database.
 *   Existing cards are backfilled here in batches.
 * - `review_log`: one row per review (rating, time, interval before and after, in seconds), deleted with its card
 *   or its user. It is what statistics and a future scheduler (FSRS) need.
 */
const BATCH = 500;

interface CardTexts {
  id: string;
  front_text: string;
  back_text: string;
  example_sentence: string | null;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('flashcards')
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  const cards = db as unknown as Kysely<{ flashcards: CardTexts & { search_text: string } }>;
  let after = '';
  for (;;) {
    const batch = await cards
      .selectFrom('flashcards')
      .select(['id', 'front_text', 'back_text', 'example_sentence'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    for (const card of batch) {
      await cards
        .updateTable('flashcards')
        .set({ search_text: cardSearchText(card) })
        .where('id', '=', card.id)
        .execute();
    }
    if (batch.length < BATCH) break;
    after = batch[batch.length - 1]?.id ?? after;
  }

  await db.schema
    .createTable('review_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('flashcard_id', 'text', (c) => c.notNull().references('flashcards.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('reviewed_at', 'text', (c) => c.notNull())
    // null before the first review: a new card has no interval yet.
    .addColumn('interval_before_seconds', 'integer')
    .addColumn('interval_after_seconds', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('review_log_flashcard_reviewed')
    .on('review_log')
    .columns(['flashcard_id', 'reviewed_at'])
    .execute();
  await db.schema
    .createIndex('review_log_user_reviewed')
    .on('review_log')
    .columns(['user_id', 'reviewed_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('review_log').execute();
  await db.schema.alterTable('flashcards').dropColumn('search_text').execute();
}
