import type { CreateFlashcardBody } from '@swedish-translator/contracts';
import { cleanBackText, MESSAGES } from '@swedish-translator/core';

export interface FlashcardDraft {
  collectionId: string;
  front: string;
  back: string;
  example: string;
}

/**
 * Checks a flashcard made from a translation (spec section 5): signed in, a collection, front and back.
 * The back loses Markdown marks (# * `) and is trimmed; the front and example are trimmed.
 */
export function prepareFlashcardDraft(
  draft: FlashcardDraft,
  signedIn: boolean,
): { error: string } | { collectionId: string; body: CreateFlashcardBody } {
  if (!signedIn) return { error: MESSAGES.signInToCreateFlashcards };
  const front = draft.front.trim();
  const back = cleanBackText(draft.back);
  if (!draft.collectionId || !front || !back) return { error: MESSAGES.selectCollectionAndFill };
  return {
    collectionId: draft.collectionId,
    body: { front_text: front, back_text: back, example_sentence: draft.example.trim() || null },
  };
}
