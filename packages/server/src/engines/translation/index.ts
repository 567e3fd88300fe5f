import type { EngineId, Translator } from '@swedish-translator/core';
import type { AppConfig } from '../../config.js';
import { createBuiltinTranslator } from './builtin.js';
import { createNeuralTranslator, isNeuralModelInstalled } from './neural-hook.js';

export { TranslationEngineError } from './errors.js';
export { isNeuralModelInstalled, type NeuralModelStatus, neuralModelStatus } from './neural-hook.js';

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
  neural: (config) => createNeuralTranslator(config),
  deepl: () => notYet('deepl'),
  libretranslate: () => notYet('libretranslate'),
  openai: () => notYet('openai'),
};

function notYet(id: EngineId): never {
  throw new Error(`engine ${id} is not implemented yet`);
}

/** Builds the configured engine. Called once, in the app factory. */
export function createTranslator(config: AppConfig): Translator {
  return FACTORIES[resolveEngineId(config)](config);
}
