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

/**
 * The folder (0700) and a new database file (0600) are the owner's alone: they hold password hashes and everyone's
 * cards. SQLite gives its -wal and -shm files the database file's mode. Existing files keep the mode they have.
 */
function openSqlite(file: string): SQLite.Database {
  if (file !== ':memory:') {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    fs.closeSync(fs.openSync(file, 'a', 0o600));
  }
  const handle = new SQLite(file);
  handle.pragma('journal_mode = WAL');
  handle.pragma('foreign_keys = ON');
  handle.pragma('busy_timeout = 5000');
  handle.pragma('synchronous = NORMAL');
  return handle;
}

/** Compiled statements kept per SQL text; beyond this many distinct texts the cache starts over. */
const STATEMENT_CACHE_SIZE = 500;

type Row = Record<string, unknown>;

/**
 * One better-sqlite3 statement as Kysely uses it. Rows are read as arrays and turned into objects by a
 * fixed-shape factory made once per statement: V8 builds those several times faster than better-sqlite3 sets
 * properties one by one (bench/flashcards.ts: about half the cost of a 100-card due list).
 */
function cachedStatement(statement: SQLite.Statement) {
  if (!statement.reader) {
    return {
      reader: false,
      all: () => [],
      run: (p: unknown[]) => statement.run(p),
      iterate: () => [][Symbol.iterator](),
    };
  }
  const raw = statement.raw(true);
  const names = raw.columns().map((column) => column.name);
  const makeRow = new Function('v', `return {${names.map((n, i) => `${JSON.stringify(n)}: v[${i}]`).join(', ')}};`) as (
    values: unknown[],
  ) => Row;
  return {
    reader: true,
    all: (parameters: unknown[]) => (raw.all(parameters) as unknown[][]).map(makeRow),
    run: (parameters: unknown[]) => raw.run(parameters),
    *iterate(parameters: unknown[]) {
      for (const values of raw.iterate(parameters) as IterableIterator<unknown[]>) yield makeRow(values);
    },
  };
}

/**
 * better-sqlite3 behind Kysely prepares every statement on every call, which costs about as much as running a
 * small indexed query; statements are kept per SQL text instead. Kysely runs them synchronously (all/run), so a
 * cached statement is never busy when it is reused.
 */
function withStatementCache(handle: SQLite.Database) {
  const cache = new Map<string, ReturnType<typeof cachedStatement>>();
  return {
    close: () => handle.close(),
    prepare(sql: string) {
      let statement = cache.get(sql);
      if (!statement) {
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.clear();
        statement = cachedStatement(handle.prepare(sql));
        cache.set(sql, statement);
      }
      return statement;
    },
  };
}

export function createDatabase(config: DatabaseConfig): DatabaseHandle {
  let db: Db;
  if (config.dialect === 'sqlite') {
    db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: withStatementCache(openSqlite(config.file)) }),
    });
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
