import { describe, expect, it } from 'vitest';
import { prepareFlashcardDraft } from './flashcard-draft';

const draft = { collectionId: 'c1', front: '  Hej  ', back: '**Hello** `there` #1 ', example: '  ' };

describe('prepareFlashcardDraft', () => {
  it('cleans the back, trims the front and drops a blank example', () => {
    expect(prepareFlashcardDraft(draft, true)).toEqual({
      collectionId: 'c1',
      body: { front_text: 'Hej', back_text: 'Hello there 1', example_sentence: null },
    });
  });

  it('keeps a trimmed example sentence', () => {
    const result = prepareFlashcardDraft({ ...draft, example: ' Hej, hur mår du? ' }, true);
    expect(result).toMatchObject({ body: { example_sentence: 'Hej, hur mår du?' } });
  });

  it.each([[{ ...draft, collectionId: '' }], [{ ...draft, front: '   ' }], [{ ...draft, back: ' ** ## ` ' }]])(
    'asks for a collection and both sides: %o',
    (input) => {
      expect(prepareFlashcardDraft(input, true)).toEqual({
        error: 'Please select a collection and fill in the flashcard details',
      });
    },
  );

  it('asks a signed-out user to sign in first', () => {
    expect(prepareFlashcardDraft(draft, false)).toEqual({ error: 'Please sign in to create flashcards' });
  });
});
