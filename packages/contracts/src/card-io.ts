import { CARD_IO_LIMITS, CARD_SORTS, MESSAGES } from '@swedish-translator/core';
import { z } from 'zod';
import { textRule } from './text.js';

/** Query, import and export shapes of a collection's cards (issue 14). */

const single = (field: string) => z.string({ error: `${field} must be a single value` });

/** GET /api/collections/{id}/flashcards?q=&sort= */
export const flashcardListQuery = z.object({
  q: single('q')
    .trim()
    .superRefine(textRule('q', 'line'))
    .max(CARD_IO_LIMITS.searchMaxLength, MESSAGES.searchTooLong)
    .optional()
    .transform((value) => value || undefined),
  sort: z.enum(CARD_SORTS, { error: MESSAGES.sortInvalid }).default('created'),
});
export type FlashcardListQuery = z.input<typeof flashcardListQuery>;

export const EXPORT_FORMATS = ['csv', 'apkg'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** GET /api/collections/{id}/export?format=csv|apkg[&include=reviews] */
export const exportQuery = z
  .object({
    format: z.enum(EXPORT_FORMATS, { error: MESSAGES.exportFormatInvalid }),
    include: z.literal('reviews', { error: MESSAGES.exportIncludeInvalid }).optional(),
  })
  .refine((query) => query.include === undefined || query.format === 'csv', { error: MESSAGES.exportReviewsCsvOnly });

/** The CSV export's header row, in order (RFC 4180, UTF-8). */
export const CSV_EXPORT_COLUMNS = [
  'front_text',
  'back_text',
  'example_sentence',
  'review_count',
  'difficulty_level',
  'last_reviewed',
  'next_review',
] as const;

/** reviews.csv of `?include=reviews`: one row per review, oldest first. */
export const CSV_REVIEW_COLUMNS = [
  'front_text',
  'back_text',
  'rating',
  'reviewed_at',
  'interval_before_days',
  'interval_after_days',
] as const;

/** POST /api/collections/{id}/import?dry_run=true: check and preview without writing. */
export const importQuery = z.object({
  dry_run: z
    .enum(['true', 'false', '1', '0'], { error: 'dry_run must be true or false' })
    .optional()
    .transform((value) => value === 'true' || value === '1'),
});

export const importRowError = z.object({ line: z.number().int(), error: z.string() });
export type ImportRowError = z.infer<typeof importRowError>;

export const importPreviewRow = z.object({
  line: z.number().int(),
  front_text: z.string(),
  back_text: z.string(),
  example_sentence: z.string().nullable(),
  duplicate: z.boolean(),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRow>;

/**
 * The import reply. `imported` counts cards written (or, in a dry run, that would be written), `skipped` the
 * duplicates, `errors` the rows that block the import. `preview` holds the first rows of the file.
 */
export const importResponse = z.object({
  success: z.boolean(),
  dry_run: z.boolean(),
  imported: z.number().int(),
  skipped: z.number().int(),
  errors: z.array(importRowError),
  preview: z.array(importPreviewRow),
  error: z.string().optional(),
});
export type ImportResponse = z.infer<typeof importResponse>;
