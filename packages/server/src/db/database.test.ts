import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { loadAuthSecret, SECRET_FILE_NAME } from '../features/auth/secret.js';
import { tempDir } from '../test/temp-dir.js';
import { createDatabase } from './database.js';

describe('SQLite statement cache and row factory', () => {
  const dir = tempDir('st-db-');
  const handle = createDatabase({ dialect: 'sqlite', file: path.join(dir, 'db.sqlite') });
  afterAll(async () => {
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('reads rows as plain objects with every column, nulls and numbers intact, again and again', async () => {
    await sql`create table t (id text primary key, n integer, r real, s text)`.execute(handle.db);
    await sql`insert into t values ('a', 1, 1.5, null), ('b', null, 2, 'x "quoted" \\ y')`.execute(handle.db);
    for (let i = 0; i < 3; i++) {
      const { rows } = await sql<Record<string, unknown>>`select * from t order by id`.execute(handle.db);
      expect(rows).toEqual([
        { id: 'a', n: 1, r: 1.5, s: null },
        { id: 'b', n: null, r: 2, s: 'x "quoted" \\ y' },
      ]);
    }
  });

  it('keeps odd column names and the last of duplicate names, like better-sqlite3', async () => {
    const { rows } = await sql<Record<string, unknown>>`select 1 as "a""b", 2 as "x", 3 as "x", 'z' as "}"`.execute(
      handle.db,
    );
    expect(rows).toEqual([{ 'a"b': 1, x: 3, '}': 'z' }]);
  });

  it('runs writes and RETURNING statements', async () => {
    const insert = await sql`insert into t values ('c', 3, 0, 's')`.execute(handle.db);
    expect(insert.numAffectedRows).toBe(1n);
    const { rows } = await sql<{ id: string }>`delete from t where id = 'c' returning id`.execute(handle.db);
    expect(rows).toEqual([{ id: 'c' }]);
  });
});

describe('migrations merged out of order', () => {
  it('applies an earlier-numbered migration that arrives after a later one ran', async () => {
    const { Migrator } = await import('kysely');
    const { migrations } = await import('./migrations/index.js');
    const { migrateToLatest } = await import('./migrate.js');
    const dir = tempDir('st-mig-');
    const handle = createDatabase({ dialect: 'sqlite', file: path.join(dir, 'db.sqlite') });
    try {
      // A database that ran every migration except 0003_flashcards (as main did before flashcards merged) and
      // 0005, which builds on it.
      const { '0003_flashcards': _late, '0005_card_search_and_review_log': _later, ...early } = migrations;
      const partial = new Migrator({ db: handle.db, provider: { getMigrations: async () => early } });
      const first = await partial.migrateToLatest();
      expect(first.error).toBeUndefined();
      expect(await migrateToLatest(handle.db)).toEqual(['0003_flashcards', '0005_card_search_and_review_log']);
      await sql`select count(*) from flashcards`.execute(handle.db);
    } finally {
      await handle.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('0005_card_search_and_review_log', () => {
  it('backfills the search text of cards written before it', async () => {
    const { Migrator } = await import('kysely');
    const { migrations } = await import('./migrations/index.js');
    const { migrateToLatest } = await import('./migrate.js');
    const dir = tempDir('st-mig5-');
    const handle = createDatabase({ dialect: 'sqlite', file: path.join(dir, 'db.sqlite') });
    try {
      const { '0005_card_search_and_review_log': _new, ...before } = migrations;
      await new Migrator({ db: handle.db, provider: { getMigrations: async () => before } }).migrateToLatest();
      const now = '2026-01-01T00:00:00.000Z';
      await sql`insert into users values ('u', 'u@example.com', 'x', null, ${now}, ${now})`.execute(handle.db);
      await sql`insert into collections values ('c', 'u', 'C', '', 'sv', 'en', 601, ${now})`.execute(handle.db);
      for (let i = 0; i < 601; i++) {
        await sql`insert into flashcards (id, collection_id, user_id, front_text, back_text, example_sentence, due_at,
          created_at) values (${`f${String(i).padStart(3, '0')}`}, 'c', 'u', ${`Öl ${i}`}, 'Beer', ${i % 2 ? 'Gott!' : null},
          ${now}, ${now})`.execute(handle.db);
      }
      expect(await migrateToLatest(handle.db)).toEqual(['0005_card_search_and_review_log']);
      const { rows } = await sql<{ id: string; search_text: string }>`select id, search_text from flashcards
        where id in ('f000', 'f001', 'f600') order by id`.execute(handle.db);
      expect(rows).toEqual([
        { id: 'f000', search_text: 'ol 0\nbeer\n' },
        { id: 'f001', search_text: 'ol 1\nbeer\ngott!' },
        { id: 'f600', search_text: 'ol 600\nbeer\n' },
      ]);
    } finally {
      await handle.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('SQLite file permissions', () => {
  it('creates the data folder 0700 and the database, its WAL and the auth secret 0600', async () => {
    const parent = tempDir('st-modes-');
    const dataDir = path.join(parent, 'data');
    const file = path.join(dataDir, 'app.sqlite');
    const handle = createDatabase({ dialect: 'sqlite', file });
    try {
      await sql`create table t (x integer)`.execute(handle.db);
      await sql`insert into t values (1)`.execute(handle.db);
      loadAuthSecret(undefined, dataDir);
      const mode = (name: string) => fs.statSync(path.join(dataDir, name)).mode & 0o777;
      expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
      expect(mode('app.sqlite')).toBe(0o600);
      expect(mode('app.sqlite-wal')).toBe(0o600);
      expect(mode(SECRET_FILE_NAME)).toBe(0o600);
    } finally {
      await handle.close();
      fs.rmSync(parent, { recursive: true, force: true });
    }
  });
});
