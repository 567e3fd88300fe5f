import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signUpAndSignIn } from './test/auth.js';
import { multipart } from './test/multipart.js';
import { describeEachDatabase, TEST_AUTH_RATE_LIMITS } from './test/test-app.js';

type Headers = { authorization: string };

/** The hostile characters every text field is tried with, and how each kind of field answers them. */
const NUL = '\u0000';
const BELL = '\u0007';
const ZWSP = '\u200b';
const RLO = '\u202e';
const LONE = '\ud800';

const surrogate = (field: string) => `${field} contains an invalid character (a lone UTF-16 surrogate)`;
const control = (field: string, cp: string) => `${field} must not contain control characters (${cp})`;
const invisible = (field: string, cp: string) => `${field} must not contain invisible formatting characters (${cp})`;

/** [character, expected error for a single-line / multi-line / email field]. */
const STRICT: [string, (field: string) => string][] = [
  [NUL, (f) => control(f, 'U+0000')],
  [BELL, (f) => control(f, 'U+0007')],
  [ZWSP, (f) => invisible(f, 'U+200B')],
  [RLO, (f) => invisible(f, 'U+202E')],
  [LONE, surrogate],
];

const uniqueEmail = () => `t-${crypto.randomUUID()}@example.com`;
const at = (email: string, inserted: string) => email.replace('@', `${inserted}@`);

async function call(app: FastifyInstance, method: 'GET' | 'POST', url: string, payload?: object, headers?: Headers) {
  const res = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
}

describeEachDatabase('text integrity', (ctx) => {
  let app: FastifyInstance;
  let me: SignedInUser;
  let collectionId: string;
  beforeAll(async () => {
    app = ctx().app;
    me = await signUpAndSignIn(app);
    const res = await call(app, 'POST', '/api/collections', { name: 'Texts' }, me.headers);
    collectionId = res.body.collection.id;
  });

  describe.each(STRICT)('%j', (character, message) => {
    it('is refused in every email field: sign-up, sign-in, reset', async () => {
      const email = at(uniqueEmail(), character);
      const expected = { status: 400, body: { success: false, error: message('Email') } };
      expect(await call(app, 'POST', '/api/auth/signup', { email, password: 'secret1' })).toEqual(expected);
      expect(await call(app, 'POST', '/api/auth/signin', { email, password: 'secret1' })).toEqual(expected);
      expect(await call(app, 'POST', '/api/auth/reset-password', { email })).toEqual(expected);
    });

    it('is refused in full_name', async () => {
      const res = await call(app, 'POST', '/api/auth/signup', {
        email: uniqueEmail(),
        password: 'secret1',
        full_name: `Ann${character}a`,
      });
      expect(res).toEqual({ status: 400, body: { success: false, error: message('Full name') } });
    });

    it('is refused in a collection name and description', async () => {
      const name = await call(app, 'POST', '/api/collections', { name: `Verbs${character}` }, me.headers);
      expect(name).toEqual({ status: 400, body: { success: false, error: message('name') } });
      const description = await call(
        app,
        'POST',
        '/api/collections',
        { name: 'Verbs', description: `about ${character} verbs` },
        me.headers,
      );
      expect(description).toEqual({ status: 400, body: { success: false, error: message('description') } });
    });

    it('is refused when renaming a collection or changing its description', async () => {
      const patch = (body: object) =>
        app.inject({ method: 'PATCH', url: `/api/collections/${collectionId}`, headers: me.headers, payload: body });
      expect((await patch({ name: `Verbs${character}` })).json()).toEqual({ success: false, error: message('name') });
      const description = await patch({ description: `x${character}` });
      expect(description.statusCode).toBe(400);
      expect(description.json()).toEqual({ success: false, error: message('description') });
    });

    it.each(['front_text', 'back_text', 'example_sentence'])('is refused when editing a card %s', async (field) => {
      const card = await call(
        app,
        'POST',
        `/api/collections/${collectionId}/flashcards`,
        { front_text: 'a', back_text: 'b' },
        me.headers,
      );
      const res = await app.inject({
        method: 'PATCH',
        url: `/api/flashcards/${card.body.flashcard.id}`,
        headers: me.headers,
        payload: { [field]: `x${character}y` },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, error: message(field) });
    });

    it('is refused in a card search', async ({ skip }) => {
      if (character === LONE) return skip('a URL cannot carry a lone surrogate: it decodes to U+FFFD');
      const res = await app.inject({
        method: 'GET',
        url: `/api/collections/${collectionId}/flashcards?q=${encodeURIComponent(`a${character}`)}`,
        headers: me.headers,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, error: message('q') });
    });

    it('is a row error in an imported file (a lone surrogate cannot come out of UTF-8 decoding)', async ({ skip }) => {
      if (character === LONE) return skip('UTF-8 bytes decode to well-formed text');
      const form = multipart([
        { name: 'file', value: `hej,hello\nx${character}y,b\n`, filename: 'cards.csv', contentType: 'text/csv' },
      ]);
      const res = await app.inject({
        method: 'POST',
        url: `/api/collections/${collectionId}/import`,
        headers: { ...me.headers, ...form.headers },
        payload: form.payload,
      });
      if (character === NUL) {
        // A NUL byte marks a binary file: the whole file is refused as not text.
        expect(res.statusCode).toBe(415);
        return;
      }
      expect(res.json()).toMatchObject({ success: false, errors: [{ line: 2, error: message('front_text') }] });
    });

    it.each(['front_text', 'back_text', 'example_sentence'])('is refused in a card %s', async (field) => {
      const card = { front_text: 'hej', back_text: 'hello', example_sentence: 'Hej då!', [field]: `x${character}y` };
      const res = await call(app, 'POST', `/api/collections/${collectionId}/flashcards`, card, me.headers);
      expect(res).toEqual({ status: 400, body: { success: false, error: message(field) } });
    });
  });

  it('passwords refuse only a lone surrogate: they are hashed, never stored as text', async () => {
    const email = uniqueEmail();
    const refused = await call(app, 'POST', '/api/auth/signup', { email, password: `secret${LONE}` });
    expect(refused).toEqual({ status: 400, body: { success: false, error: surrogate('Password') } });
    const signIn = await call(app, 'POST', '/api/auth/signin', { email, password: `x${LONE}` });
    expect(signIn.body.error).toBe(surrogate('Password'));
    const odd = `se${NUL}cr${BELL}et${ZWSP}${RLO}`;
    expect((await call(app, 'POST', '/api/auth/signup', { email, password: odd })).status).toBe(200);
    expect((await call(app, 'POST', '/api/auth/signin', { email, password: odd })).status).toBe(200);
    expect((await call(app, 'POST', '/api/auth/signin', { email, password: 'secret' })).status).toBe(401);
    const update = await call(app, 'POST', '/api/auth/update-password', { new_password: `n${LONE}ew-pw` }, me.headers);
    expect(update).toEqual({ status: 400, body: { success: false, error: surrogate('New password') } });
  });

  it('translation text refuses controls and lone surrogates before reaching the engine', async () => {
    for (const [character, error] of [
      [NUL, control('text', 'U+0000')],
      [BELL, control('text', 'U+0007')],
      [LONE, surrogate('text')],
    ]) {
      const res = await call(app, 'POST', '/translate-text', { text: `hej ${character} då`, direction: 'sv-en' });
      expect(res).toEqual({ status: 400, body: { success: false, error } });
    }
  });

  it.each([
    [NUL, control('word', 'U+0000')],
    [ZWSP, invisible('word', 'U+200B')],
    [RLO, invisible('word', 'U+202E')],
  ])('the dictionary word refuses %j', async (character, error) => {
    const res = await call(app, 'GET', `/api/dictionary?from=sv&word=${encodeURIComponent(`hus${character}`)}`);
    expect(res).toEqual({ status: 400, body: { success: false, error } });
  });

  it('a look-alike email with an invisible character cannot make a second account', async () => {
    const email = uniqueEmail();
    expect((await call(app, 'POST', '/api/auth/signup', { email, password: 'secret1' })).status).toBe(200);
    for (const hidden of ['\u200b', '\u200d', '\u2060', '\ufeff', '\u00ad', '\u3164', '\u{e0041}']) {
      const res = await call(app, 'POST', '/api/auth/signup', { email: at(email, hidden), password: 'secret1' });
      expect(res.status).toBe(400);
    }
  });

  it('reads back exactly what it accepted: emoji, joiners, tabs and line breaks, at the length limits', async () => {
    const family = '👩\u200d👩\u200d👧';
    const collection = await call(
      app,
      'POST',
      '/api/collections',
      { name: `Familj ${family} ❤️`.padEnd(100, 'é'), description: `rad ett\nrad\ttvå ${'😀'.repeat(240)}` },
      me.headers,
    );
    expect(collection.status).toBe(201);
    const cards = [
      { front_text: '😀'.repeat(1000), back_text: `line one\r\nline two\ttab ${family}`, example_sentence: 'Ω' },
      { front_text: `${'ä'.repeat(999)}b`, back_text: 'ok', example_sentence: null },
    ];
    for (const card of cards) {
      const created = await call(app, 'POST', `/api/collections/${collectionId}/flashcards`, card, me.headers);
      expect(created.status).toBe(201);
    }
    const listed = await call(app, 'GET', `/api/collections/${collectionId}/flashcards`, undefined, me.headers);
    const stored = listed.body.flashcards.slice(-2).map((c: Record<string, unknown>) => ({
      front_text: c.front_text,
      back_text: c.back_text,
      example_sentence: c.example_sentence,
    }));
    expect(stored).toEqual(cards);
    const collections = await call(app, 'GET', '/api/collections', undefined, me.headers);
    const saved = collections.body.collections.find((c: { id: string }) => c.id === collection.body.collection.id);
    expect([saved.name, saved.description]).toEqual([
      collection.body.collection.name,
      collection.body.collection.description,
    ]);
    // Limits count code points, as SQLite's length() and PostgreSQL's char_length() do: 1,000 emoji fit, 1,001 not.
    const over = await call(
      app,
      'POST',
      `/api/collections/${collectionId}/flashcards`,
      { front_text: '😀'.repeat(1001), back_text: 'b' },
      me.headers,
    );
    expect(over.body.error).toBe('front_text must be at most 1000 characters');
  });

  it('a card added while its collection is being deleted answers 404, never 500', async () => {
    for (let round = 0; round < 5; round++) {
      const res = await call(app, 'POST', '/api/collections', { name: `Race ${round}` }, me.headers);
      const id = res.body.collection.id as string;
      const add = () =>
        call(app, 'POST', `/api/collections/${id}/flashcards`, { front_text: 'a', back_text: 'b' }, me.headers);
      const before = Array.from({ length: 8 }, add);
      const remove = app.inject({ method: 'DELETE', url: `/api/collections/${id}`, headers: me.headers });
      const after = Array.from({ length: 8 }, add);
      expect((await remove).statusCode).toBe(200);
      const statuses = (await Promise.all([...before, ...after])).map((r) => r.status);
      expect(statuses.filter((status) => status !== 201 && status !== 404)).toEqual([]);
      const orphans = await app.database.db
        .selectFrom('flashcards')
        .select('id')
        .where('collection_id', '=', id)
        .execute();
      expect(orphans).toEqual([]);
    }
  });

  /** Ways of putting a card into collection `id` (each answers 404 if the collection is gone). */
  const intoCollection: [string, (id: string) => Promise<{ status: number; body: unknown }>][] = [
    [
      'adding a card',
      (id) => call(app, 'POST', `/api/collections/${id}/flashcards`, { front_text: 'a', back_text: 'b' }, me.headers),
    ],
    [
      'moving a card in',
      async (id) => {
        const card = await call(
          app,
          'POST',
          `/api/collections/${collectionId}/flashcards`,
          { front_text: 'm', back_text: 'n' },
          me.headers,
        );
        const url = `/api/flashcards/${card.body.flashcard.id}`;
        const res = await app.inject({ method: 'PATCH', url, headers: me.headers, payload: { collection_id: id } });
        return { status: res.statusCode, body: res.json() };
      },
    ],
    [
      'importing cards',
      async (id) => {
        const form = multipart([{ name: 'file', value: 'hej,hi\n', filename: 'cards.csv', contentType: 'text/csv' }]);
        const url = `/api/collections/${id}/import`;
        const res = await app.inject({
          method: 'POST',
          url,
          headers: { ...me.headers, ...form.headers },
          payload: form.payload,
        });
        return { status: res.statusCode, body: res.json() };
      },
    ],
  ];

  it.for(intoCollection)(
    'PostgreSQL: %s while the collection is being deleted waits, then answers 404',
    async ([, put], { skip }) => {
      const config = app.config.database;
      if (config.dialect !== 'postgres') return skip('SQLite has one writer: the two never overlap');
      const res = await call(app, 'POST', '/api/collections', { name: 'Held' }, me.headers);
      const id = res.body.collection.id as string;
      const other = new pg.Client({ connectionString: config.url, options: `-c search_path=${config.schema}` });
      await other.connect();
      try {
        await other.query('begin');
        await other.query('delete from collections where id = $1', [id]);
        const putting = put(id);
        // Wait until the request's transaction is blocked on the deleted row, then let the delete commit.
        await expect
          .poll(async () => {
            const waiting = await other.query(
              "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and pid <> pg_backend_pid()",
            );
            return waiting.rows[0].n;
          })
          .toBeGreaterThan(0);
        await other.query('commit');
        expect(await putting).toEqual({ status: 404, body: { success: false, error: 'Collection not found' } });
      } finally {
        await other.end();
      }
    },
  );
});

describeEachDatabase(
  'text integrity with database rate-limit counters',
  (ctx) => {
    it('a NUL in the email of a rate-limited route answers 400, never 500', async () => {
      for (const url of ['/api/auth/signin', '/api/auth/reset-password']) {
        const res = await ctx().app.inject({
          method: 'POST',
          url,
          payload: { email: `a${NUL}@example.com`, password: 'x' },
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().success).toBe(false);
      }
    });
  },
  () => ({
    auth: {
      appUrl: 'http://localhost:3000',
      mailFrom: 'Swedish Translator <test@localhost>',
      rateLimits: { ...TEST_AUTH_RATE_LIMITS, store: 'database' as const },
    },
  }),
);
