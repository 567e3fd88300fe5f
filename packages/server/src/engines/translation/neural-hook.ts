import type { Translator } from '@swedish-translator/core';
import type { AppConfig } from '../../config.js';
import { TranslationEngineError } from './errors.js';

/**
 * Where the neural engine plugs in (built by the neural engine feature). Until then the model is never installed,
 * `auto` therefore picks the built-in engine, and TRANSLATION_ENGINE=neural fails at start with a clear message.
 */
export interface NeuralModelStatus {
  installed: boolean;
  downloading: boolean;
  /** Download progress 0–1 while downloading, else null. */
  progress: number | null;
}

export function neuralModelStatus(_config: AppConfig): NeuralModelStatus {
  return { installed: false, downloading: false, progress: null };
}

export function isNeuralModelInstalled(config: AppConfig): boolean {
  return neuralModelStatus(config).installed;
}

export function createNeuralTranslator(_config: AppConfig): Translator {
  throw new TranslationEngineError('The neural translation engine is not available in this build', 503);
}
