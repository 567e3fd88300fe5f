import { describe, expect, it } from 'vitest';
import { createBuiltinEngine, loadLexicon } from '../index.js';

/**
 * Intervals, rough hours, speeds, minus signs and words of money and distance (issue 11, seventh round, helper ent7):
 * team-written cases, other members of each class than the fresh probes and the sentences that revealed it
 * (test-data/probes-fresh/ent7.tsv).
 */
const engine = createBuiltinEngine(loadLexicon(), { strict: true });
const sv = (s: string) => engine.translateSentence(s, 'sv-en');
const en = (s: string) => engine.translateSentence(s, 'en-sv');

describe('Swedish → English', () => {
  it.each([
    // var/vart + an ordinal + a singular time noun is "every", never the past of vara
    ['Tåget går var 30:e minut.', 'every 30 minutes'],
    ['Ta en tablett var åttonde timme.', 'every eight hours'],
    ['Vart tredje år byter vi styrelse.', 'Every three years'],
    ['Han var femte i kön.', 'was fifth'],
    // an hour written as a word in one with "tiden"
    ['Vi kommer vid niotiden.', 'around nine'],
    ['Ring efter ettiden.', 'one'],
    // a speed after i is "at"
    ['Han körde i 90 km/h.', 'at 90 km/h'],
    // a minus sign stays on its number
    ['Temperaturen är −12 °C.', '−12 °C'],
    // beräknas before a time, an infinitive or "klar" is "is expected"
    ['Bygget beräknas vara klart i maj.', 'is expected to be'],
    ['Resan beräknas ta två timmar.', 'is expected to take'],
    ['Vi beräknar kostnaden.', 'calculate'],
    // a decade in two digits
    ['Hon var ung på 70-talet.', "in the '70s"],
    // one and a half + a time noun counts it in the plural; after i it is how long
    ['Filmen är två och en halv timme lång.', 'two and a half hours'],
    ['Vi bodde i Umeå i ett och ett halvt år.', 'for one and a half years'],
    // a date opening the sentence: before a verb and its subject it is when, before a verb alone the subject
    ['Den 1 juli höjs avgiften.', 'On 1 July the fee'],
    ['Den 3 mars är en fredag.', '3 March is a Friday'],
    // thousands grouped with a space before a word take a comma; phone numbers and postcodes are left alone
    ['Kommunen har 85 000 invånare.', '85,000 inhabitants'],
    ['Ring 08 123 456 i dag.', '08 123 456'],
    ['Adressen är Box 123 456 Lund.', '123 456'],
  ])('%s', (source, expected) => {
    const r = sv(source);
    expect(r.text).toContain(expected);
    expect(r.unknown ?? []).toEqual([]);
  });
});

describe('English → Swedish', () => {
  it.each([
    // every second/other/third + a singular noun: varannan, var tredje; a neuter noun takes vart
    ['The bins are emptied every second week.', 'varannan vecka'],
    ['We play every other Thursday.', 'varannan torsdag'],
    ['Take it every third day.', 'var tredje dag'],
    ['The festival is held every two years.', 'vartannat år'],
    ['The survey is done every five years.', 'vart femte år'],
    // transfer with money is föra över; amount without "of" in a text about money is belopp
    ['Transfer the money to my account.', 'För över pengarna'],
    ['The total amount is SEK 500.', 'beloppet'],
    ['Please pay the full amount.', 'beloppet'],
    ['Add a small amount of sugar.', 'en liten mängd socker'],
    // a distance before away is bort
    ['The beach is 300 metres away.', '300 meter bort'],
    ['The hotel is 3 km away.', '3 km bort'],
    ['He is away today.', 'borta'],
    // yards are a unit, not gardens
    ['The hole is 150 yards away.', '150 yards'],
    // See you + a time or date entity is the formula vi ses
    ['See you at half past six.', 'Vi ses'],
    ['See you on the 21st.', 'Vi ses'],
    // by … at the latest says senast once
    ['Send it by 5 May at the latest.', 'senast den 5 maj.'],
    // in + a rounding word + a span is om
    ['The doctor will see you in about 15 minutes.', 'om cirka 15 minuter'],
    ['The results arrive in just two days.', 'om bara två dagar'],
  ])('%s', (source, expected) => {
    const r = en(source);
    expect(r.text).toContain(expected);
    expect(r.unknown ?? []).toEqual([]);
  });
});
