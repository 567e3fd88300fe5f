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

export interface StartOutcome {
  /** The session to store and use; null means signed out (and a stored one is cleared). */
  session: StoredSession | null;
  /** Modal mode the start asks for, if any. */
  modal: 'update' | 'expired' | null;
  recoveryToken: string | null;
  /** False when a recovery hash won: the stored session is left untouched (the password change ends it). */
  touchStorage: boolean;
}

export interface StartInputs {
  hash: string;
  stored: StoredSession | null;
  nowSeconds: number;
  refresh(session: StoredSession): Promise<StoredSession | null>;
  hostedSession(): Promise<StoredSession | null>;
}

/**
 * App start (spec section 4): a recovery hash wins; otherwise a stored session is refreshed when it has no expiry
 * or expires within 300 s (and cleared if that fails); otherwise the hosted client's session, when configured.
 */
export async function resolveStart(inputs: StartInputs): Promise<StartOutcome> {
  const hash = parseAuthHash(inputs.hash);
  if (hash.kind === 'recovery') {
    return { session: null, modal: 'update', recoveryToken: hash.accessToken, touchStorage: false };
  }
  const modal = hash.kind === 'expired' ? 'expired' : null;
  if (inputs.stored) {
    const session = needsRefresh(inputs.stored, inputs.nowSeconds)
      ? await inputs.refresh(inputs.stored)
      : inputs.stored;
    return { session, modal, recoveryToken: null, touchStorage: true };
  }
  return { session: await inputs.hostedSession(), modal, recoveryToken: null, touchStorage: true };
}
