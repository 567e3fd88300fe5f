/**
 * JSON Schemas of the success replies. Fastify compiles them into serializers (fast-json-stringify), which is
 * markedly cheaper than JSON.stringify for the card lists, and documents each route's reply shape.
 * They mirror the zod schemas in packages/contracts/src/flashcards.ts; the API tests check the wire shapes.
 */
const nullableString = { type: ['string', 'null'] } as const;

const collection = {
  type: 'object',
  required: ['id', 'name', 'description', 'language_from', 'language_to', 'flashcard_count', 'due_count', 'created_at'],
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    description: { type: 'string' },
    language_from: { type: 'string' },
    language_to: { type: 'string' },
    flashcard_count: { type: 'integer' },
    due_count: { type: 'integer' },
    created_at: { type: 'string' },
  },
} as const;

const flashcard = {
  type: 'object',
  required: [
    'id',
    'collection_id',
    'front_text',
    'back_text',
    'example_sentence',
    'review_count',
    'difficulty_level',
    'last_reviewed',
    'next_review',
    'created_at',
  ],
  properties: {
    id: { type: 'string' },
    collection_id: { type: 'string' },
    front_text: { type: 'string' },
    back_text: { type: 'string' },
    example_sentence: nullableString,
    review_count: { type: 'integer' },
    difficulty_level: { type: ['integer', 'null'] },
    last_reviewed: nullableString,
    next_review: nullableString,
    created_at: { type: 'string' },
  },
} as const;

const success = { type: 'boolean', const: true } as const;

function reply(properties: Record<string, unknown>) {
  return { type: 'object', required: ['success', ...Object.keys(properties)], properties: { success, ...properties } };
}

export const responseSchemas = {
  collections: { 200: reply({ collections: { type: 'array', items: collection } }) },
  collection: { 201: reply({ collection }) },
  collectionUpdated: { 200: reply({ collection }) },
  flashcards: { 200: reply({ flashcards: { type: 'array', items: flashcard } }) },
  flashcardCreated: { 201: reply({ flashcard }) },
  flashcard: { 200: reply({ flashcard }) },
  success: { 200: reply({}) },
};
