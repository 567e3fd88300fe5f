import { describe, expect, it } from 'vitest';
import { createBuiltinEngine, loadLexicon } from '../index.js';

/**
 * Sign headings, notices and labels by class (sixth round), on the real lexicon: team-written, other members of each
 * class than the fresh probes (probes-fresh/signs6.tsv) that revealed it.
 */
const engine = createBuiltinEngine(loadLexicon(), { strict: true });
const en = (s: string) => engine.translateSentence(s, 'en-sv').text;

describe('en→sv headings of a noun and its state', () => {
  it.each([
    // the thing in the definite, the participle agreeing with it; the first word is the noun, not an imperative
    ['Shop closed', /^Butiken stängd$/],
    ['Pool closed today', /^Poolen stängd idag$/],
    ['Toilets closed', /^Toaletterna stängda$/],
    ['Train delayed', /^Tåget försenat$/],
    ['Printer out of order', /^Skrivaren ur funktion$/],
    ['Car park full', /^Parkeringen full$/],
    // a need is generic and in the s-passive
    ['Booking required', /^Bokning krävs$/],
    ['Helmets required', /^Hjälmar krävs$/],
    // a permission is generic, its adjective agreeing with the noun
    ['Pets not permitted', /^Husdjur ej tillåtna$/],
    ['Cycling not allowed', /^Cykling ej tillåten$/],
    ['Ball games prohibited', /^Bollspel förbjudna$/],
    // not headings: an instruction with a state, a sentence
    ['Keep door closed', /^Håll dörren stängd$/],
    ['The shop is closed.', /^Butiken är stängd\.$/],
  ])('%s', (src, want) => {
    expect(en(src)).toMatch(want);
  });
});

describe('en→sv sign fragments', () => {
  it.each([
    // a value after a label's colon keeps its lower case (weekdays and months keep their capital)
    ['Warning: thin ice', /^Varning: tunn is$/],
    ['Ingredients: water, salt, sugar', /^Ingredienser: vatten, salt, socker$/],
    // "last" opening a fragment is the final one; before a value, a label without article
    ['Last train to Malmö', /^Sista tåget till Malmö$/],
    ['Last chance', /^Sista chansen$/],
    ['Last admission 16:30', /^Sista inträde 16\.30$/],
    ['Last week', /^Förra veckan$/],
    ['Last time', /^Förra gången$/],
    // thanks for doing, and for not doing, is a clause
    ['Thanks for not parking here', /^Tack för att du inte parkerar här$/],
    ['Thank you for waiting', /^Tack för att du väntade$/],
    // a sign's noun compound: the first word is a noun, an -ing word with a noun of its own is that noun
    ['Staff parking', /^Personalparkering$/],
    ['Bike parking', /^Cykelparkering$/],
    ['Train times', /^Tågtider$/],
    ['Wash hands', /^Tvätta händer(na)?$/],
  ])('%s', (src, want) => {
    expect(en(src)).toMatch(want);
  });
});

describe('sv→en label values after a colon', () => {
  it.each([
    ['Öppettider: måndag–fredag 8–17', /^Opening hours: Monday–Friday 8–17$/],
    ['Ingredienser: vatten, socker', /^Ingredients: water, sugar$/],
  ])('%s', (src, want) => {
    expect(engine.translateSentence(src, 'sv-en').text).toMatch(want);
  });
});

describe('en→sv headings: participles, senses, no + noun', () => {
  it.each([
    // a participle the lexicon has no adjective for is built from the supine, agreeing with the noun
    ['Concert postponed', /^Konserten uppskjuten$/],
    ['Trains cancelled', /^Tågen inställda$/],
    ['Parcel delivered', /^Paketet levererat$/],
    ['Gate changed', /^Grinden ändrad$/],
    // included keeps its own rule
    ['Delivery included', /^Leverans ingår$/],
    // a prohibition's activity sense; access on a notice is tillträde
    ['Photography prohibited', /^Fotografering förbjuden$/],
    ['No access to the building site', /^Inget tillträde till byggarbetsplatsen$/],
    ['You need access to the system.', /^Du behöver tillgång till systemet\.$/],
    // a shop's returns
    ['No returns', /^Inga returer$/],
  ])('%s', (src, want) => {
    expect(en(src)).toMatch(want);
  });
});

describe('sv→en notices', () => {
  const sv = (s: string) => engine.translateSentence(s, 'sv-en').text;
  it.each([
    // a plural adjective naming people after a preposition ends the notice: not "too"
    ['Parkering förbjuden för obehöriga', /^No parking for unauthorised persons$/],
    ['Rabatt för studerande', /^Discount for students$/],
    ['Skorna är för stora', /^The shoes are too big$/],
    // Varning för X opening a sign
    ['Varning för ficktjuvar', /^Beware of pickpockets$/],
    ['Varning: halt golv', /^Warning: slippery floor$/],
    // a notice's formal ej is an uncontracted do not; får inte + passive with an agent stays passive
    ['Parkera ej här', /^Do not park here$/],
    ['Rör inte!', /^Don't touch!$/],
    ['Får inte användas av barn', /^May not be used by children$/],
    // shop shelves
    ['Slut för idag', /^Sold out for today$/],
  ])('%s', (src, want) => {
    expect(sv(src)).toMatch(want);
  });
});

describe('en→sv notice fragments', () => {
  it.each([
    // not allowed after be is inte + tillåten, agreeing
    ['Dogs are not allowed on the bus', /^Hundar är inte tillåtna på bussen$/],
    // a notice's subject noun without its article
    ['Pool reopens in May', /^Poolen återöppnar i maj$/],
    // only before a place or time opens the notice; a participle opening a fragment is an adjective
    ['Residents only after 18:00', /^Endast boende efter klockan 18\.00$/],
    ['Reserved parking', /^Reserverad parkering$/],
    ['Fried salmon with boiled potatoes', /^Stekt lax med kokade potatisar$/],
    // keep a space clear; at all times; a cool place is på
    ['Keep the stairs clear', /^Håll trappan fri$/],
    ['Keep the entrance clear at all times', /^Håll ingången fri hela tiden$/],
    ['Store in a dry place away from heat', /^Förvaras på en torr plats/],
    ['Keep it in a safe place.', /på en säker plats\.$/],
  ])('%s', (src, want) => {
    expect(en(src)).toMatch(want);
  });
});

describe('sv→en notice fragments', () => {
  const sv = (s: string) => engine.translateSentence(s, 'sv-en').text;
  it.each([
    ['Gäller ej på helgdagar', /^Not valid on public holidays$/],
    ['Gäller ej i kombination med andra erbjudanden', /^Not valid in combination with other offers$/],
    ['Ej genomfart', /^No through road$/],
    ['Ej parkering', /^No parking$/],
    ['Ej till salu', /^Not for sale$/],
    ['Butiken stängd idag', /^Shop closed today$/],
    ['Bron avstängd för trafik', /^Bridge closed (for|to) traffic$/],
    ['Mannen vet', /^The man knows$/],
    ['Riksdagen röstade ja.', /^The Riksdag voted yes\.$/],
  ])('%s', (src, want) => {
    expect(sv(src)).toMatch(want);
  });
});
