import {
  env,
  type PreTrainedModel,
  type PreTrainedTokenizer,
  pipeline,
  type Tensor,
  type TranslationPipeline,
} from '@huggingface/transformers';
import { DIRECTIONS, type Direction } from '@swedish-translator/core';
import { missingModelFiles, modelFolder, type NeuralModelIds } from './model-files.js';

export interface NeuralRuntimeOptions {
  modelsDir: string;
  models: NeuralModelIds;
  /** ONNX Runtime intra-op threads per model; defaults to ONNX Runtime's own choice (all cores). */
  threads?: number;
}

/** A model that is missing or cannot be loaded; the message says which and what to do. */
export class NeuralModelError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NeuralModelError';
  }
}

/** Longest output, in tokens, for an input of `inputTokens` tokens (bounds runaway generation). */
export function maxNewTokens(inputTokens: number): number {
  return Math.min(512, 2 * inputTokens + 16);
}

interface LoadedModel {
  tokenizer: PreTrainedTokenizer;
  model: PreTrainedModel;
  eos: Set<number>;
}

/**
 * OPUS-MT models loaded with transformers.js from MODELS_DIR only (no network, ever). Runs inside a worker thread;
 * `translate` is CPU-bound.
 */
export class NeuralRuntime {
  private constructor(private readonly loaded: Record<Direction, LoadedModel>) {}

  static async load(options: NeuralRuntimeOptions): Promise<NeuralRuntime> {
    env.allowRemoteModels = false;
    env.allowLocalModels = true;
    env.localModelPath = options.modelsDir;
    const loaded = {} as Record<Direction, LoadedModel>;
    for (const direction of DIRECTIONS) {
      loaded[direction] = await loadModel(options, options.models[direction]);
    }
    return new NeuralRuntime(loaded);
  }

  /**
   * Translates a batch of sentences in one generate call (padded to the longest). Each output row is cut at its
   * first end-of-sentence token: transformers.js keeps generating for rows that finished early, so without the cut
   * a batched sentence could differ from the same sentence translated alone.
   */
  async translate(direction: Direction, sentences: readonly string[]): Promise<string[]> {
    if (sentences.length === 0) return [];
    const { tokenizer, model, eos } = this.loaded[direction];
    const inputs = tokenizer([...sentences], { padding: true, truncation: true }) as Record<string, Tensor>;
    const inputTokens = inputs.input_ids?.dims[1] ?? 0;
    const output = (await model.generate({
      ...inputs,
      generation_config: { max_new_tokens: maxNewTokens(inputTokens) },
    } as Parameters<PreTrainedModel['generate']>[0])) as Tensor;
    const rows = output.tolist() as bigint[][];
    output.dispose?.();
    return rows.map((row) => {
      // row[0] is the decoder start token.
      const ids = row.slice(1).map(Number);
      const end = ids.findIndex((id) => eos.has(id));
      const text = tokenizer.decode(end < 0 ? ids : ids.slice(0, end), { skip_special_tokens: true });
      return text.trim();
    });
  }

  async close(): Promise<void> {
    for (const { model } of Object.values(this.loaded)) await model.dispose();
  }
}

async function loadModel(options: NeuralRuntimeOptions, modelId: string): Promise<LoadedModel> {
  const folder = modelFolder(options.modelsDir, modelId);
  const missing = missingModelFiles(options.modelsDir, modelId);
  if (missing.length > 0) {
    throw new NeuralModelError(
      `Neural model ${modelId} is incomplete in ${folder}: missing ${missing.join(', ')} (run npm run models:download)`,
    );
  }
  const warn = console.warn;
  // MarianTokenizer warns on every load that the "fast" tokenizers library does not support it; nothing to act on.
  console.warn = (...args: unknown[]) => {
    if (!String(args[0]).includes('MarianTokenizer')) warn(...args);
  };
  try {
    const translator = (await pipeline('translation', modelId, {
      dtype: 'q8',
      local_files_only: true,
      session_options: options.threads ? { intraOpNumThreads: options.threads, interOpNumThreads: 1 } : undefined,
    })) as unknown as TranslationPipeline;
    const config = translator.model.config as unknown as { eos_token_id?: number | number[] };
    const eosSetting = translator.model.generation_config?.eos_token_id ?? config.eos_token_id;
    const eos = new Set<number>([eosSetting ?? []].flat().map(Number));
    return { tokenizer: translator.tokenizer, model: translator.model, eos };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new NeuralModelError(`Neural model ${modelId} could not be loaded from ${folder}: ${reason}`);
  } finally {
    console.warn = warn;
  }
}
