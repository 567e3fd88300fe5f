import type { Collection, Flashcard } from '@swedish-translator/contracts';
import type { CollectionWithDueRow, FlashcardRow } from './repository.js';

/** The only place rows become JSON: the spec's snake_case fields, ISO-8601 UTC timestamps. */
export function presentCollection(row: CollectionWithDueRow): Collection {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    language_from: row.language_from,
    language_to: row.language_to,
    flashcard_count: Number(row.flashcard_count),
    due_count: Number(row.due_count),
    created_at: row.created_at,
  };
}

export function presentFlashcard(row: FlashcardRow): Flashcard {
  return {
    id: row.id,
    collection_id: row.collection_id,
    front_text: row.front_text,
    back_text: row.back_text,
    example_sentence: row.example_sentence,
    review_count: Number(row.review_count),
    difficulty_level: row.difficulty_level === null ? null : Number(row.difficulty_level),
    last_reviewed: row.last_reviewed,
    next_review: row.next_review,
    created_at: row.created_at,
  };
}
