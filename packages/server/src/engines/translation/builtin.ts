import type { Alternative, Direction, TranslatedSentence, Translator } from '@swedish-translator/core';
import { WorkerPool, workerFileUrl } from '../worker-pool.js';
import type { BuiltinTask, BuiltinWorkerData } from './builtin-worker.js';

export interface BuiltinTranslatorOptions {
  workers: number;
  queueSize: number;
  taskTimeoutMs: number;
  dataDir?: string;
}

/** The rule-based engine (packages/engine-builtin), run in a worker-thread pool so it never blocks requests. */
export function createBuiltinTranslator(options: BuiltinTranslatorOptions): Translator {
  const pool = new WorkerPool<BuiltinTask, TranslatedSentence[] | Alternative[]>({
    file: workerFileUrl(import.meta.url, './builtin-worker'),
    size: options.workers,
    maxQueue: options.queueSize,
    taskTimeoutMs: options.taskTimeoutMs,
    workerData: { dataDir: options.dataDir } satisfies BuiltinWorkerData,
    name: 'built-in translation engine',
  });
  return {
    id: 'builtin',
    async translate(sentences: readonly string[], direction: Direction, signal?: AbortSignal) {
      return (await pool.run(
        { op: 'translate', sentences: [...sentences], direction },
        signal,
      )) as TranslatedSentence[];
    },
    async alternatives(phrase: string, direction: Direction) {
      return (await pool.run({ op: 'lookup', phrase, direction })) as Alternative[];
    },
    close: () => pool.close(),
  };
}
