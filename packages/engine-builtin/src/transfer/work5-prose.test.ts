import { describe, expect, it } from 'vitest';
import { createBuiltinEngine, loadLexicon } from '../index.js';

/**
 * Rules found on workplace e-mail and English → Swedish prose (fresh-work5 probes, fifth round of issue 11), one case
 * per rule on the real lexicon, with other sentences than the probes (team-written). Each case names a part the
 * output must contain (or must not).
 */
const engine = createBuiltinEngine(loadLexicon(), { strict: true });
const en = (s: string) => engine.translateSentence(s, 'en-sv').text;
const sv = (s: string) => engine.translateSentence(s, 'sv-en').text;

describe('en→sv prose and workplace rules', () => {
  it.each([
    // a preposition + -ing with an object is a verb: after → efter att ha + supine, before → innan + subject + verb
    ['After reading your e-mail, I called the supplier.', 'Efter att ha läst ditt mejl'],
    ['I called him after reading the report.', 'efter att ha läst rapporten'],
    ['Before signing the contract, we read it carefully.', 'Innan vi skriver under kontraktet'],
    ['Before closing the door, check the windows.', 'Innan du stänger dörren'],
    // by + -ing → genom att, without + -ing → utan att (by after a participle stays the agent)
    ['She improved her Swedish by watching films.', 'genom att se'],
    ['You can save money by booking early.', 'genom att boka'],
    ['He left without saying goodbye.', 'utan att säga'],
    ['The report was written by the manager.', 'skrevs av chefen'],
    // the whole / entire + noun → hela + the definite noun; a possessive stays after hela
    ['The whole country is watching.', 'Hela landet'],
    ['The entire building was evacuated.', 'Hela byggnaden'],
    ['I have lived here my whole life.', 'hela mitt liv'],
    // a possessive ends a multiword noun: the sales manager's car → säljchefens bil (not one compound)
    ["The sales manager's car is red.", 'Säljchefens bil'],
    // after a determiner a word is a noun, not the first word of a particle verb (the report to → rapporten till)
    ['I sent the report to the manager.', 'rapporten till chefen'],
    // to + a person after a verb of showing or telling → för
    ['She showed the pictures to her friends.', 'bilderna för sina vänner'],
    ['We described the problem to the customer.', 'problemet för kunden'],
    ['He gave the book to his sister.', 'boken till sin syster'],
    // for + a meal after join/go/meet is an outing: på lunch (eggs for breakfast stays till)
    ['Do you want to go out for dinner?', 'på middag'],
    // senses: start intransitive with a time → börja, attend + an event → delta i, publish results → publicera,
    // board that approves → styrelse, quarter with an ordinal → kvartal, answer + question → besvara
    ['The course starts on Monday.', 'börjar'],
    ['All employees must attend the seminar.', 'delta i seminariet'],
    ['The study was published in a journal.', 'publicerades'],
    ['The board decided to close the factory.', 'Styrelsen'],
    ['Sales increased in the third quarter.', 'tredje kvartalet'],
    ['Please answer the following questions.', 'Besvara'],
    // a plural with a sense of its own is a Swedish singular: the minutes → protokollet
    ['The minutes of the last meeting were approved.', 'Protokollet av'],
    // an auxiliary right after a relative clause's own verb opens the main clause
    ['People who smoke must stop.', 'som röker måste'],
    ['Visitors who arrive late will wait outside.', 'sent ska vänta'],
    // an acronym before a noun is a hyphenated first part, in capitals
    ['Contact the HR department.', 'HR-avdelningen'],
    ['The EU countries agreed.', 'EU-länderna'],
    // will be + a state participle → the Swedish present state (an agent keeps the passive)
    ['The school will be closed tomorrow because of the snow.', 'Skolan är stängd'],
    ['The road will be closed by the police.', 'stängas av polisen'],
    // down after be with a system as the subject → nere; out of (the) office → borta från kontoret
    ['The website was down all morning.', 'var nere'],
    ['She is out of the office today.', 'borta från kontoret'],
    // change + a document or arrangement → ändra (trains, passwords: byta)
    ['Can you change the date of the meeting?', 'ändra'],
    ['I want to change trains in Malmö.', 'byta tåg'],
  ])('%s', (src, part) => {
    expect(en(src)).toContain(part);
  });
});

describe('sv→en workplace message rules', () => {
  it.each([
    // an e-mail verb opening a message has an understood jag
    ['Skickar offerten i morgon.', 'I will send'],
    ['Återkommer med ett svar i morgon.', 'I will get back'],
    // om + a number + a unit of time points ahead (will), and om there is no particle of the verb
    ['Vi ringer dig om en vecka.', 'We will call you in a week'],
    ['Bussen går om fem minuter.', 'in five minutes'],
    // till + a day word after a planning verb is "for"
    ['Festen är planerad till fredag.', 'planned for Friday'],
  ])('%s', (src, part) => {
    expect(sv(src)).toContain(part);
  });
});
