import type { Translator } from '@swedish-translator/core';
import type { AppConfig } from '../../config.js';
import { TranslationEngineError } from './errors.js';
import { missingModelFiles, modelFolder, neuralModelsPresent } from './neural/model-files.js';
import { type NeuralModelStatus, NeuralSwitch } from './neural/switch.js';
import { createNeuralTranslator as createNeuralPool } from './neural/translator.js';

export type { NeuralModelStatus } from './neural/switch.js';

/** Status when the neural engine is not in play (another engine is configured). */
export function neuralModelStatus(config: AppConfig): NeuralModelStatus {
  return {
    installed: isNeuralModelInstalled(config),
    downloading: false,
    progress: null,
    state: 'off',
    received_bytes: null,
    total_bytes: null,
    error: null,
    models: config.neuralModels,
  };
}

export function isNeuralModelInstalled(config: AppConfig): boolean {
  return neuralModelsPresent(config.modelsDir, config.neuralModels);
}

/** The live status of a translator built by createNeuralTranslator, else the static one. */
export function neuralStatusOf(translator: Translator, config: AppConfig): NeuralModelStatus {
  return translator instanceof NeuralSwitch ? translator.status() : neuralModelStatus(config);
}

/**
 * TRANSLATION_ENGINE=auto or neural. `auto` answers with the built-in engine until the models are loaded and, with
 * ALLOW_MODEL_DOWNLOAD, downloads missing models first. `neural` needs the models in MODELS_DIR at start.
 * Either way a model that fails to load leaves the built-in engine answering, with the reason in the status.
 */
export function createNeuralTranslator(
  config: AppConfig,
  builtin: () => Translator,
  log?: ConstructorParameters<typeof NeuralSwitch>[1]['log'],
): Translator {
  const auto = config.translation.engine === 'auto';
  if (!auto && !isNeuralModelInstalled(config)) {
    const missing = Object.values(config.neuralModels)
      .filter((id) => missingModelFiles(config.modelsDir, id).length > 0)
      .map((id) => modelFolder(config.modelsDir, id));
    throw new TranslationEngineError(
      `TRANSLATION_ENGINE=neural needs the models in MODELS_DIR; missing: ${missing.join(', ')}. Run npm run models:download, or use TRANSLATION_ENGINE=auto`,
      503,
    );
  }
  return new NeuralSwitch(builtin(), {
    modelsDir: config.modelsDir,
    models: config.neuralModels,
    hfEndpoint: config.hfEndpoint,
    download: auto && config.allowModelDownload,
    createNeural: () =>
      createNeuralPool({
        modelsDir: config.modelsDir,
        models: config.neuralModels,
        queueSize: config.translation.queueSize,
        taskTimeoutMs: config.translation.taskTimeoutMs,
      }),
    log,
  });
}
