import { TranslationEngineError } from './errors.js';

/** How an external provider is called: per-attempt timeout, retries with exponential backoff on 429 and 5xx. */
export interface ProviderHttpOptions {
  /** Shown in error messages: "DeepL", "LibreTranslate", … */
  provider: string;
  timeoutMs: number;
  /** Retries after the first attempt. */
  retries?: number;
  /** First backoff delay; doubles each retry (a Retry-After header, capped, wins). */
  backoffMs?: number;
  /** Turns an error reply into a message for the user, or undefined for the generic one. */
  describeError?: (status: number, body: unknown) => string | undefined;
}

const MAX_RETRY_AFTER_MS = 10_000;

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.min(seconds * 1000, MAX_RETRY_AFTER_MS);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.min(Math.max(date - Date.now(), 0), MAX_RETRY_AFTER_MS);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The usual places providers put an error message: {error: "…"}, {error: {message}}, {message}, {detail}. */
export function errorMessageOf(body: unknown): string | undefined {
  if (typeof body === 'string') return body.trim().slice(0, 200) || undefined;
  if (!body || typeof body !== 'object') return undefined;
  const record = body as Record<string, unknown>;
  const error = record.error;
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string') {
    return (error as { message: string }).message;
  }
  for (const key of ['message', 'detail']) if (typeof record[key] === 'string') return record[key] as string;
  return undefined;
}

function genericError(provider: string, status: number, body: unknown): string {
  const detail = errorMessageOf(body);
  if (status === 401 || status === 403) return `${provider} rejected the API key`;
  if (status === 429) return `${provider} is receiving too many requests, please try again later`;
  if (status >= 500) return `${provider} is unavailable (status ${status}), please try again later`;
  return detail ? `${provider} rejected the request: ${detail}` : `${provider} rejected the request (status ${status})`;
}

/**
 * POSTs JSON to a provider and returns the parsed JSON reply. Every failure becomes a TranslationEngineError
 * with a message the user can act on; 429 and 5xx are retried with backoff, timeouts are not (they already cost
 * the user `timeoutMs`).
 */
export async function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string>,
  options: ProviderHttpOptions,
  signal?: AbortSignal,
): Promise<unknown> {
  const { provider, timeoutMs, retries = 2, backoffMs = 500 } = options;
  for (let attempt = 0; ; attempt += 1) {
    const timeout = AbortSignal.timeout(timeoutMs);
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
        body: JSON.stringify(body),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      if (timeout.aborted) {
        throw new TranslationEngineError(`${provider} did not answer within ${formatSeconds(timeoutMs)}`, 504);
      }
      const reason = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
      throw new TranslationEngineError(`Could not reach ${provider} (${reason})`);
    }
    const parsed = await readBody(response).catch(() => undefined);
    if (response.ok) return parsed;
    const retryable = response.status === 429 || response.status >= 500;
    if (retryable && attempt < retries) {
      const delay = retryAfterMs(response.headers.get('retry-after')) ?? backoffMs * 2 ** attempt;
      await wait(delay, signal);
      continue;
    }
    const message = options.describeError?.(response.status, parsed) ?? genericError(provider, response.status, parsed);
    throw new TranslationEngineError(message, response.status === 429 ? 503 : 502);
  }
}

function formatSeconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} seconds` : `${ms} ms`;
}

/** A reply without the expected fields. */
export function unexpectedReply(provider: string): TranslationEngineError {
  return new TranslationEngineError(`${provider} sent an unexpected reply`);
}
