import type { TranslateTextResponse, TranslationStatusResponse } from '@swedish-translator/contracts';
import { type Direction, MESSAGES } from '@swedish-translator/core';
import { ApiError, apiFetch } from './client';

/** The server answered, but not with a translation: `message` is its error text or the status line. */
export class TranslationFailedError extends Error {
  override readonly name = 'TranslationFailedError';
}

/** The request never got an answer (server down, offline, connection reset). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
}

async function readJson(response: Response): Promise<Record<string, unknown> | undefined> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * POST /translate-text (open to visitors; a signed-in user's token makes the server's per-client limit count the
 * user rather than the address). Rejects with TranslationFailedError carrying the server's error text, or
 * "Server responded with status: {code}" when there is none; with NetworkError when there is no answer.
 */
export async function translateText(
  text: string,
  direction: Direction,
  signal?: AbortSignal,
): Promise<TranslateTextResponse> {
  let response: Response;
  try {
    response = await apiFetch('/translate-text', { method: 'POST', body: { text, direction }, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) throw new NetworkError(error.message);
    throw error;
  }
  const body = await readJson(response);
  const serverError = typeof body?.error === 'string' && body.error ? body.error : undefined;
  if (!response.ok)
    throw new TranslationFailedError(serverError ?? MESSAGES.serverRespondedWithStatus(response.status));
  if (serverError) throw new TranslationFailedError(serverError);
  if (typeof body?.translated_text !== 'string') throw new TranslationFailedError('');
  return body as unknown as TranslateTextResponse;
}

/** GET /api/translation/status (no auth): which engine answers, and the neural model's state. */
export async function fetchTranslationStatus(signal?: AbortSignal): Promise<TranslationStatusResponse> {
  const response = await apiFetch('/api/translation/status', { auth: false, signal });
  if (!response.ok) throw new Error(`Server responded with status: ${response.status}`);
  return (await response.json()) as TranslationStatusResponse;
}
