import type { Kysely } from 'kysely';

/**
 * Collections and flashcards. Both carry user_id so every query is scoped by the owner without a join.
 * `flashcard_count` is kept by the repository in the same transaction as each insert/delete, so listing
 * collections never counts cards. `due_at` is next_review, or created_at for a never-reviewed card (due at
 * once): one indexed column answers "due now, oldest first".
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('collections')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('language_from', 'text', (c) => c.notNull())
    .addColumn('language_to', 'text', (c) => c.notNull())
    .addColumn('flashcard_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('collections_user_created')
    .on('collections')
    .columns(['user_id', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('flashcards')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('collection_id', 'text', (c) => c.notNull().references('collections.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('front_text', 'text', (c) => c.notNull())
    .addColumn('back_text', 'text', (c) => c.notNull())
    .addColumn('example_sentence', 'text')
    .addColumn('review_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('difficulty_level', 'integer')
    // Consecutive Medium/Easy ratings since the first review or the last Hard (see core/scheduler.ts).
    .addColumn('ladder', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_reviewed', 'text')
    .addColumn('next_review', 'text')
    .addColumn('due_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('flashcards_collection_created')
    .on('flashcards')
    .columns(['collection_id', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('flashcards_user_due').on('flashcards').columns(['user_id', 'due_at', 'id']).execute();
  await db.schema
    .createIndex('flashcards_collection_due')
    .on('flashcards')
    .columns(['collection_id', 'due_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('flashcards').execute();
  await db.schema.dropTable('collections').execute();
}
