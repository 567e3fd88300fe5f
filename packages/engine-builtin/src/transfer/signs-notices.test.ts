import { describe, expect, it } from 'vitest';
import { createBuiltinEngine, loadLexicon } from '../index.js';

/**
 * Notices, menus and labels by class (fifth round), both directions, on the real lexicon: team-written, other
 * members of each class than the fresh probes that revealed it.
 */
const engine = createBuiltinEngine(loadLexicon(), { strict: true });
const sv = (s: string) => engine.translateSentence(s, 'sv-en').text;
const en = (s: string) => engine.translateSentence(s, 'en-sv').text;

describe('sv→en abbreviations and day genitives', () => {
  it.each([
    // a dotted abbreviation the lexicon lists is one word, not its letters
    ['Tåget är försenat p.g.a. ett signalfel.', /^The train is delayed (due to|because of) a signal failure\.$/],
    ['Priset är 200 kr inkl. moms.', /including VAT\.$/],
    ['Vi säljer frukt, grönsaker m.m.', /vegetables etc\.$/],
    ['Han bor i Sverige, dvs. i Europa.', /Sweden, i\.e\. in Europe\.$/],
    // participles of a fitted state, abstract nouns without a plural, inträde
    ['Bilen är larmad.', /^The car is alarmed\.$/],
    ['Visa respekt', /^Show respect$/],
    ['Fritt inträde', /^Free admission$/],
    // a word and its point that is a word of its own ends the sentence
    ['Han är ung.', /^He is young\.$/],
    // dagens, gårdagens as determiners
    ['Jag läste dagens tidning.', /^I read today's newspaper\.$/],
    ['Gårdagens möte var långt.', /^Yesterday's meeting was long\.$/],
  ])('%s', (src, want) => {
    expect(sv(src)).toMatch(want);
  });
});

describe('en→sv notices', () => {
  it.each([
    // keep + a door's or a space's state, no object
    ['Keep locked', /^Hålls låst$/],
    ['Keep clean', /^Håll rent$/],
    ['KEEP SHUT', /^HÅLLS STÄNGD$/],
    ['Keep calm', /^Håll dig lugn$/],
    // a day word's genitive before a noun
    ["Yesterday's newspaper", /^Gårdagens tidning$/],
    ["Tomorrow's meeting is cancelled.", /^Morgondagens möte (är inställt|ställs in|har ställts in)\.$/],
    // please and do not on a notice (no final stop); a spoken request keeps tack and inte
    ['Please use the stairs', /^Vänligen använd trappan$/],
    ['Please close the window.', /^Stäng fönstret, tack\.$/],
    ['Do not lean out of the window', /^Luta dig ej ut genom fönstret$|^Luta dig ej ur fönstret$/],
    ["Don't lean out of the window!", /inte/],
    // a notice's imperative before a bare count noun: the Swedish definite; gear, mass nouns and a distance stay bare
    ['Close door after use', /^Stäng dörren efter användning(en)?$/],
    ['Insert card here', /kortet här$/],
    ['Create account', /^Skapa konto$/],
    ['Keep door closed', /^Håll dörren stängd$/],
    ['Wear helmet', /hjälm$/],
    ['Add sugar', /socker$/],
    // taking one's own clothes off or putting them on: reflexive, the garment definite
    ['Put on your gloves.', /^Ta på dig handskarna\.$/],
    ['She took off her coat.', /^Hon tog av sig (rocken|kappan)\.$/],
    ['Remove the lid.', /^Ta bort locket\.$/],
    // a desk after at: i + definite; signing in at one
    ['Pay at the checkout.', /^Betala i kassan\.$/],
    ['Guests must sign in at reception.', /^Gäster måste anmäla sig i receptionen\.$/],
    // no + an -ing activity the lexicon lacks
    ['No vaping', /^Vaping förbjuden$/],
    // a label's may without a subject is a possibility; allergens
    ['May cause drowsiness', /^Kan orsaka dåsighet$/],
    ['Contains soy and sulphites', /^Innehåller soja och sulfiter$/],
    // a label's store before a place, when a product is used or served
    ['Store in a cupboard after opening', /^Förvaras i (ett skåp|skåpet|skåp) efter öppning$/],
    ['Chill before serving', /^Kyl före servering$/],
    ["I haven't been here before.", /förut\.$/],
    // please before a formula
    ['Please keep off the grass', /^Vänligen beträd ej gräsmattan$/],
  ])('%s', (src, want) => {
    expect(en(src)).toMatch(want);
  });
});
