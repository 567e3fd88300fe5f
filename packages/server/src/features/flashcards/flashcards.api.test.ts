import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../../test/auth.js';
import { describeEachDatabase } from '../../test/test-app.js';

type Headers = { authorization: string };
const MISSING = '00000000-0000-4000-8000-000000000000';

async function call(app: FastifyInstance, method: string, url: string, headers?: Headers, payload?: unknown) {
  const res = await app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: res.statusCode, body: res.json() };
}

describeEachDatabase('flashcards API', (ctx) => {
  let alice: Headers;
  let bob: Headers;
  let app: FastifyInstance;

  beforeAll(async () => {
    app = ctx().app;
    alice = (await signUpAndSignIn(app, { email: 'alice@example.com' })).headers;
    bob = (await signUpAndSignIn(app, { email: 'bob@example.com' })).headers;
  });

  async function createCollection(headers: Headers, body: object = { name: 'Basics' }) {
    const res = await call(app, 'POST', '/api/collections', headers, body);
    expect(res.status).toBe(201);
    return res.body.collection as { id: string; flashcard_count: number };
  }

  async function addCard(headers: Headers, collectionId: string, front = 'hej', back = 'hello') {
    const res = await call(app, 'POST', `/api/collections/${collectionId}/flashcards`, headers, {
      front_text: front,
      back_text: back,
    });
    expect(res.status).toBe(201);
    return res.body.flashcard as { id: string };
  }

  describe('authentication', () => {
    it.each([
      ['GET', '/api/collections'],
      ['POST', '/api/collections'],
      ['DELETE', `/api/collections/${MISSING}`],
      ['GET', `/api/collections/${MISSING}/flashcards`],
      ['POST', `/api/collections/${MISSING}/flashcards`],
      ['DELETE', `/api/flashcards/${MISSING}`],
      ['GET', '/api/flashcards/due'],
      ['POST', `/api/flashcards/${MISSING}/review`],
    ])('%s %s needs a bearer token', async (method, url) => {
      const res = await call(app, method, url, undefined, method === 'POST' ? {} : undefined);
      expect(res.status).toBe(401);
      expect(res.body.success).toBe(false);
      expect(typeof res.body.error).toBe('string');
      const bad = await call(
        app,
        method,
        url,
        { authorization: 'Bearer not-a-token' },
        method === 'POST' ? {} : undefined,
      );
      expect(bad.status).toBe(401);
    });
  });

  describe('collections', () => {
    it('creates with trimmed fields and sv → en defaults, and lists with counts', async () => {
      const res = await call(app, 'POST', '/api/collections', alice, { name: '  Verbs  ', description: ' to do ' });
      expect(res.status).toBe(201);
      const c = res.body.collection;
      expect(res.body.success).toBe(true);
      expect(c).toMatchObject({
        name: 'Verbs',
        description: 'to do',
        language_from: 'sv',
        language_to: 'en',
        flashcard_count: 0,
      });
      expect(c.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(c.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(Object.keys(c).sort()).toEqual(
        [
          'created_at',
          'description',
          'due_count',
          'flashcard_count',
          'id',
          'language_from',
          'language_to',
          'name',
        ].sort(),
      );
      const list = await call(app, 'GET', '/api/collections', alice);
      expect(list.status).toBe(200);
      expect(list.body.success).toBe(true);
      expect(list.body.collections.map((x: { id: string }) => x.id)).toContain(c.id);
    });

    it('keeps chosen languages', async () => {
      const c = await createCollection(alice, { name: 'Ja', language_from: 'ja', language_to: 'de' });
      expect(c).toMatchObject({ language_from: 'ja', language_to: 'de' });
    });

    it.each([
      [{}, 'Collection name is required'],
      [{ name: '   ' }, 'Collection name is required'],
      [{ name: 42 }, 'Collection name is required'],
      [{ name: 'x'.repeat(101) }, 'name must be at most 100 characters'],
      [{ name: 'a', description: 'x'.repeat(501) }, 'description must be at most 500 characters'],
      [{ name: 'a', language_from: 'xx' }, 'language_from must be one of sv, en, es, fr, de, it, pt, ru, ja, ko, zh'],
      [{ name: 'a', language_to: 'SV' }, 'language_to must be one of sv, en, es, fr, de, it, pt, ru, ja, ko, zh'],
      [[1], 'Request body must be a JSON object'],
    ])('rejects %j with 400', async (body, message) => {
      const res = await call(app, 'POST', '/api/collections', alice, body);
      expect(res).toEqual({ status: 400, body: { success: false, error: message } });
    });

    it('rejects malformed JSON, a missing body, a wrong content type and an oversized body', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/collections',
        headers: { ...alice, 'content-type': 'application/json' },
        payload: '{"name":',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, error: 'Malformed JSON in request body' });
      const empty = await app.inject({ method: 'POST', url: '/api/collections', headers: alice });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().success).toBe(false);
      const xml = await app.inject({
        method: 'POST',
        url: '/api/collections',
        headers: { ...alice, 'content-type': 'application/xml' },
        payload: '<name>Verbs</name>',
      });
      expect(xml.statusCode).toBe(415);
      expect(xml.json()).toEqual({ success: false, error: 'Unsupported content type' });
      const text = await app.inject({
        method: 'POST',
        url: '/api/collections',
        headers: { ...alice, 'content-type': 'text/plain' },
        payload: 'name=Verbs',
      });
      expect(text.json()).toEqual({ success: false, error: 'Request body must be a JSON object' });
      const huge = await app.inject({
        method: 'POST',
        url: '/api/collections',
        headers: { ...alice, 'content-type': 'application/json' },
        payload: JSON.stringify({ name: 'x', description: 'y'.repeat(1024 * 1024) }),
      });
      expect(huge.statusCode).toBe(413);
      expect(huge.json().success).toBe(false);
    });

    it('deletes a collection with its cards', async () => {
      const c = await createCollection(alice, { name: 'Doomed' });
      const card = await addCard(alice, c.id);
      const del = await call(app, 'DELETE', `/api/collections/${c.id}`, alice);
      expect(del).toEqual({ status: 200, body: { success: true } });
      const list = await call(app, 'GET', '/api/collections', alice);
      expect(list.body.collections.map((x: { id: string }) => x.id)).not.toContain(c.id);
      expect((await call(app, 'GET', `/api/collections/${c.id}/flashcards`, alice)).status).toBe(404);
      const due = await call(app, 'GET', '/api/flashcards/due', alice);
      expect(due.body.flashcards.map((x: { id: string }) => x.id)).not.toContain(card.id);
      const left = await ctx()
        .app.database.db.selectFrom('flashcards')
        .select('id')
        .where('collection_id', '=', c.id)
        .execute();
      expect(left).toEqual([]);
      expect(await call(app, 'DELETE', `/api/collections/${c.id}`, alice)).toEqual({
        status: 404,
        body: { success: false, error: 'Collection not found' },
      });
    });
  });

  describe('flashcards', () => {
    it('adds cards (trimmed), raises the count, lists them oldest first', async () => {
      const c = await createCollection(alice, { name: 'Cards' });
      const res = await call(app, 'POST', `/api/collections/${c.id}/flashcards`, alice, {
        front_text: '  en katt ',
        back_text: ' a cat ',
        example_sentence: ' Katten sover. ',
      });
      expect(res.status).toBe(201);
      expect(res.body.success).toBe(true);
      expect(res.body.flashcard).toMatchObject({
        collection_id: c.id,
        front_text: 'en katt',
        back_text: 'a cat',
        example_sentence: 'Katten sover.',
        review_count: 0,
        difficulty_level: null,
        last_reviewed: null,
        next_review: null,
      });
      await addCard(alice, c.id, 'en hund', 'a dog');
      const list = await call(app, 'GET', `/api/collections/${c.id}/flashcards`, alice);
      expect(list.status).toBe(200);
      expect(list.body.flashcards.map((f: { front_text: string }) => f.front_text)).toEqual(['en katt', 'en hund']);
      expect(list.body.flashcards[1].example_sentence).toBeNull();
      const collections = await call(app, 'GET', '/api/collections', alice);
      expect(collections.body.collections.find((x: { id: string }) => x.id === c.id).flashcard_count).toBe(2);
    });

    it.each([
      [{ back_text: 'b' }, 'Front text and back text are required'],
      [{ front_text: 'a' }, 'Front text and back text are required'],
      [{ front_text: ' ', back_text: 'b' }, 'Front text and back text are required'],
      [{ front_text: 'a', back_text: null }, 'Front text and back text are required'],
      [{ front_text: 'x'.repeat(1001), back_text: 'b' }, 'front_text must be at most 1000 characters'],
      [{ front_text: 'a', back_text: 'x'.repeat(1001) }, 'back_text must be at most 1000 characters'],
      [
        { front_text: 'a', back_text: 'b', example_sentence: 'x'.repeat(1001) },
        'example_sentence must be at most 1000 characters',
      ],
      [{ front_text: 'a', back_text: 'b', example_sentence: {} }, 'example_sentence must be a string'],
    ])('rejects %j with 400', async (body, message) => {
      const c = await createCollection(alice, { name: 'Bad input' });
      const res = await call(app, 'POST', `/api/collections/${c.id}/flashcards`, alice, body);
      expect(res).toEqual({ status: 400, body: { success: false, error: message } });
    });

    it('deletes a card and lowers the count', async () => {
      const c = await createCollection(alice, { name: 'Delete one' });
      const a = await addCard(alice, c.id, 'ett', 'one');
      await addCard(alice, c.id, 'två', 'two');
      expect(await call(app, 'DELETE', `/api/flashcards/${a.id}`, alice)).toEqual({
        status: 200,
        body: { success: true },
      });
      const list = await call(app, 'GET', `/api/collections/${c.id}/flashcards`, alice);
      expect(list.body.flashcards.map((f: { front_text: string }) => f.front_text)).toEqual(['två']);
      const collections = await call(app, 'GET', '/api/collections', alice);
      expect(collections.body.collections.find((x: { id: string }) => x.id === c.id).flashcard_count).toBe(1);
      expect(await call(app, 'DELETE', `/api/flashcards/${a.id}`, alice)).toEqual({
        status: 404,
        body: { success: false, error: 'Flashcard not found' },
      });
    });

    it.each(['not-a-uuid', MISSING, "1' or '1'='1", '%20'])(
      'unknown or malformed collection id %s → 404',
      async (id) => {
        const url = `/api/collections/${encodeURIComponent(id)}`;
        const notFound = { success: false, error: 'Collection not found' };
        expect(await call(app, 'GET', `${url}/flashcards`, alice)).toEqual({ status: 404, body: notFound });
        expect(await call(app, 'POST', `${url}/flashcards`, alice, { front_text: 'a', back_text: 'b' })).toEqual({
          status: 404,
          body: notFound,
        });
        expect(await call(app, 'DELETE', url, alice)).toEqual({ status: 404, body: notFound });
        expect(await call(app, 'GET', `/api/flashcards/due?collection_id=${encodeURIComponent(id)}`, alice)).toEqual({
          status: 404,
          body: notFound,
        });
      },
    );

    it.each(['not-a-uuid', MISSING])('unknown or malformed flashcard id %s → 404', async (id) => {
      const notFound = { success: false, error: 'Flashcard not found' };
      expect(await call(app, 'DELETE', `/api/flashcards/${id}`, alice)).toEqual({ status: 404, body: notFound });
      expect(await call(app, 'POST', `/api/flashcards/${id}/review`, alice, { difficulty_rating: 3 })).toEqual({
        status: 404,
        body: notFound,
      });
    });
  });

  describe('due cards and reviews', () => {
    it('lists new cards as due, per collection or all, and a reviewed card is no longer due', async () => {
      const c1 = await createCollection(alice, { name: 'Due 1' });
      const c2 = await createCollection(alice, { name: 'Due 2' });
      const a = await addCard(alice, c1.id, 'a', 'A');
      const b = await addCard(alice, c2.id, 'b', 'B');
      const one = await call(app, 'GET', `/api/flashcards/due?collection_id=${c1.id}`, alice);
      expect(one.status).toBe(200);
      expect(one.body.flashcards.map((f: { id: string }) => f.id)).toEqual([a.id]);
      const all = await call(app, 'GET', '/api/flashcards/due', alice);
      const ids = all.body.flashcards.map((f: { id: string }) => f.id);
      expect(ids).toEqual(expect.arrayContaining([a.id, b.id]));
      expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));

      const review = await call(app, 'POST', `/api/flashcards/${a.id}/review`, alice, { difficulty_rating: 5 });
      expect(review.status).toBe(200);
      expect(review.body.success).toBe(true);
      expect(review.body.flashcard).toMatchObject({ id: a.id, review_count: 1, difficulty_level: 1 });
      const due = Date.parse(review.body.flashcard.next_review) - Date.parse(review.body.flashcard.last_reviewed);
      expect(due).toBe(24 * 60 * 60 * 1000);
      const after = await call(app, 'GET', `/api/flashcards/due?collection_id=${c1.id}`, alice);
      expect(after.body.flashcards).toEqual([]);
      const list = await call(app, 'GET', `/api/collections/${c1.id}/flashcards`, alice);
      expect(list.body.flashcards[0]).toMatchObject({ review_count: 1, difficulty_level: 1 });
    });

    it.each([0, 2, 4, 6, '5', null, 1.5, undefined])('rating %j → 400', async (rating) => {
      const c = await createCollection(alice, { name: 'Ratings' });
      const card = await addCard(alice, c.id);
      const res = await call(app, 'POST', `/api/flashcards/${card.id}/review`, alice, { difficulty_rating: rating });
      expect(res).toEqual({ status: 400, body: { success: false, error: 'difficulty_rating must be 1, 3 or 5' } });
    });

    it('rejects a repeated collection_id query parameter', async () => {
      const res = await call(
        app,
        'GET',
        `/api/flashcards/due?collection_id=${MISSING}&collection_id=${MISSING}`,
        alice,
      );
      expect(res.status).toBe(400);
    });

    it('20 concurrent reviews of one card leave review_count exactly 20', async () => {
      const c = await createCollection(alice, { name: 'Concurrent' });
      const card = await addCard(alice, c.id);
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          call(app, 'POST', `/api/flashcards/${card.id}/review`, alice, { difficulty_rating: [1, 3, 5][i % 3] }),
        ),
      );
      expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
      const counts = results.map((r) => r.body.flashcard.review_count).sort((x: number, y: number) => x - y);
      expect(counts).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      const list = await call(app, 'GET', `/api/collections/${c.id}/flashcards`, alice);
      expect(list.body.flashcards[0].review_count).toBe(20);
    });
  });

  describe('another user', () => {
    it('sees none of the first user’s data and gets 404 for every id', async () => {
      const c = await createCollection(alice, { name: 'Private' });
      const card = await addCard(alice, c.id, 'hemlig', 'secret');
      const collections = await call(app, 'GET', '/api/collections', bob);
      expect(collections).toEqual({ status: 200, body: { success: true, collections: [] } });
      expect(await call(app, 'GET', '/api/flashcards/due', bob)).toEqual({
        status: 200,
        body: { success: true, flashcards: [] },
      });
      const cnf = { success: false, error: 'Collection not found' };
      const fnf = { success: false, error: 'Flashcard not found' };
      expect(await call(app, 'GET', `/api/collections/${c.id}/flashcards`, bob)).toEqual({ status: 404, body: cnf });
      expect(
        await call(app, 'POST', `/api/collections/${c.id}/flashcards`, bob, { front_text: 'x', back_text: 'y' }),
      ).toEqual({ status: 404, body: cnf });
      expect(await call(app, 'GET', `/api/flashcards/due?collection_id=${c.id}`, bob)).toEqual({
        status: 404,
        body: cnf,
      });
      expect(await call(app, 'DELETE', `/api/collections/${c.id}`, bob)).toEqual({ status: 404, body: cnf });
      expect(await call(app, 'POST', `/api/flashcards/${card.id}/review`, bob, { difficulty_rating: 5 })).toEqual({
        status: 404,
        body: fnf,
      });
      expect(await call(app, 'DELETE', `/api/flashcards/${card.id}`, bob)).toEqual({ status: 404, body: fnf });
      // Nothing changed for the owner.
      const list = await call(app, 'GET', `/api/collections/${c.id}/flashcards`, alice);
      expect(list.body.flashcards).toHaveLength(1);
      expect(list.body.flashcards[0]).toMatchObject({ id: card.id, review_count: 0 });
    });
  });
});
