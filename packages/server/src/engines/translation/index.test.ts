import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultTranslationConfig, type TranslationConfig } from '../../config.js';
import { testConfig } from '../../test/test-app.js';
import { createTranslator, resolveEngineId } from './index.js';

const config = (translation: Partial<TranslationConfig>) =>
  testConfig(
    { dialect: 'sqlite', file: path.join('/tmp', 'unused.sqlite') },
    {
      translation: defaultTranslationConfig(translation),
    },
  );

describe('createTranslator', () => {
  it('auto picks the built-in engine while no neural model is installed', () => {
    expect(resolveEngineId(config({ engine: 'auto' }))).toBe('builtin');
  });

  it.each([
    ['builtin', {}],
    ['deepl', { deepl: { apiKey: 'k:fx' } }],
    ['libretranslate', { libretranslate: { url: 'http://127.0.0.1:5000' } }],
    ['openai', {}],
  ] as const)('builds the %s engine from config', async (engine, extra) => {
    const translator = createTranslator(config({ engine, ...extra }));
    expect(translator.id).toBe(engine);
    await translator.close?.();
  });

  it('explains a missing provider setting', () => {
    expect(() => createTranslator(config({ engine: 'deepl' }))).toThrow('DEEPL_API_KEY is not set');
  });

  it('explains that TRANSLATION_ENGINE=neural needs the models', () => {
    expect(() => createTranslator(config({ engine: 'neural' }))).toThrow(
      /^TRANSLATION_ENGINE=neural needs the models in MODELS_DIR; missing: .*Xenova\/opus-mt-sv-en, .*Xenova\/opus-mt-en-sv\. Run npm run models:download, or use TRANSLATION_ENGINE=auto$/,
    );
  });

  it('auto starts on the built-in engine and reports absent models when downloads are off', async () => {
    const translator = createTranslator(config({ engine: 'auto' }));
    expect(translator.id).toBe('builtin');
    await translator.close?.();
  });
});
