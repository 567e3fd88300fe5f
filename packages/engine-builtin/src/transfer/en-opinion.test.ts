import { describe, expect, it } from 'vitest';
import { createBuiltinEngine, loadLexicon } from '../index.js';
import { rewriteFindIt } from './en-find-it.js';

/** Opinions and beliefs (team-written, other words than the sentences that showed the errors). */
const engine = createBuiltinEngine(loadLexicon(), { strict: true });
const en = (s: string) => engine.translateSentence(s, 'en-sv').text;

describe('think and find: opinion (tycka) or belief (tro)', () => {
  it.each([
    // think + it/this/that + be + a judgement: tycka
    ['I think this is strange.', 'Jag tycker att det här är konstigt.'],
    ['Do you think it was expensive?', 'Tycker du att det var dyrt?'],
    // a belief about what happens stays tro
    ['I think it will snow.', 'Jag tror att det kommer att snöa.'],
    // find + it + a judgement + to: think that it is
    ['He finds it easy to swim.', 'Han tycker att det är lätt att simma.'],
    ['We found it difficult to park.', 'Vi tyckte att det var svårt att parkera.'],
    // find + it + a place: hitta
    ['I found it under the sofa.', 'Jag hittade det under soffan.'],
  ])('%s → %s', (source, expected) => {
    expect(en(source)).toBe(expected);
  });

  it('rewrites only find + it + an adjective of judgement + to', () => {
    expect(rewriteFindIt('Found it hard to say no')).toBe('Thought that it was hard to say no');
    expect(rewriteFindIt('I find it in the drawer')).toBe('I find it in the drawer');
    expect(rewriteFindIt('I find it red to')).toBe('I find it red to');
  });
});
