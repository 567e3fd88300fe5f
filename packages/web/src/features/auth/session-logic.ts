import { LIMITS } from '@swedish-translator/core';
import type { StoredSession } from './session-storage';

/** A stored session is refreshed at start when it has no expiry or expires within 300 s (spec section 9). */
export function needsRefresh(session: Pick<StoredSession, 'expires_at'>, nowSeconds: number): boolean {
  if (typeof session.expires_at !== 'number' || !Number.isFinite(session.expires_at)) return true;
  return session.expires_at - nowSeconds < LIMITS.sessionRefreshMarginSeconds;
}

export type AuthHash = { kind: 'recovery'; accessToken: string | null } | { kind: 'expired' } | { kind: 'none' };

/**
 * What the URL fragment asks for (spec section 4): a recovery link's token, or an expired link's error.
 * `#access_token=…&type=recovery` and `#error=access_denied&error_code=otp_expired…`.
 */
export function parseAuthHash(hash: string): AuthHash {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const accessToken = params.get('access_token');
  // A recovery hash without its token still opens update mode, which then says the reset session is missing.
  if (params.get('type') === 'recovery') return { kind: 'recovery', accessToken: accessToken || null };
  if (params.get('error') === 'access_denied' && params.get('error_code') === 'otp_expired') return { kind: 'expired' };
  return { kind: 'none' };
}
