import type { Migration } from 'kysely';

/**
 * Every migration, in order. Names sort by their numeric prefix; a feature adds its file and one line here.
 * Migrations use only what SQLite and PostgreSQL share (text, integer, real; ISO timestamps as text).
 */
export const migrations: Record<string, Migration> = {};
