import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http-error.js';
import { createDatabaseRateLimitStore } from './rate-limit-store.js';

/** The bucket a request counts against; undefined skips the limit (e.g. a body without an email). */
export type KeyOf = (request: FastifyRequest) => string | undefined | Promise<string | undefined>;

/** A preHandler: returns when the request is within its limit, throws a 429 HttpError otherwise. */
export type LimitCheck = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface LimiterSpec {
  /** Names the bucket (keys are `name:key`) and the log line. */
  name: string;
  max: number;
  timeWindowMs: number;
  keyOf: KeyOf;
  /** The error text of the 429, given the seconds until the window resets. */
  message: (retryAfterSeconds: number) => string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The key the limiter in progress counts this request under (read by its keyGenerator). */
    rateLimitKey?: string;
  }
}

/**
 * Registers @fastify/rate-limit once for the whole app, without a global limit: features build their own
 * limiters with `createLimiter`. Counters live in memory per process, or with `store: 'database'` in the
 * database (RATE_LIMIT_STORE=database) so every instance on the same database shares them.
 */
export async function registerRateLimiting(app: FastifyInstance, store: 'memory' | 'database'): Promise<void> {
  app.decorateRequest('rateLimitKey', undefined);
  await app.register(
    rateLimit,
    store === 'database'
      ? { global: false, store: createDatabaseRateLimitStore(app.database.db) }
      : // Room for many keys, so spraying other keys cannot evict a targeted one's counter.
        { global: false, cache: 100_000 },
  );
}

/** One limit; every call counts, and the first call over `max` in a window answers 429 with Retry-After. */
export function createLimiter(app: FastifyInstance, spec: LimiterSpec): LimitCheck {
  const check = app.createRateLimit({
    max: spec.max,
    timeWindow: spec.timeWindowMs,
    keyGenerator: (request) => `${spec.name}:${request.rateLimitKey ?? ''}`,
  });
  return async (request, reply) => {
    const key = await spec.keyOf(request);
    if (key === undefined) return;
    request.rateLimitKey = key;
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      request.log.warn({ limit: spec.name }, 'rate limit exceeded');
      const seconds = Math.max(1, result.ttlInSeconds);
      reply.header('Retry-After', String(seconds));
      throw new HttpError(429, spec.message(seconds));
    }
  };
}

/** Runs checks in order; the first exceeded one answers. */
export function allLimits(...checks: LimitCheck[]): LimitCheck {
  return async (request, reply) => {
    for (const check of checks) await check(request, reply);
  };
}
