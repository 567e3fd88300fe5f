import {
  COLLECTION_LANGUAGES,
  DEFAULT_LANGUAGE_FROM,
  DEFAULT_LANGUAGE_TO,
  LIMITS,
  MESSAGES,
} from '@swedish-translator/core';
import { z } from 'zod';
import { textRule } from './text.js';

/** Request and response shapes of /api/collections and /api/flashcards (spec section 7). */

const languageCodes = COLLECTION_LANGUAGES.map((l) => l.code) as [
  (typeof COLLECTION_LANGUAGES)[number]['code'],
  ...(typeof COLLECTION_LANGUAGES)[number]['code'][],
];
const languageList = languageCodes.join(', ');
const bodyError = { error: 'Request body must be a JSON object' };

function language(field: string, fallback: (typeof languageCodes)[number]) {
  return z
    .enum(languageCodes, { error: `${field} must be one of ${languageList}` })
    .nullish()
    .transform((value) => value ?? fallback);
}

/** Optional text: null/absent/blank → null, otherwise trimmed and checked (characters, length). */
function optionalText(field: string, max: number) {
  return z
    .string({ error: `${field} must be a string` })
    .trim()
    .superRefine(textRule(field, 'multiline'))
    .max(max, `${field} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));
}

export const createCollectionBody = z.object(
  {
    name: z
      .string({ error: MESSAGES.collectionNameRequired })
      .trim()
      .superRefine(textRule('name', 'line'))
      .min(1, MESSAGES.collectionNameRequired)
      .max(LIMITS.collectionNameMaxLength, `name must be at most ${LIMITS.collectionNameMaxLength} characters`),
    description: optionalText('description', LIMITS.collectionDescriptionMaxLength).transform((v) => v ?? ''),
    language_from: language('language_from', DEFAULT_LANGUAGE_FROM),
    language_to: language('language_to', DEFAULT_LANGUAGE_TO),
  },
  bodyError,
);
export type CreateCollectionBody = z.input<typeof createCollectionBody>;
export type CreateCollectionInput = z.output<typeof createCollectionBody>;

function requiredCardText(field: string) {
  return z
    .string({ error: MESSAGES.frontAndBackRequired })
    .trim()
    .superRefine(textRule(field, 'multiline'))
    .min(1, MESSAGES.frontAndBackRequired)
    .max(LIMITS.flashcardTextMaxLength, `${field} must be at most ${LIMITS.flashcardTextMaxLength} characters`);
}

export const createFlashcardBody = z.object(
  {
    front_text: requiredCardText('front_text'),
    back_text: requiredCardText('back_text'),
    example_sentence: optionalText('example_sentence', LIMITS.flashcardTextMaxLength),
  },
  bodyError,
);
export type CreateFlashcardBody = z.input<typeof createFlashcardBody>;
export type CreateFlashcardInput = z.output<typeof createFlashcardBody>;

/** PATCH /api/collections/{id}: the same rules as create, for the fields sent. */
export const updateCollectionBody = z
  .object(
    {
      name: createCollectionBody.shape.name.optional(),
      description: z
        .string({ error: 'description must be a string' })
        .trim()
        .superRefine(textRule('description', 'multiline'))
        .max(
          LIMITS.collectionDescriptionMaxLength,
          `description must be at most ${LIMITS.collectionDescriptionMaxLength} characters`,
        )
        .nullish()
        .transform((value) => (value === undefined ? undefined : (value ?? ''))),
    },
    bodyError,
  )
  .refine((body) => body.name !== undefined || body.description !== undefined, {
    error: 'Nothing to update: send name or description',
  });
export type UpdateCollectionBody = z.input<typeof updateCollectionBody>;
export type UpdateCollectionInput = z.output<typeof updateCollectionBody>;

/**
 * PATCH /api/flashcards/{id}: any of the texts (same rules as create) and `collection_id` to move the card.
 * An absent field is kept; `example_sentence` null or blank clears it.
 */
export const updateFlashcardBody = z
  .object(
    {
      front_text: requiredCardText('front_text').optional(),
      back_text: requiredCardText('back_text').optional(),
      example_sentence: z
        .string({ error: 'example_sentence must be a string' })
        .trim()
        .superRefine(textRule('example_sentence', 'multiline'))
        .max(
          LIMITS.flashcardTextMaxLength,
          `example_sentence must be at most ${LIMITS.flashcardTextMaxLength} characters`,
        )
        .nullish()
        .transform((value) => (value === undefined ? undefined : value || null)),
      collection_id: z.string({ error: 'collection_id must be a string' }).optional(),
    },
    bodyError,
  )
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: MESSAGES.nothingToUpdate });
export type UpdateFlashcardBody = z.input<typeof updateFlashcardBody>;
export type UpdateFlashcardInput = z.output<typeof updateFlashcardBody>;

export const reviewFlashcardBody = z.object(
  { difficulty_rating: z.literal([1, 3, 5], { error: MESSAGES.invalidDifficultyRating }) },
  bodyError,
);
export type ReviewFlashcardBody = z.infer<typeof reviewFlashcardBody>;

export const dueFlashcardsQuery = z.object({
  collection_id: z.string({ error: 'collection_id must be a single id' }).optional(),
});

export const idParams = z.object({ id: z.string() });

export const collectionSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  language_from: z.string(),
  language_to: z.string(),
  flashcard_count: z.number().int(),
  /** Cards due now (never reviewed, or next_review not in the future). */
  due_count: z.number().int(),
  created_at: z.string(),
});
export type Collection = z.infer<typeof collectionSchema>;

export const flashcardSchema = z.object({
  id: z.string(),
  collection_id: z.string(),
  front_text: z.string(),
  back_text: z.string(),
  example_sentence: z.string().nullable(),
  review_count: z.number().int(),
  difficulty_level: z.number().int().nullable(),
  last_reviewed: z.string().nullable(),
  next_review: z.string().nullable(),
  created_at: z.string(),
});
export type Flashcard = z.infer<typeof flashcardSchema>;

export const collectionsResponse = z.object({ success: z.literal(true), collections: z.array(collectionSchema) });
export type CollectionsResponse = z.infer<typeof collectionsResponse>;
export const collectionResponse = z.object({ success: z.literal(true), collection: collectionSchema });
export type CollectionResponse = z.infer<typeof collectionResponse>;
export const flashcardsResponse = z.object({ success: z.literal(true), flashcards: z.array(flashcardSchema) });
export type FlashcardsResponse = z.infer<typeof flashcardsResponse>;
export const flashcardResponse = z.object({ success: z.literal(true), flashcard: flashcardSchema });
export type FlashcardResponse = z.infer<typeof flashcardResponse>;
export const successResponse = z.object({ success: z.literal(true) });
export type SuccessResponse = z.infer<typeof successResponse>;
