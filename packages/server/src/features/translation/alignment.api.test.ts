import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AlignmentPair } from '@swedish-translator/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { defaultTranslationConfig } from '../../config.js';
import { createUppercaseTranslator } from '../../test/fake-translators.js';
import { testConfig } from '../../test/test-app.js';

// POST /translate-text with the real built-in engine in its worker pool: alignment and uncertain_words across
// sentences, paragraphs and list markers, through the cache, and left out by an engine that cannot align.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'st-alignment-'));
let n = 0;
const config = (engine: 'builtin') =>
  testConfig(
    { dialect: 'sqlite', file: path.join(dir, `db-${n++}.sqlite`) },
    { translation: defaultTranslationConfig({ engine, workers: 1 }) },
  );

const translate = async (app: FastifyInstance, text: string, direction: 'sv-en' | 'en-sv') => {
  const res = await app.inject({ method: 'POST', url: '/translate-text', payload: { text, direction } });
  expect(res.statusCode).toBe(200);
  return res.json() as { translated_text: string; alignment?: AlignmentPair[]; uncertain_words?: string[] };
};
const readable = (text: string, body: { translated_text: string; alignment?: AlignmentPair[] }) =>
  (body.alignment ?? []).map((p) => `${text.slice(...p.src)} → ${body.translated_text.slice(...p.tgt)}`);

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp(config('builtin'), { logger: false });
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('POST /translate-text alignment (built-in engine)', () => {
  const text = 'Hej! Hundarna sprang i parken.\n\n- Gick du hem igår?';

  it('moves each sentence’s ranges to whole-text positions, past paragraphs and list markers', async () => {
    const body = await translate(app, text, 'sv-en');
    expect(body.translated_text).toBe('Hello! The dogs ran in the park.\n\n- Did you go home yesterday?');
    expect(readable(text, body)).toEqual([
      'Hej → Hello',
      'Hundarna → The dogs',
      'sprang → ran',
      'i → in',
      'parken → the park',
      'Gick → Did',
      'du → you',
      'Gick → go',
      'hem → home',
      'igår → yesterday',
    ]);
  });

  it('answers the same from the cache', async () => {
    const first = await translate(app, text, 'sv-en');
    const again = await translate(app, text, 'sv-en');
    expect(again).toEqual(first);
  });

  it('aligns English → Swedish and names the words whose sense was guessed', async () => {
    const source = 'The table is big. I need more time.';
    const body = await translate(app, source, 'en-sv');
    expect(body.translated_text).toBe('Bordet är stort. Jag behöver mer tid.');
    expect(readable(source, body)).toEqual([
      'The table → Bordet',
      'is → är',
      'big → stort',
      'I → Jag',
      'need → behöver',
      'more → mer',
      'time → tid',
    ]);
    // table: bord, or tabell (a table of figures); time: tid, or gång (an occasion). No cue chose either.
    expect(body.uncertain_words).toEqual(['table', 'time']);
  });

  it('does not call a sense uncertain when a cue word in the sentence chose it (senses-in-context)', async () => {
    expect((await translate(app, 'It is free.', 'en-sv')).uncertain_words).toEqual(['free']);
    expect((await translate(app, 'The museum is free.', 'en-sv')).uncertain_words ?? []).not.toContain('free');
  });

  it('leaves out sentences with inline markdown and aligns the others', async () => {
    const source = 'Jag är **mycket** trött. Hunden sover.';
    const body = await translate(app, source, 'sv-en');
    const pairs = readable(source, body);
    expect(pairs).toContain('Hunden → The dog');
    expect(pairs.some((p) => p.startsWith('mycket') || p.startsWith('trött'))).toBe(false);
  });

  it('never points outside the texts or at spaces, whatever the text', async () => {
    const source = '  Vad  heter du?\r\n\r\n1. Jag heter Anna , och du ?\n> Tack så mycket!!  ';
    const body = await translate(app, source, 'sv-en');
    expect(body.alignment?.length).toBeGreaterThan(5);
    for (const { src, tgt } of body.alignment ?? []) {
      expect(source.slice(...src)).toMatch(/^[\p{L}\p{N}](.*[\p{L}\p{N}])?$/u);
      expect(body.translated_text.slice(...tgt)).toMatch(/^[\p{L}\p{N}](.*[\p{L}\p{N}])?$/u);
    }
  });
});

describe('POST /translate-text with an engine that cannot align', () => {
  let other: FastifyInstance;
  beforeAll(async () => {
    other = await buildApp(config('builtin'), { logger: false, translator: createUppercaseTranslator() });
  });
  afterAll(() => other?.close());

  it('leaves alignment and uncertain_words out', async () => {
    const body = await translate(other, 'Hej. Hur mår du?', 'sv-en');
    expect(body.translated_text).toBe('HEJ. HUR MÅR DU?');
    expect(body).not.toHaveProperty('alignment');
    expect(body).not.toHaveProperty('uncertain_words');
  });
});
