import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { buildApp } from '../app.js';
import type { DatabaseConfig } from '../config.js';
import { signUpAndSignIn } from './auth.js';
import { databaseTargets } from './databases.js';
import { testConfig } from './test-app.js';

export type Headers = { authorization: string };

/** A flashcards API suite's world: the app, a clock the test moves, and two signed-in users. */
export interface FlashcardsWorld {
  app: FastifyInstance;
  clock: { now: Date };
  alice: Headers;
  bob: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: a JSON reply, checked by value in each test (like inject's json()).
  call(method: string, url: string, headers?: Headers, payload?: unknown): Promise<{ status: number; body: any }>;
  createCollection(headers: Headers, name?: string): Promise<{ id: string; name: string }>;
  addCard(
    headers: Headers,
    collectionId: string,
    card?: { front_text?: string; back_text?: string; example_sentence?: string },
  ): Promise<{ id: string; front_text: string }>;
}

/** Runs `body` once per database (fresh database, app with a movable clock, users alice and bob). */
export function describeFlashcardsApi(title: string, body: (world: () => FlashcardsWorld) => void): void {
  for (const target of databaseTargets()) {
    (target.available ? describe : describe.skip)(`${title} [${target.name}]`, () => {
      let world: FlashcardsWorld | undefined;
      let database: DatabaseConfig | undefined;
      beforeAll(async () => {
        database = await target.create();
        const clock = { now: new Date('2026-03-02T10:00:00.000Z') };
        const app = await buildApp(testConfig(database), { logger: false, now: () => clock.now });
        const alice = (await signUpAndSignIn(app)).headers;
        const bob = (await signUpAndSignIn(app)).headers;
        const call: FlashcardsWorld['call'] = async (method, url, headers, payload) => {
          const res = await app.inject({
            method: method as InjectOptions['method'],
            url,
            headers,
            ...(payload === undefined ? {} : { payload: payload as object }),
          });
          return { status: res.statusCode, body: res.json() };
        };
        world = {
          app,
          clock,
          alice,
          bob,
          call,
          async createCollection(headers, name = 'Basics') {
            const res = await call('POST', '/api/collections', headers, { name });
            expect(res.status).toBe(201);
            return res.body.collection;
          },
          async addCard(headers, collectionId, card = {}) {
            const res = await call('POST', `/api/collections/${collectionId}/flashcards`, headers, {
              front_text: 'hej',
              back_text: 'hello',
              ...card,
            });
            expect(res.status).toBe(201);
            return res.body.flashcard;
          },
        };
      });
      afterAll(async () => {
        await world?.app.close();
        if (database) await target.destroy(database);
      });
      body(() => {
        if (!world) throw new Error('test app not built');
        return world;
      });
    });
  }
}
