import crypto from 'node:crypto';
import {
  type CardSort,
  cardSearchText,
  NEW_CARD_STATE,
  normalizeForSearch,
  type ReviewRating,
  type ReviewState,
  scheduleReview,
} from '@swedish-translator/core';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, FlashcardsTable } from '../../db/schema.js';

/** A database or a transaction: every function here runs in either. Every query is scoped by user id. */
export type Executor = Kysely<Database>;

export type CollectionRow = Selectable<Database['collections']>;
export type CollectionWithDueRow = CollectionRow & { due_count: number | string | bigint | null };
export type FlashcardRow = Omit<Selectable<FlashcardsTable>, 'user_id' | 'ladder' | 'due_at' | 'search_text'>;

const collectionColumns = [
  'id',
  'name',
  'description',
  'language_from',
  'language_to',
  'flashcard_count',
  'created_at',
  'user_id',
] as const;

export const flashcardColumns = [
  'id',
  'collection_id',
  'front_text',
  'back_text',
  'example_sentence',
  'review_count',
  'difficulty_level',
  'last_reviewed',
  'next_review',
  'created_at',
] as const;

/**
 * The user's collections, each with the number of its cards due at `now`. The count is a correlated subquery over
 * the (collection_id, due_at, id) index: it reads index entries only, never a card row.
 */
function collectionsWithDue(db: Executor, userId: string, now: Date) {
  const nowIso = now.toISOString();
  return db
    .selectFrom('collections')
    .select(collectionColumns)
    .select((eb) =>
      eb
        .selectFrom('flashcards')
        .select(eb.fn.countAll().as('n'))
        .whereRef('flashcards.collection_id', '=', 'collections.id')
        .where('flashcards.due_at', '<=', nowIso)
        .as('due_count'),
    )
    .where('user_id', '=', userId);
}

/** The user's collections, newest first, with their due counts. */
export async function listCollections(db: Executor, userId: string, now: Date): Promise<CollectionWithDueRow[]> {
  return collectionsWithDue(db, userId, now).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export async function findCollectionWithDue(
  db: Executor,
  userId: string,
  id: string,
  now: Date,
): Promise<CollectionWithDueRow | undefined> {
  return collectionsWithDue(db, userId, now).where('id', '=', id).executeTakeFirst();
}

/**
 * `lock` (PostgreSQL, inside a transaction) holds the row until commit: a card insert then waits for a concurrent
 * delete of its collection and finds it gone (404), instead of failing the foreign key (500).
 */
export async function findCollection(
  db: Executor,
  userId: string,
  id: string,
  lock = false,
): Promise<CollectionRow | undefined> {
  return db
    .selectFrom('collections')
    .select(collectionColumns)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .$if(lock, (qb) => qb.forUpdate())
    .executeTakeFirst();
}

export async function insertCollection(db: Executor, row: CollectionRow): Promise<CollectionRow> {
  await db.insertInto('collections').values(row).execute();
  return row;
}

/** Deletes a collection and its cards (call inside a transaction). False when the user has no such collection. */
export async function deleteCollection(db: Executor, userId: string, id: string): Promise<boolean> {
  await db.deleteFrom('flashcards').where('user_id', '=', userId).where('collection_id', '=', id).execute();
  const result = await db
    .deleteFrom('collections')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** LIKE pattern matching `text` anywhere, with LIKE's wildcards in the text taken literally (escape `\`). */
function containsPattern(text: string): string {
  return `%${normalizeForSearch(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A collection's cards, optionally only those whose front, back or example contains `q` (accent- and
 * case-insensitive, through the stored search_text), in one of the card sorts.
 */
export async function listFlashcards(
  db: Executor,
  userId: string,
  collectionId: string,
  options: { q?: string; sort?: CardSort } = {},
): Promise<FlashcardRow[]> {
  let query = db
    .selectFrom('flashcards')
    .select(flashcardColumns)
    .where('user_id', '=', userId)
    .where('collection_id', '=', collectionId);
  if (options.q) query = query.where(sql<boolean>`search_text like ${containsPattern(options.q)} escape '\\'`);
  switch (options.sort ?? 'created') {
    case 'next_review':
      return query.orderBy('due_at').orderBy('id').execute();
    case 'newest':
      return query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    case 'hardest':
      // difficulty_level 3 is Hard; never-reviewed cards (null) come last.
      return query.orderBy(sql`coalesce(difficulty_level, 0)`, 'desc').orderBy('due_at').orderBy('id').execute();
    default:
      return query.orderBy('created_at').orderBy('id').execute();
  }
}

export interface NewFlashcard {
  id: string;
  collection_id: string;
  user_id: string;
  front_text: string;
  back_text: string;
  example_sentence: string | null;
  created_at: string;
}

/** The stored row of a new card: the new-card schedule, due at once, with its search text. */
export function newFlashcardRow(card: NewFlashcard) {
  return {
    ...card,
    review_count: NEW_CARD_STATE.review_count,
    difficulty_level: NEW_CARD_STATE.difficulty_level,
    ladder: NEW_CARD_STATE.ladder,
    last_reviewed: NEW_CARD_STATE.last_reviewed,
    next_review: NEW_CARD_STATE.next_review,
    due_at: card.created_at,
    search_text: cardSearchText(card),
  };
}

/** Adds `delta` to a collection's flashcard_count (inside the transaction that adds or removes its cards). */
export async function changeFlashcardCount(db: Executor, userId: string, collectionId: string, delta: number) {
  await db
    .updateTable('collections')
    .set((eb) => ({ flashcard_count: eb('flashcard_count', '+', delta) }))
    .where('id', '=', collectionId)
    .where('user_id', '=', userId)
    .execute();
}

/** Inserts a card and raises its collection's count (call inside a transaction). */
export async function insertFlashcard(db: Executor, card: NewFlashcard): Promise<FlashcardRow> {
  const row = newFlashcardRow(card);
  await db.insertInto('flashcards').values(row).execute();
  await changeFlashcardCount(db, card.user_id, card.collection_id, 1);
  const { user_id: _user, ladder: _ladder, due_at: _due, search_text: _search, ...presented } = row;
  return presented;
}

/** Deletes a card and lowers its collection's count (call inside a transaction). False when not the user's. */
export async function deleteFlashcard(db: Executor, userId: string, id: string): Promise<boolean> {
  const card = await db
    .deleteFrom('flashcards')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .returning('collection_id')
    .executeTakeFirst();
  if (!card) return false;
  await changeFlashcardCount(db, userId, card.collection_id, -1);
  return true;
}

/**
 * Cards due at `now` (never reviewed, or next_review not in the future), oldest first; cards due at the same
 * instant (created in the same millisecond, as imports do) in creation order, since card ids sort that way
 * (db/ordered-id.ts).
 */
export async function listDueFlashcards(
  db: Executor,
  userId: string,
  now: Date,
  collectionId?: string,
): Promise<FlashcardRow[]> {
  let query = db
    .selectFrom('flashcards')
    .select(flashcardColumns)
    .where('user_id', '=', userId)
    .where('due_at', '<=', now.toISOString());
  if (collectionId !== undefined) query = query.where('collection_id', '=', collectionId);
  return query.orderBy('due_at').orderBy('id').execute();
}

/**
 * Applies one review: reads the card's state with a row lock (PostgreSQL) or under SQLite's single writer
 * connection, schedules it, writes it back. Call inside a transaction so concurrent reviews serialise.
 */
export async function reviewFlashcard(
  db: Executor,
  options: { userId: string; id: string; rating: ReviewRating; now: Date; lockRows: boolean },
): Promise<FlashcardRow | undefined> {
  const current = await db
    .selectFrom('flashcards')
    .select([...flashcardColumns, 'ladder'])
    .where('user_id', '=', options.userId)
    .where('id', '=', options.id)
    .$if(options.lockRows, (qb) => qb.forUpdate())
    .executeTakeFirst();
  if (!current) return undefined;
  const state: ReviewState = {
    review_count: current.review_count,
    difficulty_level: current.difficulty_level,
    last_reviewed: current.last_reviewed,
    next_review: current.next_review,
    ladder: current.ladder,
  };
  const next = scheduleReview(state, options.rating, options.now);
  await db
    .updateTable('flashcards')
    .set({ ...next, due_at: next.next_review ?? options.now.toISOString() })
    .where('user_id', '=', options.userId)
    .where('id', '=', options.id)
    .execute();
  await db
    .insertInto('review_log')
    .values({
      id: crypto.randomUUID(),
      flashcard_id: options.id,
      user_id: options.userId,
      rating: options.rating,
      reviewed_at: options.now.toISOString(),
      interval_before_seconds: intervalSeconds(current.last_reviewed, current.next_review),
      interval_after_seconds: intervalSeconds(next.last_reviewed, next.next_review) ?? 0,
    })
    .execute();
  const { ladder: _ladder, ...card } = current;
  return { ...card, ...stateWithoutLadder(next) };
}

function intervalSeconds(from: string | null, to: string | null): number | null {
  if (!from || !to) return null;
  return Math.round((Date.parse(to) - Date.parse(from)) / 1000);
}

function stateWithoutLadder(state: ReviewState): Omit<ReviewState, 'ladder'> {
  const { ladder: _ladder, ...rest } = state;
  return rest;
}
