import type { Alternative, Direction, TranslatedSentence, Translator } from '@swedish-translator/core';
import { WorkerPool, workerFileUrl } from '../engines/worker-pool.js';
import type { TestTask } from './workers/test-worker.js';

/**
 * An in-process engine for tests: upper-cases each sentence and tags it with the direction; words containing
 * "zz" are reported unknown; single words get one alternative. Counts its calls.
 */
export function createUppercaseTranslator(): Translator & { calls: string[][] } {
  const calls: string[][] = [];
  return {
    id: 'builtin',
    calls,
    async translate(sentences: readonly string[], _direction: Direction): Promise<TranslatedSentence[]> {
      calls.push([...sentences]);
      return sentences.map((sentence) => {
        const unknown = sentence.split(/\s+/).filter((word) => word.includes('zz'));
        return { text: `${sentence.toUpperCase()}`, ...(unknown.length ? { unknown } : {}) };
      });
    },
    async alternatives(phrase: string): Promise<Alternative[]> {
      return [{ text: `${phrase.toUpperCase()}-ALT`, pos: 'noun' }];
    },
  };
}

/** A deliberately slow engine on a real worker pool: one worker, `queueSize` waiting places, `ms` per request. */
export function createSlowTranslator(options: { ms: number; queueSize: number }): Translator {
  const pool = new WorkerPool<TestTask, unknown>({
    file: workerFileUrl(import.meta.url, './workers/test-worker'),
    size: 1,
    maxQueue: options.queueSize,
    taskTimeoutMs: 30_000,
    name: 'slow test engine',
  });
  return {
    id: 'builtin',
    async translate(sentences, _direction, signal) {
      await pool.run({ op: 'sleep', ms: options.ms }, signal);
      return sentences.map((text) => ({ text: `slow ${text}` }));
    },
    close: () => pool.close(),
  };
}
