import { MESSAGES } from '@swedish-translator/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type Collection, type Flashcard, type FlashcardsApi, queryKeys, useFlashcardsApi } from './api';
import { messageOf } from './use-timed-error';

/** Navigation state of /flashcards/review (spec section 2). */
export interface ReviewState {
  dueFlashcards: Flashcard[];
  allFlashcards: Flashcard[];
  collectionName: string;
  /** Where the review was started (its Back returns there); absent on a direct visit. */
  returnTo?: string;
}

export const ALL_COLLECTIONS = 'All Collections';

async function loadAllFlashcards(
  api: FlashcardsApi,
  collectionId?: string,
  knownCollections?: readonly Collection[],
): Promise<Flashcard[]> {
  if (collectionId) return api.listFlashcards(collectionId);
  const collections = knownCollections ?? (await api.listCollections());
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
  knownCollections?: readonly Collection[],
): Promise<ReviewState> {
  const [due, all] = await Promise.allSettled([
    api.listDue(collectionId),
    loadAllFlashcards(api, collectionId, knownCollections),
  ]);
  if (due.status === 'rejected') throw due.reason;
  let allFlashcards = due.value;
  if (all.status === 'fulfilled') allFlashcards = all.value;
  else console.warn('Could not load the statistics cards; using the due cards instead', all.reason);
  return { dueFlashcards: due.value, allFlashcards, collectionName };
}

/** Starts a review from a list: loads, then opens /flashcards/review with the state. */
export function useStartReview(onError: (message: string) => void) {
  const api = useFlashcardsApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [starting, setStarting] = useState(false);
  const start = useCallback(
    async (collection?: { id: string; name: string }) => {
      if (starting) return;
      setStarting(true);
      try {
        // Collections without cards need no request; the list on screen already says which those are.
        const known = queryClient
          .getQueryData<Collection[]>(queryKeys.collections)
          ?.filter((c) => c.flashcard_count > 0);
        const state = await loadReview(api, collection?.id, collection?.name ?? ALL_COLLECTIONS, known);
        navigate('/flashcards/review', { state: { ...state, returnTo: pathname } satisfies ReviewState });
      } catch (error) {
        onError(messageOf(error, MESSAGES.failedToLoadFlashcardsForReview));
      } finally {
        setStarting(false);
      }
    },
    [api, navigate, onError, pathname, queryClient, starting],
  );
  return { start, starting };
}
