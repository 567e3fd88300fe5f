import type { UploadResponse } from '@swedish-translator/contracts';
import { type Direction, MESSAGES } from '@swedish-translator/core';
import { ApiError, apiFetch } from './client';
import { NetworkError, TranslationFailedError } from './translation';

/**
 * POST /upload (open to visitors; sent with the session's token when signed in, like /translate-text): multipart `direction` + `file`. Rejects with TranslationFailedError carrying the
 * server's error text (or "Server responded with status: {code}"), or NetworkError when there is no answer.
 */
export async function uploadImage(file: Blob, direction: Direction, signal?: AbortSignal): Promise<UploadResponse> {
  const form = new FormData();
  form.append('direction', direction);
  form.append('file', file, file instanceof File ? file.name : 'image');
  let response: Response;
  try {
    response = await apiFetch('/upload', { method: 'POST', body: form, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) throw new NetworkError(error.message);
    throw error;
  }
  let body: Record<string, unknown> | undefined;
  try {
    const parsed: unknown = await response.json();
    body = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    body = undefined;
  }
  const serverError = typeof body?.error === 'string' && body.error ? body.error : undefined;
  if (!response.ok)
    throw new TranslationFailedError(serverError ?? MESSAGES.serverRespondedWithStatus(response.status));
  if (serverError) throw new TranslationFailedError(serverError);
  return {
    translated_text: typeof body?.translated_text === 'string' ? body.translated_text : '',
    extracted_text: typeof body?.extracted_text === 'string' ? body.extracted_text : '',
  };
}
