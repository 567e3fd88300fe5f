import type { Direction } from '@swedish-translator/core';
import type { NeuralModelIds } from './model-files.js';
import { serveProcess } from './process-pool.js';
import { NeuralRuntime } from './runtime.js';

export interface NeuralWorkerData {
  modelsDir: string;
  models: NeuralModelIds;
  /** ONNX Runtime intra-op threads in this worker. */
  threads?: number;
  /** Tests only: accept the `crash` task, which ends the process as a native crash would. */
  testHooks?: boolean;
}

export type NeuralTask = { op: 'translate'; direction: Direction; sentences: string[] } | { op: 'crash' };

/** One worker process: loads both OPUS-MT models once, then translates batches of sentences. */
serveProcess<NeuralTask, string[]>(async (data) => {
  const options = data as NeuralWorkerData;
  const runtime = await NeuralRuntime.load(options);
  return (task) => {
    if (task.op === 'crash') {
      if (!options.testHooks) throw new Error('crash is a test hook');
      process.exit(70);
    }
    return runtime.translate(task.direction, task.sentences);
  };
});
