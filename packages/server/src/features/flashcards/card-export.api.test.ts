import SQLite from 'better-sqlite3';
import { strFromU8, unzipSync } from 'fflate';
import { expect, it } from 'vitest';
import { describeFlashcardsApi } from '../../test/flashcards-api.js';

const MISSING = '00000000-0000-4000-8000-000000000000';

describeFlashcardsApi('exporting a collection, and the review log', (world) => {
  async function download(url: string, headers?: { authorization: string }) {
    const res = await world().app.inject({ method: 'GET', url, headers });
    return { status: res.statusCode, headers: res.headers, body: res.rawPayload };
  }

  async function seed(name: string) {
    const { alice, createCollection, addCard, call, clock } = world();
    const c = await createCollection(alice, name);
    const a = await addCard(alice, c.id, {
      front_text: 'ett öl',
      back_text: 'a beer',
      example_sentence: 'Ett "kallt" öl, tack.',
    });
    clock.now = new Date(clock.now.getTime() + 1000);
    await addCard(alice, c.id, { front_text: 'rad,ett\nrad två', back_text: '<b>fet</b> & mer' });
    await call('POST', `/api/flashcards/${a.id}/review`, alice, { difficulty_rating: 3 });
    return c;
  }

  it('CSV: RFC 4180, UTF-8, the issue’s header, every card; attachment with a safe name', async () => {
    const c = await seed('Öl: "mat" & dryck');
    const res = await download(`/api/collections/${c.id}/export?format=csv`, world().alice);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Ol mat & dryck.csv"; filename*=UTF-8''%C3%96l%20mat%20%26%20dryck.csv`,
    );
    const text = res.body.toString('utf8');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      'front_text,back_text,example_sentence,review_count,difficulty_level,last_reviewed,next_review',
    );
    expect(lines[1]).toMatch(
      /^ett öl,a beer,"Ett ""kallt"" öl, tack\.",1,2,(\d{4}-\d\d-\d\dT[\d:.]+Z),(\d{4}-\d\d-\d\dT[\d:.]+Z)$/,
    );
    expect(text).toContain('"rad,ett\nrad två",<b>fet</b> & mer,,0,,,\r\n');
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('CSV with ?include=reviews: a zip of flashcards.csv and reviews.csv', async () => {
    const c = await seed('With reviews');
    const res = await download(`/api/collections/${c.id}/export?format=csv&include=reviews`, world().alice);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="With reviews.zip"');
    const files = unzipSync(new Uint8Array(res.body));
    expect(Object.keys(files).sort()).toEqual(['flashcards.csv', 'reviews.csv']);
    expect(strFromU8(files['flashcards.csv'] as Uint8Array).split('\r\n')).toHaveLength(4);
    expect(strFromU8(files['reviews.csv'] as Uint8Array)).toBe(
      'front_text,back_text,rating,reviewed_at,interval_before_days,interval_after_days\r\n' +
        `ett öl,a beer,3,${world().clock.now.toISOString()},,1\r\n`,
    );
  });

  it('apkg: a deck named after the collection, note type Front/Back/Example, every card', async () => {
    const c = await seed('Svenska ord');
    const res = await download(`/api/collections/${c.id}/export?format=apkg`, world().alice);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Svenska ord.apkg"');
    const files = unzipSync(new Uint8Array(res.body));
    expect(Object.keys(files).sort()).toEqual(['collection.anki2', 'media']);
    expect(strFromU8(files.media as Uint8Array)).toBe('{}');
    const db = new SQLite(Buffer.from(files['collection.anki2'] as Uint8Array));
    try {
      const col = db.prepare('select ver, models, decks from col').get() as {
        ver: number;
        models: string;
        decks: string;
      };
      expect(col.ver).toBe(11);
      const decks = Object.values(JSON.parse(col.decks)) as { id: number; name: string }[];
      const deck = decks.find((d) => d.name === 'Svenska ord');
      expect(deck).toBeDefined();
      const models = Object.values(JSON.parse(col.models)) as { id: number; flds: { name: string }[] }[];
      expect(models).toHaveLength(1);
      expect(models[0]?.flds.map((f) => f.name)).toEqual(['Front', 'Back', 'Example']);
      const notes = db.prepare('select id, mid, flds from notes order by id').all() as {
        id: number;
        mid: number;
        flds: string;
      }[];
      expect(notes.map((n) => n.flds.split('\x1f'))).toEqual([
        ['ett öl', 'a beer', 'Ett "kallt" öl, tack.'],
        ['rad,ett<br>rad två', '&lt;b&gt;fet&lt;/b&gt; &amp; mer', ''],
      ]);
      expect(notes.every((n) => n.mid === models[0]?.id)).toBe(true);
      const cards = db.prepare('select nid, did, ord, type, queue from cards order by nid').all();
      expect(cards).toEqual(notes.map((n) => ({ nid: n.id, did: deck?.id, ord: 0, type: 0, queue: 0 })));
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    } finally {
      db.close();
    }
  });

  it('an empty collection exports a header-only CSV and an empty deck', async () => {
    const { alice, createCollection } = world();
    const c = await createCollection(alice, 'Empty');
    const csv = await download(`/api/collections/${c.id}/export?format=csv`, alice);
    expect(csv.body.toString()).toBe(
      'front_text,back_text,example_sentence,review_count,difficulty_level,last_reviewed,next_review\r\n',
    );
    const apkg = await download(`/api/collections/${c.id}/export?format=apkg`, alice);
    expect(apkg.status).toBe(200);
  });

  it.each([
    ['', 'format must be csv or apkg'],
    ['?format=xlsx', 'format must be csv or apkg'],
    ['?format=csv&format=apkg', 'format must be csv or apkg'],
    ['?format=csv&include=cards', 'include must be reviews'],
    ['?format=apkg&include=reviews', 'include=reviews is only available with format=csv'],
  ])('rejects %s with 400', async (query, message) => {
    const { alice, createCollection } = world();
    const c = await createCollection(alice, 'Bad export');
    const res = await download(`/api/collections/${c.id}/export${query}`, alice);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body.toString())).toEqual({ success: false, error: message });
  });

  it('another user’s, a missing or a malformed id answers 404; no token 401', async () => {
    const { alice, bob, createCollection } = world();
    const c = await createCollection(alice, 'Not Bob’s');
    for (const [id, headers] of [
      [c.id, bob],
      [MISSING, alice],
      ['nope', alice],
    ] as const) {
      for (const format of ['csv', 'apkg']) {
        const res = await download(`/api/collections/${id}/export?format=${format}`, headers);
        expect(res.status).toBe(404);
        expect(JSON.parse(res.body.toString())).toEqual({ success: false, error: 'Collection not found' });
      }
    }
    expect((await download(`/api/collections/${c.id}/export?format=csv`)).status).toBe(401);
  });

  it('logs every review with its intervals, scoped by user, and deletes the log with its card', async () => {
    const { app, alice, createCollection, addCard, call, clock } = world();
    const c = await createCollection(alice, 'Log');
    const card = await addCard(alice, c.id);
    const start = clock.now;
    await call('POST', `/api/flashcards/${card.id}/review`, alice, { difficulty_rating: 1 });
    clock.now = new Date(start.getTime() + 25 * 3600 * 1000);
    await call('POST', `/api/flashcards/${card.id}/review`, alice, { difficulty_rating: 5 });
    const db = app.database.db;
    const log = await db
      .selectFrom('review_log')
      .select(['rating', 'reviewed_at', 'interval_before_seconds', 'interval_after_seconds', 'user_id'])
      .where('flashcard_id', '=', card.id)
      .orderBy('reviewed_at')
      .execute();
    expect(log.map(({ user_id: _u, ...rest }) => ({ ...rest, rating: Number(rest.rating) }))).toEqual([
      { rating: 1, reviewed_at: start.toISOString(), interval_before_seconds: null, interval_after_seconds: 86_400 },
      {
        rating: 5,
        reviewed_at: clock.now.toISOString(),
        interval_before_seconds: 86_400,
        interval_after_seconds: 86_400,
      },
    ]);
    await call('DELETE', `/api/flashcards/${card.id}`, alice);
    const left = await db.selectFrom('review_log').select('id').where('flashcard_id', '=', card.id).execute();
    expect(left).toEqual([]);
  });
});
