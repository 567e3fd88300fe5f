/** The one localStorage key the session lives under (spec section 3). */
export const SESSION_STORAGE_KEY = 'swedish-translator.session';

export interface SessionUser {
  id: string;
  email: string;
  full_name?: string | null;
}

export interface StoredSession {
  user: SessionUser;
  access_token: string;
  refresh_token: string;
  /** Seconds since epoch. */
  expires_at?: number;
}

export function readStoredSession(): StoredSession | null {
  try {
    const raw = localStorage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredSession>;
    if (!parsed || typeof parsed.access_token !== 'string' || !parsed.user?.email) return null;
    return parsed as StoredSession;
  } catch {
    return null;
  }
}

export function writeStoredSession(session: StoredSession | null): void {
  if (session) localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  else localStorage.removeItem(SESSION_STORAGE_KEY);
}
