import type { UploadResponse } from '@swedish-translator/contracts';
import { type Direction, LIMITS, MESSAGES, sourceLanguage } from '@swedish-translator/core';
import {
  cleanOcrText,
  detectImageType,
  OcrBusyError,
  type OcrEngine,
  type OcrLanguages,
  preprocessImage,
  UnreadableImageError,
} from '../../engines/ocr/index.js';
import { HttpError } from '../../http-error.js';

/** The part of the text translation service image translation uses (features/translation). */
export interface TextTranslation {
  translateText(
    text: string,
    direction: Direction,
    signal?: AbortSignal,
  ): Promise<Pick<UploadResponse, 'translated_text' | 'alignment' | 'uncertain_words'>>;
}

export interface ImageTranslationDeps {
  ocr: OcrEngine;
  translation: () => TextTranslation;
  maxPixels?: number;
}

/** Source language first: tesseract tries it first and falls back to the other for words it reads badly. */
export function ocrLanguages(direction: Direction): OcrLanguages {
  return sourceLanguage(direction) === 'sv' ? ['swe', 'eng'] : ['eng', 'swe'];
}

/** Milliseconds per stage of one image, for the request log. */
export interface ImageTimings {
  preprocessMs: number;
  ocrMs: number;
  translateMs: number;
}

export function createImageTranslationService(deps: ImageTranslationDeps) {
  const maxPixels = deps.maxPixels ?? LIMITS.maxImageMegapixels * 1_000_000;
  return {
    /** Reads the text in a PNG or JPEG and translates it. Empty text when the image holds none. */
    async translateImage(
      bytes: Buffer,
      direction: Direction,
      timings: Partial<ImageTimings> = {},
      signal?: AbortSignal,
    ): Promise<UploadResponse> {
      if (!detectImageType(bytes)) throw new HttpError(415, MESSAGES.unsupportedImageType);
      let started = performance.now();
      let image: Buffer;
      try {
        image = await preprocessImage(bytes, { maxPixels });
      } catch (error) {
        if (error instanceof UnreadableImageError) throw new HttpError(400, MESSAGES.couldNotReadImage);
        throw error;
      }
      timings.preprocessMs = Math.round(performance.now() - started);
      started = performance.now();
      let extracted: string;
      try {
        extracted = cleanOcrText(await deps.ocr.recognize(image, ocrLanguages(direction), signal));
      } catch (error) {
        if (error instanceof OcrBusyError) throw new HttpError(503, MESSAGES.ocrBusy);
        if (signal?.aborted) throw error;
        throw new HttpError(500, MESSAGES.ocrFailed);
      }
      timings.ocrMs = Math.round(performance.now() - started);
      if (!extracted) return { translated_text: '', extracted_text: '' };
      started = performance.now();
      const { translated_text, alignment, uncertain_words } = await deps
        .translation()
        .translateText(extracted, direction, signal);
      timings.translateMs = Math.round(performance.now() - started);
      // The Image tab gets the same word lookup as the Text tab: alignment indexes extracted_text.
      return {
        translated_text,
        extracted_text: extracted,
        ...(alignment ? { alignment } : {}),
        ...(uncertain_words ? { uncertain_words } : {}),
      };
    },
  };
}

export type ImageTranslationService = ReturnType<typeof createImageTranslationService>;
