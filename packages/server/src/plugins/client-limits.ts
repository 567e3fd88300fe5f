import { MESSAGES } from '@swedish-translator/core';
import type { FastifyInstance } from 'fastify';
import type { ClientRateLimits } from '../config.js';
import { createLimiter, type LimitCheck } from './rate-limit.js';

export type ClientLimitName = 'translate' | 'upload' | 'dictionary';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Per-client limits of the public CPU-heavy endpoints, as hooks: `{ onRequest: app.clientLimits.translate }`.
     * A client is a signed-in user or else an IP (`app.clientKey`); over the limit → 429 with Retry-After.
     */
    clientLimits: Record<ClientLimitName, LimitCheck>;
  }
}

const PER_MINUTE: Record<ClientLimitName, keyof ClientRateLimits> = {
  translate: 'translatePerMinute',
  upload: 'uploadPerMinute',
  dictionary: 'dictionaryPerMinute',
};

/** Needs registerRateLimiting and the auth feature (for `app.clientKey`) first. */
export function registerClientLimits(app: FastifyInstance, limits: ClientRateLimits): void {
  const make = (name: ClientLimitName) =>
    createLimiter(app, {
      name: `client-${name}`,
      max: limits[PER_MINUTE[name]],
      timeWindowMs: 60_000,
      keyOf: (request) => app.clientKey(request),
      message: MESSAGES.tooManyRequests,
    });
  app.decorate('clientLimits', {
    translate: make('translate'),
    upload: make('upload'),
    dictionary: make('dictionary'),
  });
}
