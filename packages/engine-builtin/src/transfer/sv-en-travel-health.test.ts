import { describe, expect, it } from 'vitest';
import { createBuiltinEngine, loadLexicon } from '../index.js';

/**
 * sv→en rules found on travel and health-care text (issue 11, third round), one case per rule on the real lexicon
 * (team-written sentences, not the probes' own).
 */
const engine = createBuiltinEngine(loadLexicon(), { strict: true });
const sv = (s: string) => engine.translateSentence(s, 'sv-en').text;

describe('sv→en travel and health', () => {
  it.each([
    // i + a duration is for, also with digits, dygn and a quantifier before the number
    ['Han var sjuk i 48 timmar.', 'He was ill for 48 hours.'],
    ['Hon har bott här i mer än tre år.', 'She has lived here for more than three years.'],
    ['Jag har väntat i cirka 20 minuter.', 'I have waited for about 20 minutes.'],
    // minst / högst before a number are limits
    ['Ta högst tre tabletter.', 'Take at most three tablets.'],
    ['Vi stannade i minst två veckor.', 'We stayed for at least two weeks.'],
    ['Han är minst.', 'He is the smallest.'],
    // a generic plural subject with a modifier after it still makes ska a rule
    ['Barn under 12 år ska åka med en vuxen.', 'Children under 12 years must ride with an adult.'],
    // ska + vara + adjective is what is expected, unless a time ahead makes it the future
    ['Maten ska vara varm.', 'The food should be warm.'],
    ['Det ska vara kallt i morgon.', 'It will be cold tomorrow.'],
    // be om ursäkt is one verb, also before för
    ['Vi ber om ursäkt för förseningen.', 'We apologize for the delay.'],
    // senses by context: söka vård, gälla of a ticket, bli värre
    ['Sök hjälp om det blir värre.', 'Seek help if it gets worse.'],
    ['Kortet gäller i ett år.', 'The card is valid for a year.'],
    ['Bussen är försenad med tio minuter.', 'The bus is delayed by ten minutes.'],
    ['Är den här platsen upptagen?', 'Is this seat taken?'],
    ['Han är upptagen.', 'He is busy.'],
    ['Hur mycket kostar den?', 'How much is it?'],
    // ont i + body part after an inverted subject; på fastande mage; ombeds
    ['Har du ont i magen?', 'Do you have a stomach ache?'],
    ['Medicinen ska tas på fastande mage.', 'The medicine must be taken on an empty stomach.'],
    ['Resenärer ombeds att gå ombord.', 'Travellers are asked to go on board.'],
    // affirmative mycket before a noun is a lot of; göra + object + adjective is make; per takes the singular
    ['Vi har mycket tid.', 'We have a lot of time.'],
    ['Vi har inte mycket tid.', "We don't have much time."],
    ['Det gör mig glad.', 'It makes me happy.'],
    ['Två gånger per år.', 'Twice per year.'],
    // an infinitive modal before an infinitive outside a verb group
    ['Hon sparar för att kunna köpa en bil.', 'She saves to be able to buy a car.'],
    ['Det är roligt att få träffa dig.', 'It is nice to get to meet you.'],
  ])('%s → %s', (input, expected) => {
    expect(sv(input)).toBe(expected);
  });
});

describe('en→sv travel and health', () => {
  it.each([
    // after + -ing is efter att ha + supine; before + -ing takes the subject of the clause before
    ['He left after eating.', 'Han gick efter att ha ätit.'],
    ['Wash your hands before eating.', 'Tvätta dina händer innan du äter.'],
    ['I always read before sleeping.', 'Jag läser alltid innan jag sover.'],
    // noun + -free is the noun's compound with fri, agreeing; for + digits + a duration noun is i
    ['A pain-free life.', 'Ett smärtfritt liv.'],
    ['I waited for 20 minutes.', 'Jag väntade i 20 minuter.'],
    // senses by context: an airport gate, returning to a place, collecting a prescription
    ['Boarding begins at gate 12.', 'Ombordstigning börjar vid gate 12.'],
    ['She returned to work.', 'Hon återvände till jobbet.'],
    // a number right after platform/gate (+# cue): spår, gate; a digital platform stays plattform
    ['The train departs from platform 4.', 'Tåget avgår från spår 4.'],
    ['A digital platform.', 'En digital plattform.'],
    ['How much is it?', 'Hur mycket kostar det?'],
    // the next + noun is nästa with the indefinite noun
    ['The next train leaves in ten minutes.', 'Nästa tåg avgår om tio minuter.'],
    // in + digits + a duration: om from now, på over a limit; delay is försena, and by an amount after it is med
    ['We arrive in 20 minutes.', 'Vi kommer fram om 20 minuter.'],
    ['Do not take more than four tablets in 24 hours.', 'Ta inte mer än fyra tabletter på 24 timmar.'],
    ['The train was delayed by 20 minutes.', 'Tåget försenades med 20 minuter.'],
    ['The letter was written by a child.', 'Brevet skrevs av ett barn.'],
    // an imperative after a fronted if-clause and its comma
    ['If you have a fever, stay at home.', 'Om du har feber, stanna hemma.'],
    ['We took the coach to the airport.', 'Vi tog långfärdsbussen till flygplatsen.'],
  ])('%s → %s', (input, expected) => {
    expect(engine.translateSentence(input, 'en-sv').text).toBe(expected);
  });
});
