import { describe, expect, it } from 'vitest';
import { createBuiltinEngine, loadLexicon } from '../index.js';

/**
 * Word sense and inflected forms of the sixth round (helper lex6), on the real lexicon: emotive -ing adjectives after
 * be (src/transfer/en-emotive.ts), s-passives of verbs whose present is the stem (görs, körs) or ends in -mmer
 * (töms), first parts from plural-only nouns (sop|säck), doubled final consonants of stress-final verbs, and cue rows
 * of data/lists/senses-in-context.tsv. Team-written sentences with other words than the probes.
 */
const engine = createBuiltinEngine(loadLexicon(), { strict: true });
const tr = (s: string, d: 'sv-en' | 'en-sv') => engine.translateSentence(s, d).text;

describe('emotive -ing adjectives after be', () => {
  it.each([
    ['The game was exciting.', /\bvar spännande\b/],
    ['The instructions are confusing.', / är förvirrande\b/],
    ['The weather forecast is worrying.', / är oroande\b/],
    ['The hike was very tiring.', /\bvar (mycket|väldigt) (tröttsam|ansträngande)\b/],
    ['The ending was disappointing.', /\bvar nedslående\b/],
  ])('%s', (source, accept) => {
    expect(tr(source, 'en-sv')).toMatch(accept);
  });
  it.each([
    ['He is boring everyone with his jokes.', /\btråkar ut\b/],
    ['They are relaxing in the garden.', /\bkopplar av\b/],
    ['We were relaxing.', /\bkopplade av\b/],
  ])('%s keeps the verb', (source, accept) => {
    expect(tr(source, 'en-sv')).toMatch(accept);
  });
});

describe('Swedish s-passives of irregular presents', () => {
  it.each([
    ['Ansökan görs i appen.', /\bis (made|done)\b/],
    ['Papperskorgen töms varje dag.', /\bis emptied\b/],
    ['Musiken hörs i hela huset.', /\bis heard\b|\bcan be heard\b/],
  ])('%s', (source, accept) => {
    expect(tr(source, 'sv-en')).toMatch(accept);
  });
  it('generates töms, not tömms', () => {
    expect(tr('The baskets are emptied every day.', 'en-sv')).toMatch(/\btöms\b/);
  });
});

describe('compounds and English inflection', () => {
  it.each([
    ['Sopkvarnen är trasig.', /\b(waste|garbage) disposal\b/],
    ['Sophinken luktar.', /\bbin\b|\brubbish\b/],
    ['Klädhängaren föll.', /\bclothes\b/],
    ['Pengarna förs över i morgon.', /\btransferred\b/],
  ])('%s', (source, accept) => {
    expect(tr(source, 'sv-en')).toMatch(accept);
  });
});

describe('sense cues', () => {
  it.each([
    ['Hon sa upp sitt medlemskap.', 'sv-en', /\bcancell?ed\b/],
    ['Chefen sa upp två säljare.', 'sv-en', /\bdismissed\b/],
    ['Det var varmare än vanligt.', 'sv-en', /\bthan usual\b/],
    ['Grovsoporna hämtas på fredag.', 'sv-en', /\bcollected\b/],
    ['Who will take out the garbage?', 'en-sv', /\bta ut soporna\b/],
    ['The recycling bins are emptied on Fridays.', 'en-sv', /soptunnorna\b|återvinningskärlen\b/],
    ['She was the last to arrive.', 'en-sv', /\bden sista\b/],
    ['The mirror is cracked.', 'en-sv', / är spruckn?(en|et|a)\b/],
  ] as const)('%s', (source, dir, accept) => {
    expect(tr(source, dir)).toMatch(accept);
  });
});

describe('ha + adverb + rätt/fel/tur/bråttom and verb homographs', () => {
  it.each([
    ['Läraren hade helt fel.', /\bwas completely wrong\b/],
    ['Vi har nog rätt.', /\bare probably right\b/],
    ['De hade verkligen tur.', /\bwere really lucky\b/],
    ['Han har aldrig bråttom på morgonen.', /\bis never in a hurry\b/],
    ['Kylskåpet läcker vatten på golvet.', /\bleaks\b/],
    ['Soppan var läcker.', /\bdelicious\b/],
    ['Paketet körs ut i morgon.', /\b(is|will be) (delivered|driven( out)?|taken)\b/],
    ['Hon lagade mat och åt den sedan.', /\bate\b/],
  ])('%s', (source, accept) => {
    expect(tr(source, 'sv-en')).toMatch(accept);
  });
});
