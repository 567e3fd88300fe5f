import os from 'node:os';
import type { Direction, TranslatedSentence, Translator } from '@swedish-translator/core';
import { type PoolStats, workerFileUrl } from '../../worker-pool.js';
import type { NeuralModelIds } from './model-files.js';
import { ProcessPool } from './process-pool.js';
import type { NeuralTask, NeuralWorkerData } from './worker.js';

export interface NeuralTranslatorOptions {
  modelsDir: string;
  models: NeuralModelIds;
  /** Worker processes; each holds both models (about 300 MB with the quantized OPUS-MT models). */
  workers?: number;
  queueSize: number;
  taskTimeoutMs: number;
  /** ONNX Runtime threads per worker; default: every core. */
  threads?: number;
  /** Sentences per generate call. */
  batchSize?: number;
  testHooks?: boolean;
}

export interface NeuralTranslator extends Translator {
  readonly id: 'neural';
  /** Starts the worker and loads the models; rejects with the loader's message when they cannot be loaded. */
  warmUp(): Promise<void>;
  stats(): PoolStats;
  /** Process ids of the workers. */
  pids(): number[];
  /** Tests only (testHooks): makes one worker exit abruptly. */
  crashWorker(): Promise<void>;
}

export const DEFAULT_BATCH_SIZE = 8;

/**
 * OPUS-MT through transformers.js in worker processes (see process-pool.ts for why not threads). Each request's sentences go to the workers in batches
 * (one generate call per batch), one batch at a time, so long texts do not crowd the queue and requests interleave.
 */
export function createNeuralTranslator(options: NeuralTranslatorOptions): NeuralTranslator {
  const pool = new ProcessPool<NeuralTask, string[]>({
    file: workerFileUrl(import.meta.url, './worker'),
    size: options.workers ?? 1,
    maxQueue: options.queueSize,
    taskTimeoutMs: options.taskTimeoutMs,
    workerData: {
      modelsDir: options.modelsDir,
      models: options.models,
      threads: options.threads ?? os.availableParallelism(),
      testHooks: options.testHooks,
    } satisfies NeuralWorkerData,
    name: 'neural translation engine',
  });
  const batchSize = Math.max(1, options.batchSize ?? DEFAULT_BATCH_SIZE);
  return {
    id: 'neural',
    async translate(sentences: readonly string[], direction: Direction, signal?: AbortSignal) {
      const out: TranslatedSentence[] = [];
      for (let i = 0; i < sentences.length; i += batchSize) {
        const batch = sentences.slice(i, i + batchSize);
        const texts = await pool.run({ op: 'translate', direction, sentences: batch }, signal);
        for (const text of texts) out.push({ text });
      }
      return out;
    },
    async warmUp() {
      await pool.run({ op: 'translate', direction: 'sv-en', sentences: [] });
    },
    stats: () => pool.stats(),
    pids: () => pool.pids(),
    async crashWorker() {
      await pool.run({ op: 'crash' }).catch(() => undefined);
    },
    close: () => pool.close(),
  };
}
