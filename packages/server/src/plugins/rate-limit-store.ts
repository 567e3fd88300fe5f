import { sql } from 'kysely';
import type { Db } from '../db/database.js';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A @fastify/rate-limit store kept in the database, so every instance behind a load balancer counts against the
 * same limits (RATE_LIMIT_STORE=database). One upsert per attempt: a fixed window per key that restarts once
 * its reset time has passed.
 */
export function createDatabaseRateLimitStore(db: Db) {
  let calls = 0;
  const prune = async (nowIso: string) => {
    await db.deleteFrom('rate_limits').where('reset_at', '<=', nowIso).execute();
  };
  return class DatabaseRateLimitStore {
    // The plugin passes the window as a third argument (its type definitions leave it out).
    incr(key: string, callback: Callback, timeWindow = 60_000): void {
      const now = Date.now();
      const nowIso = new Date(now).toISOString();
      const resetIso = new Date(now + timeWindow).toISOString();
      const expired = sql<boolean>`rate_limits.reset_at <= ${nowIso}`;
      db.insertInto('rate_limits')
        .values({ key, count: 1, reset_at: resetIso })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            count: sql<number>`case when ${expired} then 1 else rate_limits.count + 1 end`,
            reset_at: sql<string>`case when ${expired} then ${resetIso} else rate_limits.reset_at end`,
          }),
        )
        .returning(['count', 'reset_at'])
        .executeTakeFirstOrThrow()
        .then((row) => {
          callback(null, { current: Number(row.count), ttl: Math.max(0, Date.parse(row.reset_at) - now) });
          // Now and then, drop windows that have ended.
          if (++calls % 500 === 0) void prune(nowIso).catch(() => {});
        })
        .catch((error: Error) => callback(error));
    }

    child(): DatabaseRateLimitStore {
      return this;
    }
  };
}
