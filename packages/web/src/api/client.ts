import { MESSAGES } from '@swedish-translator/core';

/** A failed call: `status` 0 for a network failure, and the server's `error` text (or a fallback) as message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** How the client reaches the session; the auth provider installs these at start. */
export interface AuthHooks {
  getAccessToken(): string | null;
  /** Refreshes the session; resolves with the new access token, or null when the session is gone. */
  refresh(): Promise<string | null>;
  /** Called when a request stays unauthorised after one refresh: the app returns to signed-out. */
  signedOut(): void;
}

let authHooks: AuthHooks | null = null;

export function setAuthHooks(hooks: AuthHooks | null): void {
  authHooks = hooks;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  /** Attach the bearer token (default true). */
  auth?: boolean;
  signal?: AbortSignal;
  /** Message when the server gives no error text; defaults to 'Server responded with status: {code}'. */
  fallbackError?: string;
}

function buildInit(options: RequestOptions, token: string | null): RequestInit {
  const headers: Record<string, string> = {};
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (token) headers.Authorization = `Bearer ${token}`;
  return { method: options.method ?? (body ? 'POST' : 'GET'), headers, body, signal: options.signal };
}

/**
 * fetch with the session's bearer token. A 401 triggers one refresh and one retry; if that fails too, the
 * app signs out. Network failures become ApiError(0, 'Network error. Please try again.').
 */
export async function apiFetch(path: string, options: RequestOptions = {}): Promise<Response> {
  const useAuth = options.auth !== false;
  const token = useAuth ? (authHooks?.getAccessToken() ?? null) : null;
  try {
    const response = await fetch(path, buildInit(options, token));
    if (response.status !== 401 || !token || !authHooks) return response;
    const fresh = await authHooks.refresh();
    if (!fresh) {
      authHooks.signedOut();
      return response;
    }
    const retried = await fetch(path, buildInit(options, fresh));
    if (retried.status === 401) authHooks.signedOut();
    return retried;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, MESSAGES.networkError);
  }
}

/** Reads a JSON reply; throws ApiError with the server's `error` text unless the reply is OK and not `success:false`. */
export async function readJson<T>(response: Response, fallbackError?: string): Promise<T> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON: fall through to the status-based message.
  }
  const record = body as { success?: boolean; error?: unknown } | null;
  if (!response.ok || record?.success === false) {
    const serverError = typeof record?.error === 'string' && record.error ? record.error : undefined;
    throw new ApiError(
      response.status,
      serverError ?? fallbackError ?? MESSAGES.serverRespondedWithStatus(response.status),
    );
  }
  return body as T;
}

/** One typed call: `apiRequest<{ collections: Collection[] }>('/api/collections')`. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await apiFetch(path, options);
  return readJson<T>(response, options.fallbackError);
}
