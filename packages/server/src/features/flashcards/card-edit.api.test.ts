import { describe, expect, it } from 'vitest';
import { describeFlashcardsApi } from '../../test/flashcards-api.js';

const MISSING = '00000000-0000-4000-8000-000000000000';
const DAY = 24 * 60 * 60 * 1000;

describeFlashcardsApi('editing and moving cards, renaming collections', (world) => {
  const counts = async (headers: { authorization: string }) => {
    const res = await world().call('GET', '/api/collections', headers);
    return Object.fromEntries(
      res.body.collections.map((c: { id: string; flashcard_count: number; due_count: number }) => [
        c.id,
        [c.flashcard_count, c.due_count],
      ]),
    );
  };

  describe('PATCH /api/flashcards/{id}', () => {
    it('edits the texts (trimmed) and keeps the review schedule', async () => {
      const { call, alice, createCollection, addCard, clock } = world();
      const c = await createCollection(alice, 'Edit');
      const card = await addCard(alice, c.id, { front_text: 'en hund', back_text: 'a dgo', example_sentence: 'x' });
      const reviewed = await call('POST', `/api/flashcards/${card.id}/review`, alice, { difficulty_rating: 3 });
      expect(reviewed.status).toBe(200);
      const res = await call('PATCH', `/api/flashcards/${card.id}`, alice, { back_text: '  a dog ' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, flashcard: { ...reviewed.body.flashcard, back_text: 'a dog' } });
      const cleared = await call('PATCH', `/api/flashcards/${card.id}`, alice, {
        front_text: 'hunden',
        example_sentence: '  ',
      });
      expect(cleared.body.flashcard).toMatchObject({
        front_text: 'hunden',
        back_text: 'a dog',
        example_sentence: null,
      });
      // The schedule survives the edits: the card is still not due, and due again a day later.
      expect((await counts(alice))[c.id]).toEqual([1, 0]);
      clock.now = new Date(clock.now.getTime() + DAY);
      expect((await counts(alice))[c.id]).toEqual([1, 1]);
      const list = await call('GET', `/api/collections/${c.id}/flashcards`, alice);
      expect(list.body.flashcards[0]).toMatchObject({ review_count: 1, difficulty_level: 2, front_text: 'hunden' });
    });

    it('moves a card to another collection and both counts follow', async () => {
      const { call, alice, createCollection, addCard } = world();
      const from = await createCollection(alice, 'From');
      const to = await createCollection(alice, 'To');
      const card = await addCard(alice, from.id);
      await addCard(alice, from.id, { front_text: 'stay' });
      const res = await call('PATCH', `/api/flashcards/${card.id}`, alice, { collection_id: to.id });
      expect(res.status).toBe(200);
      expect(res.body.flashcard).toMatchObject({ id: card.id, collection_id: to.id, front_text: 'hej' });
      const after = await counts(alice);
      expect(after[from.id]).toEqual([1, 1]);
      expect(after[to.id]).toEqual([1, 1]);
      const moved = await call('GET', `/api/collections/${to.id}/flashcards`, alice);
      expect(moved.body.flashcards.map((f: { id: string }) => f.id)).toEqual([card.id]);
      // Moving to the collection it is in changes nothing.
      await call('PATCH', `/api/flashcards/${card.id}`, alice, { collection_id: to.id.toUpperCase() });
      expect((await counts(alice))[to.id]).toEqual([1, 1]);
    });

    it('a move to a missing collection changes nothing', async () => {
      const { call, alice, bob, createCollection, addCard } = world();
      const from = await createCollection(alice, 'Stays');
      const bobs = await createCollection(bob, 'Bob’s');
      const card = await addCard(alice, from.id);
      for (const target of [MISSING, bobs.id, 'nope']) {
        const res = await call('PATCH', `/api/flashcards/${card.id}`, alice, {
          collection_id: target,
          front_text: 'x',
        });
        expect(res).toEqual({ status: 404, body: { success: false, error: 'Collection not found' } });
      }
      const list = await call('GET', `/api/collections/${from.id}/flashcards`, alice);
      expect(list.body.flashcards[0]).toMatchObject({ id: card.id, front_text: 'hej' });
      expect((await counts(alice))[from.id]).toEqual([1, 1]);
      expect((await counts(bob))[bobs.id]).toEqual([0, 0]);
    });

    it.each([
      [{}, 'Nothing to update: send front_text, back_text, example_sentence or collection_id'],
      [{ front_text: '  ' }, 'Front text and back text are required'],
      [{ back_text: null }, 'Front text and back text are required'],
      [{ front_text: 'x'.repeat(1001) }, 'front_text must be at most 1000 characters'],
      [{ example_sentence: 'x'.repeat(1001) }, 'example_sentence must be at most 1000 characters'],
      [{ example_sentence: 5 }, 'example_sentence must be a string'],
      [{ collection_id: 5 }, 'collection_id must be a string'],
      [[1], 'Request body must be a JSON object'],
    ])('rejects %j with 400', async (payload, message) => {
      const { call, alice, createCollection, addCard } = world();
      const card = await addCard(alice, (await createCollection(alice, 'Bad edit')).id);
      expect(await call('PATCH', `/api/flashcards/${card.id}`, alice, payload)).toEqual({
        status: 400,
        body: { success: false, error: message },
      });
    });
  });

  describe('PATCH /api/collections/{id}', () => {
    it('renames and describes (trimmed), keeping counts', async () => {
      const { call, alice, createCollection, addCard } = world();
      const c = await createCollection(alice, 'Old name');
      await addCard(alice, c.id);
      const res = await call('PATCH', `/api/collections/${c.id}`, alice, { name: '  New name ', description: ' d ' });
      expect(res.status).toBe(200);
      expect(res.body.collection).toMatchObject({
        id: c.id,
        name: 'New name',
        description: 'd',
        flashcard_count: 1,
        due_count: 1,
      });
      const only = await call('PATCH', `/api/collections/${c.id}`, alice, { description: null });
      expect(only.body.collection).toMatchObject({ name: 'New name', description: '' });
    });

    it.each([
      [{}, 'Nothing to update: send name or description'],
      [{ name: ' ' }, 'Collection name is required'],
      [{ name: null }, 'Collection name is required'],
      [{ name: 'x'.repeat(101) }, 'name must be at most 100 characters'],
      [{ description: 'x'.repeat(501) }, 'description must be at most 500 characters'],
    ])('rejects %j with 400', async (payload, message) => {
      const { call, alice, createCollection } = world();
      const c = await createCollection(alice, 'Bad rename');
      expect(await call('PATCH', `/api/collections/${c.id}`, alice, payload)).toEqual({
        status: 400,
        body: { success: false, error: message },
      });
    });
  });

  it('another user’s ids answer 404 and change nothing', async () => {
    const { call, alice, bob, createCollection, addCard } = world();
    const c = await createCollection(alice, 'Private');
    const card = await addCard(alice, c.id);
    const bobs = await createCollection(bob, 'Bob target');
    expect(await call('PATCH', `/api/flashcards/${card.id}`, bob, { front_text: 'x' })).toEqual({
      status: 404,
      body: { success: false, error: 'Flashcard not found' },
    });
    expect(await call('PATCH', `/api/flashcards/${card.id}`, bob, { collection_id: bobs.id })).toEqual({
      status: 404,
      body: { success: false, error: 'Flashcard not found' },
    });
    expect(await call('PATCH', `/api/collections/${c.id}`, bob, { name: 'x' })).toEqual({
      status: 404,
      body: { success: false, error: 'Collection not found' },
    });
    for (const url of [`/api/flashcards/${MISSING}`, '/api/flashcards/not-a-uuid']) {
      expect((await call('PATCH', url, alice, { front_text: 'x' })).status).toBe(404);
    }
    expect((await call('PATCH', `/api/collections/${MISSING}`, alice, { name: 'x' })).status).toBe(404);
    const list = await call('GET', `/api/collections/${c.id}/flashcards`, alice);
    expect(list.body.flashcards[0]).toMatchObject({ front_text: 'hej', collection_id: c.id });
    expect((await call('PATCH', `/api/flashcards/${card.id}`, undefined, { front_text: 'x' })).status).toBe(401);
  });
});
