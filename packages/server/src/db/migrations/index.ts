import type { Migration } from 'kysely';
import * as auth from './0002_auth.js';
import * as flashcards from './0003_flashcards.js';
import * as rateLimits from './0004_rate_limits.js';
import * as cardSearchAndReviewLog from './0005_card_search_and_review_log.js';

/**
 * Every migration, in order. Names sort by their numeric prefix; a feature adds its file and one line here.
 * Migrations use only what SQLite and PostgreSQL share (text, integer, real; ISO timestamps as text).
 */
export const migrations: Record<string, Migration> = {
  '0002_auth': auth,
  '0003_flashcards': flashcards,
  '0004_rate_limits': rateLimits,
  '0005_card_search_and_review_log': cardSearchAndReviewLog,
};
