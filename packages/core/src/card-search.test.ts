import { describe, expect, it } from 'vitest';
import { cardSearchText, normalizeForSearch } from './card-search.js';

describe('normalizeForSearch', () => {
  it.each([
    ['Öl', 'ol'],
    ['Smörgåsbord', 'smorgasbord'],
    ['Ärlig', 'arlig'],
    ['café CRÈME', 'cafe creme'],
    ['ﬁka', 'fika'],
    ['plain', 'plain'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeForSearch(input)).toBe(expected);
  });

  it('folds every field of a card, one per line', () => {
    expect(cardSearchText({ front_text: 'Ett öl', back_text: 'A beer', example_sentence: null })).toBe(
      'ett ol\na beer\n',
    );
  });
});
