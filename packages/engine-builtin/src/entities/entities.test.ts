import { describe, expect, it } from 'vitest';
import { createBuiltinEngine, loadLexicon } from '../index.js';
import { parseWordLists } from '../lexicon/word-lists.js';
import { tokenize } from '../tokenize.js';
import { buildEntityData } from './entity-data.js';
import { recognizeSv } from './sv-entities.js';

/** Entities and formulas on the real lexicon: team-written cases, one per rule. */
const engine = createBuiltinEngine(loadLexicon(), { strict: true });
const sv = (s: string) => engine.translateSentence(s, 'sv-en');
const en = (s: string) => engine.translateSentence(s, 'en-sv');

describe('formulas said as a whole', () => {
  it.each([
    ['Bäst före:', 'Best before:'],
    ['Bäst före: 2025-05-04', 'Best before: 2025-05-04'],
    ['Rökning förbjuden', 'No smoking'],
    ['RÖKNING FÖRBJUDEN', 'NO SMOKING'],
    ['Ur funktion', 'Out of order'],
    ['Nödutgång', 'Emergency exit'],
    ['Gäller ej helgdagar', 'Not valid on public holidays'],
    ['Tack för maten!', 'Thank you for the meal!'],
    ['Ingen fara.', 'No problem.'],
    ['Öppet', 'Open'],
  ])('sv→en %s', (src, want) => {
    expect(sv(src)).toEqual({ text: want });
  });

  it.each([
    ['No smoking', 'Rökning förbjuden'],
    ['Out of order', 'Ur funktion'],
    ['Pull', 'Dra'],
    ['Never mind.', 'Strunta i det.'],
    ["I'm running late.", 'Jag blir sen.'],
    ['Take care!', 'Ha det bra!'],
    ['Keep your distance', 'Håll avståndet'],
  ])('en→sv %s', (src, want) => {
    expect(en(src)).toEqual({ text: want });
  });

  it('keeps one-direction rows to their direction: Open alone is not a sign in English', () => {
    expect(en('Open').text).not.toBe('Öppet');
  });

  it('reads a capitalised English button label as a button, a lower-case word as a word', () => {
    expect(en('Save')).toEqual({ text: 'Spara' });
    expect(en('Cancel')).toEqual({ text: 'Avbryt' });
    expect(en('Open')).toEqual({ text: 'Öppna' });
    expect(en('cancel').text).not.toBe('avbryt');
  });
});

describe('dates, times and amounts', () => {
  it.each([
    ['Betala senast den 4 maj.', 'Pay by 4 May.'],
    ['Vi ses den 4 maj.', 'See you on 4 May.'],
    ['Mötet är måndagen den 4 maj kl. 14.30.', 'The meeting is on Monday 4 May at 14:30.'],
    ['Butiken stänger kl. 18.', 'The shop closes at 18:00.'],
    ['kl. 18.00', '18:00'],
    ['Det kostar 45 kr.', 'It costs SEK 45.'],
    ['Biljetten kostar 1 200 kronor.', 'The ticket costs SEK 1,200.'],
    ['Priset är 12,50 kr.', 'The price is SEK 12.50.'],
    ['Svara senast fredag.', 'Answer by Friday.'],
    ['Svara senast på fredag.', 'Answer by Friday.'],
  ])('sv→en %s', (src, want) => {
    expect(sv(src)).toEqual({ text: want });
  });

  it.each([
    ['The meeting starts at 2:30 pm.', 'Mötet startar klockan 14.30.'],
    ['The course starts on Monday, 4 May 2025.', 'Kursen startar måndagen den 4 maj 2025.'],
    ['It costs SEK 45.', 'Det kostar 45 kr.'],
    ['The meeting is at half past seven.', 'Mötet är klockan halv åtta.'],
    ['It is half past four.', 'Det är halv fem.'],
    ['Reply by Friday.', 'Svara senast fredag.'],
    ['Reply no later than Friday.', 'Svara senast fredag.'],
  ])('en→sv %s', (src, want) => {
    expect(en(src)).toEqual({ text: want });
  });

  it('reads May as the month only with a cue', () => {
    expect(en('We met in May.').text).toContain('i maj');
    expect(en('You may go.').text).not.toContain('maj');
  });
});

describe('names of authorities and verbatim spans', () => {
  it.each([
    ['Riksbanken', 'The Riksbank'],
    ['Statistiska centralbyrån', 'Statistics Sweden'],
    ['Kontakta Skatteverket.', 'Contact the Swedish Tax Agency.'],
    ['Skatteverkets beslut kom i går.', "The Swedish Tax Agency's decision came yesterday."],
    ['Mitt personnummer är 850312-1234.', 'My personal identity number is 850312-1234.'],
    ['Ring 070-123 45 67 eller mejla info@example.se.', 'Call 070-123 45 67 or email info@example.se.'],
    ['Storgatan 12', 'Storgatan 12'],
  ])('sv→en %s', (src, want) => {
    expect(sv(src)).toEqual({ text: want });
  });

  it.each([
    ['Contact the Swedish Tax Agency.', 'Kontakta Skatteverket.'],
    ['The Swedish Social Insurance Agency has sent a letter.', 'Försäkringskassan har skickat ett brev.'],
    ['Skatteverket', 'Skatteverket'],
  ])('en→sv %s', (src, want) => {
    expect(en(src)).toEqual({ text: want });
  });

  it('merges a multiword name into one token spelled as the name', () => {
    const lex = loadLexicon();
    const toks = recognizeSv(tokenize('Statistiska centralbyråns rapport'), buildEntityData(lex));
    expect(toks.map((t) => t.text)).toEqual(['Statistiska centralbyråns', 'rapport']);
  });

  it('rejects a malformed entity list row by file and line', () => {
    expect(() => parseWordLists([{ name: 'entities.tsv', text: 'months-sv\n' }])).toThrow('entities.tsv:1');
  });
});

describe('verbatim codes, addresses and units', () => {
  it.each([
    ['Ange ordernummer XK7-22PQ.', 'XK7-22PQ'],
    ['Vi bor på Storgatan 12B, 411 38 Göteborg.', 'at Storgatan 12B, 411 38'],
    ['Ring +46 70 123 45 67.', '+46 70 123 45 67'],
    ['Tillsätt 2 dl mjölk.', '2 dl milk'],
    ['Väskan väger 4,5 kg.', '4.5 kg'],
    ['Pris: 12,50 kr/st', 'SEK 12.50/pc'],
    ['Hyran är 8 500 kr i månaden.', 'SEK 8,500 a month'],
    ['Ugnen ska ha 200 °C.', '200 °C'],
    ['Läs mer på 1177.se.', '1177.se.'],
    ['Gå in på skatteverket.se/kontakt nu.', 'skatteverket.se/kontakt'],
    ['Räntan höjs med 0,25 procent.', '0.25 per cent'],
    ['Öppet mån–fre 10–18, lör 10–14', 'Mon–Fri 10–18, Sat 10–14'],
    ['Skicka till Storgatan 12B, 411 38 Göteborg.', 'Storgatan 12B, 411 38 Göteborg.'],
    ['Adress: Box 123, 751 04 Uppsala', 'Box 123, 751 04 Uppsala'],
    ['Beslutet gäller fr.o.m. 1 juni.', 'from 1 June'],
    ['Kursen startar v. 34.', 'in week 34'],
    ['Stängt v. 28-31.', 'weeks 28–31'],
    ['Mötet är kl 9-11.', 'from 9:00 to 11:00'],
    ['Flyget avgår kl. 06.45.', '06:45'],
  ])('sv→en %s keeps %s', (src, part) => {
    expect(sv(src).text).toContain(part);
  });

  it.each([
    ['The office is at 221 King Street, London.', 'på 221 King Street, London'],
    ['Call us on +44 20 7946 0321.', '+44 20 7946 0321'],
    ['Add 500 ml of water.', '500 ml vatten'],
    ['The box contains 12 pcs.', '12 st'],
    ['It costs €30.', '30 euro'],
    ['It costs SEK 99 per month.', '99 kr i månaden'],
    ['20% off', '20 % rabatt'],
    ['You get 25% off everything.', '25 % rabatt på allt'],
    ['The flight leaves at 06:45.', 'klockan 06.45'],
  ])('en→sv %s keeps %s', (src, part) => {
    expect(en(src).text).toContain(part);
  });
});

describe('clock times and opening hours', () => {
  it.each([
    ['Filmen börjar kvart i fem.', 'at quarter to five'],
    ['Vi ses vid halv åtta.', 'at half past seven'],
    ['Mötet börjar 14:30.', 'at 14:30'],
    ['Öppettider: Mån–Fre 9–17', 'Mon–Fri 9–17'],
  ])('sv→en %s → …%s', (src, part) => {
    expect(sv(src).text).toContain(part);
  });

  it('says a clock time that is the predicate without "at"', () => {
    expect(sv('Klockan är halv åtta.').text).toBe('It is half past seven.');
  });

  it.each([
    ['Opening hours: Mon–Fri 9am–5pm', 'Mån–Fre 9–17'],
    ['We are open between 9 and 5.', 'mellan 9 och 17'],
    ['Lunch is at noon.', 'klockan tolv'],
    ['The course starts on the 3rd of May.', 'den 3 maj'],
  ])('en→sv %s → …%s', (src, part) => {
    expect(en(src).text).toContain(part);
  });

  it('leaves small numbers in a plain range alone', () => {
    expect(en('Between 2 and 4 people came.').text).toContain('2 och 4');
  });

  it('reads a bare number range as opening hours only where the text speaks of them, not a score', () => {
    expect(en('Open 9–5').text).toContain('9–17');
    expect(en('Sweden won the match 2–1.').text).not.toMatch(/13/);
  });

  it('says "to" for a date something is moved to, "until" otherwise', () => {
    expect(sv('Mötet flyttas till den 4 maj.').text).toContain('moved to 4 May');
    expect(sv('Erbjudandet gäller till den 4 maj.').text).toContain('until 4 May');
  });
});

describe('unknown words and names', () => {
  it('keeps an unknown noun after an article and reports it', () => {
    const r = sv('Hon köpte en flimbrosk.');
    expect(r.text).toBe('She bought a flimbrosk.');
    expect(r.unknown).toEqual(['flimbrosk']);
  });

  it('reports an unknown name inside the sentence but not a known one', () => {
    expect(sv('Vi pratade med Tjällqvist och Anna.').unknown).toEqual(['Tjällqvist']);
    expect(en('Anna met Brankovsky.').unknown).toEqual(['Brankovsky']);
  });

  it('keeps a title with its point inside the clause (Dr. Brown), and a Swedish street in English text', () => {
    expect(en('Dr. Brown will see you now.').text).toBe('Dr. Brown ska se dig nu.');
    expect(en('Pick it up at Blomgatan 3.')).not.toHaveProperty('unknown');
    expect(en('The clinic is open 8:00–16:30.').text).toContain('8.00–16.30');
  });

  it('keeps a surname after a first name or a title as a name (John Smith, Mrs Brankovsky)', () => {
    expect(en('John Smith works at Volvo.').text).toBe('John Smith arbetar på Volvo.');
    expect(en('I met Mrs Brankovsky.').text).toContain('Brankovsky');
  });

  it('reads a number noun before its code as one (Kundnummer 1234-5678 → Customer number)', () => {
    expect(sv('Kontonummer 1234-5678').text).toBe('Account number 1234-5678');
    expect(sv('Vi har många nummer.').text).toBe('We have many numbers.');
  });

  it('drops "the" before an unknown English noun rather than guessing its gender', () => {
    expect(en('We talked about the grumplet.').text).toBe('Vi pratade om grumplet.');
  });

  it('gives a Swedish title before a name in English (Fru Lind → Mrs Lind)', () => {
    expect(sv('Fru Brankovsky bor på Ekvägen 4.').text).toBe('Mrs Brankovsky lives at Ekvägen 4.');
  });

  it('never splits a surname into compound parts, even first in the sentence', () => {
    expect(sv('Tjällqvist ringde i går.').text).toMatch(/^Tjällqvist /);
  });

  it('reads an unknown infinitive after a modal as a verb, still reported', () => {
    expect(sv('Kan du flurpa?')).toEqual({ text: 'Can you flurpa?', unknown: ['flurpa'] });
    expect(sv('Jag vill flurpa.').text).toBe('I want to flurpa.');
    expect(sv('Jag tror att blorka är bra.').text).toBe('I think that blorka is good.');
  });

  it('reads English "to" before an unknown word after a verb as the infinitive marker', () => {
    expect(en('I want to flurp today.').text).toBe('Jag vill flurp idag.');
    expect(en('I went to glorpton.').text).toContain('till glorpton');
  });

  it('lets an unknown head end its noun phrase and an unknown word stand as an adjective', () => {
    expect(sv('Vi hittade en krumpla i skogen.').text).toBe('We found a krumpla in the forest.');
    expect(sv('Den flurbiga tröjan är ny.').text).toBe('The flurbiga sweater is new.');
  });

  it('reads att before an unknown infinitive as "to"', () => {
    expect(sv('Barnen älskar att gnurfla.').text).toBe('The children love to gnurfla.');
  });
});
