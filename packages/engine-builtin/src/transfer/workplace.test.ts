import { describe, expect, it } from 'vitest';
import { createBuiltinEngine, loadLexicon } from '../index.js';

/**
 * Rules found on workplace e-mail and chat (fresh-workplace probes, 2026-11-24), one case per rule on the real
 * lexicon, with other sentences than the probes (team-written). Each case names a part the output must contain.
 */
const engine = createBuiltinEngine(loadLexicon(), { strict: true });
const sv = (s: string) => engine.translateSentence(s, 'sv-en').text;

describe('sv→en workplace rules', () => {
  it.each([
    // till + a day or month after a verb that moves it is "to", after one that books it "for", else "until"
    ['Vi flyttar mötet med kunden till torsdag.', 'meeting with the customer to Thursday'],
    ['Presentationen har flyttats till fredag.', 'moved to Friday'],
    ['Vi har bokat ett bord till lördag.', 'a table for Saturday'],
    ['Jag är borta till måndag.', 'away until Monday'],
    ['Hon bodde där till juni.', 'until June'],
    ['Vi är öppna från januari till maj.', 'from January to May'],
    // an s-passive keeps its particle before a multiword preposition and before a measure of time
    ['Resan skjuts upp till maj.', 'postponed to May'],
    ['Lanseringen har skjutits upp en vecka.', 'postponed a week'],
    ['Boken skrevs av en kvinna.', 'written by a woman'],
    // för att + a word that can be an infinitive opens a purpose clause
    ['Jag ringer för att fråga om priset.', 'to ask about the price'],
    ['Hon stannade för att hon var trött.', 'because she was tired'],
    // an acronym in capitals is the noun the lexicon writes in lower case, also with a colon ending
    ['Kan du skicka PDF:en igen?', 'the PDF'],
    ['Jag är inte ansluten till VPN:et.', 'the VPN'],
    // så joining two clauses keeps the subject before the verb
    ['Det är sent, så vi måste gå.', 'so we have to go'],
    // pass is a shift with a verb of taking or swapping; klar is ready before att/senast, finished before med
    ['Jag kan byta pass med dig.', 'shift'],
    ['Maten är klar att ätas.', 'ready to be eaten'],
    ['Allt ska vara klart senast i morgon.', 'ready'],
    // i + a desk is at; by e-mail; a day of the month alone
    ['Betala i kassan.', 'at the checkout'],
    ['Skicka svaret per mejl.', 'by email'],
    ['Hyran betalas den 27:e varje månad.', 'on the 27th'],
    // vid before a case at the start of a clause: for questions, in case of fire; a place stays at
    ['Vid frågor, ring oss.', 'For questions'],
    ['Vid olycka ska du ringa 112.', 'In case of'],
    ['Vi träffas vid stationen.', 'at the station'],
    ['Projektet ska vara klart senast i slutet av maj.', 'by the end of May'],
  ])('%s', (source, part) => {
    expect(sv(source)).toContain(part);
  });
});

const en = (s: string) => engine.translateSentence(s, 'en-sv').text;

describe('en→sv workplace rules', () => {
  it.each([
    // after "been" a participle with an adjective reading of its own is the passive event; "been to" is a visit
    ['The presentation has been moved to Monday.', 'har flyttats till måndag'],
    ['The contract has been extended.', 'har förlängts'],
    ['I was very moved.', 'rörd'],
    ['Have you been to Norway?', 'varit i Norge'],
    ['The library has been closed for a month.', 'har varit stängt'],
    // take/have a look at, off sick, be on vacation, out of the office
    ['I had a look at your draft.', 'en titt på'],
    ['Anna is off sick.', 'hemma sjuk'],
    ['We will be on vacation in July.', 'ha semester'],
    ['She is out of the office today.', 'borta från kontoret'],
    // "Please find X attached" says that X is attached
    ['Please find the invoice attached.', 'Fakturan bifogas'],
    ['Please find attached the report.', 'Rapporten bifogas'],
    // running + a measure of time + late; "a few" is no article after a personal subject
    ['We are running a few minutes late.', 'ett par minuter'],
    // "to" after an instruction's object is a purpose, after ask/tell the object's task
    ['Click the button to save your changes.', 'för att spara'],
    ['Click here to register.', 'för att'],
    ['Ask your colleague to check the numbers.', 'att kontrollera'],
    ['Give the team some time to prepare.', 'tid att'],
    // "on the 25th" → "den 25:e", "the 1st" → "den 1:a"
    ['The rent is paid on the 27th.', 'den 27:e'],
    ['Invoices are sent on the 1st.', 'den 1:a'],
    // a weekday before a time of day is a compound with -s-; by the end of; cover for
    ['The course starts on Tuesday morning.', 'tisdagsmorgon'],
    ['Please reply by the end of the week.', 'senast i slutet av veckan'],
    ['Who can cover for Erik tomorrow?', 'hoppa in för'],
  ])('%s', (source, part) => {
    expect(en(source)).toContain(part);
  });
});
