import crypto from 'node:crypto';
import type { CreateCollectionInput, CreateFlashcardInput } from '@swedish-translator/contracts';
import { MESSAGES, type ReviewRating } from '@swedish-translator/core';
import type { DatabaseHandle } from '../../db/database.js';
import { HttpError } from '../../http-error.js';
import * as repo from './repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id can never name a row: answer it like another user's id, without touching the database. */
function normaliseId(id: string | undefined, notFound: string): string {
  if (!id || !UUID.test(id)) throw new HttpError(404, notFound);
  return id.toLowerCase();
}

const collectionNotFound = () => new HttpError(404, MESSAGES.collectionNotFound);
const flashcardNotFound = () => new HttpError(404, MESSAGES.flashcardNotFound);

/** Collections, flashcards and reviews of one signed-in user at a time. `now` is injectable for tests. */
export class FlashcardsService {
  constructor(
    private readonly database: DatabaseHandle,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private get db() {
    return this.database.db;
  }

  listCollections(userId: string): Promise<repo.CollectionRow[]> {
    return repo.listCollections(this.db, userId);
  }

  async createCollection(userId: string, input: CreateCollectionInput): Promise<repo.CollectionRow> {
    return repo.insertCollection(this.db, {
      id: crypto.randomUUID(),
      user_id: userId,
      name: input.name,
      description: input.description,
      language_from: input.language_from,
      language_to: input.language_to,
      flashcard_count: 0,
      created_at: this.now().toISOString(),
    });
  }

  async deleteCollection(userId: string, rawId: string): Promise<void> {
    const id = normaliseId(rawId, MESSAGES.collectionNotFound);
    const deleted = await this.db.transaction().execute((trx) => repo.deleteCollection(trx, userId, id));
    if (!deleted) throw collectionNotFound();
  }

  async listFlashcards(userId: string, rawCollectionId: string): Promise<repo.FlashcardRow[]> {
    const collectionId = normaliseId(rawCollectionId, MESSAGES.collectionNotFound);
    if (!(await repo.findCollection(this.db, userId, collectionId))) throw collectionNotFound();
    return repo.listFlashcards(this.db, userId, collectionId);
  }

  async createFlashcard(
    userId: string,
    rawCollectionId: string,
    input: CreateFlashcardInput,
  ): Promise<repo.FlashcardRow> {
    const collectionId = normaliseId(rawCollectionId, MESSAGES.collectionNotFound);
    const lock = this.database.dialect === 'postgres';
    return this.db.transaction().execute(async (trx) => {
      if (!(await repo.findCollection(trx, userId, collectionId, lock))) throw collectionNotFound();
      return repo.insertFlashcard(trx, {
        id: crypto.randomUUID(),
        collection_id: collectionId,
        user_id: userId,
        front_text: input.front_text,
        back_text: input.back_text,
        example_sentence: input.example_sentence,
        created_at: this.now().toISOString(),
      });
    });
  }

  async deleteFlashcard(userId: string, rawId: string): Promise<void> {
    const id = normaliseId(rawId, MESSAGES.flashcardNotFound);
    const deleted = await this.db.transaction().execute((trx) => repo.deleteFlashcard(trx, userId, id));
    if (!deleted) throw flashcardNotFound();
  }

  async listDueFlashcards(userId: string, rawCollectionId?: string): Promise<repo.FlashcardRow[]> {
    if (rawCollectionId === undefined || rawCollectionId === '') {
      return repo.listDueFlashcards(this.db, userId, this.now());
    }
    const collectionId = normaliseId(rawCollectionId, MESSAGES.collectionNotFound);
    if (!(await repo.findCollection(this.db, userId, collectionId))) throw collectionNotFound();
    return repo.listDueFlashcards(this.db, userId, this.now(), collectionId);
  }

  async reviewFlashcard(userId: string, rawId: string, rating: ReviewRating): Promise<repo.FlashcardRow> {
    const id = normaliseId(rawId, MESSAGES.flashcardNotFound);
    const lockRows = this.database.dialect === 'postgres';
    const card = await this.db
      .transaction()
      .execute((trx) => repo.reviewFlashcard(trx, { userId, id, rating, now: this.now(), lockRows }));
    if (!card) throw flashcardNotFound();
    return card;
  }
}
