import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { type AppConfig, DEFAULT_CLIENT_RATE_LIMITS, defaultTranslationConfig } from '../../config.js';
import { tempDir } from '../../test/temp-dir.js';
import { testConfig } from '../../test/test-app.js';

// The dictionary reads the built-in lexicon (packages/engine-builtin/data) in the main thread; it touches no table,
// so one SQLite app serves these tests. Words and forms below are the issue's own examples.

const dir = tempDir('st-dictionary-');
let n = 0;
const appWith = (overrides: Partial<AppConfig> = {}) =>
  buildApp(testConfig({ dialect: 'sqlite', file: path.join(dir, `db-${n++}.sqlite`) }, overrides), { logger: false });

const get = (app: FastifyInstance, query: string) => app.inject({ method: 'GET', url: `/api/dictionary?${query}` });
const lookup = async (app: FastifyInstance, word: string, from: 'sv' | 'en') => {
  const res = await get(app, new URLSearchParams({ word, from }).toString());
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.success).toBe(true);
  return body.entries as Record<string, unknown>[];
};

let app: FastifyInstance;
beforeAll(async () => {
  app = await appWith();
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('GET /api/dictionary: Swedish words', () => {
  it('noun: any form finds the lemma, with gender, the four forms and the card front', async () => {
    for (const word of ['hund', 'hunden', 'hundar', 'hundarna']) {
      expect(await lookup(app, word, 'sv')).toEqual([
        {
          lemma: 'hund',
          pos: 'noun',
          gender: 'en',
          forms: {
            indefinite_singular: 'hund',
            definite_singular: 'hunden',
            indefinite_plural: 'hundar',
            definite_plural: 'hundarna',
          },
          translations: ['dog'],
          card_front: 'en hund (hunden, hundar)',
          card_back: 'dog',
        },
      ]);
    }
    expect((await lookup(app, 'barnen', 'sv'))[0]).toMatchObject({ lemma: 'barn', gender: 'ett' });
  });

  it('verb: gick → gå with its principal parts, imperative and examples', async () => {
    const [entry, ...rest] = await lookup(app, 'gick', 'sv');
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      lemma: 'gå',
      pos: 'verb',
      forms: { infinitive: 'gå', present: 'går', past: 'gick', supine: 'gått', imperative: 'gå' },
      card_front: 'att gå (går, gick, gått)',
    });
    expect(entry?.translations).toContain('go');
    expect(entry?.examples).toContainEqual({ sv: 'det gick bra', en: 'it went well' });
  });

  it('adjective: bättre → bra first (god, whose comparison it also is, after it), with the five forms', async () => {
    const entries = await lookup(app, 'bättre', 'sv');
    expect(entries.map((e) => e.lemma)).toEqual(['bra', 'god']);
    expect(entries[0]).toMatchObject({
      pos: 'adjective',
      forms: { en: 'bra', ett: 'bra', plural_definite: 'bra', comparative: 'bättre', superlative: 'bäst' },
      card_front: 'bra (bättre, bäst)',
    });
    expect((await lookup(app, 'stora', 'sv'))[0]).toMatchObject({
      lemma: 'stor',
      forms: { en: 'stor', ett: 'stort', plural_definite: 'stora', comparative: 'större', superlative: 'störst' },
      card_front: 'stor (stort, stora, större, störst)',
    });
  });

  it('words that do not inflect: adverb, preposition, pronoun, conjunction, with empty forms', async () => {
    for (const [word, pos, translation] of [
      ['ofta', 'adverb', 'often'],
      ['med', 'preposition', 'with'],
      ['jag', 'pronoun', 'I'],
      ['och', 'conjunction', 'and'],
    ] as const) {
      const entry = (await lookup(app, word, 'sv')).find((e) => e.pos === pos);
      expect(entry, word).toMatchObject({ lemma: word, forms: {}, card_front: word });
      expect(entry?.translations).toContain(translation);
    }
  });

  it('a word that is several things answers with several entries', async () => {
    const entries = await lookup(app, 'var', 'sv');
    expect(entries.map((e) => `${e.lemma}/${e.pos}`)).toEqual(
      expect.arrayContaining(['vara/verb', 'var/adverb', 'var/determiner']),
    );
  });

  it('particle verbs, phrases, compounds and names', async () => {
    expect((await lookup(app, 'tycka om', 'sv'))[0]).toMatchObject({
      lemma: 'tycka om',
      pos: 'verb',
      forms: { present: 'tycker om', past: 'tyckte om' },
    });
    expect((await lookup(app, 'hur mår du', 'sv'))[0]).toMatchObject({ pos: 'phrase', translations: ['how are you'] });
    expect((await lookup(app, 'sjukhusparkeringen', 'sv'))[0]).toMatchObject({
      lemma: 'sjukhusparkering',
      gender: 'en',
      parts: ['sjukhus', 'parkering'],
    });
    expect((await lookup(app, 'Sverige', 'sv'))[0]).toMatchObject({ pos: 'proper noun', translations: ['Sweden'] });
  });
});

describe('GET /api/dictionary: English words', () => {
  it('verb: went → go with the English principal parts and a Swedish card front', async () => {
    const [entry] = await lookup(app, 'went', 'en');
    expect(entry).toMatchObject({
      lemma: 'go',
      pos: 'verb',
      forms: {
        infinitive: 'go',
        third_person: 'goes',
        past: 'went',
        past_participle: 'gone',
        present_participle: 'going',
      },
      card_front: 'att gå (går, gick, gått)',
      card_back: 'go',
    });
    expect(entry?.translations).toContain('gå');
    expect(entry).not.toHaveProperty('gender');
  });

  it('noun: children → child', async () => {
    expect((await lookup(app, 'children', 'en'))[0]).toMatchObject({
      lemma: 'child',
      pos: 'noun',
      forms: { singular: 'child', plural: 'children' },
      card_front: 'ett barn (barnet, barn)',
    });
  });

  it('adjective and several parts of speech', async () => {
    const entries = await lookup(app, 'good', 'en');
    expect(entries.map((e) => e.pos)).toEqual(expect.arrayContaining(['adjective', 'adverb']));
    expect(entries[0]).toMatchObject({ pos: 'adjective', card_front: 'bra (bättre, bäst)' });
  });
});

describe('GET /api/dictionary: not found and bad input', () => {
  it('a word not in the dictionary answers 200 with no entries', async () => {
    expect(await lookup(app, 'qwxzyk', 'sv')).toEqual([]);
    expect(await lookup(app, 'qwxzyk', 'en')).toEqual([]);
  });

  it.each([
    ['from=sv', 'Please enter a word to look up'],
    ['word=&from=sv', 'Please enter a word to look up'],
    ['word=%20%20&from=en', 'Please enter a word to look up'],
    [`word=${'a'.repeat(101)}&from=sv`, 'Word is too long (max 100 characters)'],
    [`word=${'ö'.repeat(101)}&from=sv`, 'Word is too long (max 100 characters)'],
    ['word=hund&word=katt&from=sv', 'word must be given once, as text'],
    ['word=hund', 'from must be sv or en'],
    ['word=hund&from=de', 'from must be sv or en'],
    ['word=hund&from=SV', 'from must be sv or en'],
  ])('%s → 400 %s', async (query, error) => {
    const res = await get(app, query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error });
  });

  it('takes exactly 100 characters', async () => {
    expect(await lookup(app, 'ö'.repeat(100), 'sv')).toEqual([]);
  });

  it('is open to visitors and to signed-in users alike (a bad token is not checked here)', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/dictionary?word=hund&from=sv',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('GET /api/dictionary with another translation engine and a small per-client limit', () => {
  let other: FastifyInstance;
  beforeAll(async () => {
    other = await appWith({
      translation: defaultTranslationConfig({
        engine: 'libretranslate',
        libretranslate: { url: 'http://127.0.0.1:2' },
      }),
      clientRateLimits: { ...DEFAULT_CLIENT_RATE_LIMITS, dictionaryPerMinute: 3 },
    });
  });
  afterAll(() => other?.close());

  it('still looks words up in the built-in lexicon, and answers 429 over RATE_LIMIT_DICTIONARY_PER_MINUTE', async () => {
    expect((await lookup(other, 'hundarna', 'sv'))[0]).toMatchObject({ lemma: 'hund' });
    expect((await get(other, 'word=gick&from=sv')).statusCode).toBe(200);
    expect((await get(other, 'word=went&from=en')).statusCode).toBe(200);
    const limited = await get(other, 'word=hund&from=sv');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json().success).toBe(false);
  });
});
