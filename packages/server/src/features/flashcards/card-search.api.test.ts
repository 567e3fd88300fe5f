import { expect, it } from 'vitest';
import { describeFlashcardsApi, type Headers } from '../../test/flashcards-api.js';
import { multipart } from '../../test/multipart.js';

const DAY = 24 * 60 * 60 * 1000;

describeFlashcardsApi('searching and sorting a collection, due counts', (world) => {
  const fronts = async (headers: Headers, collectionId: string, query: string) => {
    const res = await world().call('GET', `/api/collections/${collectionId}/flashcards${query}`, headers);
    expect(res.status).toBe(200);
    return res.body.flashcards.map((f: { front_text: string }) => f.front_text);
  };

  it('finds text in front, back or example, ignoring case and accents', async () => {
    const { alice, createCollection, addCard } = world();
    const c = await createCollection(alice, 'Search');
    await addCard(alice, c.id, { front_text: 'ett öl', back_text: 'a beer' });
    await addCard(alice, c.id, { front_text: 'en smörgås', back_text: 'a sandwich', example_sentence: 'Jag äter.' });
    await addCard(alice, c.id, { front_text: 'ÅR', back_text: 'year' });
    await addCard(alice, c.id, { front_text: '100%', back_text: 'a_b' });
    expect(await fronts(alice, c.id, '?q=ol')).toEqual(['ett öl']);
    expect(await fronts(alice, c.id, '?q=%C3%96L')).toEqual(['ett öl']);
    expect(await fronts(alice, c.id, '?q=smorgas')).toEqual(['en smörgås']);
    expect(await fronts(alice, c.id, '?q=SANDWICH')).toEqual(['en smörgås']);
    expect(await fronts(alice, c.id, '?q=ater')).toEqual(['en smörgås']);
    expect(await fronts(alice, c.id, '?q=%C3%A5r')).toEqual(['ÅR']);
    // LIKE wildcards in the query are literal characters.
    expect(await fronts(alice, c.id, '?q=%25')).toEqual(['100%']);
    expect(await fronts(alice, c.id, '?q=_')).toEqual(['100%']);
    expect(await fronts(alice, c.id, '?q=zzz')).toEqual([]);
    expect(await fronts(alice, c.id, '?q=%20%20')).toHaveLength(4);
  });

  it('search follows edits', async () => {
    const { call, alice, createCollection, addCard } = world();
    const c = await createCollection(alice, 'Edited search');
    const card = await addCard(alice, c.id, { front_text: 'katt', back_text: 'cat' });
    await call('PATCH', `/api/flashcards/${card.id}`, alice, { example_sentence: 'Katten är grå.' });
    expect(await fronts(alice, c.id, '?q=gra')).toEqual(['katt']);
  });

  it('sorts by next review, newest and hardest; created order by default', async () => {
    const { call, alice, createCollection, addCard, clock } = world();
    const c = await createCollection(alice, 'Sorts');
    const ids: Record<string, string> = {};
    for (const front of ['a', 'b', 'c', 'd']) {
      ids[front] = (await addCard(alice, c.id, { front_text: front })).id;
      clock.now = new Date(clock.now.getTime() + 1000);
    }
    // a: Easy then Hard (hard, due in a day); b: Medium twice (due in a day); c: Easy once (due in a day); d: new.
    const review = (front: string, rating: number) =>
      call('POST', `/api/flashcards/${ids[front]}/review`, alice, { difficulty_rating: rating });
    await review('c', 5);
    clock.now = new Date(clock.now.getTime() + 1000);
    await review('b', 3);
    await review('a', 5);
    clock.now = new Date(clock.now.getTime() + DAY + 1000);
    await review('b', 3);
    clock.now = new Date(clock.now.getTime() + 1000);
    await review('a', 1);
    expect(await fronts(alice, c.id, '')).toEqual(['a', 'b', 'c', 'd']);
    expect(await fronts(alice, c.id, '?sort=created')).toEqual(['a', 'b', 'c', 'd']);
    expect(await fronts(alice, c.id, '?sort=newest')).toEqual(['d', 'c', 'b', 'a']);
    expect(await fronts(alice, c.id, '?sort=next_review')).toEqual(['d', 'c', 'b', 'a']);
    expect(await fronts(alice, c.id, '?sort=hardest')).toEqual(['a', 'b', 'c', 'd']);
    expect(await fronts(alice, c.id, '?sort=hardest&q=%20')).toEqual(['a', 'b', 'c', 'd']);
  });

  it('counts due cards per collection', async () => {
    const { call, bob, createCollection, addCard, clock } = world();
    const one = await createCollection(bob, 'Due one');
    clock.now = new Date(clock.now.getTime() + 1000);
    const two = await createCollection(bob, 'Due two');
    const a = await addCard(bob, one.id);
    await addCard(bob, one.id, { front_text: 'två' });
    await addCard(bob, two.id);
    await call('POST', `/api/flashcards/${a.id}/review`, bob, { difficulty_rating: 5 });
    const due = async () => {
      const res = await call('GET', '/api/collections', bob);
      return res.body.collections.map((x: { name: string; flashcard_count: number; due_count: number }) => [
        x.name,
        x.flashcard_count,
        x.due_count,
      ]);
    };
    expect(await due()).toEqual([
      ['Due two', 1, 1],
      ['Due one', 2, 1],
    ]);
    clock.now = new Date(clock.now.getTime() + DAY);
    expect(await due()).toEqual([
      ['Due two', 1, 1],
      ['Due one', 2, 2],
    ]);
    const created = await call('POST', '/api/collections', bob, { name: 'Fresh' });
    expect(created.body.collection.due_count).toBe(0);
  });

  it.each([
    ['?sort=random', 'sort must be one of created, next_review, newest, hardest'],
    [`?q=${'x'.repeat(201)}`, 'q must be at most 200 characters'],
    ['?q=a&q=b', 'q must be a single value'],
  ])('rejects %s with 400', async (query, message) => {
    const { call, alice, createCollection } = world();
    const c = await createCollection(alice, 'Bad query');
    expect(await call('GET', `/api/collections/${c.id}/flashcards${query}`, alice)).toEqual({
      status: 400,
      body: { success: false, error: message },
    });
  });

  it('searches a collection of 5,000 cards', async () => {
    const { app, alice, createCollection } = world();
    const c = await createCollection(alice, 'Five thousand');
    const lines = Array.from({ length: 5000 }, (_, i) => `ord ${i}\tword ${i}\tExempel nummer ${i} är här`);
    lines[4321] = 'en älg\ta moose\tÄlgen står i skogen.';
    const upload = multipart([{ name: 'file', value: lines.join('\n'), filename: 'big.tsv' }]);
    const imported = await app.inject({
      method: 'POST',
      url: `/api/collections/${c.id}/import`,
      headers: { ...alice, ...upload.headers },
      payload: upload.payload,
    });
    expect(imported.json()).toMatchObject({ success: true, imported: 5000, skipped: 0 });
    expect(await fronts(alice, c.id, '?q=ALG')).toEqual(['en älg']);
    expect(await fronts(alice, c.id, '?q=nummer%20123%20%C3%A4r')).toEqual(['ord 123']);
    expect(await fronts(alice, c.id, '?q=word&sort=newest')).toHaveLength(4999);
  });
});
