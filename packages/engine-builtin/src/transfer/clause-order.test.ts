import { describe, expect, it } from 'vitest';
import { createBuiltinEngine, loadLexicon } from '../index.js';

/**
 * Clause word order, questions and agreement (issue 11, sixth round): one case per rule on the real lexicon, with
 * other words than the probes that showed them (team-written).
 */
const engine = createBuiltinEngine(loadLexicon(), { strict: true });
const en = (s: string) => engine.translateSentence(s, 'en-sv').text;
const sv = (s: string) => engine.translateSentence(s, 'sv-en').text;

describe('en→sv clause order', () => {
  it.each([
    // a subject of two noun phrases joined by and/or stays the subject: no V2 inversion inside it, plural agreement
    ['Erik and his daughter live in Västerås.', 'Erik och hans dotter bor i Västerås.'],
    ['The nurses and the doctors were tired.', 'Sjuksköterskorna och läkarna var trötta.'],
    // a sentence adverb between a subject pronoun and a word that agrees with it as a finite verb: the verb
    ['I am worried because she never eats.', 'Jag är orolig eftersom hon aldrig äter.'],
    ['He often drinks tea.', 'Han dricker ofta te.'],
    // fronted "usually" (with or without a comma) is the verb bruka, not a fronted element
    ['Usually the shop opens at nine.', 'Butiken brukar öppna klockan nio.'],
    ['Usually, they eat lunch at twelve.', 'De brukar äta lunch klockan tolv.'],
    // how long + take is the duration of an event: hur lång tid
    ['How long did the flight take?', 'Hur lång tid tog flyget?'],
    // an embedded how long/much/often question has subordinate order and a finite verb
    ['I do not know how much the ticket costs.', 'Jag vet inte hur mycket biljetten kostar.'],
    ['She wonders how often they meet.', 'Hon undrar hur ofta de träffas.'],
    // a fronted "… ago" phrase is no part of the subject: V2 after it
    ['Three weeks ago the school closed the library.', 'För tre veckor sedan stängde skolan biblioteket.'],
    // an adjective's that-clause takes its preposition (that-adjectives-en), also with the that left out
    ['I am certain that she will call.', 'Jag är säker på att hon ska ringa.'],
    ['We were disappointed the hotel had no pool.', 'Vi var besvikna över att hotellet hade ingen pool.'],
    // tell + a person noun phrase + that/wh-clause: berätta för
    ['He told his parents that he had a new job.', 'Han berättade för sina föräldrar att han hade ett nytt jobb.'],
    // "not really" after an auxiliary is negation + really (inte riktigt), the adjective after be + adverb stays one
    ['She is not really ready.', 'Hon är inte riktigt färdig.'],
    ['The tea is always hot.', 'Teet är alltid hett.'],
    // a prepositional phrase read as one unit ends the subject: predicate agreement with the head noun
    ['The coffee at work is bad.', 'Kaffet på jobbet är dåligt.'],
  ])('%s → %s', (source, expected) => {
    expect(en(source)).toBe(expected);
  });
});

describe('sv→en clause order', () => {
  it.each([
    // still/probably stand before a negated auxiliary
    ['Vi har fortfarande inte fått fakturan.', "We still haven't received the invoice."],
    ['Han vet förmodligen inte svaret.', "He probably doesn't know the answer."],
    // a word between two definite nouns that can be the finite verb is the verb
    ['I våras anställde skolan två nya lärare.', 'Last spring the school employed two new teachers.'],
    // a plural adjective between a number and a noun whose plural is its singular: plural
    [
      'Vi har tre svenska kunder och fyra tyska forskare.',
      'We have three Swedish customers and four German researchers.',
    ],
    // after a relative clause the predicate noun takes the subject's article
    ['Flickan som sitter där är sjuksköterska.', 'The girl who is sitting there is a nurse.'],
    // a cleft's pronoun: who, the object case, agreement with the pronoun
    ['Det var de som betalade.', 'It was them who paid.'],
    ['Det är ni som bestämmer.', 'It is you who decide.'],
    // the weather-now progressive is for main clauses; a condition keeps the simple present
    ['Om det inte snöar åker vi.', "If it doesn't snow, we go."],
    // a weather phrase followed by a clause adverb is built as a clause; the weather now stays progressive
    ['Det snöar inte.', "It isn't snowing."],
    ['Det regnar ofta på hösten.', 'It often rains in the autumn.'],
  ])('%s → %s', (source, expected) => {
    expect(sv(source)).toBe(expected);
  });
});
