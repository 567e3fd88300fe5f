import type { Alternative, Direction, EngineId, TranslatedSentence, Translator } from '@swedish-translator/core';
import { WorkerCrashedError, WorkerTaskError } from '../../worker-pool.js';
import { downloadModels, NetworkUnavailableError } from './download.js';
import { type NeuralModelIds, neuralModelsPresent } from './model-files.js';
import type { NeuralTranslator } from './translator.js';

export type NeuralState = 'off' | 'absent' | 'downloading' | 'loading' | 'ready' | 'failed';

/** The neural engine's state, as GET /api/translation/status shows it. */
export interface NeuralModelStatus {
  /** Both models are in MODELS_DIR. */
  installed: boolean;
  downloading: boolean;
  /** Download progress 0–1 while downloading, else null. */
  progress: number | null;
  /** off: not used (another engine is configured); absent: models missing, no download; downloading; loading; ready; failed (see error). */
  state: NeuralState;
  received_bytes: number | null;
  total_bytes: number | null;
  /** Why the neural engine is not in use, when it failed. */
  error: string | null;
  models: NeuralModelIds;
}

interface Logger {
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

export interface NeuralSwitchOptions {
  modelsDir: string;
  models: NeuralModelIds;
  hfEndpoint: string;
  /** Fetch missing models in the background (auto with ALLOW_MODEL_DOWNLOAD=true). */
  download: boolean;
  createNeural: () => NeuralTranslator;
  log?: Logger;
}

/**
 * The translator for TRANSLATION_ENGINE=auto (and neural): answers with the built-in engine until the neural models
 * are loaded, then with the neural engine. Missing models are downloaded in the background when allowed. Models that
 * cannot be loaded (missing or corrupt files), and a neural worker that fails mid-request, leave the built-in engine
 * answering; `status()` says why. When downloads are allowed, unloadable models are checked against the hub's
 * checksums, damaged files fetched again, and the load retried once.
 */
export class NeuralSwitch implements Translator {
  private active: Translator;
  private neural?: NeuralTranslator;
  private state: NeuralState = 'absent';
  private received: number | null = null;
  private total: number | null = null;
  private error: string | null = null;
  private readonly abort = new AbortController();
  private closed = false;
  /** Settles when the start-up work (download, load) is over, whatever the outcome. */
  readonly settled: Promise<void>;

  constructor(
    private readonly builtin: Translator,
    private readonly options: NeuralSwitchOptions,
  ) {
    this.active = builtin;
    this.settled = this.start();
  }

  get id(): EngineId {
    return this.active.id;
  }

  async translate(
    sentences: readonly string[],
    direction: Direction,
    signal?: AbortSignal,
  ): Promise<TranslatedSentence[]> {
    const engine = this.active;
    try {
      return await engine.translate(sentences, direction, signal);
    } catch (error) {
      // A neural worker that crashed or failed is replaced by the pool; this request gets the built-in answer.
      if (engine === this.builtin || !(error instanceof WorkerCrashedError || error instanceof WorkerTaskError)) {
        throw error;
      }
      this.options.log?.warn({ err: error }, 'neural engine failed; answering with the built-in engine');
      return this.builtin.translate(sentences, direction, signal);
    }
  }

  /** Learners' alternatives come from the built-in lexicon whichever engine translates. */
  async alternatives(phrase: string, direction: Direction): Promise<Alternative[]> {
    return this.builtin.alternatives ? this.builtin.alternatives(phrase, direction) : [];
  }

  status(): NeuralModelStatus {
    const installed = neuralModelsPresent(this.options.modelsDir, this.options.models);
    const downloading = this.state === 'downloading';
    return {
      installed,
      downloading,
      progress: downloading && this.total ? Math.min(1, (this.received ?? 0) / this.total) : null,
      state: this.state,
      received_bytes: downloading ? this.received : null,
      total_bytes: downloading ? this.total : null,
      error: this.error,
      models: this.options.models,
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    this.abort.abort(new Error('server closing'));
    // Closing the pool also ends a load in progress (its warm-up task fails with PoolClosedError).
    await this.neural?.close?.();
    await this.settled;
    await this.builtin.close?.();
  }

  private async start(): Promise<void> {
    const { modelsDir, models, log } = this.options;
    if (!neuralModelsPresent(modelsDir, models)) {
      if (!this.options.download) {
        this.state = 'absent';
        return;
      }
      log?.info({ models: Object.values(models) }, 'neural models missing: downloading in the background');
      if (!(await this.download())) return;
    }
    if (await this.load()) return;
    // Present but unloadable (a damaged file): the download checks every file against the hub's checksums and
    // fetches the ones that differ, then we try once more.
    if (this.closed || !this.options.download) return;
    log?.warn({ models: Object.values(models) }, 'neural models could not be loaded: checking them against the hub');
    if (await this.download()) await this.load();
  }

  /** Fetches what is missing or different from the hub; false (state failed) when that does not work. */
  private async download(): Promise<boolean> {
    this.state = 'downloading';
    this.received = null;
    this.total = null;
    try {
      await downloadModels({
        modelsDir: this.options.modelsDir,
        modelIds: Object.values(this.options.models),
        endpoint: this.options.hfEndpoint,
        signal: this.abort.signal,
        onProgress: ({ receivedBytes, totalBytes }) => {
          this.received = receivedBytes;
          this.total = totalBytes;
        },
      });
    } catch (error) {
      if (!this.closed) this.fail(error, 'neural model download failed; staying on the built-in engine');
      return false;
    }
    return !this.closed;
  }

  /** Starts the worker and loads the models; true when the neural engine now answers. */
  private async load(): Promise<boolean> {
    this.state = 'loading';
    const neural = this.options.createNeural();
    this.neural = neural;
    try {
      await neural.warmUp();
    } catch (error) {
      await neural.close?.();
      this.neural = undefined;
      if (!this.closed) this.fail(error, 'neural models could not be loaded; staying on the built-in engine');
      return false;
    }
    if (this.closed) return false;
    this.active = neural;
    this.state = 'ready';
    this.error = null;
    this.options.log?.info({ models: Object.values(this.options.models) }, 'neural engine ready');
    return true;
  }

  private fail(error: unknown, message: string): void {
    this.state = 'failed';
    this.error = error instanceof Error ? error.message : String(error);
    // An offline server is a normal way to run (the built-in engine answers): a warning, not an error with a stack.
    if (error instanceof NetworkUnavailableError) this.options.log?.warn({ reason: error.message }, message);
    else this.options.log?.error({ err: error }, message);
  }
}
