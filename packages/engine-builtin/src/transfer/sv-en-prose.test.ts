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
    // superlative -aste forms and silent-e comparison; a genitive name before an adjective
    [
      'Enligt den senaste mätningen har stödet för partiet sjunkit.',
      'According to the latest measurement the support for the party has sunk.',
    ],
    ['Sveriges största sjö heter Vänern.', "Sweden's biggest lake is called Vänern."],
    // kommer att is the future even in the passive; an inverted subject keeps its prepositional phrase
    ['Biljettpriserna kommer att höjas.', 'The fares will be raised.'],
    [
      'Enligt forskargruppen kommer resultaten från undersökningen att presenteras om en vecka.',
      'According to the research group the results from the examination will be presented in a week.',
    ],
    // för … sedan is ago after a particle verb and before an approximation
    ['Museet öppnade för nästan femtio år sedan.', 'The museum opened almost fifty years ago.'],
    // år + year; a passive takes a to-infinitive; och between numbers; partitive av in the passive
    ['År 1658 tvingades Danmark lämna över Skåne.', 'In 1658 Denmark was forced to hand over Scania.'],
    ['Huset byggdes och anses vara vackert.', 'The house was built and is considered to be beautiful.'],
    [
      'Bron anses vara en av de vackraste i Europa.',
      'The bridge is considered to be one of the most beautiful in Europe.',
    ],
    // imperatives after a subordinate clause and after och
    [
      'När vattnet kokar, lägg i pastan och låt den koka i tio minuter.',
      'When the water boils, put in the pasta and let it boil for ten minutes.',
    ],
    ['Om du vill, kan vi gå.', 'If you like, we can go.'],
    // numbers: million after a number, approximate subjects agree with their noun
    ['Omkring 2,3 miljoner människor bor i Stockholms län.', "Around 2.3 million people live in Stockholm's county."],
    // discourse adverbs in mid and fronted position; med + an amount after a verb of change is by
    ['Priserna kommer att höjas med fem procent.', 'The prices will be raised by five per cent.'],
    ['Dessutom kommer priserna att höjas.', 'In addition the prices will be raised.'],
    ['Arbetet har dock försenats.', 'The work has however been delayed.'],
    // var before a definite noun is the copula, and the adjective after the inverted subject its predicate
    ['Däremot var vädret fint.', 'On the other hand the weather was nice.'],
    // varken … eller, allt fler as a subject, present passive after som
    ['Han dricker varken kaffe eller te.', 'He drinks neither coffee nor tea.'],
    ['Allt fler arbetar hemifrån.', 'More and more people work from home.'],
    [
      'Det är äldre människor som drabbas av de långa väntetiderna.',
      'It is older people who are affected by the long waiting times.',
    ],
  ])('%s → %s', (source, english) => {
    expect(sv(source)).toBe(english);
  });
});
