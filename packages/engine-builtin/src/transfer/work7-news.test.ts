import { describe, expect, it } from 'vitest';
import { createBuiltinEngine, loadLexicon } from '../index.js';

/**
 * Rules found on workplace e-mail, HR/IT notices and short news items (fresh-work7 probes, seventh round of issue 11),
 * one case per rule on the real lexicon, with other sentences than the probes (team-written). Each case names a part
 * the output must contain.
 */
const engine = createBuiltinEngine(loadLexicon(), { strict: true });
const en = (s: string) => engine.translateSentence(s, 'en-sv').text;
const sv = (s: string) => engine.translateSentence(s, 'sv-en').text;

describe('sv→en workplace and news rules', () => {
  it.each([
    // att / för att + inte/aldrig + infinitive → not to / never to
    ['Han lovade att aldrig komma för sent igen.', 'promised never to'],
    ['Hon valde att inte svara på frågan.', 'chose not to'],
    ['Vi har bestämt oss för att inte sälja huset.', 'decided not to sell'],
    ['Alla uppmanas att inte parkera här.', 'not to park'],
    // på + an amount with a scale word or a percentage after a noun of money or change → of
    ['Banken redovisade en vinst på 3 miljarder kronor.', 'a profit of 3 billion'],
    ['Det blev en ökning på 5 procent.', 'an increase of 5'],
    // göra + vinst/förlust/misstag/ändringar → make
    ['Vi har gjort några ändringar i schemat.', 'made some changes'],
    ['Jag gjorde ett misstag.', 'made a mistake'],
    // skadas with people → injured; gå ut with a validity → expire; lämna + a document → hand in
    ['Tre personer skadades i branden.', 'were injured'],
    ['Garantin går ut i maj.', 'expires'],
    ['Blanketten ska lämnas senast fredag.', 'handed in'],
    ['Bidragsansökan ska lämnas senast i maj.', 'handed in'],
    // utbildning for staff → training; uppgifter that are confirmed → information
    ['Personalen ska genomgå en utbildning i säkerhet.', 'training'],
    ['Uppgifterna har inte bekräftats av polisen.', 'information'],
    // Swedish present of an activity with one specific object → progressive
    ['Regeringen utreder en ny skatt.', 'is investigating'],
    ['Vi planerar ett möte med kunden.', 'are planning'],
    // under + a counted duration → for
    ['Kontoret är stängt under två veckor.', 'for two weeks'],
    // ännu inte / inte ännu is a negation in the clause-adverb slot: the passive and "any" survive, yet at the end
    ['Ärendet har ännu inte behandlats.', "hasn't been"],
    ['Vi har ännu inte fått några pengar.', 'yet'],
    // gripa in the passive → arrest
    ['Två män greps i natt.', 'arrested'],
    // i rad → in a row; e-mail formulas
    ['Laget förlorade fyra matcher i rad.', 'in a row'],
    ['Ser fram emot ditt svar!', 'I look forward to'],
    ['Med vänlig hälsning', 'Kind regards'],
  ])('%s', (source, part) => expect(sv(source)).toContain(part));
});

describe('en→sv workplace and news rules', () => {
  it.each([
    // verb + not/never + to → att inte / att aldrig after the verb
    ['She decided not to sell the car.', 'att inte sälja'],
    ['They asked us not to park here.', 'att inte parkera'],
    ['He promised never to do it again.', 'att aldrig göra'],
    // passive of expect/say/believe + to → a bare infinitive after the s-passive
    ['The project is expected to cost 2 million kronor.', 'förväntas kosta'],
    ['He is said to be very rich.', 'sägs vara'],
    // a bare noun of society's quantities is definite in Swedish
    ['Unemployment fell in March.', 'Arbetslösheten'],
    ['Rents have risen sharply.', 'Hyrorna'],
    ['The report says that inflation will fall.', 'att inflationen'],
    ['Police arrested two men.', 'Polisen'],
    ['Teachers need more time.', 'Lärare behöver'],
    // a topic "on" after a noun of text or rule → om
    ['We need a clear policy on remote work.', 'policy om'],
    ['She gave a lecture on Swedish history.', 'föreläsning om'],
    // a noun with its own "of" keeps it instead of the genitive (the cause of → orsaken till)
    ['Nobody knows the cause of the accident.', 'orsaken till olyckan'],
    // Attached is / Enclosed are X → X bifogas
    ['Attached is the invoice for March.', 'bifogas'],
    ['Enclosed are the documents you asked for.', 'bifogas'],
    // e-mail formulas
    ['I hope this email finds you well.', 'Jag hoppas att allt är bra med dig'],
    ['Looking forward to your reply.', 'ser fram emot ditt svar'],
    ['He has won three times in a row.', 'i rad'],
  ])('%s', (source, part) => expect(en(source)).toContain(part));
});
