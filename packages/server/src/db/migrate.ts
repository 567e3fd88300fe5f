import { type Migration, type MigrationProvider, Migrator, PostgresAdapter, sql } from 'kysely';
import type { Db } from './database.js';
import { migrations } from './migrations/index.js';

/** Migrations are compiled in (no folder scanning), so they work the same from src/ and dist/. */
class StaticMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

/**
 * On PostgreSQL the migration bookkeeping tables are pinned to the connection's current schema. Unpinned, Kysely
 * takes a `kysely_migration` table in any schema of the database as its own (it introspects them all), so an app
 * whose schema is new fails with 'relation "kysely_migration_lock" does not exist' as soon as another schema has
 * migrated — as happens when several test suites share one server, each in its own schema.
 */
async function migrationSchema(db: Db): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? undefined;
}

export async function migrateToLatest(db: Db): Promise<string[]> {
  const schema = await migrationSchema(db);
  const migrator = new Migrator({
    db,
    provider: new StaticMigrationProvider(),
    // Features are built in parallel and merged in any order, so a database may already have run a later-numbered
    // migration (0004_rate_limits) when an earlier-numbered one (0003_flashcards) arrives. Each touches its own
    // tables, so running the newcomer late is safe.
    allowUnorderedMigrations: true,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
