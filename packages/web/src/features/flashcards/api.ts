import type {
  Collection,
  CollectionResponse,
  CollectionsResponse,
  CreateCollectionBody,
  CreateFlashcardBody,
  Flashcard,
  FlashcardResponse,
  FlashcardsResponse,
} from '@swedish-translator/contracts';
import { MESSAGES } from '@swedish-translator/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';

export type { Collection, Flashcard };

type Fetcher = <T>(method: 'GET' | 'POST' | 'DELETE', path: string, fallback: string, body?: unknown) => Promise<T>;

/** The shared client attaches the bearer token, refreshes once on a 401, and surfaces the server's error text. */
const call: Fetcher = (method, path, fallback, body) => apiRequest(path, { method, body, fallbackError: fallback });

/** The flashcards endpoints (spec section 7). */
export const flashcardsApi = {
  listCollections: async () =>
    (await call<CollectionsResponse>('GET', '/api/collections', MESSAGES.failedToLoadCollections)).collections,
  createCollection: async (body: CreateCollectionBody) =>
    (await call<CollectionResponse>('POST', '/api/collections', MESSAGES.failedToCreateCollection, body)).collection,
  deleteCollection: (id: string) =>
    call('DELETE', `/api/collections/${encodeURIComponent(id)}`, MESSAGES.failedToDeleteCollection),
  listFlashcards: async (collectionId: string) =>
    (
      await call<FlashcardsResponse>(
        'GET',
        `/api/collections/${encodeURIComponent(collectionId)}/flashcards`,
        MESSAGES.failedToLoadFlashcards,
      )
    ).flashcards,
  createFlashcard: async (
    collectionId: string,
    body: CreateFlashcardBody,
    fallback: string = MESSAGES.failedToAddFlashcard,
  ) =>
    (
      await call<FlashcardResponse>(
        'POST',
        `/api/collections/${encodeURIComponent(collectionId)}/flashcards`,
        fallback,
        body,
      )
    ).flashcard,
  deleteFlashcard: (id: string) =>
    call('DELETE', `/api/flashcards/${encodeURIComponent(id)}`, MESSAGES.failedToDeleteFlashcard),
  listDue: async (collectionId?: string) =>
    (
      await call<FlashcardsResponse>(
        'GET',
        `/api/flashcards/due${collectionId ? `?collection_id=${encodeURIComponent(collectionId)}` : ''}`,
        MESSAGES.failedToLoadDueFlashcards,
      )
    ).flashcards,
  review: async (id: string, rating: 1 | 3 | 5) =>
    (
      await call<FlashcardResponse>(
        'POST',
        `/api/flashcards/${encodeURIComponent(id)}/review`,
        MESSAGES.failedToUpdateReview,
        { difficulty_rating: rating },
      )
    ).flashcard,
};

export function useFlashcardsApi() {
  return flashcardsApi;
}

export type FlashcardsApi = ReturnType<typeof useFlashcardsApi>;

export const queryKeys = {
  collections: ['flashcards', 'collections'] as const,
  flashcards: (collectionId: string) => ['flashcards', 'collection', collectionId] as const,
};

export function useCollections() {
  const api = useFlashcardsApi();
  return useQuery({ queryKey: queryKeys.collections, queryFn: api.listCollections });
}

export function useCollectionFlashcards(collectionId: string, enabled = true) {
  const api = useFlashcardsApi();
  return useQuery({
    queryKey: queryKeys.flashcards(collectionId),
    queryFn: () => api.listFlashcards(collectionId),
    enabled,
  });
}

export function useCreateCollection() {
  const api = useFlashcardsApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: api.createCollection,
    onSuccess: (collection) => {
      client.setQueryData<Collection[]>(queryKeys.collections, (list) => [collection, ...(list ?? [])]);
    },
  });
}

export function useDeleteCollection() {
  const api = useFlashcardsApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.deleteCollection(id),
    onSuccess: (_data, id) => {
      client.setQueryData<Collection[]>(queryKeys.collections, (list) => list?.filter((c) => c.id !== id));
      client.removeQueries({ queryKey: queryKeys.flashcards(id) });
    },
    // The list may be stale (deleted in another tab): show what the server has.
    onError: () => void client.invalidateQueries({ queryKey: queryKeys.collections }),
  });
}

/** A new card is due at once, so an add raises both counts; a delete refetches the due count (see below). */
function bumpCount(list: Collection[] | undefined, collectionId: string, delta: number) {
  return list?.map((c) =>
    c.id === collectionId
      ? { ...c, flashcard_count: c.flashcard_count + delta, due_count: Math.max(0, c.due_count + Math.max(delta, 0)) }
      : c,
  );
}

export function useCreateFlashcard(fallback: string = MESSAGES.failedToAddFlashcard) {
  const api = useFlashcardsApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ collectionId, body }: { collectionId: string; body: CreateFlashcardBody }) =>
      api.createFlashcard(collectionId, body, fallback),
    onSuccess: (_card, { collectionId }) => {
      client.setQueryData<Collection[]>(queryKeys.collections, (list) => bumpCount(list, collectionId, 1));
      void client.invalidateQueries({ queryKey: queryKeys.flashcards(collectionId) });
    },
  });
}

export function useDeleteFlashcard(collectionId: string) {
  const api = useFlashcardsApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.deleteFlashcard(id),
    onSuccess: (_data, id) => {
      // Every cached list of the collection (searched and sorted ones too) drops the card.
      client.setQueriesData<Flashcard[]>({ queryKey: queryKeys.flashcards(collectionId) }, (list) =>
        list?.filter((f) => f.id !== id),
      );
      client.setQueryData<Collection[]>(queryKeys.collections, (list) => bumpCount(list, collectionId, -1));
      // Whether the card was due is the server's to say.
      void client.invalidateQueries({ queryKey: queryKeys.collections });
    },
    onError: () => void client.invalidateQueries({ queryKey: ['flashcards'] }),
  });
}
