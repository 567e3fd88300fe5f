import type { EngineId, Translator } from '@swedish-translator/core';
import type { AppConfig } from '../../config.js';
import { createBuiltinTranslator } from './builtin.js';
import { createDeeplTranslator } from './deepl.js';
import { TranslationEngineError } from './errors.js';
import { createLibreTranslateTranslator } from './libretranslate.js';
import { createNeuralTranslator, isNeuralModelInstalled } from './neural-hook.js';
import { createOpenAiTranslator } from './openai.js';

export { TranslationEngineError } from './errors.js';
export {
  isNeuralModelInstalled,
  type NeuralModelStatus,
  neuralModelStatus,
  neuralStatusOf,
} from './neural-hook.js';

/** The engine TRANSLATION_ENGINE selects; `auto` = neural when its model is installed, else built-in. */
export function resolveEngineId(config: AppConfig): EngineId {
  const wanted = config.translation.engine;
  if (wanted !== 'auto') return wanted;
  return isNeuralModelInstalled(config) ? 'neural' : 'builtin';
}

const FACTORIES: Record<EngineId, (config: AppConfig) => Translator> = {
  builtin: (config) =>
    createBuiltinTranslator({
      workers: config.translation.workers,
      queueSize: config.translation.queueSize,
      taskTimeoutMs: config.translation.taskTimeoutMs,
    }),
  neural: (config) => createNeuralTranslator(config, () => FACTORIES.builtin(config)),
  deepl: ({ translation }) =>
    createDeeplTranslator({
      apiKey: required(translation.deepl.apiKey, 'DEEPL_API_KEY'),
      timeoutMs: translation.providerTimeoutMs,
    }),
  libretranslate: ({ translation }) =>
    createLibreTranslateTranslator({
      url: required(translation.libretranslate.url, 'LIBRETRANSLATE_URL'),
      apiKey: translation.libretranslate.apiKey,
      timeoutMs: translation.providerTimeoutMs,
    }),
  openai: ({ translation }) =>
    createOpenAiTranslator({ ...translation.openai, timeoutMs: translation.providerTimeoutMs }),
};

function required(value: string | undefined, name: string): string {
  if (!value) throw new TranslationEngineError(`${name} is not set`, 500);
  return value;
}

/**
 * Builds the configured engine. Called once, in the app factory. `auto` always gets the neural switch, which starts
 * on the built-in engine and moves to the neural one once its models are (downloaded and) loaded.
 */
export function createTranslator(config: AppConfig, log?: Parameters<typeof createNeuralTranslator>[2]): Translator {
  if (config.translation.engine === 'auto') {
    return createNeuralTranslator(config, () => FACTORIES.builtin(config), log);
  }
  return FACTORIES[resolveEngineId(config)](config);
}
