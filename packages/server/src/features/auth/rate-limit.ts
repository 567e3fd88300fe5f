import type { FastifyInstance } from 'fastify';
import type { AuthRateLimits } from '../../config.js';
import { allLimits, createLimiter, type KeyOf, type LimitCheck } from '../../plugins/rate-limit.js';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

/** The normalised email of a JSON body, for per-account limits (undefined when the body has none). */
export const emailKey: KeyOf = (request) => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : undefined;
};
export const ipKey: KeyOf = (request) => request.ip;

export interface AuthLimiters {
  signIn: LimitCheck;
  signUp: LimitCheck;
  reset: LimitCheck;
}

/**
 * Per-IP and per-email limits on the auth endpoints (shared by instances with RATE_LIMIT_STORE=database, see
 * plugins/rate-limit.ts). Every attempt counts, successful or not; the first limit exceeded answers 429.
 */
export function createAuthRateLimits(app: FastifyInstance, limits: AuthRateLimits): AuthLimiters {
  const timeWindowMs = limits.windowSeconds * 1000;
  const limiter = (name: string, max: number, keyOf: KeyOf) =>
    createLimiter(app, { name, max, timeWindowMs, keyOf, message: () => TOO_MANY_ATTEMPTS });
  return {
    signIn: allLimits(
      limiter('signin-ip', limits.signInPerIp, ipKey),
      limiter('signin-email', limits.signInPerEmail, emailKey),
    ),
    signUp: limiter('signup-ip', limits.signUpPerIp, ipKey),
    reset: allLimits(
      limiter('reset-ip', limits.resetPerIp, ipKey),
      limiter('reset-email', limits.resetPerEmail, emailKey),
    ),
  };
}
