import { MESSAGES } from '@swedish-translator/core';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { type AppConfig, DEFAULT_CLIENT_RATE_LIMITS, loadConfig } from '../config.js';
import { signUpAndSignIn } from '../test/auth.js';
import { databaseTargets } from '../test/databases.js';
import { createUppercaseTranslator } from '../test/fake-translators.js';
import { multipart } from '../test/multipart.js';
import { removeTestConfig, testConfig } from '../test/test-app.js';

const LIMITS = { translatePerMinute: 3, uploadPerMinute: 2, dictionaryPerMinute: 5 };

const translate = (app: FastifyInstance, extra: Partial<InjectOptions> = {}) =>
  app.inject({ method: 'POST', url: '/translate-text', payload: { text: 'hej', direction: 'sv-en' }, ...extra });

/** Sends `count` translations and returns their status codes. */
async function statusesOf(app: FastifyInstance, count: number, extra: Partial<InjectOptions> = {}) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await translate(app, extra)).statusCode);
  return statuses;
}

for (const target of databaseTargets()) {
  const run = target.available ? describe : describe.skip;

  run(`per-client limits of the public endpoints [${target.name}]`, () => {
    let config: AppConfig;
    let app: FastifyInstance;
    beforeAll(async () => {
      config = testConfig(await target.create(), { clientRateLimits: LIMITS });
      app = await buildApp(config, { logger: false, translator: createUppercaseTranslator() });
    });
    afterAll(async () => {
      await app?.close();
      await removeTestConfig(config, target);
    });

    it('answers 429 with Retry-After and the core message once an address is over its translations', async () => {
      const client = { remoteAddress: '203.0.113.10' };
      expect(await statusesOf(app, 3, client)).toEqual([200, 200, 200]);
      const limited = await translate(app, client);
      expect(limited.statusCode).toBe(429);
      const seconds = Number(limited.headers['retry-after']);
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(60);
      expect(limited.json()).toEqual({ success: false, error: MESSAGES.tooManyRequests(seconds) });
      expect(limited.json().error).toBe(`Too many requests, please try again in ${seconds} seconds`);
      // Another address is not affected.
      expect((await translate(app, { remoteAddress: '203.0.113.11' })).statusCode).toBe(200);
    });

    it('counts a signed-in user by user id, whatever the address, and apart from others on that address', async () => {
      const alice = await signUpAndSignIn(app);
      const bob = await signUpAndSignIn(app);
      const from = (ip: string, headers: object) => ({ remoteAddress: ip, headers });
      expect(await statusesOf(app, 3, from('198.51.100.1', alice.headers))).toEqual([200, 200, 200]);
      // Same user from elsewhere: still over the limit.
      expect((await translate(app, from('198.51.100.2', alice.headers))).statusCode).toBe(429);
      // A second user, and an anonymous visitor, on Alice's address have their own counts.
      expect((await translate(app, from('198.51.100.1', bob.headers))).statusCode).toBe(200);
      expect((await translate(app, from('198.51.100.1', {}))).statusCode).toBe(200);
      // A forged token does not buy a fresh bucket: it counts as its address.
      const forged = { authorization: `Bearer ${alice.accessToken.slice(0, -4)}AAAA` };
      expect(await statusesOf(app, 3, from('198.51.100.3', forged))).toEqual([200, 200, 200]);
      expect((await translate(app, from('198.51.100.3', {}))).statusCode).toBe(429);
    });

    it('limits uploads per client, before reading the body', async () => {
      const client = { remoteAddress: '203.0.113.20' };
      const form = multipart([{ name: 'direction', value: 'sv-en' }]);
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        statuses.push((await app.inject({ method: 'POST', url: '/upload', ...form, ...client })).statusCode);
      }
      expect(statuses).toEqual([400, 400, 429]);
      // The translate and upload limits are separate buckets.
      expect((await translate(app, client)).statusCode).toBe(200);
    });
  });

  run(`per-client limits shared through the database [${target.name}]`, () => {
    let config: AppConfig;
    const apps: FastifyInstance[] = [];
    beforeAll(async () => {
      config = testConfig(await target.create(), { clientRateLimits: LIMITS });
      config.auth = { ...config.auth, rateLimits: { ...config.auth.rateLimits, store: 'database' } };
      for (let i = 0; i < 2; i++) {
        apps.push(await buildApp(config, { logger: false, translator: createUppercaseTranslator() }));
      }
    });
    afterAll(async () => {
      for (const app of apps) await app.close();
      await removeTestConfig(config, target);
    });

    it('counts one client against two instances together', async () => {
      const client = { remoteAddress: '192.0.2.40' };
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await translate(apps[i % 2] as FastifyInstance, client)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    });
  });
}

describe('per-client limit settings', () => {
  it('default to 120 translations, 20 uploads and 600 dictionary lookups a minute', () => {
    expect(loadConfig({}).clientRateLimits).toEqual(DEFAULT_CLIENT_RATE_LIMITS);
    expect(DEFAULT_CLIENT_RATE_LIMITS).toEqual({
      translatePerMinute: 120,
      uploadPerMinute: 20,
      dictionaryPerMinute: 600,
    });
  });

  it('read RATE_LIMIT_*_PER_MINUTE and refuse nonsense', () => {
    const env = {
      RATE_LIMIT_TRANSLATE_PER_MINUTE: '7',
      RATE_LIMIT_UPLOAD_PER_MINUTE: '8',
      RATE_LIMIT_DICTIONARY_PER_MINUTE: '9',
    };
    expect(loadConfig(env).clientRateLimits).toEqual({
      translatePerMinute: 7,
      uploadPerMinute: 8,
      dictionaryPerMinute: 9,
    });
    expect(() => loadConfig({ RATE_LIMIT_UPLOAD_PER_MINUTE: '0' })).toThrow(/RATE_LIMIT_UPLOAD_PER_MINUTE/);
    expect(() => loadConfig({ RATE_LIMIT_TRANSLATE_PER_MINUTE: 'lots' })).toThrow(/RATE_LIMIT_TRANSLATE_PER_MINUTE/);
  });
});
