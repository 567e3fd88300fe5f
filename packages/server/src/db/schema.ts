/**
 * Kysely table types. Each feature adds its tables here with its migration.
 * Timestamps are ISO-8601 UTC strings (Date#toISOString) in both dialects: they sort and compare
 * correctly as text, so one repository layer serves SQLite and PostgreSQL alike.
 */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  password_reset_tokens: PasswordResetTokensTable;
  rate_limits: RateLimitsTable;
}

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  full_name: string | null;
  created_at: string;
  updated_at: string;
}

/** 'user' for a sign-in, 'recovery' for the short session a password-reset link opens. */
export type SessionKind = 'user' | 'recovery';

export interface SessionsTable {
  id: string;
  user_id: string;
  kind: SessionKind;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  revoked_reason: string | null;
}

export interface RefreshTokensTable {
  token_hash: string;
  session_id: string;
  created_at: string;
  used_at: string | null;
}

export interface PasswordResetTokensTable {
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  reset_at: string;
}
