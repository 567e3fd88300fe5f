import type {
  AuthSession,
  AuthUser,
  MessageResponse,
  RefreshResponse,
  SignInResponse,
  SignUpResponse,
} from '@swedish-translator/contracts';
import { MESSAGES } from '@swedish-translator/core';
import { apiFetch, readJson } from '../../api/client';
import type { StoredSession } from './session-storage';

/** The auth endpoints (spec section 7). Failures throw ApiError with the server's text, else 'Operation failed'. */
const call = async <T>(path: string, body: unknown, token?: string): Promise<T> => {
  const response = await fetchWithToken(path, body, token);
  return readJson<T>(response, MESSAGES.operationFailed);
};

function fetchWithToken(path: string, body: unknown, token?: string): Promise<Response> {
  if (!token) return apiFetch(path, { method: 'POST', body, auth: false });
  // Explicit tokens (sign-out, recovery) bypass the refresh-and-retry loop on purpose.
  return fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body ?? {}),
  });
}

export function toStoredSession(user: AuthUser, session: AuthSession): StoredSession {
  return { user, ...session };
}

export async function signIn(email: string, password: string): Promise<SignInResponse> {
  return call<SignInResponse>('/api/auth/signin', { email, password });
}

export async function signUp(email: string, password: string, fullName: string): Promise<SignUpResponse> {
  const name = fullName.trim();
  return call<SignUpResponse>('/api/auth/signup', { email, password, ...(name ? { full_name: name } : {}) });
}

export async function requestPasswordReset(email: string): Promise<MessageResponse> {
  return call<MessageResponse>('/api/auth/reset-password', { email });
}

export async function refreshSession(refreshToken: string): Promise<RefreshResponse> {
  return call<RefreshResponse>('/api/auth/refresh', { refresh_token: refreshToken });
}

/** Update password with the recovery token (or an access token) as bearer. */
export async function updatePassword(token: string, newPassword: string): Promise<{ message?: string }> {
  let response: Response;
  try {
    response = await fetchWithToken('/api/auth/update-password', { new_password: newPassword }, token);
  } catch {
    throw new Error(MESSAGES.failedToUpdatePasswordTryAgain);
  }
  const body = (await response.json().catch(() => null)) as {
    success?: boolean;
    error?: string;
    message?: string;
  } | null;
  if (!response.ok || body?.success === false) {
    throw new Error(body?.error || body?.message || MESSAGES.failedToUpdatePassword);
  }
  return { message: body?.message };
}

/** Best effort: the local session is cleared whatever the server answers. */
export async function signOutOnServer(accessToken: string): Promise<void> {
  try {
    await fetchWithToken('/api/auth/signout', {}, accessToken);
  } catch {
    // Offline: the access token still expires on its own within the hour.
  }
}
