import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { type AppConfig, defaultTranslationConfig } from '../../config.js';
import { MODEL_FILES, modelFolder } from '../../engines/translation/neural/model-files.js';
import { type FakeHub, reposFromFolder, startFakeHub } from '../../test/fake-hub.js';
import { copyTestModels, ensureTestModels, TEST_MODEL_IDS } from '../../test/neural-model.js';
import { tempDir } from '../../test/temp-dir.js';
import { describeEachDatabase, testConfig } from '../../test/test-app.js';

// TRANSLATION_ENGINE=auto end to end: the app, the neural switch, worker processes, transformers.js and the tiny
// generated OPUS-MT-layout models (scripts/make-test-model.py), through POST /translate-text and the status route.
// (Requests the built-in engine answers are covered in engines/translation/neural/translator.test.ts.)

const translate = (app: FastifyInstance, text: string, direction: 'sv-en' | 'en-sv') =>
  app.inject({ method: 'POST', url: '/translate-text', payload: { text, direction } });
const status = async (app: FastifyInstance) =>
  (await app.inject({ method: 'GET', url: '/api/translation/status' })).json();

let models: string;
let corrupt: string;
beforeAll(async () => {
  await ensureTestModels();
  models = await copyTestModels(tempDir('st-models-'));
  corrupt = await copyTestModels(tempDir('st-models-'));
  fs.writeFileSync(path.join(modelFolder(corrupt, TEST_MODEL_IDS['sv-en']), 'onnx/encoder_model_quantized.onnx'), 'x');
}, 600_000);
afterAll(() => {
  for (const dir of [models, corrupt]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const auto = (extra: Partial<AppConfig>): Partial<AppConfig> => ({
  translation: defaultTranslationConfig({ engine: 'auto' }),
  ...extra,
});

describeEachDatabase(
  'TRANSLATION_ENGINE=auto with the models installed',
  (ctx) => {
    it('switches to the neural engine once loaded and translates both directions', async () => {
      const { app } = ctx();
      await expect.poll(async () => (await status(app)).neural.state, { timeout: 60_000 }).toBe('ready');
      expect(await status(app)).toMatchObject({ engine: 'neural', configured: 'auto', neural: { installed: true } });

      const res = await translate(app, 'Hej! Tack så mycket.\n\nJag dricker kaffe.', 'sv-en');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        translated_text: 'Hello! Thank you very much.\n\nI drink coffee.',
        engine: 'neural',
      });
      const back = await translate(app, 'The book is on the table.', 'en-sv');
      expect(back.json()).toMatchObject({ translated_text: 'Boken ligger på bordet.', engine: 'neural' });
    });
  },
  () => auto({ modelsDir: models }),
);

describeEachDatabase(
  'TRANSLATION_ENGINE=auto with a corrupt model file',
  (ctx) => {
    it('falls back to the built-in engine and says why', async () => {
      const { app } = ctx();
      await expect.poll(async () => (await status(app)).neural.state, { timeout: 60_000 }).toBe('failed');
      const { engine, neural } = await status(app);
      expect(engine).toBe('builtin');
      expect(neural.error).toMatch(
        /^neural translation engine: worker failed to start: Neural model Xenova\/opus-mt-sv-en could not be loaded from .*opus-mt-sv-en: /,
      );
    });
  },
  () => auto({ modelsDir: corrupt }),
);

describe('TRANSLATION_ENGINE=auto without models, downloads allowed', () => {
  let hub: FakeHub;
  let app: FastifyInstance;
  let modelsDir: string;
  beforeAll(async () => {
    hub = await startFakeHub(reposFromFolder(await ensureTestModels(), Object.values(TEST_MODEL_IDS), MODEL_FILES));
    const dataDir = tempDir('st-auto-');
    modelsDir = path.join(dataDir, 'models');
    app = await buildApp(
      testConfig(
        { dialect: 'sqlite', file: path.join(dataDir, 'db.sqlite') },
        {
          translation: defaultTranslationConfig({ engine: 'auto' }),
          modelsDir,
          allowModelDownload: true,
          hfEndpoint: hub.url,
        },
      ),
      { logger: false },
    );
  }, 600_000);
  afterAll(async () => {
    await app?.close();
    await hub?.close();
  });

  it('answers at once with the built-in engine, downloads in the background, then switches', async () => {
    const first = await status(app);
    expect(first.engine).toBe('builtin');
    expect(['downloading', 'loading']).toContain(first.neural.state);

    await expect.poll(async () => (await status(app)).neural.state, { timeout: 60_000 }).toBe('ready');
    expect((await status(app)).engine).toBe('neural');
    expect(fs.existsSync(path.join(modelFolder(modelsDir, TEST_MODEL_IDS['en-sv']), 'tokenizer.json'))).toBe(true);
    expect(hub.requests.length).toBe(MODEL_FILES.length * 2);
    expect((await translate(app, 'Var är stationen?', 'sv-en')).json()).toMatchObject({
      translated_text: 'Where is the station?',
      engine: 'neural',
    });
  });
});

describe('TRANSLATION_ENGINE=auto without models and without network', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const dataDir = tempDir('st-auto-');
    app = await buildApp(
      testConfig(
        { dialect: 'sqlite', file: path.join(dataDir, 'db.sqlite') },
        { translation: defaultTranslationConfig({ engine: 'auto' }), allowModelDownload: true },
      ),
      { logger: false },
    );
  });
  afterAll(() => app?.close());

  it('stays on the built-in engine and reports the failed download', async () => {
    await expect.poll(async () => (await status(app)).neural.state, { timeout: 30_000 }).toBe('failed');
    const { engine, neural } = await status(app);
    expect(engine).toBe('builtin');
    expect(neural.error).toMatch(/^Cannot reach the model hub at http:\/\/127\.0\.0\.1:2 \(ECONNREFUSED\)/);
  });
});

describe('TRANSLATION_ENGINE=auto with a damaged model file, downloads allowed', () => {
  let hub: FakeHub;
  let app: FastifyInstance;
  let modelsDir: string;
  beforeAll(async () => {
    hub = await startFakeHub(reposFromFolder(await ensureTestModels(), Object.values(TEST_MODEL_IDS), MODEL_FILES));
    modelsDir = await copyTestModels(tempDir('st-models-'));
    fs.writeFileSync(
      path.join(modelFolder(modelsDir, TEST_MODEL_IDS['en-sv']), 'onnx/encoder_model_quantized.onnx'),
      'x',
    );
    const dataDir = tempDir('st-auto-');
    app = await buildApp(
      testConfig(
        { dialect: 'sqlite', file: path.join(dataDir, 'db.sqlite') },
        {
          translation: defaultTranslationConfig({ engine: 'auto' }),
          modelsDir,
          allowModelDownload: true,
          hfEndpoint: hub.url,
        },
      ),
      { logger: false },
    );
  }, 600_000);
  afterAll(async () => {
    await app?.close();
    await hub?.close();
    fs.rmSync(modelsDir, { recursive: true, force: true });
  });

  it('fetches the damaged file again, by checksum, and then runs on the neural engine', async () => {
    await expect.poll(async () => (await status(app)).neural.state, { timeout: 60_000 }).toBe('ready');
    expect(hub.requests).toEqual([
      { repo: TEST_MODEL_IDS['en-sv'], path: 'onnx/encoder_model_quantized.onnx', range: undefined },
    ]);
    expect((await translate(app, 'Hello!', 'en-sv')).json()).toMatchObject({
      translated_text: 'Hej!',
      engine: 'neural',
    });
  });
});
