import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadLexicon } from '../lexicon/load.js';
import { MINI_DIR } from '../test-support/fixture.js';
import { createDictionary, normalizeLookupWord } from './index.js';

const dictionary = createDictionary(loadLexicon(MINI_DIR));
const lookup = dictionary.lookup;

describe('dictionary: Swedish', () => {
  it('finds a noun from any of its forms, with gender, the four forms and a card front', () => {
    for (const form of ['bil', 'bilen', 'bilar', 'bilarna', 'bilens']) {
      expect(lookup(form, 'sv')).toEqual([
        {
          lemma: 'bil',
          pos: 'noun',
          gender: 'en',
          forms: {
            indefinite_singular: 'bil',
            definite_singular: 'bilen',
            indefinite_plural: 'bilar',
            definite_plural: 'bilarna',
          },
          translations: ['car', 'automobile'],
          card_front: 'en bil (bilen, bilar)',
          card_back: 'car, automobile',
        },
      ]);
    }
  });

  it('leaves out forms a noun lacks and keeps plurals equal to the singular', () => {
    expect(lookup('mjölken', 'sv')[0]).toMatchObject({
      forms: { indefinite_singular: 'mjölk', definite_singular: 'mjölken' },
      card_front: 'en mjölk (mjölken)',
    });
    expect(lookup('husen', 'sv')[0]).toMatchObject({ gender: 'ett', card_front: 'ett hus (huset, hus)' });
  });

  it('finds a verb from its past, with principal parts, and only the simple verb for a form particle verbs share', () => {
    expect(lookup('gick', 'sv')).toEqual([
      {
        lemma: 'gå',
        pos: 'verb',
        forms: { infinitive: 'gå', present: 'går', past: 'gick', supine: 'gått', imperative: 'gå' },
        translations: ['go', 'walk'],
        card_front: 'att gå (går, gick, gått)',
        card_back: 'go, walk',
      },
    ]);
    expect(lookup('höll', 'sv').map((e) => e.lemma)).toEqual(['hålla']);
    expect(lookup('kan', 'sv')[0]?.forms).toEqual({
      infinitive: 'kunna',
      present: 'kan',
      past: 'kunde',
      supine: 'kunnat',
    });
  });

  it('gives particle and reflexive verbs their particle in every form, and no separate phrase entry', () => {
    expect(lookup('tycka om', 'sv')).toEqual([
      expect.objectContaining({
        lemma: 'tycka om',
        pos: 'verb',
        forms: {
          infinitive: 'tycka om',
          present: 'tycker om',
          past: 'tyckte om',
          supine: 'tyckt om',
          imperative: 'tyck om',
        },
        card_front: 'att tycka om (tycker om, tyckte om, tyckt om)',
      }),
    ]);
    expect(lookup('känna sig', 'sv')[0]?.forms.present).toBe('känner sig');
  });

  it('finds an adjective from its comparison and names its five forms', () => {
    expect(lookup('större', 'sv')).toEqual([
      {
        lemma: 'stor',
        pos: 'adjective',
        forms: { en: 'stor', ett: 'stort', plural_definite: 'stora', comparative: 'större', superlative: 'störst' },
        translations: ['big', 'large'],
        card_front: 'stor (stort, stora, större, störst)',
        card_back: 'big, large',
      },
    ]);
  });

  it('answers a word that is several things with several entries', () => {
    expect(lookup('var', 'sv').map((e) => [e.lemma, e.pos])).toEqual([
      ['vara', 'verb'],
      ['var', 'adverb'],
    ]);
    expect(lookup('det', 'sv').map((e) => e.pos)).toEqual(['pronoun', 'determiner']);
  });

  it('finds phrases and gives phrases as examples of the words in them', () => {
    expect(lookup('hur mår du', 'sv')).toEqual([
      {
        lemma: 'hur mår du',
        pos: 'phrase',
        forms: {},
        translations: ['how are you'],
        card_front: 'hur mår du',
        card_back: 'how are you',
      },
    ]);
    expect(lookup('morgon', 'sv')).toEqual([]);
  });

  it('reads a compound it does not list whole from its parts', () => {
    expect(lookup('sjukhusparkeringen', 'sv')).toEqual([
      {
        lemma: 'sjukhusparkering',
        pos: 'noun',
        gender: 'en',
        forms: {
          indefinite_singular: 'sjukhusparkering',
          definite_singular: 'sjukhusparkeringen',
          indefinite_plural: 'sjukhusparkeringar',
          definite_plural: 'sjukhusparkeringarna',
        },
        translations: ['hospital parking'],
        parts: ['sjukhus', 'parkering'],
        card_front: 'en sjukhusparkering (sjukhusparkeringen, sjukhusparkeringar)',
        card_back: 'hospital parking',
      },
    ]);
  });

  it('ignores case and the punctuation a tapped word brings along', () => {
    expect(lookup('«Bilarna!»', 'sv')[0]?.lemma).toBe('bil');
    expect(lookup('  GICK ', 'sv')[0]?.lemma).toBe('gå');
  });

  it('answers unknown words and bare punctuation with no entries', () => {
    expect(lookup('qqqq', 'sv')).toEqual([]);
    expect(lookup('?!', 'sv')).toEqual([]);
  });
});

describe('dictionary: English', () => {
  it('finds a verb from its irregular past, with the English principal parts and a Swedish card front', () => {
    expect(lookup('went', 'en')).toEqual([
      {
        lemma: 'go',
        pos: 'verb',
        forms: {
          infinitive: 'go',
          third_person: 'goes',
          past: 'went',
          past_participle: 'gone',
          present_participle: 'going',
        },
        translations: ['gå'],
        card_front: 'att gå (går, gick, gått)',
        card_back: 'go',
      },
    ]);
  });

  it('finds a noun from its irregular and regular plurals', () => {
    expect(lookup('children', 'en')).toEqual([
      {
        lemma: 'child',
        pos: 'noun',
        forms: { singular: 'child', plural: 'children' },
        translations: ['barn'],
        card_front: 'ett barn (barnet, barn)',
        card_back: 'child',
      },
    ]);
    expect(lookup('cars', 'en')[0]).toMatchObject({ lemma: 'car', translations: ['bil'] });
  });

  it('lists every Swedish rendering and separates parts of speech', () => {
    expect(lookup('know', 'en')[0]).toMatchObject({ lemma: 'know', pos: 'verb', translations: ['känna', 'kunna'] });
    expect(lookup('big', 'en')[0]).toMatchObject({ pos: 'adjective', forms: {}, translations: ['stor'] });
  });

  it('finds English phrases and gives lexicon phrases as examples', () => {
    expect(lookup('tomorrow', 'en')).toEqual([
      expect.objectContaining({ lemma: 'tomorrow', pos: 'phrase', translations: ['i morgon'] }),
    ]);
    expect(lookup('are', 'en')[0]).toMatchObject({
      lemma: 'be',
      examples: [{ sv: 'hur mår du', en: 'how are you' }],
    });
  });
});

describe('dictionary: invariants', () => {
  it('never throws, and every entry is complete, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.constantFrom('sv' as const, 'en' as const), (word, from) => {
        for (const entry of lookup(word, from)) {
          expect(entry.lemma).not.toBe('');
          expect(entry.translations.length).toBeGreaterThan(0);
          expect(entry.card_front).not.toBe('');
          for (const form of Object.values(entry.forms)) expect(form).toMatch(/\S/);
        }
      }),
    );
  });

  it('normalizes what a tap brings along', () => {
    expect(normalizeLookupWord(' (tycka   om), ')).toBe('tycka om');
    expect(normalizeLookupWord('don’t')).toBe("don't");
  });
});
