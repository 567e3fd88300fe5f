import { MESSAGES } from '@swedish-translator/core';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { type Flashcard, type FlashcardsApi, useFlashcardsApi } from './api';
import { messageOf } from './use-timed-error';

/** Navigation state of /flashcards/review (spec section 2). */
export interface ReviewState {
  dueFlashcards: Flashcard[];
  allFlashcards: Flashcard[];
  collectionName: string;
}

export const ALL_COLLECTIONS = 'All Collections';

async function loadAllFlashcards(api: FlashcardsApi, collectionId?: string): Promise<Flashcard[]> {
  if (collectionId) return api.listFlashcards(collectionId);
  const collections = await api.listCollections();
  const lists = await Promise.all(collections.map((c) => api.listFlashcards(c.id)));
  return lists.flat();
}

/**
 * Loads the due cards and, for statistics, all cards (of one collection or of all) in parallel.
 * A failed statistics load only logs a warning and falls back to the due cards.
 */
export async function loadReview(
  api: FlashcardsApi,
  collectionId: string | undefined,
  collectionName: string,
): Promise<ReviewState> {
  const [due, all] = await Promise.allSettled([api.listDue(collectionId), loadAllFlashcards(api, collectionId)]);
  if (due.status === 'rejected') throw due.reason;
  let allFlashcards = due.value;
  if (all.status === 'fulfilled') allFlashcards = all.value;
  else console.warn('Could not load the statistics cards; using the due cards instead', all.reason);
  return { dueFlashcards: due.value, allFlashcards, collectionName };
}

/** Starts a review from a list: loads, then opens /flashcards/review with the state. */
export function useStartReview(onError: (message: string) => void) {
  const api = useFlashcardsApi();
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);
  const start = useCallback(
    async (collection?: { id: string; name: string }) => {
      if (starting) return;
      setStarting(true);
      try {
        const state = await loadReview(api, collection?.id, collection?.name ?? ALL_COLLECTIONS);
        navigate('/flashcards/review', { state });
      } catch (error) {
        onError(messageOf(error, MESSAGES.failedToLoadFlashcardsForReview));
      } finally {
        setStarting(false);
      }
    },
    [api, navigate, onError, starting],
  );
  return { start, starting };
}
