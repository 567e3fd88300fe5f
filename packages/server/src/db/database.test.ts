import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from './database.js';

describe('SQLite statement cache and row factory', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'st-db-'));
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
