import type { Alternative, Direction, TranslatedSentence } from '@swedish-translator/core';
import { createBuiltinEngine, loadLexicon } from '@swedish-translator/engine-builtin';
import { serveWorker } from '../worker-entry.js';

/** Work the built-in engine does in a worker thread. */
export type BuiltinTask =
  | { op: 'translate'; sentences: string[]; direction: Direction }
  | { op: 'lookup'; phrase: string; direction: Direction };

export interface BuiltinWorkerData {
  /** Lexicon folder; undefined = the package's own data. */
  dataDir?: string;
}

// The lexicon is loaded once per thread, before the pool sends the first task.
serveWorker<BuiltinTask, TranslatedSentence[] | Alternative[]>((data) => {
  const { dataDir } = (data ?? {}) as BuiltinWorkerData;
  const engine = createBuiltinEngine(loadLexicon(dataDir));
  return (task) =>
    task.op === 'translate'
      ? task.sentences.map((sentence) => engine.translateSentence(sentence, task.direction, { alignment: true }))
      : engine.lookup(task.phrase, task.direction);
});
