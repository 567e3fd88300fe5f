import { describe, expect, it } from 'vitest';
import { createBuiltinEngine, loadLexicon } from '../index.js';

/**
 * Time spans, amounts with a code or sign, measures and numbered places (issue 11, sixth round, helper ent6):
 * team-written cases, other members of each class than the fresh probes and the sentences that revealed it
 * (test-data/probes-fresh/ent6.tsv).
 */
const engine = createBuiltinEngine(loadLexicon(), { strict: true });
const sv = (s: string) => engine.translateSentence(s, 'sv-en');
const en = (s: string) => engine.translateSentence(s, 'en-sv');

describe('Swedish → English', () => {
  it.each([
    // om/inom + a number + a time noun is a time ahead, never "about" (gå om is no particle verb here)
    ['Färjan går om 40 minuter.', 'in 40 minutes'],
    ['Svar kommer inom 3 veckor.', 'within 3 weeks'],
    ['Vad tycker du om 3 timmar?', 'think'],
    // a decimal amount of time is plural in English
    ['Resan tar 2,5 timme.', '2.5 hours'],
    // five or ten before/after half an hour
    ['Filmen börjar fem över halv nio.', 'twenty-five to nine'],
    ['Vi ses tio i halv fyra.', 'twenty past three'],
    // a one-digit hour written with a point after a time verb
    ['Butiken stänger 6.30 på lördag.', 'at 6:30'],
    // an amount after a currency code or sign keeps it, in English number format
    ['Kostnaden är NOK 2 400.', 'NOK 2,400'],
    ['Boken kostade $12,50.', '$12.50'],
    ['Avgiften är EUR 1,250.', 'EUR 1,250'],
    // på between a noun of money and an amount
    ['Jag fick en räkning på 800 kr.', 'a bill for SEK 800'],
    ['Hon fick ett stipendium på 20 000 kronor.', 'of SEK 20,000'],
    // measures: a range before a unit, thousands, a length before its adjective, a multiplier
    ['Tillsätt 4–5 msk vatten.', '4–5 tbsp'],
    ['Huset är 2 400 kvm.', '2,400 sq m'],
    ['Hyllan är 80 cm bred.', '80 cm wide'],
    ['Ta 2 tabletter x 3.', 'x 3'],
    // numbered places keep their code and take the place sense
    ['Bussen går från läge C.', 'stand C'],
    ['Gå till utgång A3.', 'exit A3'],
    ['Vi sitter i vagn 7.', 'carriage 7'],
    // address and contact abbreviations are copied
    ['Anna Andersson, c/o Karlsson, Parkvägen 4, lgh 1201', 'c/o Karlsson, Parkvägen 4, lgh 1201'],
    ['Fax: 08-765 43 21', 'Fax: 08-765 43 21'],
    ['Ert dnr 2023/567', 'reference number 2023/567'],
    // a unit after per without an amount, slang and small currency words, a date label, a timetable line
    ['Pris per l: 12 kr', 'per l'],
    ['Den kostade 300 spänn.', 'SEK 300'],
    ['Bäst före 12.05.2026', 'Best before'],
    ['9.30 Fika', '9:30 coffee'],
    // a house letter written apart, names joined by &, tech names kept
    ['Vi flyttar till Kyrkvägen 3 C.', 'Kyrkvägen 3 C'],
    ['Jobbar du på H&M?', 'H&M'],
    ['Ladda ner appen till macOS.', 'macOS'],
  ])('%s', (source, expected) => {
    const r = sv(source);
    expect(r.text).toContain(expected);
    expect(r.unknown ?? []).toEqual([]);
  });
});

describe('English → Swedish', () => {
  it.each([
    ['The ferry leaves every 20 minutes.', 'var 20:e minut'],
    ['Water the plant every two days.', 'varannan dag'],
    ['Take one tablet every six hours.', 'var sjätte timme'],
    ['The bus comes at twenty-five past nine.', 'fem i halv tio'],
    ['It is twenty-five to eleven.', 'fem över halv elva'],
    ['The journey takes about half an hour.', 'ungefär en halvtimme'],
    ['The course lasts one and a half hours.', 'en och en halv timme'],
    ['The shelf is 80 cm wide.', '80 cm bred'],
    ['The plank is 3 m long.', '3 m lång'],
    ['Use 1-2 tbsp oil.', '1–2 msk'],
    ['The warehouse holds 2,500 kg.', '2 500 kg'],
    ['The train leaves from track 5b.', 'spår 5b'],
    ['Wait at stop C.', 'hållplats C'],
    ['Go to room 2.05.', 'rum 2.05'],
    ['Quote invoice no. AB-123.', 'nr AB-123'],
    ['See you tomorrow evening.', 'i morgon kväll'],
    ['Sold per kg.', 'per kg'],
    ['It cost 40 bucks.', '40 dollar'],
    ['The shelf is 3 feet wide.', '3 fot'],
    ['It is 26 miles from here.', '26 engelska mil'],
    ['That is 120 kronor.', 'Det är 120 kronor'],
    ['We eat at 6ish.', 'vid 6-tiden'],
    ['Turn on GPS.', 'GPS'],
    ['Connect it via HDMI.', 'HDMI'],
  ])('%s', (source, expected) => {
    const r = en(source);
    expect(r.text).toContain(expected);
    expect(r.unknown ?? []).toEqual([]);
  });
});
