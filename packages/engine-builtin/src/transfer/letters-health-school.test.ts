import { describe, expect, it } from 'vitest';
import { createBuiltinEngine, loadLexicon } from '../index.js';

/**
 * Rules found on letters and notes from health care, school and authorities (fresh-letters6 probes, 2026-11-25),
 * one case per rule on the real lexicon, with other sentences than the probes (team-written). Each case names a
 * part the output must contain (or, third column, must not contain).
 */
const engine = createBuiltinEngine(loadLexicon(), { strict: true });
const sv = (s: string) => engine.translateSentence(s, 'sv-en').text;
const en = (s: string) => engine.translateSentence(s, 'en-sv').text;

describe('sv→en letters and notes', () => {
  it.each([
    // senast + a length of time + innan/före is a lead time (at least), with no "for" before it
    ['Avbeställ senast 48 timmar före besöket.', 'at least 48 hours before', ' for '],
    ['Ändringar måste göras senast två dagar innan.', 'at least two days before', 'latest'],
    ['Du måste svara senast fredag.', 'by Friday', 'at least'],
    // a length of time before före is a lead time in an instruction too
    ['Ta medicinen 30 minuter före maten.', 'medicine 30 minutes before', ' for '],
    // vid + an indefinite case noun after the verb is "in case of"; a definite place stays "at"
    ['Barnet ska stanna hemma vid feber.', 'in case of fever', ''],
    ['Kontakta oss vid långvariga problem.', 'in case of long-lasting problems', ''],
    ['Ring mottagningen vid förhinder.', 'in case of', ''],
    ['Bussen stannar vid skolan.', 'at the school', 'in case'],
    // besvär in a health text is symptoms, elsewhere trouble
    ['Sök vård om besvären blir värre.', 'symptoms', ''],
    ['Tack för besväret.', 'trouble', 'symptom'],
    // om before a possessive noun phrase, a clause adverb and a finite verb is "if"
    ['Ring oss om ditt barn inte kan delta.', 'if your child', 'about'],
    // ska + a perfect or passive with a time limit (inom) is a rule, not hearsay
    ['Betalningen ska ha gjorts inom 30 dagar.', 'must have been', 'said'],
    // den + a time noun a relative clause defines is the article
    ['Det var den dag vi flyttade.', 'the day we moved', 'it day'],
    // få + a letter, form or payment is receive; behandla + a case is process
    ['Jag fick ett brev från Skatteverket.', 'received a letter', ''],
    ['Hon fick ett barn i maj.', 'had a child', 'received'],
    ['Ärendet behandlas för närvarande.', 'is being processed', 'treated'],
    // a present passive with just nu / för närvarande is ongoing
    ['Din anmälan utreds just nu.', 'is being investigated', ''],
    // märka + clothes or a name tag is label, else notice
    ['Märk alla jackor och mössor.', 'Label all jackets', ''],
    ['Jag märkte att han var trött.', 'noticed', 'label'],
    // a fee, loan or bill + på + an amount: of / for
    ['De tog ett lån på 50 000 kronor.', 'a loan of', ' on '],
    ['Vi skickar en räkning på 300 kronor.', 'a bill for', ' on '],
    // nås (present s-passive) is "can be reached"; på + a bare means of contact is "by"
    ['Kundtjänst nås på telefon vardagar.', 'can be reached by telephone', ''],
  ])('%s', (s, want, not) => {
    const out = sv(s);
    expect(out).toContain(want);
    if (not) expect(out).not.toContain(not);
  });
});

describe('en→sv letters and notes', () => {
  it.each([
    // both + a plural noun takes the definite form; both … and is både … och
    ['Both sides must agree.', 'Båda sidorna', ''],
    ['I spoke to both doctors.', 'båda läkarna', ''],
    ['Both men and women can apply.', 'Både män och kvinnor', 'Båda'],
    // the Nth of each month, a weekday of every month: i varje månad
    ['Rent is paid on the 1st of each month.', 'den 1:a i varje månad', 'av varje'],
    ['We meet on the first Monday of every month.', 'måndagen i varje månad', 'av varje'],
    // persist is kvarstå; see + a doctor is uppsöka
    ['If the problem persists, restart the router.', 'kvarstår', 'envisas'],
    ['You should see a dentist.', 'uppsöka en tandläkare', ' se '],
    // school vocabulary: wellies, permission slip, half-term
    ['Please bring wellies and a raincoat.', 'gummistövlar', ''],
    ['Please sign the permission slip.', 'medgivandeblanketten', ''],
    ['The nursery is closed during half-term.', 'under lov', 'sportlov'],
  ])('%s', (s, want, not) => {
    const out = en(s);
    expect(out).toContain(want);
    if (not) expect(out).not.toContain(not);
  });
});
