import { describe, expect, it } from 'vitest';
import { createBuiltinEngine, loadLexicon } from '../index.js';

/** Chat spellings, questions typed without a mark and question tags, on the real lexicon: team-written cases. */
const engine = createBuiltinEngine(loadLexicon(), { strict: true });
const sv = (s: string) => engine.translateSentence(s, 'sv-en').text;
const en = (s: string) => engine.translateSentence(s, 'en-sv').text;

describe('chat spellings', () => {
  it.each([
    ['ses imorn', 'see you tomorrow'],
    ['Kan du ringa mej sen?', 'Can you call me later?'],
  ])('sv-en %s', (source, expected) => expect(sv(source)).toBe(expected));
  it.each([
    ['thx, see u tomorrow', 'Tack, vi ses i morgon'],
    ['im on my way', 'Jag är på väg'],
  ])('en-sv %s', (source, expected) => expect(en(source)).toBe(expected));
  it('keeps capitalised and dotted forms', () => expect(en('The U.S. is big.')).not.toMatch(/\bdu\b/i));
});

describe('a subject a message leaves out', () => {
  it.each([
    ['Sitter på tåget nu.', 'I am sitting on the train now.'],
    ['Har glömt nycklarna.', 'I have forgotten the keys.'],
    ['Okej, kommer strax!', "Okay, I'll be right there!"],
    ['Sorry, hinner inte idag.', "Sorry, I don't have time today."],
    ['Kan inte komma ikväll.', "I can't come tonight."],
    ['Kommer inte ikväll, är sjuk.', "I won't come tonight, I am ill."],
    ['Funkar inte.', "It doesn't work."],
    ['Känns bra!', 'It feels good!'],
  ])('sv-en %s', (source, expected) => expect(sv(source)).toBe(expected));
  it.each([
    ['Ska förvaras svalt.', 'Must be kept cool.'],
    ['Kommer du ikväll?', 'Are you coming tonight?'],
  ])('not in a label or a question: %s', (source, expected) => expect(sv(source)).toBe(expected));
});

describe('a subject an English message leaves out', () => {
  it.each([
    ['Sitting on the train.', 'Jag sitter på tåget.'],
    ["Sorry, can't make it tonight.", 'Förlåt, jag kan inte komma ikväll.'],
    ['Love you lots!', 'Jag älskar dig massor!'],
    ['Just got home.', 'Jag kom precis hem.'],
    ['Looks great!', 'Ser jättebra ut!'],
    ['Free on Friday?', 'Är du ledig på fredag?'],
    ['Wanna come?', 'Vill du komma?'],
    ["I'm running a little late.", 'Jag är lite sen.'],
  ])('en-sv %s', (source, expected) => expect(en(source)).toBe(expected));
  it.each([
    ['Driving in the snow is dangerous.', /^Att köra|^Körning/],
    ["Don't forget the milk!", /^Glöm inte mjölken!$/],
    ['Think about it!', /^Tänk på det!$/],
    ['Running shoes on sale', /^(?!Jag)/],
  ])('keeps its own reading: %s', (source, expected) => expect(en(source)).toMatch(expected));
});

describe('chat words, intensifiers and formulas', () => {
  it.each([
    ['Hon är jättesnygg.', /^She is really (pretty|good-looking|handsome|beautiful)\.$/],
    ['Soppan var supergod.', /^The soup was really (good|tasty|delicious)\.$/],
    ['Det var grymt bra!', /^It was very good!$/],
    ['Har du nåt emot att jag stänger fönstret?', /^Do you mind if I close the window\?$/],
    ['Kaffe lr te?', /^Coffee or tea\?$/],
    ['Vi hörs på fredag!', /^Talk to you (on )?Friday!$|^Talk to you later on Friday!$/],
    ['Hörs ikväll!', /^Talk to you tonight!$/],
    ['Tack, detsamma!', /^Thanks, you too!$/],
  ])('sv-en %s', (source, expected) => expect(sv(source)).toMatch(expected));
  it.each([
    ['Thanks, same to you!', 'Tack, detsamma!'],
    ['Talk later!', 'Hörs sen!'],
    ['Catch you later!', 'Vi ses!'],
    ['Just a second.', 'En sekund.'],
  ])('en-sv %s', (source, expected) => expect(en(source)).toBe(expected));
  it('keeps sjukt without an adjective after it', () => expect(sv('Det är sjukt.')).not.toMatch(/very/));
});

describe('everyday message constructions', () => {
  it.each([
    ['Jag är där om tjugo min.', 'I will be there in twenty minutes.'],
    ['Jag handlade frukt igår.', 'I bought fruit yesterday.'],
    ['Jag ska handla på stan.', 'I will shop in town.'],
    ['Jag hittar inte mina nycklar någonstans.', "I don't find my keys anywhere."],
    ['Träffar du Eva idag?', 'Are you meeting Eva today?'],
    ['Längtar efter att komma hem!', "I can't wait to come home!"],
  ])('sv-en %s', (source, expected) => expect(sv(source)).toBe(expected));
  it.each([
    ['Thanks for breakfast!', 'Tack för frukosten!'],
    ['Lunch is served at noon.', 'Lunch serveras klockan tolv.'],
    ["I can't wait to go home.", 'Jag längtar efter att gå hem.'],
    ["Can't wait for Christmas!", 'Jag längtar till jul!'],
  ])('en-sv %s', (source, expected) => expect(en(source)).toBe(expected));
});

describe('questions without a question mark', () => {
  it.each([
    ['har du nån laddare', 'Do you have a charger'],
    ['kommer du ikväll', 'are you coming tonight'],
  ])('%s', (source, expected) => expect(sv(source)).toBe(expected));
});

describe('question tags', () => {
  it.each([
    ['Det är kallt idag, eller hur?', "It's cold today, isn't it?"],
    ['Han bor här, va?', "He lives here, doesn't he?"],
    ['Vi sågs igår, visst?', "We met yesterday, didn't we?"],
    ['Du har inte glömt det, väl?', "You haven't forgotten it, have you?"],
    ['Ni har väl fått mejlet?', "You have got the email, haven't you?"],
    ['Tåget är sent, eller hur?', "The train is late, isn't it?"],
    ['Du har väl inte glömt mötet?', "You haven't forgotten the meeting, have you?"],
  ])('sv-en %s', (source, expected) => expect(sv(source)).toBe(expected));
  it.each([
    ["It's cold today, isn't it?", 'Det är kallt idag, eller hur?'],
    ["You like coffee, don't you?", 'Du tycker om kaffe, eller hur?'],
    ["You haven't seen it, have you?", 'Du har inte sett det, eller hur?'],
    ['The train is late, right?', 'Tåget är sent, eller hur?'],
  ])('en-sv %s', (source, expected) => expect(en(source)).toBe(expected));
});

describe('a dropped jag and få before an article', () => {
  it.each([
    ['Hoppas du mår bättre!', 'I hope that you feel better!'],
    ['Saknar dig!', 'I miss you!'],
    ['Undrar om du har tid.', 'I wonder if you have time.'],
    ['Vore det möjligt att få en kopia?', 'Would it be possible to get a copy?'],
    ['Jag kan få en kopia.', 'I can get a copy.'],
    ['Vilken en?', 'Which one?'],
  ])('%s', (source, expected) => expect(sv(source)).toBe(expected));
});

describe('a content clause without att', () => {
  it.each([
    ['Jag tycker det är bra.', "I think that it's fine."],
    ['Jag vet han heter Erik.', 'I know that he is called Erik.'],
    ['Hoppas allt gick bra med intervjun.', 'I hope that everything went well with the interview.'],
    ['Jag såg han var trött.', 'I saw that he was tired.'],
    ['Tror du det?', 'Do you believe it?'],
    ['Hon säger det ofta.', 'She often says it.'],
  ])('%s', (source, expected) => expect(sv(source)).toBe(expected));
});
