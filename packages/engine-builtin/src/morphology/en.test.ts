import { describe, expect, it } from 'vitest';
import {
  adverbFromAdjective,
  analyzeEnNoun,
  analyzeEnVerb,
  indefiniteArticle,
  pastParticiple,
  pastTense,
  pluralNoun,
  presentParticiple,
  thirdPerson,
} from './en.js';

const irr = {
  enVerbs: new Map([
    ['go', { past: 'went', pp: 'gone' }],
    ['eat', { past: 'ate', pp: 'eaten' }],
  ]),
  enNouns: new Map([['child', 'children']]),
};

describe('English generation', () => {
  it.each([
    ['eat', 'eats'],
    ['go', 'goes'],
    ['watch', 'watches'],
    ['try', 'tries'],
    ['play', 'plays'],
    ['be', 'is'],
    ['have', 'has'],
    ['look for', 'looks for'],
  ])('third person of %s is %s', (v, out) => expect(thirdPerson(v)).toBe(out));

  it.each([
    ['walk', 'walked'],
    ['live', 'lived'],
    ['stop', 'stopped'],
    ['try', 'tried'],
    ['play', 'played'],
    ['visit', 'visited'],
    ['go', 'went'],
    ['eat', 'ate'],
  ])('past of %s is %s', (v, out) => expect(pastTense(v, irr)).toBe(out));

  it('uses were for plural be and participles from the table', () => {
    expect(pastTense('be', irr, true)).toBe('were');
    expect(pastParticiple('eat', irr)).toBe('eaten');
    expect(pastParticiple('talk', irr)).toBe('talked');
  });

  it.each([
    ['run', 'running'],
    ['make', 'making'],
    ['lie', 'lying'],
    ['see', 'seeing'],
    ['read', 'reading'],
    ['be', 'being'],
  ])('-ing of %s is %s', (v, out) => expect(presentParticiple(v)).toBe(out));

  it.each([
    ['car', 'cars'],
    ['bus', 'buses'],
    ['city', 'cities'],
    ['day', 'days'],
    ['child', 'children'],
    ['car park', 'car parks'],
    ['cup of tea', 'cups of tea'],
  ])('plural of %s is %s', (n, out) => expect(pluralNoun(n, irr)).toBe(out));

  it.each([
    ['apple', 'an'],
    ['car', 'a'],
    ['hour', 'an'],
    ['university', 'a'],
    ['European', 'a'],
    ['8', 'an'],
    ['umbrella', 'an'],
  ])('article before %s is %s', (w, out) => expect(indefiniteArticle(w)).toBe(out));

  it.each([
    ['quick', 'quickly'],
    ['happy', 'happily'],
    ['good', 'well'],
    ['fast', 'fast'],
    ['simple', 'simply'],
  ])('adverb of %s is %s', (a, out) => expect(adverbFromAdjective(a)).toBe(out));
});

describe('English analysis', () => {
  const verbs = new Set(['go', 'eat', 'live', 'stop', 'try', 'walk']);
  const past = new Map([
    ['went', ['go']],
    ['ate', ['eat']],
  ]);
  const pp = new Map([
    ['gone', ['go']],
    ['eaten', ['eat']],
  ]);
  it.each([
    ['went', 'go', 'past'],
    ['gone', 'go', 'pp'],
    ['eats', 'eat', '3sg'],
    ['lived', 'live', 'past-pp'],
    ['stopped', 'stop', 'past-pp'],
    ['tried', 'try', 'past-pp'],
    ['living', 'live', 'ing'],
    ['walking', 'walk', 'ing'],
  ])('%s → %s (%s)', (w, base, form) => {
    expect(analyzeEnVerb(w, past, pp, (b) => verbs.has(b))).toContainEqual({ base, form });
  });

  it('reads plurals back to singular, irregulars from the table', () => {
    const nouns = new Set(['child', 'city', 'car', 'bus', 'news']);
    const sg = new Map([['children', 'child']]);
    expect(analyzeEnNoun('children', sg, (w) => nouns.has(w))).toContainEqual({ base: 'child', plural: true });
    expect(analyzeEnNoun('cities', sg, (w) => nouns.has(w))).toContainEqual({ base: 'city', plural: true });
    expect(analyzeEnNoun('buses', sg, (w) => nouns.has(w))).toContainEqual({ base: 'bus', plural: true });
    expect(analyzeEnNoun('news', sg, (w) => nouns.has(w))[0]).toEqual({ base: 'news', plural: false });
  });

  it('lists the likelier -s stem first: -es only after a sibilant or -o', () => {
    const known = new Set(['rat', 'rate', 'plan', 'plane', 'bus', 'buse', 'hop', 'hope', 'potato']);
    const is = (w: string) => known.has(w);
    expect(analyzeEnNoun('rates', new Map(), is)[0]).toEqual({ base: 'rate', plural: true });
    expect(analyzeEnNoun('planes', new Map(), is)[0]).toEqual({ base: 'plane', plural: true });
    expect(analyzeEnNoun('buses', new Map(), is)[0]).toEqual({ base: 'bus', plural: true });
    expect(analyzeEnNoun('potatoes', new Map(), is)[0]).toEqual({ base: 'potato', plural: true });
    expect(analyzeEnVerb('hopes', new Map(), new Map(), is)[0]).toEqual({ base: 'hope', form: '3sg' });
  });
});
