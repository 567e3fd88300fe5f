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
import { useMemo } from 'react';
import { useAuth } from '../auth/auth-context';

export type { Collection, Flashcard };

/** An error whose message is fit to show: the server's `error` text, or the caller's fallback. */
export class FlashcardsApiError extends Error {}

type Fetcher = <T>(method: string, path: string, fallback: string, body?: unknown) => Promise<T>;

function createFetcher(token: string | undefined): Fetcher {
  return async <T>(method: string, path: string, fallback: string, body?: unknown): Promise<T> => {
    let res: Response;
    try {
      res = await fetch(path, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw new FlashcardsApiError(MESSAGES.networkError);
    }
    const data = (await res.json().catch(() => null)) as { success?: boolean; error?: string } | null;
    if (!res.ok || !data || data.success === false) {
      throw new FlashcardsApiError(data?.error || fallback);
    }
    return data as T;
  };
}

/** The flashcards endpoints (spec section 7), bound to the signed-in user's token. */
export function useFlashcardsApi() {
  const { session } = useAuth();
  const token = session?.access_token;
  return useMemo(() => {
    const call = createFetcher(token);
    return {
      listCollections: async () =>
        (await call<CollectionsResponse>('GET', '/api/collections', MESSAGES.failedToLoadCollections)).collections,
      createCollection: async (body: CreateCollectionBody) =>
        (await call<CollectionResponse>('POST', '/api/collections', MESSAGES.failedToCreateCollection, body))
          .collection,
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
  }, [token]);
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
  });
}

function bumpCount(list: Collection[] | undefined, collectionId: string, delta: number) {
  return list?.map((c) => (c.id === collectionId ? { ...c, flashcard_count: c.flashcard_count + delta } : c));
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
      client.setQueryData<Flashcard[]>(queryKeys.flashcards(collectionId), (list) => list?.filter((f) => f.id !== id));
      client.setQueryData<Collection[]>(queryKeys.collections, (list) => bumpCount(list, collectionId, -1));
    },
  });
}
