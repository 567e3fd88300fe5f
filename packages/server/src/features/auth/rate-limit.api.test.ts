import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { DEFAULT_AUTH_RATE_LIMITS } from '../../config.js';
import { describeEachDatabase, testConfig } from '../../test/test-app.js';

const TOO_MANY = { success: false, error: 'Too many attempts. Please wait a few minutes and try again.' };
const uniqueEmail = () => `limit-${crypto.randomUUID()}@example.com`;

describeEachDatabase(
  'auth: rate limits (production defaults)',
  (ctx) => {
    const post = (url: string, payload: object, ip = '203.0.113.1') =>
      ctx().app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': ip } });

    it('stops 40 rapid wrong sign-ins for one email with 429, even from many addresses', async () => {
      const email = uniqueEmail();
      const statuses: number[] = [];
      for (let i = 0; i < 40; i++) {
        const res = await post('/api/auth/signin', { email, password: `guess-${i}` }, `198.51.100.${i + 1}`);
        statuses.push(res.statusCode);
        if (res.statusCode === 429) {
          expect(res.json()).toEqual(TOO_MANY);
          expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        }
      }
      const allowed = DEFAULT_AUTH_RATE_LIMITS.signInPerEmail;
      expect(statuses.slice(0, allowed).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(allowed).every((s) => s === 429)).toBe(true);
      // Email case and spacing do not make a fresh bucket.
      const variant = await post('/api/auth/signin', { email: ` ${email.toUpperCase()} `, password: 'x' }, '192.0.2.9');
      expect(variant.statusCode).toBe(429);
    });

    it('limits sign-in attempts per address across many emails', async () => {
      const ip = '203.0.113.50';
      let limitedAt = 0;
      for (let i = 1; i <= DEFAULT_AUTH_RATE_LIMITS.signInPerIp + 1; i++) {
        const res = await post('/api/auth/signin', { email: uniqueEmail(), password: 'wrong-one' }, ip);
        if (res.statusCode === 429) {
          limitedAt = i;
          break;
        }
      }
      expect(limitedAt).toBe(DEFAULT_AUTH_RATE_LIMITS.signInPerIp + 1);
      const elsewhere = await post('/api/auth/signin', { email: uniqueEmail(), password: 'wrong-one' }, '203.0.113.51');
      expect(elsewhere.statusCode).toBe(401);
    });

    it('limits sign-ups per address', async () => {
      const ip = '203.0.113.60';
      for (let i = 0; i < DEFAULT_AUTH_RATE_LIMITS.signUpPerIp; i++) {
        expect((await post('/api/auth/signup', { email: uniqueEmail(), password: 'secret1' }, ip)).statusCode).toBe(
          200,
        );
      }
      const limited = await post('/api/auth/signup', { email: uniqueEmail(), password: 'secret1' }, ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual(TOO_MANY);
      expect(
        (await post('/api/auth/signup', { email: uniqueEmail(), password: 'secret1' }, '203.0.113.61')).statusCode,
      ).toBe(200);
    });

    it('limits reset requests per email and per address', async () => {
      const email = uniqueEmail();
      for (let i = 0; i < DEFAULT_AUTH_RATE_LIMITS.resetPerEmail; i++) {
        expect((await post('/api/auth/reset-password', { email }, `198.51.100.${200 + i}`)).statusCode).toBe(200);
      }
      expect((await post('/api/auth/reset-password', { email }, '198.51.100.250')).statusCode).toBe(429);
      const ip = '203.0.113.70';
      const statuses: number[] = [];
      for (let i = 0; i <= DEFAULT_AUTH_RATE_LIMITS.resetPerIp; i++) {
        statuses.push((await post('/api/auth/reset-password', { email: uniqueEmail() }, ip)).statusCode);
      }
      expect(statuses.at(-1)).toBe(429);
      expect(statuses.filter((s) => s === 200)).toHaveLength(DEFAULT_AUTH_RATE_LIMITS.resetPerIp);
    });
  },
  () => ({
    trustProxy: true,
    auth: { ...testConfig({ dialect: 'sqlite', file: ':memory:' }).auth, rateLimits: DEFAULT_AUTH_RATE_LIMITS },
  }),
);

describeEachDatabase(
  'auth: rate limits shared through the database (RATE_LIMIT_STORE=database)',
  (ctx) => {
    it('counts attempts against two instances on one database together', async () => {
      const first = ctx().app;
      const second = await buildApp(testConfig(first.config.database, { auth: first.config.auth }), { logger: false });
      try {
        const email = uniqueEmail();
        const statuses: number[] = [];
        for (let i = 0; i < 14; i++) {
          const app = i % 2 === 0 ? first : second;
          const res = await app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password: 'x' } });
          statuses.push(res.statusCode);
          if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        }
        expect(statuses).toEqual([...Array(10).fill(401), ...Array(4).fill(429)]);
      } finally {
        await second.close();
      }
    });

    it('starts a fresh window once the old one has ended', async () => {
      const { app } = ctx();
      const email = uniqueEmail();
      for (let i = 0; i < 11; i++) {
        await app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password: 'x' } });
      }
      const past = new Date(Date.now() - 1000).toISOString();
      await app.database.db.updateTable('rate_limits').set({ reset_at: past }).execute();
      const res = await app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password: 'x' } });
      expect(res.statusCode).toBe(401);
    });
  },
  () => ({
    auth: {
      ...testConfig({ dialect: 'sqlite', file: ':memory:' }).auth,
      rateLimits: { ...DEFAULT_AUTH_RATE_LIMITS, store: 'database' },
    },
  }),
);

describe('rate limit defaults', () => {
  it('allow fewer than 40 sign-in attempts per email in a window', () => {
    expect(DEFAULT_AUTH_RATE_LIMITS.signInPerEmail).toBeLessThan(40);
  });
});
