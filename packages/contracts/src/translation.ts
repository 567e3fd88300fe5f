import { type AlignmentPair, type Alternative, DIRECTIONS, type EngineId, MESSAGES } from '@swedish-translator/core';
import { z } from 'zod';
import { textRule } from './text.js';

/**
 * POST /translate-text. Shape and blank-text checks answer 400 with the first issue's message; the length limit
 * answers 413 and is checked by the route (`exceedsTranslateLimit`).
 */
export const translateTextRequestSchema = z.object(
  {
    direction: z.enum(DIRECTIONS, { error: MESSAGES.directionInvalid }),
    text: z
      .string({ error: 'text must be a string' })
      .superRefine(textRule('text', 'translation'))
      .refine((text) => text.trim().length > 0, { message: MESSAGES.enterTextToTranslate }),
  },
  { error: 'Request body must be a JSON object with text and direction' },
);
export type TranslateTextRequest = z.infer<typeof translateTextRequestSchema>;

export interface TranslateTextResponse {
  success: true;
  translated_text: string;
  engine: EngineId;
  unknown_words?: string[];
  alternatives?: Alternative[];
  /**
   * Built-in engine only (other engines leave it out): each source word or phrase and what it became, as
   * [start, end) ranges (UTF-16 code units, as JavaScript strings index) into `text` and `translated_text`.
   * Ranges start and end on letters or digits; one source range may appear in several pairs ("gick" → "did … go").
   * Sentences with inline markdown (bold, links, code) are not aligned.
   */
  alignment?: AlignmentPair[];
  /** Built-in engine only: source words whose sense the engine picked by default, without a cue in the sentence. */
  uncertain_words?: string[];
}

/** GET /api/translation/status */
export interface TranslationStatusResponse {
  success: true;
  engine: EngineId;
  configured: EngineId | 'auto';
  neural: {
    installed: boolean;
    downloading: boolean;
    /** 0–1 while downloading, else null. */
    progress: number | null;
    /** off: another engine is configured; absent: models missing and no download; downloading; loading; ready; failed. */
    state: 'off' | 'absent' | 'downloading' | 'loading' | 'ready' | 'failed';
    received_bytes: number | null;
    total_bytes: number | null;
    /** Why the neural engine is not answering, after a failed download or load. */
    error: string | null;
    models: { 'sv-en': string; 'en-sv': string };
  };
}
