import fs from 'node:fs';
import path from 'node:path';
import type { Translator } from '@swedish-translator/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyTestModels, ensureTestModels, TEST_MODEL_IDS } from '../../../test/neural-model.js';
import { tempDir } from '../../../test/temp-dir.js';
import { modelFolder } from './model-files.js';
import { NeuralSwitch } from './switch.js';
import { createNeuralTranslator, type NeuralTranslator } from './translator.js';

// The production path: ProcessPool → neural worker process → transformers.js → the tiny generated OPUS-MT-layout model.
describe('neural translator (worker processes)', () => {
  let translator: NeuralTranslator;
  beforeAll(async () => {
    translator = createNeuralTranslator({
      modelsDir: await ensureTestModels(),
      models: TEST_MODEL_IDS,
      queueSize: 16,
      taskTimeoutMs: 120_000,
      threads: 1,
      batchSize: 3,
      testHooks: true,
    });
    await translator.warmUp();
  }, 600_000);
  afterAll(() => translator?.close());

  it('translates both directions', async () => {
    expect(await translator.translate(['Jag dricker kaffe.', 'God morgon.'], 'sv-en')).toEqual([
      { text: 'I drink coffee.' },
      { text: 'Good morning.' },
    ]);
    expect(await translator.translate(['We live in Stockholm.'], 'en-sv')).toEqual([{ text: 'Vi bor i Stockholm.' }]);
  });

  it('gives the same results in batches as one sentence at a time', async () => {
    const sentences = [
      'Hej!',
      'Vi äter middag klockan sex.',
      'Tåget är sent.',
      'Kan du hjälpa mig?',
      'Det regnar idag och hunden sover.',
      'Välkommen hem.',
      'Vatten, tack.',
    ];
    const batched = await translator.translate(sentences, 'sv-en');
    const alone = await Promise.all(sentences.map((s) => translator.translate([s], 'sv-en')));
    expect(batched).toEqual(alone.flat());
    expect(batched).toHaveLength(sentences.length);
    expect(batched.slice(0, 3).map((s) => s.text)).toEqual([
      'Hello!',
      "We eat dinner at six o'clock.",
      'The train is late.',
    ]);
  });

  it('keeps the event loop free while it translates (worker processes)', async () => {
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
    }, 0);
    const work = translator.translate(Array(12).fill('Katten sover på soffan.'), 'sv-en');
    await new Promise((resolve) => setImmediate(resolve));
    const ticksBefore = ticks;
    await work;
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(ticksBefore);
  });

  it('replaces a crashed worker and keeps translating', async () => {
    const before = translator.stats().replaced;
    await translator.crashWorker();
    expect(translator.stats().replaced).toBe(before + 1);
    expect(await translator.translate(['Hej!'], 'sv-en')).toEqual([{ text: 'Hello!' }]);
  }, 120_000);
});

/** Stands in for the built-in engine, which is not under test here. */
function fakeBuiltin(): Translator {
  return {
    id: 'builtin',
    translate: async (sentences) => sentences.map((s) => ({ text: `[builtin] ${s}` })),
    alternatives: async (phrase) => [{ text: `${phrase}-alt` }],
  };
}

describe('NeuralSwitch (TRANSLATION_ENGINE=auto)', () => {
  const dirs: string[] = [];
  const tempModels = async (damage?: (dir: string) => void) => {
    const dir = await copyTestModels(tempDir('st-models-'));
    damage?.(dir);
    dirs.push(dir);
    return dir;
  };
  const make = (modelsDir: string) =>
    new NeuralSwitch(fakeBuiltin(), {
      modelsDir,
      models: TEST_MODEL_IDS,
      hfEndpoint: 'http://127.0.0.1:2',
      download: false,
      createNeural: () =>
        createNeuralTranslator({ modelsDir, models: TEST_MODEL_IDS, queueSize: 4, taskTimeoutMs: 120_000, threads: 1 }),
    });
  beforeAll(() => ensureTestModels(), 600_000);
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('moves to the neural engine once the models are loaded; alternatives stay with the lexicon', async () => {
    const engine = make(await tempModels());
    expect(engine.id).toBe('builtin');
    await engine.settled;
    expect(engine.id).toBe('neural');
    expect(engine.status()).toMatchObject({ state: 'ready', installed: true, error: null });
    expect(await engine.translate(['Hej!'], 'sv-en')).toEqual([{ text: 'Hello!' }]);
    expect(await engine.alternatives('hej', 'sv-en')).toEqual([{ text: 'hej-alt' }]);
    await engine.close();
  }, 120_000);

  it('stays on the built-in engine with a clear error when a model file is corrupt', async () => {
    const dir = await tempModels((d) =>
      fs.writeFileSync(
        path.join(modelFolder(d, TEST_MODEL_IDS['en-sv']), 'onnx/decoder_model_merged_quantized.onnx'),
        'garbage',
      ),
    );
    const engine = make(dir);
    await engine.settled;
    expect(engine.id).toBe('builtin');
    const status = engine.status();
    expect(status.state).toBe('failed');
    expect(status.error).toMatch(
      /^neural translation engine: worker failed to start: Neural model Xenova\/opus-mt-en-sv could not be loaded from /,
    );
    expect(await engine.translate(['Hej!'], 'sv-en')).toEqual([{ text: '[builtin] Hej!' }]);
    await engine.close();
  }, 120_000);

  it('closes at once while the models are still loading', async () => {
    const engine = make(await tempModels());
    expect(engine.status().state).toBe('loading');
    await engine.close();
    await engine.settled;
    expect(engine.id).toBe('builtin');
    expect(engine.status().error).toBeNull();
  }, 120_000);

  it('reports absent models without downloading when downloads are off', async () => {
    const dir = await tempModels((d) =>
      fs.rmSync(path.join(modelFolder(d, TEST_MODEL_IDS['sv-en']), 'tokenizer.json')),
    );
    const engine = make(dir);
    await engine.settled;
    expect(engine.id).toBe('builtin');
    expect(engine.status()).toMatchObject({ state: 'absent', installed: false, downloading: false, error: null });
    await engine.close();
  });
});
