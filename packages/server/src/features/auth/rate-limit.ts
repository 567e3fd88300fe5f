import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthRateLimits } from '../../config.js';
import { HttpError } from '../../http-error.js';
import { createDatabaseRateLimitStore } from './rate-limit-store.js';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

type KeyOf = (request: FastifyRequest) => string | undefined;

/** The normalised email of a JSON body, for per-account limits (undefined when the body has none). */
export const emailKey: KeyOf = (request) => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : undefined;
};
export const ipKey: KeyOf = (request) => request.ip;

type Check = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface AuthLimiters {
  signIn: Check;
  signUp: Check;
  reset: Check;
}

/**
 * Per-IP and per-email limits on the auth endpoints (in memory per instance, or in the database when
 * RATE_LIMIT_STORE=database so instances share them). Every attempt
 * counts, successful or not; the first limit exceeded answers 429 with Retry-After.
 */
export async function registerAuthRateLimits(app: FastifyInstance, limits: AuthRateLimits): Promise<AuthLimiters> {
  await app.register(
    rateLimit,
    limits.store === 'database'
      ? { global: false, store: createDatabaseRateLimitStore(app.database.db) }
      : // Room for many keys, so spraying other emails cannot evict a targeted one's counter.
        { global: false, cache: 100_000 },
  );
  const timeWindow = limits.windowSeconds * 1000;
  const limiter = (name: string, max: number, keyOf: KeyOf) => {
    const check = app.createRateLimit({
      max,
      timeWindow,
      keyGenerator: (request) => `${name}:${keyOf(request) ?? ''}`,
    });
    const limit: Check = async (request, reply) => {
      if (keyOf(request) === undefined) return;
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        request.log.warn({ limit: name }, 'auth rate limit exceeded');
        reply.header('Retry-After', String(result.ttlInSeconds));
        throw new HttpError(429, TOO_MANY_ATTEMPTS);
      }
    };
    return limit;
  };
  const all =
    (...checks: Check[]): Check =>
    async (request, reply) => {
      for (const check of checks) await check(request, reply);
    };
  return {
    signIn: all(
      limiter('signin-ip', limits.signInPerIp, ipKey),
      limiter('signin-email', limits.signInPerEmail, emailKey),
    ),
    signUp: all(limiter('signup-ip', limits.signUpPerIp, ipKey)),
    reset: all(limiter('reset-ip', limits.resetPerIp, ipKey), limiter('reset-email', limits.resetPerEmail, emailKey)),
  };
}
