/**
 * Any engine the server offers, for the evaluation CLI: the same createTranslator(config) and TranslationService
 * the server uses (sentence splitting, worker pool, providers), configured from the environment with the engine
 * named on the command line, and the cache off so every line really is translated.
 */
import os from 'node:os';
import { type Direction, ENGINE_IDS, type EngineId } from '../packages/core/src/index.js';
import { loadConfig } from '../packages/server/src/config.js';
import { createTranslator, neuralStatusOf } from '../packages/server/src/engines/translation/index.js';
import { TranslationService } from '../packages/server/src/features/translation/service.js';

export interface EvalTranslator {
  readonly id: EngineId;
  translate(lines: readonly string[], direction: Direction): Promise<string[]>;
  close(): Promise<void>;
}

function isEngineId(value: string): value is EngineId {
  return (ENGINE_IDS as readonly string[]).includes(value);
}

export function createEvalTranslator(engine: string, env: NodeJS.ProcessEnv = process.env): EvalTranslator {
  if (!isEngineId(engine)) throw new Error(`unknown engine ${engine}; known: ${ENGINE_IDS.join(', ')}`);
  const workers = Math.max(1, Math.min(os.cpus().length, 8));
  const config = loadConfig({
    TRANSLATION_WORKERS: String(workers),
    ...env,
    TRANSLATION_ENGINE: engine,
    TRANSLATION_CACHE_MB: '0',
    TRANSLATION_QUEUE_SIZE: '10000',
    LOG_LEVEL: 'silent',
  });
  const translator = createTranslator(config);
  const service = new TranslationService(translator, {
    configured: engine,
    cacheBytes: 0,
    neuralStatus: () => neuralStatusOf(translator, config),
  });
  // Enough requests in flight to keep every worker (or a provider's connection pool) busy, in input order.
  const concurrency = engine === 'builtin' || engine === 'neural' ? config.translation.workers * 2 : 4;
  return {
    id: engine,
    async translate(lines, direction) {
      const outputs: string[] = new Array(lines.length);
      let next = 0;
      const lane = async () => {
        while (next < lines.length) {
          const index = next++;
          const line = lines[index] ?? '';
          outputs[index] = line.trim() ? (await service.translateText(line, direction)).translated_text : line;
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, lines.length) }, lane));
      return outputs;
    },
    close: () => service.close(),
  };
}
