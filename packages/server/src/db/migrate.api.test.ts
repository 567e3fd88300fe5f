import { describe, expect, it } from 'vitest';
import type { DatabaseConfig } from '../config.js';
import { databaseTargets } from '../test/databases.js';
import { createDatabase } from './database.js';
import { migrateToLatest } from './migrate.js';

const postgres = databaseTargets().find((t) => t.name === 'postgres');

describe.skipIf(!postgres?.available)('migrations on a PostgreSQL server shared by several schemas', () => {
  it('migrate a new schema while another schema already holds its own migration tables', async () => {
    const target = postgres!;
    const configs: DatabaseConfig[] = [await target.create(), await target.create()];
    try {
      for (const config of configs) {
        const handle = createDatabase(config);
        try {
          const applied = await migrateToLatest(handle.db);
          expect(applied).toContain('0003_flashcards');
          // Again: nothing left to apply, and no error.
          expect(await migrateToLatest(handle.db)).toEqual([]);
        } finally {
          await handle.close();
        }
      }
    } finally {
      for (const config of configs) await target.destroy(config);
    }
  });
});
