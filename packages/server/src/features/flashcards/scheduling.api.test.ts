import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { AppConfig } from '../../config.js';
import { signUpAndSignIn } from '../../test/auth.js';
import { databaseTargets } from '../../test/databases.js';
import { removeTestConfig, testConfig } from '../../test/test-app.js';

const HOUR = 60 * 60 * 1000;

/** The golden scheduling sequences, driven through the API with a fixed clock the test moves forward. */
for (const target of databaseTargets()) {
  (target.available ? describe : describe.skip)(`review scheduling through the API [${target.name}]`, () => {
    let app: FastifyInstance;
    let config: AppConfig;
    let clock = new Date('2026-01-01T09:00:00.000Z');
    let headers: { authorization: string };

    beforeAll(async () => {
      config = testConfig(await target.create());
      app = await buildApp(config, { logger: false, now: () => clock });
      headers = (await signUpAndSignIn(app, { email: 'golden@example.com' })).headers;
    });
    afterAll(async () => {
      await app?.close();
      if (config) await removeTestConfig(config, target);
    });

    async function newCard(): Promise<{ id: string; collectionId: string }> {
      const c = await app.inject({ method: 'POST', url: '/api/collections', headers, payload: { name: 'Golden' } });
      const collectionId = c.json().collection.id as string;
      const f = await app.inject({
        method: 'POST',
        url: `/api/collections/${collectionId}/flashcards`,
        headers,
        payload: { front_text: 'hej', back_text: 'hi' },
      });
      return { id: f.json().flashcard.id, collectionId };
    }

    async function dueIds(collectionId: string): Promise<string[]> {
      const res = await app.inject({
        method: 'GET',
        url: `/api/flashcards/due?collection_id=${collectionId}`,
        headers,
      });
      return res.json().flashcards.map((f: { id: string }) => f.id);
    }

    it('lists cards created at the same instant as due in creation order, whatever the timing', async () => {
      // The clock stands still: every card gets the same created_at (and so the same due_at).
      const first = await newCard();
      const ids = [first.id];
      for (let i = 0; i < 15; i++) {
        const f = await app.inject({
          method: 'POST',
          url: `/api/collections/${first.collectionId}/flashcards`,
          headers,
          payload: { front_text: `ord ${i}`, back_text: `word ${i}` },
        });
        ids.push(f.json().flashcard.id);
      }
      expect(await dueIds(first.collectionId)).toEqual(ids);
      const all = await app.inject({ method: 'GET', url: '/api/flashcards/due', headers });
      const allIds = all.json().flashcards.map((f: { id: string }) => f.id) as string[];
      expect(allIds.filter((id) => ids.includes(id))).toEqual(ids);
    });

    /** Reviews at each due time and returns the next_review values the server answered. */
    async function sequence(ratings: (1 | 3 | 5)[]): Promise<string[]> {
      clock = new Date('2026-01-01T09:00:00.000Z');
      const card = await newCard();
      const out: string[] = [];
      for (const rating of ratings) {
        expect(await dueIds(card.collectionId)).toEqual([card.id]);
        const res = await app.inject({
          method: 'POST',
          url: `/api/flashcards/${card.id}/review`,
          headers,
          payload: { difficulty_rating: rating },
        });
        expect(res.statusCode).toBe(200);
        const next = res.json().flashcard.next_review as string;
        expect(res.json().flashcard.last_reviewed).toBe(clock.toISOString());
        out.push(next);
        // Just before the due time it is not due; at the due time it is.
        clock = new Date(Date.parse(next) - HOUR);
        expect(await dueIds(card.collectionId)).toEqual([]);
        clock = new Date(next);
      }
      return out;
    }

    it('easy: 24 h, then 1, 2, 4, 8, 16 days, capped at 30', async () => {
      expect(await sequence([5, 5, 5, 5, 5, 5, 5, 5])).toEqual([
        '2026-01-02T09:00:00.000Z',
        '2026-01-03T09:00:00.000Z',
        '2026-01-05T09:00:00.000Z',
        '2026-01-09T09:00:00.000Z',
        '2026-01-17T09:00:00.000Z',
        '2026-02-02T09:00:00.000Z',
        '2026-03-04T09:00:00.000Z',
        '2026-04-03T09:00:00.000Z',
      ]);
    });

    it('hard restarts the ladder; the first review is 24 h even when hard', async () => {
      expect(await sequence([1, 3, 3, 3, 1, 5, 5])).toEqual([
        '2026-01-02T09:00:00.000Z',
        '2026-01-03T09:00:00.000Z',
        '2026-01-05T09:00:00.000Z',
        '2026-01-09T09:00:00.000Z',
        '2026-01-10T09:00:00.000Z',
        '2026-01-11T09:00:00.000Z',
        '2026-01-13T09:00:00.000Z',
      ]);
    });

    it('medium keeps doubling past 30 days', async () => {
      const out = await sequence([3, 3, 3, 3, 3, 3, 3, 3]);
      const days = out.map(
        (iso, i) =>
          (Date.parse(iso) - Date.parse(i ? (out[i - 1] as string) : '2026-01-01T09:00:00.000Z')) / (24 * HOUR),
      );
      expect(days).toEqual([1, 1, 2, 4, 8, 16, 32, 64]);
    });
  });
}
