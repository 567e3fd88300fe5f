import { describe, expect, it } from 'vitest';
import { createCollectionBody, createFlashcardBody, reviewFlashcardBody } from './flashcards.js';

function firstError(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('createCollectionBody', () => {
  it('trims, defaults sv → en and an empty description', () => {
    expect(createCollectionBody.parse({ name: '  Verbs ' })).toEqual({
      name: 'Verbs',
      description: '',
      language_from: 'sv',
      language_to: 'en',
    });
  });
  it.each([
    [{}, 'Collection name is required'],
    [{ name: '   ' }, 'Collection name is required'],
    [{ name: 5 }, 'Collection name is required'],
    [{ name: 'x'.repeat(101) }, 'name must be at most 100 characters'],
    [{ name: 'a', description: 'x'.repeat(501) }, 'description must be at most 500 characters'],
    [{ name: 'a', language_from: 'xx' }, 'language_from must be one of sv, en, es, fr, de, it, pt, ru, ja, ko, zh'],
    [{ name: 'a', language_to: 3 }, 'language_to must be one of sv, en, es, fr, de, it, pt, ru, ja, ko, zh'],
    [null, 'Request body must be a JSON object'],
    [[], 'Request body must be a JSON object'],
  ])('%j → %s', (body, message) => {
    expect(firstError(createCollectionBody.safeParse(body))).toBe(message);
  });
  it('accepts the limits exactly', () => {
    expect(createCollectionBody.safeParse({ name: 'x'.repeat(100), description: 'y'.repeat(500) }).success).toBe(true);
  });
});

describe('createFlashcardBody', () => {
  it('trims and turns a blank example into null', () => {
    expect(createFlashcardBody.parse({ front_text: ' hej ', back_text: ' hi ', example_sentence: '  ' })).toEqual({
      front_text: 'hej',
      back_text: 'hi',
      example_sentence: null,
    });
  });
  it.each([
    [{ back_text: 'b' }, 'Front text and back text are required'],
    [{ front_text: 'a', back_text: ' ' }, 'Front text and back text are required'],
    [{ front_text: 'x'.repeat(1001), back_text: 'b' }, 'front_text must be at most 1000 characters'],
    [{ front_text: 'a', back_text: 'x'.repeat(1001) }, 'back_text must be at most 1000 characters'],
    [
      { front_text: 'a', back_text: 'b', example_sentence: 'x'.repeat(1001) },
      'example_sentence must be at most 1000 characters',
    ],
    [{ front_text: 'a', back_text: 'b', example_sentence: 7 }, 'example_sentence must be a string'],
  ])('%j → %s', (body, message) => {
    expect(firstError(createFlashcardBody.safeParse(body))).toBe(message);
  });
});

describe('reviewFlashcardBody', () => {
  it.each([1, 3, 5])('accepts %d', (rating) => {
    expect(reviewFlashcardBody.parse({ difficulty_rating: rating })).toEqual({ difficulty_rating: rating });
  });
  it.each([0, 2, 4, 6, '3', null, 3.5])('rejects %j', (rating) => {
    expect(firstError(reviewFlashcardBody.safeParse({ difficulty_rating: rating }))).toBe(
      'difficulty_rating must be 1, 3 or 5',
    );
  });
  it('rejects a missing rating', () => {
    expect(firstError(reviewFlashcardBody.safeParse({}))).toBe('difficulty_rating must be 1, 3 or 5');
  });
});
