import crypto from 'node:crypto';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseConfig } from './config.js';
import { type DatabaseTarget, databaseTargets } from './test/databases.js';
import { deploymentEnv, type ServerProcess, startServerProcess } from './test/server-process.js';

// kill -9 in the middle of a burst of writes, then restart: every write that got a 2xx must be there, the
// denormalised flashcard_count must equal the real count, and the database must pass its integrity check.

const CREATIONS = 500;
const REVIEWS = 200;
const COLLECTIONS = 5;
const REVIEWED_CARDS = 20;
const CONCURRENCY = 16;

interface Burst {
  /** Card ids the server acknowledged (201), per collection. */
  created: Map<string, string[]>;
  /** Acknowledged (200) and sent reviews, per card. */
  reviewsAcked: Map<string, number>;
  reviewsSent: Map<string, number>;
  acknowledged: number;
  sent: number;
}

interface Account {
  token: string;
  collections: string[];
  reviewed: string[];
}

async function prepare(server: ServerProcess): Promise<Account> {
  const email = `crash-${crypto.randomUUID()}@example.com`;
  await server.call('POST', '/api/auth/signup', { email, password: 'crash test password' });
  const signIn = await server.call('POST', '/api/auth/signin', { email, password: 'crash test password' });
  const token: string = signIn.body.session.access_token;
  const collections: string[] = [];
  for (let i = 0; i < COLLECTIONS; i++) {
    collections.push((await server.call('POST', '/api/collections', { name: `Burst ${i}` }, token)).body.collection.id);
  }
  const reviewed: string[] = [];
  for (let i = 0; i < REVIEWED_CARDS; i++) {
    const route = `/api/collections/${collections[i % COLLECTIONS]}/flashcards`;
    reviewed.push(
      (await server.call('POST', route, { front_text: `r${i}`, back_text: `r${i}` }, token)).body.flashcard.id,
    );
  }
  return { token, collections, reviewed };
}

/**
 * 500 creations and 200 reviews, interleaved, CONCURRENCY at a time, spread over the `live()` servers in turn
 * (as a load balancer does: a server that died is taken out, requests it had in flight are lost).
 * `onProgress` sees the count of acknowledged writes after each one (the test kills a server from there).
 */
async function burst(
  live: () => ServerProcess[],
  account: Account,
  onProgress: (acked: number) => void,
): Promise<Burst> {
  const result: Burst = {
    created: new Map(),
    reviewsAcked: new Map(),
    reviewsSent: new Map(),
    acknowledged: 0,
    sent: 0,
  };
  const tasks: Array<(server: ServerProcess) => Promise<void>> = [];
  for (let i = 0; i < CREATIONS + REVIEWS; i++) {
    if (i % 7 < 2 && tasks.filter((_, j) => j % 7 < 2).length < REVIEWS) {
      const card = account.reviewed[i % REVIEWED_CARDS] as string;
      tasks.push(async (server) => {
        result.reviewsSent.set(card, (result.reviewsSent.get(card) ?? 0) + 1);
        const res = await server.call(
          'POST',
          `/api/flashcards/${card}/review`,
          { difficulty_rating: 3 },
          account.token,
        );
        if (res.status === 200) result.reviewsAcked.set(card, (result.reviewsAcked.get(card) ?? 0) + 1);
      });
    } else {
      const collection = account.collections[i % COLLECTIONS] as string;
      tasks.push(async (server) => {
        const res = await server.call(
          'POST',
          `/api/collections/${collection}/flashcards`,
          { front_text: `card ${i}`, back_text: `kort ${i}` },
          account.token,
        );
        if (res.status === 201)
          result.created.set(collection, [...(result.created.get(collection) ?? []), res.body.flashcard.id]);
      });
    }
  }
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, lane) => {
      while (next < tasks.length) {
        const task = tasks[next++] as (server: ServerProcess) => Promise<void>;
        const servers = live();
        const server = servers[(lane + result.sent) % servers.length] as ServerProcess;
        result.sent += 1;
        const before = countAcked(result);
        await task(server).catch(() => undefined); // a refused or reset connection: not acknowledged
        if (countAcked(result) > before) onProgress(countAcked(result));
      }
    }),
  );
  result.acknowledged = countAcked(result);
  return result;
}

function countAcked(result: Burst): number {
  let total = 0;
  for (const ids of result.created.values()) total += ids.length;
  for (const count of result.reviewsAcked.values()) total += count;
  return total;
}

/**
 * Checks every acknowledged write through the API of a running server. Returns the acknowledged writes found, and
 * the writes present that never got an answer (in flight at the kill: committed, but the reply was lost).
 */
async function verify(server: ServerProcess, account: Account, result: Burst) {
  let found = 0;
  let unanswered = 0;
  const collections = (await server.call('GET', '/api/collections', undefined, account.token)).body
    .collections as Array<{
    id: string;
    flashcard_count: number;
  }>;
  for (const collectionId of account.collections) {
    const cards = (await server.call('GET', `/api/collections/${collectionId}/flashcards`, undefined, account.token))
      .body.flashcards as Array<{ id: string; review_count: number }>;
    const ids = new Set(cards.map((card) => card.id));
    const acked = result.created.get(collectionId) ?? [];
    const missing = acked.filter((id) => !ids.has(id));
    expect(missing).toEqual([]);
    found += acked.length;
    const reviewedHere = account.reviewed.filter((id) => ids.has(id)).length;
    unanswered += cards.length - reviewedHere - acked.length;
    // The denormalised count equals the real count (including writes that landed without an answer).
    expect(collections.find((c) => c.id === collectionId)?.flashcard_count).toBe(cards.length);
    for (const card of cards) {
      const acks = result.reviewsAcked.get(card.id);
      if (acks === undefined && !result.reviewsSent.has(card.id)) continue;
      expect(card.review_count).toBeGreaterThanOrEqual(acks ?? 0);
      expect(card.review_count).toBeLessThanOrEqual(result.reviewsSent.get(card.id) ?? 0);
      found += Math.min(card.review_count, acks ?? 0);
      unanswered += card.review_count - (acks ?? 0);
    }
  }
  return { found, unanswered };
}

async function integrityProblems(database: DatabaseConfig): Promise<string[]> {
  if (database.dialect === 'sqlite') {
    const handle = new SQLite(database.file, { readonly: true });
    try {
      const rows = handle.pragma('integrity_check') as Array<{ integrity_check: string }>;
      const fk = handle.pragma('foreign_key_check') as unknown[];
      return [
        ...rows.map((row) => row.integrity_check).filter((text) => text !== 'ok'),
        ...fk.map((row) => JSON.stringify(row)),
      ];
    } finally {
      handle.close();
    }
  }
  const client = new pg.Client({ connectionString: database.url, options: `-c search_path=${database.schema}` });
  await client.connect();
  try {
    // Counts that disagree, cards without a collection or owner, and indexes PostgreSQL marks invalid.
    const checks = [
      `select 'count ' || c.id from collections c
         where c.flashcard_count <> (select count(*) from flashcards f where f.collection_id = c.id)`,
      `select 'orphan ' || f.id from flashcards f left join collections c on c.id = f.collection_id where c.id is null`,
      `select 'owner ' || f.id from flashcards f join collections c on c.id = f.collection_id where c.user_id <> f.user_id`,
      `select 'index ' || i.indexrelid::regclass::text from pg_index i
         join pg_class t on t.oid = i.indrelid join pg_namespace n on n.oid = t.relnamespace
         where n.nspname = current_schema() and not (i.indisvalid and i.indisready)`,
    ];
    const problems: string[] = [];
    for (const query of checks)
      problems.push(...(await client.query(query)).rows.map((row) => Object.values(row)[0] as string));
    return problems;
  } finally {
    await client.end();
  }
}

// Each test starts and kills real server processes (tsx compiles on start): on a loaded 2-core machine that alone
// takes tens of seconds, so these get more than the suite's 30 s default. Not a performance assertion.
const PROCESS_TEST_TIMEOUT_MS = 180_000;

for (const target of databaseTargets()) {
  const run = target.available ? describe : describe.skip;
  run(`crash durability [${target.name}]`, () => {
    const cleanups: Array<() => Promise<void>> = [];
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    async function deployment(): Promise<{ database: DatabaseConfig; env: Record<string, string> }> {
      const database = await (target as DatabaseTarget).create();
      cleanups.push(() => target.destroy(database));
      return { database, env: deploymentEnv(database) };
    }

    it(
      'kill -9 during 500 card creations and 200 reviews loses no acknowledged write',
      async () => {
        const { database, env } = await deployment();
        const first = await startServerProcess(env);
        cleanups.push(() => first.stop());
        const account = await prepare(first);
        let killed: Promise<void> | undefined;
        const result = await burst(
          () => [first],
          account,
          (acked) => {
            if (acked >= (CREATIONS + REVIEWS) / 2 && !killed) killed = first.crash();
          },
        );
        await killed;
        expect(killed).toBeDefined();
        expect(result.acknowledged).toBeLessThan(CREATIONS + REVIEWS);
        expect(await integrityProblems(database)).toEqual([]);
        const second = await startServerProcess(env);
        cleanups.push(() => second.stop());
        const { found, unanswered } = await verify(second, account, result);
        expect(found).toBe(result.acknowledged);
        console.info(
          `[crash durability ${target.name}] one instance killed: sent ${result.sent}, acknowledged ${result.acknowledged}, found ${found}, present without an answer ${unanswered}`,
        );
      },
      PROCESS_TEST_TIMEOUT_MS,
    );

    if (target.name !== 'postgres') return;

    it(
      'one of two instances killed during the burst: the other goes on, nothing acknowledged is lost',
      async () => {
        const { database, env } = await deployment();
        const a = await startServerProcess(env);
        cleanups.push(() => a.stop());
        const b = await startServerProcess(env);
        cleanups.push(() => b.stop());
        const account = await prepare(a);
        let killed: Promise<void> | undefined;
        let live = [a, b];
        const result = await burst(
          () => live,
          account,
          (acked) => {
            if (acked < (CREATIONS + REVIEWS) / 3 || killed) return;
            killed = a.crash();
            live = [b];
          },
        );
        await killed;
        // Only what A had in flight when it died went unanswered: B took every other write.
        expect(result.acknowledged).toBeGreaterThanOrEqual(CREATIONS + REVIEWS - CONCURRENCY);
        expect(result.acknowledged).toBeLessThan(CREATIONS + REVIEWS);
        expect((await b.call('GET', '/readyz')).status).toBe(200);
        const { found, unanswered } = await verify(b, account, result);
        expect(found).toBe(result.acknowledged);
        expect(await integrityProblems(database)).toEqual([]);
        console.info(
          `[crash durability ${target.name}] one of two instances killed: sent ${result.sent}, acknowledged ${result.acknowledged}, found ${found}, present without an answer ${unanswered}`,
        );
      },
      PROCESS_TEST_TIMEOUT_MS,
    );
  });
}
