import { describe, expect, it } from 'vitest';
import { followSourceCasing } from './engine.js';
import { createBuiltinEngine, loadLexicon } from './index.js';

describe('followSourceCasing', () => {
  it.each([
    ['hund', { text: 'Dog' }, { text: 'dog' }],
    ['jag är trött', { text: 'I am tired' }, { text: 'I am tired' }],
    ['Hund', { text: 'Dog' }, { text: 'Dog' }],
    ['"hej"', { text: '"Hello"' }, { text: '"hello"' }],
    ['123 hundar', { text: '123 dogs' }, { text: '123 dogs' }],
  ])('%s: %o → %o', (source, result, expected) => {
    expect(followSourceCasing(source, result)).toEqual(expected);
  });

  it('reports unknown capitalised words inside the sentence, but not names written the same in both languages', () => {
    expect(
      followSourceCasing('Vi åker till Xyzby med Anna.', {
        text: 'We go to Xyzby with Anna.',
        unknown: ['Xyzby', 'Anna'],
      }),
    ).toEqual({ text: 'We go to Xyzby with Anna.', unknown: ['Xyzby'] });
  });

  it('still reports an unknown word at the start of the sentence and lower-case unknown words', () => {
    const result = followSourceCasing('Blorp är en zwomp.', { text: 'Blorp is a zwomp.', unknown: ['Blorp', 'zwomp'] });
    expect(result.unknown).toEqual(['Blorp', 'zwomp']);
  });
});

describe('casing through the engine', () => {
  const engine = createBuiltinEngine(loadLexicon(), { strict: true });
  it('keeps a lower-case single word lower-case in both directions', () => {
    expect(engine.translateSentence('hund', 'sv-en').text).toBe('dog');
    expect(engine.translateSentence('dog', 'en-sv').text).toBe('hund');
  });
  it('keeps a place name without marking it unknown', () => {
    const out = engine.translateSentence('Vi ska resa till Stockholm nästa vecka.', 'sv-en');
    expect(out.text).toBe('We will travel to Stockholm next week.');
    expect(out.unknown).toBeUndefined();
  });
});
