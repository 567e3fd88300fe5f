import { describe, expect, it } from 'vitest';
import { createBuiltinEngine, loadLexicon } from '../index.js';

/** en→sv -self pronouns that are not the verb's reflexive object (en-reflexive.ts), on the real lexicon. */
const engine = createBuiltinEngine(loadLexicon(), { strict: true });
const en = (s: string) => engine.translateSentence(s, 'en-sv').text;

describe('en→sv -self pronouns', () => {
  it.each([
    // after the object: emphatic själv, själva in the plural
    ['Fix it yourself.', 'Fixa det själv.'],
    ['She wrote the letter herself.', 'Hon skrev brevet själv.'],
    ['They cleaned the kitchen themselves.', 'De städade köket själva.'],
    // by + -self: alone; by itself: of its own accord
    ['He travelled by himself.', 'Han reste själv.'],
    ['It happened by itself.', 'Det hände av sig själv.'],
    // after another preposition: the reflexive with själv
    ['She is proud of herself.', 'Hon är stolt över sig själv.'],
    // the verb's own reflexive object is left to the lexicon
    ['Help yourself.', 'Ta för dig.'],
  ])('%s → %s', (source, expected) => {
    expect(en(source)).toBe(expected);
  });
});
