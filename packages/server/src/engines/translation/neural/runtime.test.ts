import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyTestModels, ensureTestModels, TEST_MODEL_IDS } from '../../../test/neural-model.js';
import { tempDir } from '../../../test/temp-dir.js';
import { DEFAULT_NEURAL_MODELS, modelFolder } from './model-files.js';
import { maxNewTokens, NeuralModelError, NeuralRuntime } from './runtime.js';

// The tiny generated Marian models (scripts/make-test-model.py) stand in for OPUS-MT: same files, same loader.
describe('NeuralRuntime with the tiny OPUS-MT-layout test model', () => {
  let runtime: NeuralRuntime;
  beforeAll(async () => {
    runtime = await NeuralRuntime.load({ modelsDir: await ensureTestModels(), models: TEST_MODEL_IDS, threads: 1 });
  }, 600_000);
  afterAll(async () => {
    await runtime?.close();
  });

  it('uses the production model ids', () => {
    expect(TEST_MODEL_IDS).toEqual(DEFAULT_NEURAL_MODELS);
  });

  it('translates Swedish to English', async () => {
    expect(await runtime.translate('sv-en', ['Hej!', 'Katten sover på soffan.'])).toEqual([
      'Hello!',
      'The cat is sleeping on the sofa.',
    ]);
  });

  it('translates English to Swedish', async () => {
    expect(await runtime.translate('en-sv', ['Thank you very much.', 'Where is the station?'])).toEqual([
      'Tack så mycket.',
      'Var är stationen?',
    ]);
  });

  it('gives the same result for a batch as for each sentence alone', async () => {
    const sentences = [
      'Tack så mycket.',
      'Vi äter middag klockan sex.',
      'Hej!',
      'Jag talar lite svenska men inte mycket.',
      'Boken ligger på bordet.',
    ];
    const batched = await runtime.translate('sv-en', sentences);
    const alone = [];
    for (const sentence of sentences) alone.push(...(await runtime.translate('sv-en', [sentence])));
    expect(batched).toEqual(alone);
    expect(batched.every((text) => text.length > 0)).toBe(true);
  });

  it('returns nothing for no sentences and bounds the output length', async () => {
    expect(await runtime.translate('sv-en', [])).toEqual([]);
    expect(maxNewTokens(10)).toBe(36);
    expect(maxNewTokens(1000)).toBe(512);
  });
});

describe('NeuralRuntime with damaged model files', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await copyTestModels(tempDir('st-models-'));
  }, 600_000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('names the missing file', async () => {
    fs.rmSync(path.join(modelFolder(dir, TEST_MODEL_IDS['en-sv']), 'onnx/decoder_model_merged_quantized.onnx'));
    const error = await NeuralRuntime.load({ modelsDir: dir, models: TEST_MODEL_IDS }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NeuralModelError);
    expect((error as Error).message).toMatch(
      /Neural model Xenova\/opus-mt-en-sv is incomplete in .*: missing onnx\/decoder_model_merged_quantized.onnx \(run npm run models:download\)/,
    );
  });

  it('says which model could not be loaded when a file is corrupt', async () => {
    fs.writeFileSync(
      path.join(modelFolder(dir, TEST_MODEL_IDS['sv-en']), 'onnx/encoder_model_quantized.onnx'),
      'not onnx',
    );
    const error = await NeuralRuntime.load({ modelsDir: dir, models: TEST_MODEL_IDS }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NeuralModelError);
    expect((error as Error).message).toMatch(/^Neural model Xenova\/opus-mt-sv-en could not be loaded from /);
  });
});
