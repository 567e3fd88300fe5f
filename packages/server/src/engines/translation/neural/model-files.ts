import fs from 'node:fs';
import path from 'node:path';
import type { Direction } from '@swedish-translator/core';

/** Hub model id per direction, e.g. `Xenova/opus-mt-sv-en`. */
export type NeuralModelIds = Record<Direction, string>;

export const DEFAULT_NEURAL_MODELS: NeuralModelIds = {
  'sv-en': 'Xenova/opus-mt-sv-en',
  'en-sv': 'Xenova/opus-mt-en-sv',
};

/**
 * The files transformers.js 3.x loads for a Marian (OPUS-MT) model with quantized weights (dtype q8):
 * config and generation config, tokenizer, the ONNX encoder and the merged (KV-cache) decoder.
 */
export const MODEL_FILES = [
  'config.json',
  'generation_config.json',
  'tokenizer.json',
  'tokenizer_config.json',
  'onnx/encoder_model_quantized.onnx',
  'onnx/decoder_model_merged_quantized.onnx',
] as const;

/** Where a model lives under MODELS_DIR: the hub id as a relative path (`Xenova/opus-mt-sv-en`). */
export function modelFolder(modelsDir: string, modelId: string): string {
  return path.join(modelsDir, ...modelId.split('/'));
}

/** Files of `modelId` missing (or empty) under `modelsDir`. */
export function missingModelFiles(modelsDir: string, modelId: string): string[] {
  const folder = modelFolder(modelsDir, modelId);
  return MODEL_FILES.filter((file) => {
    try {
      return fs.statSync(path.join(folder, file)).size === 0;
    } catch {
      return true;
    }
  });
}

/** True when every file of both models is in place. */
export function neuralModelsPresent(modelsDir: string, models: NeuralModelIds): boolean {
  return Object.values(models).every((id) => missingModelFiles(modelsDir, id).length === 0);
}
