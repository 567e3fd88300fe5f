import { describe, expect, it } from 'vitest';
import { createBuiltinEngine, loadLexicon } from '../index.js';

/**
 * Codes, numbered things, ages and spans (issue 11, fifth round, helper times5): team-written cases, other members of
 * each class than the fresh probes that revealed it (test-data/probes-fresh/times5.tsv).
 */
const engine = createBuiltinEngine(loadLexicon(), { strict: true });
const sv = (s: string) => engine.translateSentence(s, 'sv-en');
const en = (s: string) => engine.translateSentence(s, 'en-sv');

describe('codes and numbered things', () => {
  it.each([
    // a number noun before a colon and its value names one code
    ['Kundnummer: 556677', 'Customer number: 556677'],
    ['Artikelnummer: 12-345', 'Item number: 12-345'],
    ['Medlemsnummer: AB 1234', 'Member number'],
    // a plain count after another noun stays a count
    ['Fönster: 3', 'Windows: 3'],
    // registration plates and flight codes are kept, never unknown
    ['Bilen med registreringsnummer XYZ 789 ska flyttas.', 'XYZ 789'],
    ['Flyg DY 4321 landar kl. 09.10.', 'Flight DY 4321 lands'],
  ])('sv→en %s', (source, expected) => {
    const r = sv(source);
    expect(r.text).toContain(expected);
    expect(r.unknown ?? []).toEqual([]);
  });
  it.each([
    ['Flight BA 812 has been delayed.', 'BA 812'],
    ['Bus 55 leaves from platform 3.', 'Buss 55 avgår'],
    ['Train 12 to Malmö is late.', 'Tåg 12 till Malmö är'],
    ['Please quote order no. 88123.', 'nr 88123'],
    // an imperative before a count stays one
    ['Call 112 now.', 'Ring 112'],
    ['Cook 5 minutes before serving.', 'minuter'],
  ])('en→sv %s', (source, expected) => {
    const r = en(source);
    expect(r.text).toContain(expected);
    expect(r.unknown ?? []).toEqual([]);
  });
});

describe('ages and spans written as one word', () => {
  it.each([
    ['Han har en fyraårig son.', 'a four-year-old son'],
    ['Två 7-åriga flickor', '7-year-old'],
    ['Vi har en tioåring hemma.', 'a ten-year-old'],
    ['Det är en treårig utbildning.', 'a three-year'],
  ])('sv→en %s', (source, expected) => {
    expect(sv(source).text).toContain(expected);
  });
  it.each([
    ['He has a 6-year-old son.', 'en 6-årig son'],
    ['They adopted a four-year-old child.', 'ett fyraårigt barn'],
    ['We took a three-day trip.', 'tre dagars'],
    ['It is a one-hour flight.', 'en timmes'],
    ['The course is for 10-year-olds.', '10-åringar'],
    ['She starts at 8:30am.', '8.30'],
    ['Open 7:30am–9pm', '7.30–21'],
  ])('en→sv %s', (source, expected) => {
    expect(en(source).text).toContain(expected);
  });
});

describe('dates, opening hours and ages in running text', () => {
  it.each([
    ['Mottagningen: mån–tors 8–12, fre stängt', 'Mon–Thu 8–12, Fri closed'],
    ['Vi ses den femte oktober.', '5 October'],
    ['Hon är född den tjugonde mars 1990.', '20 March 1990'],
    ['Vi har stängt hela juli.', 'We are closed'],
    ['Jag har stängt fönstret.', 'I have closed the window'],
    ['Stängt 23/12–2/1', '23 December–2 January'],
    ['Ordernr: 5512', 'Order number: 5512'],
    ['Se nr 12 i listan.', 'no. 12'],
    ['Min bror är 12 år.', '12 years old'],
    ['Avtalet är 3 år.', 'is 3 years.'],
    ['Ansök senast 2025-09-30.', 'by 2025-09-30'],
  ])('sv→en %s', (source, expected) => {
    const r = sv(source);
    expect(r.text).toContain(expected);
    expect(r.unknown ?? []).toEqual([]);
  });
  it.each([
    ['We will move at the end of next year.', 'i slutet av nästa år'],
    ['Call me at the beginning of next month.', 'i början av nästa månad'],
  ])('en→sv %s', (source, expected) => {
    expect(en(source).text).toContain(expected);
  });
});

describe('keywords to send and every day', () => {
  it.each([
    ['Sms:a INFO till 71120.', 'INFO'],
    ['Text HELP to 60000.', 'HELP'],
    ['Reply NO to cancel.', 'NO'],
  ])('%s keeps the keyword', (source, expected) => {
    const dir = /^(Sms|Skicka|Svara)/.test(source) ? sv(source) : en(source);
    expect(dir.text).toContain(expected);
  });
  it.each([
    ['Receptionen har öppet 7–22 alla dagar.', 'every day'],
    ['Gymmet har öppet alla dagar utom midsommarafton.', 'every day'],
  ])('sv→en %s', (source, expected) => {
    expect(sv(source).text).toContain(expected);
  });
});

describe('by + a bare hour', () => {
  it.each([
    ["We'll be back by 9.", 'senast klockan 9'],
    ['Make sure it is finished by 4 today.', 'senast klockan 4'],
    ['The price went up by 7.', 'med 7'],
    ['Multiply it by 3.', 'med 3'],
  ])('en→sv %s', (source, expected) => {
    expect(en(source).text).toContain(expected);
  });
});
