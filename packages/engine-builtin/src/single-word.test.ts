import { describe, expect, it } from 'vitest';
import { createBuiltinEngine, loadLexicon } from './index.js';

/** A bare word is its most frequent sense in base form (real lexicon; team-written cases). */
const engine = createBuiltinEngine(loadLexicon(), { strict: true });

describe('single words', () => {
  it.each([
    ['house', 'hus'],
    ['book', 'bok'],
    ['water', 'vatten'],
    ['light', 'ljus'],
    ['say', 'säga'],
    ['remember', 'komma ihåg'],
    ['like', 'tycka om'],
    ['cold', 'kall'],
    ['two', 'två'],
    ['phone', 'telefon'],
    ['House', 'Hus'],
  ])('en→sv %s', (src, want) => {
    expect(engine.translateSentence(src, 'en-sv')).toEqual({ text: want });
  });

  it.each([
    ['hus', 'house'],
    ['barn', 'child'],
    ['fönster', 'window'],
    ['vin', 'wine'],
    ['vara', 'be'],
    ['vilja', 'want'],
    ['bra', 'good'],
    ['Självklart!', 'Of course!'],
  ])('sv→en %s', (src, want) => {
    expect(engine.translateSentence(src, 'sv-en')).toEqual({ text: want });
  });

  it('leaves inflected forms and plural cues to the sentence rules', () => {
    expect(engine.translateSentence('huset', 'sv-en').text).toBe('the house');
    expect(engine.translateSentence('houses', 'en-sv').text).toBe('hus');
    expect(engine.translateSentence('två hus', 'sv-en').text).toBe('two houses');
  });
});
