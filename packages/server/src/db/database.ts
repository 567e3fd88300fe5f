import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  dialect: DatabaseConfig['dialect'];
  /** Resolves when a trivial query succeeds; used by /readyz. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

function openSqlite(file: string): SQLite.Database {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const handle = new SQLite(file);
  handle.pragma('journal_mode = WAL');
  handle.pragma('foreign_keys = ON');
  handle.pragma('busy_timeout = 5000');
  handle.pragma('synchronous = NORMAL');
  return handle;
}

export function createDatabase(config: DatabaseConfig): DatabaseHandle {
  let db: Db;
  if (config.dialect === 'sqlite') {
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database: openSqlite(config.file) }) });
  } else {
    const pool = new pg.Pool({
      connectionString: config.url,
      max: 10,
      // Tests give every suite its own schema; production uses the server's default search_path.
      ...(config.schema ? { options: `-c search_path=${config.schema}` } : {}),
    });
    // A dropped idle connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  return {
    db,
    dialect: config.dialect,
    async ping() {
      await sql`select 1`.execute(db);
    },
    async close() {
      await db.destroy();
    },
  };
}
