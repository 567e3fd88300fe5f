import os from 'node:os';
import type { OcrConfig } from '../../config.js';
import { tesseractWorkerFactory } from './tesseract-worker.js';
import { defaultLanguageDataDir, prepareLanguageData } from './traineddata.js';
import type { OcrEngine } from './types.js';
import { OcrWorkerPool } from './worker-pool.js';

export { cleanOcrText } from './postprocess.js';
export { detectImageType, preprocessImage, UnreadableImageError } from './preprocess.js';
export * from './types.js';
export { OcrWorkerPool } from './worker-pool.js';

/** The offline tesseract.js engine: a worker pool reading Swedish and English traineddata from the npm packages. */
export function createOcrEngine(
  config: OcrConfig,
  log?: { warn(object: object, message: string): void },
): OcrWorkerPool {
  const langPath = prepareLanguageData(defaultLanguageDataDir(os.tmpdir()));
  return new OcrWorkerPool(tesseractWorkerFactory(langPath), {
    size: config.workers,
    queueLimit: config.queueLimit,
    timeoutMs: config.timeoutMs,
    log,
  });
}

export type { OcrEngine };
