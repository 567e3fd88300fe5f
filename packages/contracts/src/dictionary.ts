import { characterCount, DICTIONARY_LANGUAGES, type DictionaryEntry, LIMITS, MESSAGES } from '@swedish-translator/core';
import { z } from 'zod';
import { textRule } from './text.js';

export type { DictionaryEntry, DictionaryExample, DictionaryForms } from '@swedish-translator/core';

const word = z
  .string({
    error: (issue) => (issue.input === undefined ? MESSAGES.dictionaryWordRequired : MESSAGES.dictionaryWordNotText),
  })
  .refine((w) => w.trim().length > 0, { message: MESSAGES.dictionaryWordRequired, abort: true })
  .superRefine(textRule('word', 'line'))
  .refine((w) => characterCount(w) <= LIMITS.dictionaryWordMaxLength, {
    message: MESSAGES.dictionaryWordTooLong(LIMITS.dictionaryWordMaxLength),
  });

/**
 * GET /api/dictionary?word=<w>&from=sv|en (public). A blank or missing word, a word over 100 characters, a word given
 * twice, or a `from` other than sv/en answers 400 `{success: false, error}` with the first problem's message.
 */
export const dictionaryQuerySchema = z.object({
  word,
  from: z.enum(DICTIONARY_LANGUAGES, { error: MESSAGES.dictionaryLanguageInvalid }),
});
export type DictionaryQuery = z.infer<typeof dictionaryQuerySchema>;

/**
 * 200 for every well-formed query; a word the dictionary does not know has `entries: []`. Entries come most likely
 * first; each is one lemma and part of speech (see DictionaryEntry in core for every field).
 */
export interface DictionaryResponse {
  success: true;
  entries: DictionaryEntry[];
}
