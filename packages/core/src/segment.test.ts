import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isShortPhrase, joinTranslated, sentencesOf, splitForTranslation } from './segment.js';

describe('splitForTranslation: sentences', () => {
  it.each([
    ['Hej.', ['Hej.']],
    ['Hej', ['Hej']],
    ['Jag heter Anna. Vad heter du?', ['Jag heter Anna.', 'Vad heter du?']],
    ['Kom hit! Nu!', ['Kom hit!', 'Nu!']],
    ['Vad sägs om det?! Inget.', ['Vad sägs om det?!', 'Inget.']],
    ['Hon sa "Hej." Sedan gick hon.', ['Hon sa "Hej."', 'Sedan gick hon.']],
    ['Han vänta… Sedan kom hon.', ['Han vänta…', 'Sedan kom hon.']],
    ['Vänta... Nu.', ['Vänta...', 'Nu.']],
    ['Det kostar 3.5 kronor. Billigt.', ['Det kostar 3.5 kronor.', 'Billigt.']],
    ['Vi köper t.ex. Äpplen och päron.', ['Vi köper t.ex. Äpplen och päron.']],
    ['Bl.a. Anna kom. Sedan Erik.', ['Bl.a. Anna kom.', 'Sedan Erik.']],
    ['Mr. Smith is here. He waits.', ['Mr. Smith is here.', 'He waits.']],
    ['J. Smith wrote it. I read it.', ['J. Smith wrote it.', 'I read it.']],
    ['It ends here. and goes on', ['It ends here. and goes on']],
    ['Klockan är 5. 2024 var ett bra år.', ['Klockan är 5.', '2024 var ett bra år.']],
    ['Skolan är stängd v. 44. Vi ses sedan.', ['Skolan är stängd v. 44.', 'Vi ses sedan.']],
    ['(Det var kallt.) Vi frös.', ['(Det var kallt.)', 'Vi frös.']],
  ])('%j → %j', (text, sentences) => {
    expect(sentencesOf(splitForTranslation(text))).toEqual(sentences);
  });
});

describe('splitForTranslation: layout', () => {
  it.each([
    ['a paragraph break', 'Hej.\n\nHej då.', ['Hej.', '\n\n', 'Hej då.']],
    ['a line break', 'Rad ett\nRad två', ['Rad ett', '\n', 'Rad två']],
    ['Windows line breaks', 'Ett.\r\n\r\nTvå.', ['Ett.', '\r\n\r\n', 'Två.']],
    ['spaces between sentences', 'Ett.   Två.', ['Ett.', '   ', 'Två.']],
    ['leading and trailing space', '  Hej.  \n', ['  ', 'Hej.', '  \n']],
    ['a heading', '# Rubrik\nText.', ['# ', 'Rubrik', '\n', 'Text.']],
    ['bullets', '- ett\n- två', ['- ', 'ett', '\n- ', 'två']],
    ['numbered items', '1. Först. Sen.\n2) Sist', ['1. ', 'Först.', ' ', 'Sen.', '\n2) ', 'Sist']],
    ['a quote', '> Citat här', ['> ', 'Citat här']],
    ['only whitespace', ' \n ', [' \n ']],
    ['empty text', '', []],
  ])('keeps %s', (_name, text, texts) => {
    expect(splitForTranslation(text).map((piece) => piece.text)).toEqual(texts);
  });

  it('marks separators as not to translate', () => {
    expect(splitForTranslation('Ett.\n\nTvå.')).toEqual([
      { text: 'Ett.', translate: true },
      { text: '\n\n', translate: false },
      { text: 'Två.', translate: true },
    ]);
  });

  it('never produces two separators in a row or an empty piece', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'B', ' ', '.', '!', '\n', '#', '-', '1', 'ö') }), (text) => {
        const pieces = splitForTranslation(text);
        for (let i = 0; i < pieces.length; i += 1) {
          expect(pieces[i]?.text).not.toBe('');
          if (i > 0) expect(pieces[i - 1]?.translate || pieces[i]?.translate).toBe(true);
        }
      }),
    );
  });
});

describe('joinTranslated', () => {
  it('puts translations back in place and keeps paragraphs and line breaks', () => {
    const text = '# Rubrik\n\nJag heter Anna. Vad heter du?\nHej!\n\n- ett\n- två\n';
    const pieces = splitForTranslation(text);
    const out = joinTranslated(
      pieces,
      sentencesOf(pieces).map((sentence) => sentence.toUpperCase()),
    );
    expect(out).toBe('# RUBRIK\n\nJAG HETER ANNA. VAD HETER DU?\nHEJ!\n\n- ETT\n- TVÅ\n');
  });

  it('is the identity when every sentence translates to itself (any text)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const pieces = splitForTranslation(text);
        expect(joinTranslated(pieces, sentencesOf(pieces))).toBe(text);
      }),
    );
  });

  it('refuses a wrong number of translations', () => {
    const pieces = splitForTranslation('Ett. Två.');
    expect(() => joinTranslated(pieces, ['One.'])).toThrow(/missing translation/);
    expect(() => joinTranslated(pieces, ['One.', 'Two.', 'Three.'])).toThrow(/expected 2/);
  });
});

describe('isShortPhrase', () => {
  it.each([
    ['hund', true],
    ['  en hund  ', true],
    ['ge upp', true],
    ['tycker om dig', true],
    ['Hej!', true],
    ['jag tycker om dig', false],
    ['rad\nrad', false],
    ['', false],
    ['123', false],
  ])('%j → %s', (text, expected) => {
    expect(isShortPhrase(text)).toBe(expected);
  });
});
