import type { Migration } from 'kysely';
import * as auth from './0002_auth.js';
import * as rateLimits from './0004_rate_limits.js';

/**
 * Every migration, in order. Names sort by their numeric prefix; a feature adds its file and one line here.
 * Migrations use only what SQLite and PostgreSQL share (text, integer, real; ISO timestamps as text).
 */
export const migrations: Record<string, Migration> = {
  '0002_auth': auth,
  '0004_rate_limits': rateLimits,
};
