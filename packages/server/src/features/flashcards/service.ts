import type {
  CreateCollectionInput,
  CreateFlashcardInput,
  UpdateCollectionInput,
  UpdateFlashcardInput,
} from '@swedish-translator/contracts';
import { type CardSort, MESSAGES, type ReviewRating } from '@swedish-translator/core';
import type { DatabaseHandle } from '../../db/database.js';
import { orderedId } from '../../db/ordered-id.js';
import { HttpError } from '../../http-error.js';
import * as edits from './edit-repository.js';
import * as repo from './repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id can never name a row: answer it like another user's id, without touching the database. */
export function normaliseId(id: string | undefined, notFound: string): string {
  if (!id || !UUID.test(id)) throw new HttpError(404, notFound);
  return id.toLowerCase();
}

export const collectionNotFound = () => new HttpError(404, MESSAGES.collectionNotFound);
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

  listCollections(userId: string): Promise<repo.CollectionWithDueRow[]> {
    return repo.listCollections(this.db, userId, this.now());
  }

  async createCollection(userId: string, input: CreateCollectionInput): Promise<repo.CollectionWithDueRow> {
    const row = await repo.insertCollection(this.db, {
      id: orderedId(),
      user_id: userId,
      name: input.name,
      description: input.description,
      language_from: input.language_from,
      language_to: input.language_to,
      flashcard_count: 0,
      created_at: this.now().toISOString(),
    });
    return { ...row, due_count: 0 };
  }

  /** Renames a collection and/or changes its description. */
  async updateCollection(
    userId: string,
    rawId: string,
    input: UpdateCollectionInput,
  ): Promise<repo.CollectionWithDueRow> {
    const id = normaliseId(rawId, MESSAGES.collectionNotFound);
    const { name, description } = input;
    if (!(await edits.updateCollection(this.db, userId, id, { name, description }))) throw collectionNotFound();
    const row = await repo.findCollectionWithDue(this.db, userId, id, this.now());
    if (!row) throw collectionNotFound();
    return row;
  }

  async deleteCollection(userId: string, rawId: string): Promise<void> {
    const id = normaliseId(rawId, MESSAGES.collectionNotFound);
    const deleted = await this.db.transaction().execute((trx) => repo.deleteCollection(trx, userId, id));
    if (!deleted) throw collectionNotFound();
  }

  async listFlashcards(
    userId: string,
    rawCollectionId: string,
    options: { q?: string; sort?: CardSort } = {},
  ): Promise<repo.FlashcardRow[]> {
    const collectionId = normaliseId(rawCollectionId, MESSAGES.collectionNotFound);
    if (!(await repo.findCollection(this.db, userId, collectionId))) throw collectionNotFound();
    return repo.listFlashcards(this.db, userId, collectionId, options);
  }

  /**
   * Edits a card's texts (its review schedule is kept) and/or moves it to another of the user's collections; a
   * move changes both collections' flashcard_count in the same transaction.
   */
  async updateFlashcard(userId: string, rawId: string, input: UpdateFlashcardInput): Promise<repo.FlashcardRow> {
    const id = normaliseId(rawId, MESSAGES.flashcardNotFound);
    const target =
      input.collection_id === undefined ? undefined : normaliseId(input.collection_id, MESSAGES.collectionNotFound);
    const lockRows = this.database.dialect === 'postgres';
    return this.db.transaction().execute(async (trx) => {
      const before = await edits.findFlashcardForUpdate(trx, userId, id, lockRows);
      if (!before) throw flashcardNotFound();
      if (target !== undefined && target !== before.collection_id) {
        // Locked, so a concurrent delete of the target either waits for the move or is seen as gone (404).
        if (!(await repo.findCollection(trx, userId, target, lockRows))) throw collectionNotFound();
      }
      const after: repo.FlashcardRow = {
        ...before,
        front_text: input.front_text ?? before.front_text,
        back_text: input.back_text ?? before.back_text,
        example_sentence: input.example_sentence === undefined ? before.example_sentence : input.example_sentence,
        collection_id: target ?? before.collection_id,
      };
      await edits.writeFlashcardEdit(trx, userId, before, after);
      return after;
    });
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
        // Sorts in creation order: cards created in the same millisecond are still due oldest first.
        id: orderedId(),
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
