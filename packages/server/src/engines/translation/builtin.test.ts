import type { Translator } from '@swedish-translator/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuiltinTranslator } from './builtin.js';

/** The real engine package, in the real worker pool (TypeScript sources under tests). */
describe('built-in engine in the worker pool', () => {
  let translator: Translator;
  beforeAll(() => {
    translator = createBuiltinTranslator({ workers: 1, queueSize: 8, taskTimeoutMs: 30_000 });
  });
  afterAll(async () => {
    await translator.close?.();
  });

  it('translates sentences both ways', async () => {
    // Each sentence comes with its word alignment: "Hur mår du" became "How are you".
    await expect(translator.translate(['Hur mår du?'], 'sv-en')).resolves.toEqual([
      { text: 'How are you?', alignment: [{ src: [0, 10], tgt: [0, 11] }] },
    ]);
    await expect(translator.translate(['How are you?'], 'en-sv')).resolves.toEqual([
      { text: 'Hur mår du?', alignment: [{ src: [0, 11], tgt: [0, 10] }] },
    ]);
  });

  it('reports words it does not know', async () => {
    const [sentence] = await translator.translate(['Blorfgrej är här.'], 'sv-en');
    expect(sentence?.unknown).toEqual([expect.stringMatching(/^blorfgrej$/i)]);
  });

  it('looks up alternatives for a word', async () => {
    const alternatives = await translator.alternatives?.('hund', 'sv-en');
    expect(alternatives).toContainEqual(expect.objectContaining({ text: 'dog', pos: 'noun' }));
  });
});
