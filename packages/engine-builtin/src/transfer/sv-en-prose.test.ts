import { describe, expect, it } from 'vitest';
import { createBuiltinEngine, loadLexicon } from '../index.js';

/**
 * sv→en rules for news, encyclopaedia and instruction prose (issue 11, third round), one case per rule, on the
 * real lexicon; sentences written by the team for these rules.
 */
const engine = createBuiltinEngine(loadLexicon(), { strict: true });
const sv = (s: string) => engine.translateSentence(s, 'sv-en').text;

describe('sv→en prose', () => {
  it.each([
    // a generic definite noun keeps no article before a place phrase; the phrase's "de" does not make it plural
    ['Naturen i Norge är vacker.', 'Nature in Norway is beautiful.'],
    ['Priset på de nya bilarna har stigit.', 'The price of the new cars has risen.'],
    // a measure noun and its bare noun are one phrase headed by the measure (a number of … agrees with the noun)
    ['Antalet bilar har minskat.', 'The number of cars has decreased.'],
    ['Ett växande antal människor bor här.', 'A growing number of people live here.'],
    ['Hundratals människor kom.', 'Hundreds of people came.'],
    // present participles before a noun; den/de before a -de participle and a definite noun are articles
    ['De arbetande kvinnorna var trötta.', 'The working women were tired.'],
    ['Den lagade bilen står där.', 'The repaired car is there.'],
    ['Hon lagade bilen.', 'She fixed the car.'],
    // de flesta, partitive av, de + headless adjective after a preposition, de mest + participle
    ['De flesta länder har lovat att hjälpa.', 'Most countries have promised to help.'],
    ['Många av dem kom sent.', 'Many of them came late.'],
    ['Den köpta boken var dyr.', 'The bought book was expensive.'],
  ])('%s → %s', (source, english) => {
    expect(sv(source)).toBe(english);
  });
});
