import { DIRECTIONS, MESSAGES } from '@swedish-translator/core';
import { z } from 'zod';

/** The text fields of POST /upload (multipart); the image itself is the `file` part. */
export const uploadFieldsSchema = z.object({
  direction: z.enum(DIRECTIONS, { error: MESSAGES.directionInvalid }),
});
export type UploadFields = z.infer<typeof uploadFieldsSchema>;

/** POST /upload reply. `extracted_text` is the text read from the image, before translation. */
export const uploadResponseSchema = z.object({
  translated_text: z.string(),
  extracted_text: z.string(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;
