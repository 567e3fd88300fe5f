import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';
import { tempDir } from './temp-dir.js';

/** One database the API suites run against: a fresh SQLite file, or a fresh schema in PostgreSQL. */
export interface DatabaseTarget {
  name: 'sqlite' | 'postgres';
  /** False only outside CI when no PostgreSQL is configured; the suite is then skipped with a warning. */
  available: boolean;
  create(): Promise<DatabaseConfig>;
  destroy(config: DatabaseConfig): Promise<void>;
}

export function postgresTestUrl(): string | undefined {
  const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  return url && /^postgres(ql)?:/.test(url) ? url : undefined;
}

const sqliteTarget: DatabaseTarget = {
  name: 'sqlite',
  available: true,
  async create() {
    const dir = tempDir('st-sqlite-');
    return { dialect: 'sqlite', file: path.join(dir, 'test.sqlite') };
  },
  async destroy(config) {
    if (config.dialect === 'sqlite') fs.rmSync(path.dirname(config.file), { recursive: true, force: true });
  },
};

function postgresTarget(): DatabaseTarget {
  const url = postgresTestUrl();
  if (!url) {
    if (process.env.CI) {
      throw new Error('PostgreSQL suite: no server configured. Set DATABASE_URL=postgres://… (CI must provide one).');
    }
    console.warn('PostgreSQL suites skipped: set DATABASE_URL=postgres://… to run them.');
  }
  return {
    name: 'postgres',
    available: Boolean(url),
    async create() {
      const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`create schema ${schema}`);
      } finally {
        await client.end();
      }
      return { dialect: 'postgres', url: url as string, schema };
    },
    async destroy(config) {
      if (config.dialect !== 'postgres' || !config.schema) return;
      const client = new pg.Client({ connectionString: config.url });
      await client.connect();
      try {
        await client.query(`drop schema if exists ${config.schema} cascade`);
      } finally {
        await client.end();
      }
    },
  };
}

/** Both dialects; every API suite runs its tests against each. */
export function databaseTargets(): DatabaseTarget[] {
  return [sqliteTarget, postgresTarget()];
}
