import { describe, expect, it } from 'vitest';
import { createBuiltinEngine, loadLexicon } from '../index.js';

/** Request frames and social formulas over other verbs and objects, on the real lexicon: team-written cases. */
const engine = createBuiltinEngine(loadLexicon(), { strict: true });
const sv = (s: string) => engine.translateSentence(s, 'sv-en').text;
const en = (s: string) => engine.translateSentence(s, 'en-sv').text;

describe('formulas inside a message', () => {
  it.each([
    ['Mvh Anna', 'Kind regards Anna'],
    ['Ingen fara, sånt händer.', 'No problem, such things happen.'],
    ['Ja, tack.', 'Yes, thank you.'],
    ['Hej, jag heter Anna.', 'Hello, my name is Anna.'],
  ])('sv-en %s', (source, expected) => expect(sv(source)).toBe(expected));
  it.each([
    ['No worries, take your time.', 'Ingen fara, ta den tid du behöver.'],
    ['My bad, I forgot.', 'Mitt fel, jag glömde.'],
    ['Best wishes, Erik', 'Bästa hälsningar, Erik'],
    ["Sorry, I don't understand.", 'Förlåt, jag förstår inte.'],
  ])('en-sv %s', (source, expected) => expect(en(source)).toBe(expected));
});

describe('requests and polite forms', () => {
  it.each([
    ['Jag skulle vilja beställa en taxi.', 'I would like to order a taxi.'],
    ['Jag skulle vilja ha en kaffe.', 'I would like a coffee.'],
    ['Kan jag få notan, tack?', 'Can I have the bill, please?'],
    ['Kan du vara snäll och hjälpa mig bära väskorna?', 'Can you please help me carry the bags?'],
    ['Hör av dig om du vill följa med.', 'Get in touch if you want to come along.'],
    ['Du kan komma om du vill.', 'You can come if you like.'],
    ['Vore det möjligt att byta rum?', 'Would it be possible to change rooms?'],
  ])('%s', (source, expected) => expect(sv(source)).toBe(expected));
});

describe('social formulas and idioms', () => {
  it.each([
    ['Oroa dig inte för det.', "Don't worry about it."],
    ['Hon oroar sig inte för det.', "She doesn't worry about it."],
    ['Jag har inte råd med en ny bil.', "I can't afford a new car."],
    ['Han hade inte råd.', "He couldn't afford."],
    ['tack för igår', 'thank you for yesterday'],
    ['Grattis till nya jobbet!', 'Congratulations on the new job!'],
  ])('%s', (source, expected) => expect(sv(source)).toBe(expected));
});

describe('invitations and any', () => {
  it.each([
    ['Feel free to call me.', 'Ring mig gärna.'],
    ['Feel free to ask questions.', 'Ställ gärna frågor.'],
    ['Please feel free to contact us.', 'Kontakta oss gärna.'],
    ['Could I have a glass of water?', 'Kunde jag få ett glas vatten?'],
  ])('en-sv %s', (source, expected) => expect(en(source)).toBe(expected));
  it.each([
    ['Säg till om du behöver något.', 'Let me know if you need anything.'],
    ['Jag undrar om ni har några lediga bord ikväll.', 'I wonder if you have any free tables tonight.'],
    ['Har du sett någon?', 'Have you seen anyone?'],
    ['Jag såg någon.', 'I saw someone.'],
  ])('sv-en %s', (source, expected) => expect(sv(source)).toBe(expected));
});

describe('apologies, thanks and sign-offs', () => {
  it.each([
    ['Förlåt att jag inte svarade tidigare.', "Sorry that I didn't answer earlier."],
    ['Ursäkta att jag är sen.', 'Sorry that I am late.'],
    ['Ursäkta, var är toaletten?', 'Excuse me, where is the toilet?'],
    ['Tack för att du hjälpte mig.', 'Thank you for helping me.'],
    ['Jag stannade för att du var sjuk.', 'I stayed because you were ill.'],
    ['Skulle du kunna låna mig din bil?', 'Could you lend me your car?'],
    ['Får jag låna din penna?', 'May I borrow your pen?'],
    ['Ha det så kul!', 'Have fun!'],
    ['Kramar, Anna', 'Hugs, Anna'],
  ])('sv-en %s', (source, expected) => expect(sv(source)).toBe(expected));
  it.each([
    ['okay, thanks', 'OK, tack'],
    ['Love, Anna', 'Kram, Anna'],
  ])('en-sv %s', (source, expected) => expect(en(source)).toBe(expected));
});

describe('wishes with have', () => {
  it.each([
    ['Have a safe flight!', 'Ha ett säkert flyg!'],
    ['Have a nice evening!', 'Ha en fin kväll!'],
    ['Have fun tonight!', 'Ha roligt ikväll!'],
    ['Have a car?', 'Har en bil?'],
    ['Have a seat.', 'Sätt dig.'],
    ['Thanks for helping me.', 'Tack för att du hjälpte mig.'],
    ['Thanks for waiting.', 'Tack för att du väntade.'],
    ['congrats on the baby!', 'Grattis till bebisen!'],
  ])('en-sv %s', (source, expected) => expect(en(source)).toBe(expected));
});

describe('included and the day after (leftovers)', () => {
  it.each([
    ['Is breakfast included in the price?', 'Ingår frukost i priset?'],
    ['Was lunch included?', 'Ingick lunch?'],
    ['Are drinks included in the price?', 'Ingår drycker i priset?'],
    ['We left the next day.', 'Vi lämnade dagen efter.'],
    ['She came back the next day.', 'Hon kom tillbaka dagen efter.'],
  ])('en-sv %s', (source, expected) => expect(en(source)).toBe(expected));
  it.each([['Dagen efter festen var jag trött.', 'The day after the party I was tired.']])(
    'sv-en %s',
    (source, expected) => expect(sv(source)).toBe(expected),
  );
});
