import {
  type AlignmentPair,
  type Alternative,
  type Direction,
  type EngineId,
  isShortPhrase,
  joinAligned,
  sentencesOf,
  splitForTranslation,
  stripInlineMarkers,
  type Translator,
} from '@swedish-translator/core';
import type { FastifyBaseLogger } from 'fastify';
import { TranslationEngineError } from '../../engines/translation/errors.js';
import type { NeuralModelStatus } from '../../engines/translation/neural-hook.js';
import { PoolOverloadedError, TaskTimeoutError } from '../../engines/worker-pool.js';
import { HttpError } from '../../http-error.js';
import { ByteLruCache, jsonBytes } from './cache.js';

export const BUSY_MESSAGE = 'Translation service is busy, please try again';
export const TIMEOUT_MESSAGE = 'Translation took too long, please try again';

export interface TranslateTextResult {
  translated_text: string;
  engine: EngineId;
  /** Source words the engine passed through untranslated (the web underlines them). */
  unknown_words?: string[];
  /** Other senses, for a single word or a short phrase. */
  alternatives?: Alternative[];
  /** Which source words became which translated words, as ranges into the text and translated_text (engines that
   * can say so: the built-in one). */
  alignment?: AlignmentPair[];
  /** Source words whose sense the engine picked without a cue in the sentence (built-in engine). */
  uncertain_words?: string[];
}

export interface TranslationStatus {
  /** The engine answering requests. */
  engine: EngineId;
  /** What TRANSLATION_ENGINE asked for. */
  configured: EngineId | 'auto';
  neural: NeuralModelStatus;
}

export interface TranslationServiceOptions {
  configured: EngineId | 'auto';
  cacheBytes: number;
  neuralStatus: () => NeuralModelStatus;
  log?: FastifyBaseLogger;
}

/**
 * Text translation for the routes and for other features (the image feature translates OCR text with it):
 * splits text into sentences, asks the engine, puts paragraphs and line breaks back, caches whole results,
 * and turns engine failures into HTTP errors with clear messages.
 */
export class TranslationService {
  private readonly cache: ByteLruCache<TranslateTextResult>;

  constructor(
    private readonly translator: Translator,
    private readonly options: TranslationServiceOptions,
  ) {
    this.cache = new ByteLruCache<TranslateTextResult>(options.cacheBytes, jsonBytes);
  }

  get engine(): EngineId {
    return this.translator.id;
  }

  async translateText(text: string, direction: Direction, signal?: AbortSignal): Promise<TranslateTextResult> {
    const key = `${this.translator.id}\u0000${direction}\u0000${text}`;
    const cached = this.cache.get(key);
    if (cached) return cached;

    const pieces = splitForTranslation(text);
    const sentences = sentencesOf(pieces);
    const result: TranslateTextResult = { translated_text: text, engine: this.translator.id };
    if (sentences.length > 0) {
      const [translated, alternatives] = await Promise.all([
        this.call(() => this.translator.translate(sentences, direction, signal), signal),
        this.alternativesFor(text, direction),
      ]);
      const joined = joinAligned(pieces, translated);
      result.translated_text = joined.text;
      const unknown = [...new Set(translated.flatMap((sentence) => sentence.unknown ?? []))];
      if (unknown.length > 0) result.unknown_words = unknown;
      if (joined.alignment) result.alignment = joined.alignment;
      const uncertain = [...new Set(translated.flatMap((sentence) => sentence.uncertain ?? []))];
      if (uncertain.length > 0) result.uncertain_words = uncertain;
      if (alternatives.length > 0) result.alternatives = alternatives;
    }
    this.cache.set(key, result);
    return result;
  }

  status(): TranslationStatus {
    return { engine: this.translator.id, configured: this.options.configured, neural: this.options.neuralStatus() };
  }

  async close(): Promise<void> {
    await this.translator.close?.();
  }

  /** Alternatives are a bonus: a failure there never fails the translation. */
  private async alternativesFor(source: string, direction: Direction): Promise<Alternative[]> {
    const text = stripInlineMarkers(source); // "**kaffe**" is looked up as "kaffe"
    if (!this.translator.alternatives || !isShortPhrase(text)) return [];
    try {
      return await this.translator.alternatives(text.trim(), direction);
    } catch (error) {
      this.options.log?.warn({ err: error }, 'alternatives lookup failed');
      return [];
    }
  }

  private async call<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    try {
      return await work();
    } catch (error) {
      // Nobody is waiting for the answer: a 4xx, so the log does not call it a server error.
      if (signal?.aborted) throw new HttpError(499, 'Client closed the request');
      throw toHttpError(error);
    }
  }
}

function toHttpError(error: unknown): unknown {
  if (error instanceof PoolOverloadedError) return new HttpError(503, BUSY_MESSAGE);
  if (error instanceof TaskTimeoutError) return new HttpError(503, TIMEOUT_MESSAGE);
  if (error instanceof TranslationEngineError) return new HttpError(error.status, error.message);
  return error;
}
