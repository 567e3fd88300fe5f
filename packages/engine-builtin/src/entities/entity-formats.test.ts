import { describe, expect, it } from 'vitest';
import { createBuiltinEngine, loadLexicon } from '../index.js';

/**
 * The breadth of formats entities are written in (issue 11, fourth round): team-written cases, other members of each
 * class than the fresh probes that revealed it (test-data/probes-fresh/entities4.tsv).
 */
const engine = createBuiltinEngine(loadLexicon(), { strict: true });
const sv = (s: string) => engine.translateSentence(s, 'sv-en').text;
const en = (s: string) => engine.translateSentence(s, 'en-sv').text;

describe('Swedish formats → English', () => {
  it.each([
    // numeric dates, day first, written out; a fraction and a label's date are not dates to write out
    ['Vi hörs den 7/10.', 'on 7 October'],
    ['Sista dag för anmälan är 28/2.', 'is 28 February'],
    ['Leverans senast 15/1.', 'by 15 January'],
    ['Tillsätt 1/2 dl mjölk.', '1/2 dl'],
    ['Bäst före 03.11.2026', '03.11.2026'],
    // a point between thousands before a currency
    ['Böterna är 2.000 kronor.', 'SEK 2,000'],
    // areas, and "på" before a size after vara
    ['Kontoret är på 45 kvm.', 'is 45 sq m'],
    ['Tomten är på 900 m².', 'is 900 m²'],
    // degrees said with an adjective, minus degrees as a compound
    ['I dag blir det 25 grader varmt.', '25 degrees'],
    ['Det var 8 grader kallt i morse.', 'minus 8 degrees'],
    ['Vi väntar 5 minusgrader i natt.', 'minus 5 degrees'],
    // decades in words, ordinals in digits, week numbers after a verb
    ['Huset byggdes på sextiotalet.', 'in the sixties'],
    ['Vi firar hans 40:e födelsedag.', '40th birthday'],
    ['Vi flyttar vecka 23.', 'in week 23'],
    // opening hours before a word that keeps them hours; a written time before a conjunction or a preposition
    ['Vi har öppet 9–20 alla dagar.', '9–20 every day'],
    ['Färjan går 06.30 och 08.15.', 'at 06:30 and 08:15'],
    ['Bussen går 23.40 från hållplatsen.', 'leaves at 23:40'],
    // a rough hour, kronor and öre, thousands grouped, weekdays capitalised
    ['Jag kommer runt 9-tiden.', 'around 9'],
    ['Glassen kostar 8 kronor och 90 öre.', 'SEK 8.90'],
    ['Cykeln kostar 4500 kr.', 'SEK 4,500'],
    ['Öppet tis–tor 11–15.', 'Tue–Thu'],
    // a weekday before a numeric date or a day alone, the night before a weekday, a price per piece, om + a time
    ['Vi ses fre 9/8 kl 10.', 'Friday 9 August'],
    ['Konserten är fredag den 21:a.', 'Friday the 21st'],
    ['Det regnade natten mot söndag.', 'on Saturday night'],
    ['Biljetterna kostar 120 kr styck.', 'SEK 120 each'],
    ['Bussen kommer om en halvtimme.', 'in half an hour'],
    // a range of two dates written close, a year after född
    ['Mässan pågår 3 juni–5 juni.', '3 June–5 June'],
    ['Min mormor är född 1931.', 'born in 1931'],
    // after a day noun and "är" the date is the predicate
    ['Sista anmälningsdag är den 2 oktober.', 'is 2 October'],
  ])('%s', (src, want) => {
    expect(sv(src)).toContain(want);
  });
});

describe('English formats → Swedish', () => {
  it.each([
    // parts of a month, and of a time noun after "the"
    ['We will decide at the end of August.', 'i slutet av augusti'],
    ['The work starts in early September.', 'i början av september'],
    ['The shop opens again in mid-March.', 'igen i mitten av mars'],
    ['Please reply by the end of the week.', 'senast i slutet av veckan'],
    ['Put the cake in the middle of the oven.', 'mitt i'],
    // ranges of days in one month
    ['The market is open from 12 to 15 August.', 'från den 12 till den 15 augusti'],
    ['The fair is on 9–11 October.', 'den 9–11 oktober'],
    ['The trip is between 3 and 8 July.', 'mellan den 3 och den 8 juli'],
    // a numeric date keeps its digits, its preposition is translated
    ['The parcel was sent on 14/02/2025.', 'den 14/02/2025'],
    // decades, ordinals before a noun, a range of numbers, a code after #
    ['My parents met in the seventies.', 'på sjuttiotalet'],
    ['The toilets are on the 1st floor.', 'första våningen'],
    ['Delivery takes 2–4 days.', '2–4'],
    ['Order #55821 is ready.', '#55821'],
    // thousands grouped with a space; at before an amount or a speed
    ['The deposit is SEK 3 000.', '3 000 kr'],
    ['Tickets start at SEK 149.', 'på 149 kr'],
    ['Do not drive at 90 km/h here.', 'i 90 km/h'],
    // a course or an exhibition runs (pågår), a person runs (springer)
    ['The campaign runs until 30 June.', 'pågår'],
    ['She runs in the park.', 'springer'],
    // pm after a range holds for its first time; a time with a point after "from"/"at"; a leading zero kept
    ['Visiting is between 3 and 5 pm.', 'mellan 15 och 17'],
    ['Breakfast is from 7.30 to 10.00.', 'från 7.30 till 10.00'],
    ['We meet at 10.15 tomorrow.', 'klockan 10.15'],
    ['Open 08:00–16:00', '08.00–16.00'],
    // roughly, sharp, minutes past and to, weekdays in lower case
    ['Call me at about 6.', 'runt klockan 6'],
    ['The film starts at 9 sharp.', 'klockan 9 prick'],
    ['The bus left at ten past seven.', 'tio över sju'],
    ['Open Tue–Sat 10am–4pm', 'tis–lör'],
    // frequencies, two-word units, measure nouns without "av"
    ['Water the plant 2 times a week.', '2 gånger'],
    ['The rate fell by 0.5 percentage points.', 'procentenheter'],
    ['Add a handful of nuts.', 'en handfull nötter'],
    // a weekday before a day alone; tomorrow morning
    ['The market is on Sunday the 3rd.', 'söndagen den 3:e'],
    ['I will call you tomorrow morning.', 'i morgon förmiddag'],
    // a text starting with a number has no first word to capitalise
    ['30% off all coats', '30 % rabatt på alla'],
    // roughly at an hour in words
    ['Come at around eight tonight.', 'runt klockan åtta'],
  ])('%s', (src, want) => {
    expect(en(src)).toContain(want);
  });
});
