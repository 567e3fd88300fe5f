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
  collections: CollectionsTable;
  flashcards: FlashcardsTable;
  rate_limits: RateLimitsTable;
  review_log: ReviewLogTable;
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

export interface CollectionsTable {
  id: string;
  user_id: string;
  name: string;
  description: string;
  language_from: string;
  language_to: string;
  flashcard_count: number;
  created_at: string;
}

export interface FlashcardsTable {
  id: string;
  collection_id: string;
  user_id: string;
  front_text: string;
  back_text: string;
  example_sentence: string | null;
  review_count: number;
  difficulty_level: number | null;
  ladder: number;
  last_reviewed: string | null;
  next_review: string | null;
  /** next_review, or created_at while the card was never reviewed: the due query's sort key. */
  due_at: string;
  created_at: string;
  /** core's cardSearchText of front, back and example: lower case, accents removed (written with the card). */
  search_text: string;
}

/** One review of one card. Intervals are next_review − last_reviewed in seconds; null before the first review. */
export interface ReviewLogTable {
  id: string;
  flashcard_id: string;
  user_id: string;
  rating: number;
  reviewed_at: string;
  interval_before_seconds: number | null;
  interval_after_seconds: number;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  reset_at: string;
}
