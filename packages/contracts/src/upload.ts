import { DIRECTIONS, MESSAGES } from '@swedish-translator/core';
import { z } from 'zod';

/** The text fields of POST /upload (multipart); the image itself is the `file` part. */
export const uploadFieldsSchema = z.object({
  direction: z.enum(DIRECTIONS, { error: MESSAGES.directionInvalid }),
});
export type UploadFields = z.infer<typeof uploadFieldsSchema>;

const range = z.tuple([z.number().int(), z.number().int()]);

/**
 * POST /upload reply. `extracted_text` is the text read from the image, before translation. With the built-in
 * engine, `alignment` and `uncertain_words` as in POST /translate-text, the ranges indexing `extracted_text` and
 * `translated_text`.
 */
export const uploadResponseSchema = z.object({
  translated_text: z.string(),
  extracted_text: z.string(),
  alignment: z.array(z.object({ src: range, tgt: range })).optional(),
  uncertain_words: z.array(z.string()).optional(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;
