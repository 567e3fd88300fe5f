import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { miniEngine } from './test-support/fixture.js';

const engine = miniEngine();
const WORDS = [
  'jag',
  'du',
  'inte',
  'bil',
  'bilen',
  'är',
  'har',
  'om',
  'att',
  'som',
  'och',
  'the',
  'a',
  'is',
  "don't",
  'car',
  'I',
  'Anna',
  '10:30',
  'www.x.se',
  ',',
  '.',
  '?',
  '!',
  '"',
  '(',
  ')',
  'det',
  'finns',
  'tycker',
  'to',
  'that',
  'who',
  'has',
  'been',
];

describe('robustness', () => {
  it('never throws and only lists words from the source as unknown', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...WORDS), { maxLength: 25 }),
        fc.constantFrom('sv-en', 'en-sv'),
        (words, direction) => {
          const source = words.join(' ');
          const r = engine.translateSentence(source, direction as 'sv-en' | 'en-sv');
          expect(typeof r.text).toBe('string');
          for (const u of r.unknown ?? []) expect(source).toContain(u);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('survives arbitrary unicode input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (s) => {
        expect(typeof engine.translateSentence(s, 'sv-en').text).toBe('string');
        expect(typeof engine.translateSentence(s, 'en-sv').text).toBe('string');
      }),
      { numRuns: 200 },
    );
  });
});
