import type {
  Collection,
  CollectionResponse,
  ExportFormat,
  Flashcard,
  FlashcardResponse,
  FlashcardsResponse,
  ImportResponse,
  UpdateCollectionBody,
  UpdateFlashcardBody,
} from '@swedish-translator/contracts';
import { type CardSort, MESSAGES } from '@swedish-translator/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch, apiRequest } from '../../api/client';
import { queryKeys } from './api';

/** Edit, move, search, export and import (issue 14): the calls and their TanStack Query hooks. */

const collectionPath = (id: string) => `/api/collections/${encodeURIComponent(id)}`;

export const cardToolsApi = {
  listCards: async (collectionId: string, q: string, sort: CardSort) => {
    const params = new URLSearchParams();
    if (q.trim()) params.set('q', q.trim());
    if (sort !== 'created') params.set('sort', sort);
    const query = params.size ? `?${params}` : '';
    const reply = await apiRequest<FlashcardsResponse>(`${collectionPath(collectionId)}/flashcards${query}`, {
      fallbackError: MESSAGES.failedToLoadFlashcards,
    });
    return reply.flashcards;
  },
  updateFlashcard: async (id: string, body: UpdateFlashcardBody) =>
    (
      await apiRequest<FlashcardResponse>(`/api/flashcards/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body,
        fallbackError: MESSAGES.failedToUpdateFlashcard,
      })
    ).flashcard,
  updateCollection: async (id: string, body: UpdateCollectionBody) =>
    (
      await apiRequest<CollectionResponse>(collectionPath(id), {
        method: 'PATCH',
        body,
        fallbackError: MESSAGES.failedToUpdateCollection,
      })
    ).collection,
  /** The export as a file: fetched with the bearer token, then handed to the browser as a download. */
  downloadExport: async (collectionId: string, format: ExportFormat, includeReviews = false) => {
    const query = `?format=${format}${includeReviews ? '&include=reviews' : ''}`;
    const response = await apiFetch(`${collectionPath(collectionId)}/export${query}`);
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as { error?: string } | null;
      throw new ApiError(response.status, body?.error ?? MESSAGES.failedToExport);
    }
    const filename = filenameOf(response.headers.get('content-disposition')) ?? `collection.${format}`;
    saveBlob(await response.blob(), filename);
  },
  /** Sends the file; the reply (preview, counts and row errors) is returned whatever its status. */
  importCards: async (collectionId: string, file: File, dryRun: boolean): Promise<ImportResponse> => {
    const form = new FormData();
    form.append('file', file);
    const response = await apiFetch(`${collectionPath(collectionId)}/import${dryRun ? '?dry_run=true' : ''}`, {
      method: 'POST',
      body: form,
    });
    const body = (await response.json().catch(() => null)) as (ImportResponse & { error?: string }) | null;
    if (body && Array.isArray(body.errors) && typeof body.imported === 'number') return body;
    throw new ApiError(response.status, body?.error ?? MESSAGES.failedToImport);
  },
};

/** The UTF-8 name of `filename*` (RFC 5987), else the plain `filename`. */
export function filenameOf(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      // Malformed escapes: fall back to the plain name.
    }
  }
  return /filename="([^"]*)"/i.exec(header)?.[1];
}

function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * A collection's cards, searched and sorted by the server. The plain list (no search, creation order) shares its
 * cache entry with the rest of the flashcards area, so adds and deletes show at once.
 */
export function useCardList(collectionId: string, q: string, sort: CardSort, enabled: boolean) {
  const plain = !q.trim() && sort === 'created';
  return useQuery({
    queryKey: plain ? queryKeys.flashcards(collectionId) : [...queryKeys.flashcards(collectionId), q.trim(), sort],
    queryFn: () => cardToolsApi.listCards(collectionId, q, sort),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useUpdateFlashcard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ card, body }: { card: Flashcard; body: UpdateFlashcardBody }) =>
      cardToolsApi.updateFlashcard(card.id, body),
    onSuccess: (updated, { card }) => {
      void client.invalidateQueries({ queryKey: queryKeys.flashcards(card.collection_id) });
      if (updated.collection_id !== card.collection_id) {
        void client.invalidateQueries({ queryKey: queryKeys.flashcards(updated.collection_id) });
        void client.invalidateQueries({ queryKey: queryKeys.collections });
      }
    },
  });
}

export function useUpdateCollection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateCollectionBody }) => cardToolsApi.updateCollection(id, body),
    onSuccess: (collection) => {
      client.setQueryData<Collection[]>(queryKeys.collections, (list) =>
        list?.map((c) => (c.id === collection.id ? collection : c)),
      );
    },
  });
}

export function useImportCards(collectionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, dryRun }: { file: File; dryRun: boolean }) =>
      cardToolsApi.importCards(collectionId, file, dryRun),
    onSuccess: (reply, { dryRun }) => {
      if (dryRun || !reply.success) return;
      void client.invalidateQueries({ queryKey: queryKeys.flashcards(collectionId) });
      void client.invalidateQueries({ queryKey: queryKeys.collections });
    },
  });
}
