import crypto from 'node:crypto';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConfig } from './config.js';
import type { Database } from './db/schema.js';
import { databaseTargets } from './test/databases.js';
import { deploymentEnv, type ServerProcess, startServerProcess } from './test/server-process.js';

// Two real server processes on one PostgreSQL database, as behind a load balancer (docs/operations.md).
// Without DATABASE_URL the suite is skipped locally; under CI=true databaseTargets() fails loudly instead.
const postgres = databaseTargets().find((target) => target.name === 'postgres');
const run = postgres?.available ? describe : describe.skip;

run('scale-out: two server processes on one PostgreSQL database', () => {
  let database: DatabaseConfig;
  let a: ServerProcess;
  let b: ServerProcess;
  let db: Kysely<Database>;

  beforeAll(async () => {
    database = await postgres!.create();
    const env = { ...deploymentEnv(database), RATE_LIMIT_STORE: 'database', RATE_LIMIT_TRANSLATE_PER_MINUTE: '4' };
    // A first, so migrations have run before B starts (both would be safe; this keeps the logs quiet).
    a = await startServerProcess(env);
    b = await startServerProcess(env);
    if (database.dialect !== 'postgres') throw new Error('expected PostgreSQL');
    const pool = new pg.Pool({ connectionString: database.url, options: `-c search_path=${database.schema}`, max: 2 });
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.destroy();
    if (database) await postgres!.destroy(database);
  });

  const signUpAndIn = async (on: ServerProcess, password = 'correct horse battery') => {
    const email = `scale-${crypto.randomUUID()}@example.com`;
    expect((await on.call('POST', '/api/auth/signup', { email, password })).status).toBe(200);
    const signIn = await on.call('POST', '/api/auth/signin', { email, password });
    expect(signIn.status).toBe(200);
    return { email, password, access: signIn.body.session.access_token, refresh: signIn.body.session.refresh_token };
  };

  it('a session made on A works on B', async () => {
    const user = await signUpAndIn(a);
    const created = await b.call('POST', '/api/collections', { name: 'Made on B' }, user.access);
    expect(created.status).toBe(201);
    const listed = await a.call('GET', '/api/collections', undefined, user.access);
    expect(listed.body.collections.map((c: { name: string }) => c.name)).toEqual(['Made on B']);
  });

  it('sign-out on A revokes the access token on B at once', async () => {
    const user = await signUpAndIn(a);
    // B has verified (and cached) the token before the sign-out.
    expect((await b.call('GET', '/api/collections', undefined, user.access)).status).toBe(200);
    expect((await a.call('POST', '/api/auth/signout', undefined, user.access)).status).toBe(200);
    expect((await b.call('GET', '/api/collections', undefined, user.access)).status).toBe(401);
    expect((await b.call('POST', '/api/auth/refresh', { refresh_token: user.refresh })).status).toBe(401);
  });

  it('a password change on A revokes the other sessions on B at once', async () => {
    const user = await signUpAndIn(a);
    const other = await b.call('POST', '/api/auth/signin', { email: user.email, password: user.password });
    const otherAccess = other.body.session.access_token;
    expect((await b.call('GET', '/api/collections', undefined, otherAccess)).status).toBe(200);
    const changed = await a.call(
      'POST',
      '/api/auth/update-password',
      { current_password: user.password, new_password: 'a brand new password' },
      user.access,
    );
    expect(changed.status).toBe(200);
    expect((await b.call('GET', '/api/collections', undefined, otherAccess)).status).toBe(401);
    expect(
      (await b.call('POST', '/api/auth/refresh', { refresh_token: other.body.session.refresh_token })).status,
    ).toBe(401);
    // The old password is gone everywhere, the new one works everywhere.
    expect((await b.call('POST', '/api/auth/signin', { email: user.email, password: user.password })).status).toBe(401);
    expect(
      (await b.call('POST', '/api/auth/signin', { email: user.email, password: 'a brand new password' })).status,
    ).toBe(200);
  });

  it('shares the per-client rate limits (RATE_LIMIT_STORE=database)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const on = i % 2 === 0 ? a : b;
      statuses.push((await on.call('POST', '/translate-text', { text: `hej ${i}`, direction: 'sv-en' })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });

  it('50 concurrent reviews of one card, split across A and B, leave review_count exactly 50', async () => {
    const user = await signUpAndIn(a);
    const collection = (await a.call('POST', '/api/collections', { name: 'Race' }, user.access)).body.collection;
    const card = (
      await b.call(
        'POST',
        `/api/collections/${collection.id}/flashcards`,
        { front_text: 'hund', back_text: 'dog' },
        user.access,
      )
    ).body.flashcard;
    const reviews = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        (i % 2 === 0 ? a : b).call(
          'POST',
          `/api/flashcards/${card.id}/review`,
          { difficulty_rating: (i % 3) * 2 + 1 },
          user.access,
        ),
      ),
    );
    expect(reviews.map((r) => r.status)).toEqual(Array(50).fill(200));
    const row = await db
      .selectFrom('flashcards')
      .select('review_count')
      .where('id', '=', card.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.review_count)).toBe(50);
    const seen = (await b.call('GET', `/api/collections/${collection.id}/flashcards`, undefined, user.access)).body;
    expect(seen.flashcards[0].review_count).toBe(50);
  });

  it('refresh-token rotation racing across A and B keeps the reuse rules', async () => {
    const user = await signUpAndIn(a);
    // The same refresh token on both at once (two tabs behind a load balancer): within the grace period both
    // rotations succeed, on the same session.
    const [onA, onB] = await Promise.all([
      a.call('POST', '/api/auth/refresh', { refresh_token: user.refresh }),
      b.call('POST', '/api/auth/refresh', { refresh_token: user.refresh }),
    ]);
    expect([onA.status, onB.status]).toEqual([200, 200]);
    const fresh = onA.body.session;
    expect((await b.call('GET', '/api/collections', undefined, fresh.access_token)).status).toBe(200);
    // The spent token coming back after the grace period revokes the whole session on both instances.
    const past = new Date(Date.now() - 60_000).toISOString();
    await db.updateTable('refresh_tokens').set({ used_at: past }).where('used_at', 'is not', null).execute();
    expect((await b.call('POST', '/api/auth/refresh', { refresh_token: user.refresh })).status).toBe(401);
    expect((await a.call('GET', '/api/collections', undefined, fresh.access_token)).status).toBe(401);
    expect((await b.call('POST', '/api/auth/refresh', { refresh_token: fresh.refresh_token })).status).toBe(401);
    expect((await a.call('POST', '/api/auth/refresh', { refresh_token: onB.body.session.refresh_token })).status).toBe(
      401,
    );
  });
});
