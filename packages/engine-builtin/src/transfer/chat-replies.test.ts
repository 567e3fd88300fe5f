import { describe, expect, it } from 'vitest';
import { createBuiltinEngine, loadLexicon } from '../index.js';

/**
 * Text messages and chat (sixth round of issue 11): chat spellings, interjections, elliptical replies and questions,
 * emoji, spoken Swedish word order. Team-written cases, other members of each class than the fresh probes.
 */
const engine = createBuiltinEngine(loadLexicon(), { strict: true });
const sv = (s: string) => engine.translateSentence(s, 'sv-en').text;
const en = (s: string) => engine.translateSentence(s, 'en-sv').text;

describe('English chat → Swedish', () => {
  it.each([
    // chat spellings and interjections without a comma
    ["I'm kinda busy rn", 'Jag är lite upptagen just nu'],
    ["haha you're crazy", 'haha, du är galen'],
    ['ugh I hate Mondays', 'Usch, jag hatar måndagar'],
    ["Sry, can't talk rn", 'Förlåt, jag kan inte prata just nu'],
    // a subject left out: a verb before "you", be + where + in, a past verb before its object
    ['Text you after work', 'Jag ska sms:a dig efter jobbet'],
    ['Meet you outside', 'Jag ska träffa dig utanför'],
    ['Back home in 15', 'Tillbaka om 15'],
    ['Sent you the link', 'Jag skickade dig länken'],
    ['Stayed home today', 'Jag stannade hemma idag'],
    ['Took the wrong train lol', 'Jag tog fel tåg haha'],
    // a question that leaves out be; the plural you
    ['They ready?', 'Är de färdiga?'],
    ['You guys hungry?', 'Är ni hungriga?'],
    ['Can you guys help me?', 'Kan ni hjälpa mig?'],
    // everyday words read too literally before
    ['Is your mum home?', 'Är din morsa hemma?'],
    ['That was so boring', 'Det var så tråkigt'],
    ['This is so confusing', 'Det här är så förvirrande'],
    ["I'm really glad you came", 'Jag är verkligen glad att du kom'],
    ["Let's grab a beer", 'Låt oss ta en öl'],
    ["I'd love to come!", 'Jag skulle gärna vilja komma!'],
    ['Are we still on for tonight?', 'Gäller det fortfarande ikväll?'],
    ["I won't be late", 'Jag kommer inte för sent'],
    ["I'll be home in 20 min", 'Jag kommer att vara hemma om 20 min'],
    ["That's a funny story", 'Det är en rolig berättelse'],
    // too at the end of its clause; reply formulas
    ["I'm tired too", 'Jag är trött också'],
    ["It's too late", 'Det är för sent'],
    ['Me too!', 'Jag också!'],
    ['Brb', 'Strax tillbaka'],
    // emoji stay whole and together
    ['Good luck!! 🍀🍀', 'Lycka till!! 🍀🍀'],
    ['thx ❤️', 'tack ❤️'],
  ])('%s', (source, expected) => expect(en(source)).toBe(expected));
  it.each([
    ['Added to cart', /^La till/],
    ['Made in Sweden', /^Tillverkad i Sverige$/],
    ['Be careful!', /^Var försiktig!$/],
    ['Keep it in a cool place', /sval plats/],
  ])('leaves labels, imperatives and other senses alone: %s', (source, expected) =>
    expect(en(source)).toMatch(expected),
  );
});

describe('Swedish chat → English', () => {
  it.each([
    ['Det e kallt ute', "It's cold out"],
    ['Va gör du imorn?', 'What are you doing tomorrow?'],
    ['Var va ni igår?', 'Where were you yesterday?'],
    ['Nån som vet när bussen går?', 'Does anyone know when the bus goes?'],
    ['Ska ni med till stranden?', 'Will you come along to the beach?'],
    ['Får jag med?', 'May I come along?'],
    ['Asså jag vet inte', "I mean, I don't know"],
    ['Vi är hemma om en timme', 'We will be home in an hour'],
    ['Är tillbaka om 5', 'I will be back in 5'],
    ['Tåget går om 20 min', 'The train goes in 20 minutes'],
    ['Somnade på soffan', 'I fell asleep on the sofa'],
    ['Sorry, missade ditt samtal', 'Sorry, I missed your call'],
    ['Oki, ses sen', 'Okay, see you later'],
    ['Lugnt!', 'No worries!'],
  ])('%s', (source, expected) => expect(sv(source)).toBe(expected));
  it.each([
    ['Jag är ledig på fredag', 'I am free on Friday'],
    ['Mötet är i morgon', 'The meeting is tomorrow'],
  ])('keeps the present where no one will be anywhere: %s', (source, expected) => expect(sv(source)).toBe(expected));
});
