import { describe, expect, it } from 'vitest';
import { createBuiltinEngine, loadLexicon } from '../index.js';

/**
 * Text messages and chat (seventh round of issue 11): plans and times, the plural you, reply register, buyers and
 * sellers, weather on its way. Team-written cases, other members of each class than the fresh probes.
 */
const engine = createBuiltinEngine(loadLexicon(), { strict: true });
const sv = (s: string) => engine.translateSentence(s, 'sv-en').text;
const en = (s: string) => engine.translateSentence(s, 'en-sv').text;

describe('English chat → Swedish', () => {
  it.each([
    // heading + a direction; running + a shortened time unit + late
    ['Heading back to the office', 'Jag är på väg tillbaka till kontoret'],
    ['Running 15 min late', 'Jag är 15 min sen'],
    // the plural you before an -ing verb; "see you" with guys/all or after a reply word; guys spoken to
    ['Are you guys leaving?', 'Går ni?'],
    ['See you all on Monday', 'Vi ses på måndag'],
    ['Ok, see you there!', 'OK, vi ses där!'],
    ['Thank you guys!', 'Tack allihop!'],
    ['Is it raining or not?', 'Regnar det eller inte?'],
    // a message's "plz" asks as a message, not as a notice (vänligen)
    ['plz send me the file', 'Skicka mig filen, tack'],
    // a bare verb after "and" shares the infinitive before it; an adjective and its to-infinitive alone
    ['I can come and help', 'Jag kan komma och hjälpa'],
    ['We could go and eat', 'Vi kunde gå och äta'],
    ['Nice to hear from you!', 'Fint att höra från dig!'],
    // a bare institution after from/to/after is definite in Swedish
    ['I picked them up from school', 'Jag hämtade dem från skolan'],
    ['See you after work', 'Vi ses efter jobbet'],
  ])('%s', (source, expected) => expect(en(source)).toBe(expected));
  it.each([
    ['Please wait here', /^Vänligen vänta här$/],
    ['The heading is wrong', /^Rubriken är fel$/],
    ['I see you', /^Jag ser dig$/],
  ])('leaves notices, nouns and verbs alone: %s', (source, expected) => expect(en(source)).toMatch(expected));
});

describe('Swedish chat → English', () => {
  it.each([
    // weather that det kommer/blir says is on its way
    ['Det blir åska i kväll', 'There will be thunder tonight'],
    ['Det kommer snöstorm imorgon', 'There will be a snowstorm tomorrow'],
    // finnas kvar; kan with its verb understood or left without jag
    ['Finns biljetterna kvar?', 'Are the tickets still there?'],
    ['Kan inte i helgen', "I can't this weekend"],
    ['Kan ringa dig sen', 'I can call you later'],
    // går det bra med + a noun phrase; passa with det; vid + a clock number; typ after a number
    ['Går det bra med kontanter?', 'Is cash okay?'],
    ['Passar det dig?', 'Does it suit you?'],
    ['Det passar inte', "It doesn't work"],
    ['Jag är tillbaka vid sju', 'I will be back at seven'],
    ['Vi ses vid sju typ', 'See you at seven or so'],
  ])('%s', (source, expected) => expect(sv(source)).toBe(expected));
  it.each([
    ['Kan innehålla spår av nötter', /^May contain traces of nuts$/],
    ['Det finns två typer av diabetes.', /two types of diabetes/],
    ['Jag kan inte svenska', /know/],
    ['Skorna passar inte', /fit/],
  ])('leaves labels and other senses alone: %s', (source, expected) => expect(sv(source)).toMatch(expected));
});
