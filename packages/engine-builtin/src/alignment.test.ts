import type { Direction, TranslatedSentence } from '@swedish-translator/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { layOutAligned } from './alignment.js';
import { miniEngine } from './test-support/fixture.js';

const mini = miniEngine();
const engine = {
  translateSentence: (source: string, direction: Direction) =>
    mini.translateSentence(source, direction, { alignment: true }),
};

/** "source words → what they became", in target order, for readable expectations. */
function pairs(source: string, result: TranslatedSentence): string[] {
  return (result.alignment ?? []).map((p) => `${source.slice(...p.src)} → ${result.text.slice(...p.tgt)}`);
}
const align = (source: string, direction: Direction) => pairs(source, engine.translateSentence(source, direction));

describe('alignment: Swedish → English', () => {
  it.each([
    ['Barnen läser en bok.', ['Barnen → The children', 'läser → are reading', 'en → a', 'bok → book']],
    ['Jag har inte ätit.', ['Jag → I', "har → haven't", 'ätit → eaten']],
    ['Gick du hem?', ['Gick → Did', 'du → you', 'Gick → go', 'hem → home']],
    ['Hur mår du?', ['Hur mår du → How are you']],
    [
      'Vi bor i ett stort hus idag.',
      ['Vi → We', 'bor → live', 'i → in', 'ett → a', 'stort → big', 'hus → house', 'idag → today'],
    ],
    ['Blorp gick till skolan.', ['Blorp → Blorp', 'gick → went', 'till → to', 'skolan → the school']],
    ['Jag tycker om bilen.', ['Jag → I', 'tycker om → like', 'bilen → the car']],
    ['Jag tycker inte om bilen.', ['Jag → I', "inte → don't", 'tycker → like', 'bilen → the car']],
  ])('%s', (source, expected) => {
    expect(align(source, 'sv-en')).toEqual(expected);
  });

  it('gives ranges into the sentence as passed, leading spaces included', () => {
    const result = engine.translateSentence('  Hur mår du?', 'sv-en');
    expect(result.alignment).toEqual([{ src: [2, 12], tgt: [0, 11] }]);
  });
});

describe('alignment: English → Swedish', () => {
  it.each([
    ['The children read a book.', ['The children → Barnen', 'read → läser', 'a → en', 'book → bok']],
    ["I haven't eaten.", ['I → Jag', "haven't → har inte", 'eaten → ätit']],
    ['Did you go home?', ['go → Gick', 'you → du', 'home → hem']],
    ["I don't like the car.", ['I → Jag', 'like → tycker', "don't → inte", 'like → om', 'the car → bilen']],
    [
      'We live in a big house today.',
      ['We → Vi', 'live → bor', 'in → i', 'a → ett', 'big → stort', 'house → hus', 'today → idag'],
    ],
    ['The children are reading.', ['The children → Barnen', 'are reading → läser']],
  ])('%s', (source, expected) => {
    expect(align(source, 'en-sv')).toEqual(expected);
  });
});

describe('alignment: layOutAligned', () => {
  it('joins neighbouring pieces of one source span and trims punctuation off both sides', () => {
    const source = '«Hunden» sov.';
    const laid = layOutAligned(
      [
        { text: 'The', src: [0, 8] },
        { text: 'dog', src: [0, 8] },
        { text: 'slept', src: [9, 12] },
        { text: '.', punct: true, src: [12, 13] },
      ],
      source,
    );
    expect(laid.text).toBe('The dog slept.');
    expect(laid.alignment).toEqual([
      { src: [1, 7], tgt: [0, 7] },
      { src: [9, 12], tgt: [8, 13] },
    ]);
  });
});

const WORDS_SV = ['jag', 'du', 'barnen', 'läser', 'en', 'bok', 'inte', 'har', 'ätit', 'gick', 'hem', 'bilen', 'stort'];
const WORDS_EN = ['I', 'you', 'the', 'children', 'read', 'a', 'book', "don't", 'have', 'eaten', 'went', 'home', 'car'];
const GLUE = [' ', '  ', ', ', '. ', '? ', ' "', '" ', ' (', ') ', ' - ', "'", ' 3 ', ' qwz '];

/** Sentences of known and unknown words, punctuation and odd spacing. */
const sentence = (words: string[]) =>
  fc
    .array(fc.tuple(fc.constantFrom(...words), fc.constantFrom(...GLUE)), { minLength: 1, maxLength: 12 })
    .map((parts) => parts.map(([w, g]) => w + g).join(''));

const WORD_CHAR = /[\p{L}\p{N}]/u;

function checkRanges(source: string, result: TranslatedSentence): void {
  for (const { src, tgt } of result.alignment ?? []) {
    for (const [[start, end], text] of [
      [src, source],
      [tgt, result.text],
    ] as const) {
      expect(start).toBeGreaterThanOrEqual(0);
      expect(end).toBeLessThanOrEqual(text.length);
      expect(start).toBeLessThan(end);
      // A range points at words: it starts and ends on a letter or digit, never on a space or punctuation.
      expect(text[start]).toMatch(WORD_CHAR);
      expect(text[end - 1]).toMatch(WORD_CHAR);
    }
  }
}

describe('alignment: every range lies within the strings and points at words', () => {
  it.each([
    ['sv-en', WORDS_SV],
    ['en-sv', WORDS_EN],
  ] as const)('%s', (direction, words) => {
    fc.assert(
      fc.property(sentence(words), (source) => {
        const result = engine.translateSentence(source, direction);
        expect(result.alignment).toBeDefined();
        checkRanges(source, result);
      }),
      { numRuns: 300 },
    );
  });

  it('holds for any text at all', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), fc.constantFrom('sv-en' as const, 'en-sv' as const), (source, d) =>
        checkRanges(source, engine.translateSentence(source, d)),
      ),
      { numRuns: 300 },
    );
  });
});

describe('plain translations', () => {
  it('carry neither alignment nor uncertain words unless asked', () => {
    expect(mini.translateSentence('Jag läser en gång.', 'sv-en')).toEqual({ text: 'I am reading a time.' });
  });
});

describe('uncertain words', () => {
  it('names a word whose entry has distinct readings and no cue chose one (gång: time (occasion); corridor)', () => {
    expect(engine.translateSentence('Jag läser en gång.', 'sv-en').uncertain).toEqual(['gång']);
    expect(engine.translateSentence('Barnen läser en bok.', 'sv-en').uncertain).toBeUndefined();
  });

  it('names an English word with several Swedish readings kept at the most common one (time: tid, gång)', () => {
    expect(engine.translateSentence('We have time.', 'en-sv').uncertain).toEqual(['time']);
    // know is känna's main sense but only one of kunna's: one reading, nothing guessed.
    expect(engine.translateSentence('I know the city.', 'en-sv').uncertain).toBeUndefined();
    expect(engine.translateSentence('The children read a book.', 'en-sv').uncertain).toBeUndefined();
  });
});
