import type { AuthSession, AuthUser } from '@swedish-translator/contracts';
import type { UserRow } from './repository.js';

export function presentUser(user: Pick<UserRow, 'id' | 'email' | 'full_name'>): AuthUser {
  return { id: user.id, email: user.email, full_name: user.full_name };
}

export function presentSession(session: { accessToken: string; refreshToken: string; expiresAt: number }): AuthSession {
  return { access_token: session.accessToken, refresh_token: session.refreshToken, expires_at: session.expiresAt };
}
