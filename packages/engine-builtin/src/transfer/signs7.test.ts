import { describe, expect, it } from 'vitest';
import { createBuiltinEngine, loadLexicon } from '../index.js';

/**
 * Sign headings, care labels and notices by class (seventh round), on the real lexicon: team-written, other members
 * of each class than the fresh probes (probes-fresh/signs7.tsv) that revealed it.
 */
const engine = createBuiltinEngine(loadLexicon(), { strict: true });
const en = (s: string) => engine.translateSentence(s, 'en-sv').text;
const sv = (s: string) => engine.translateSentence(s, 'sv-en').text;

describe('en→sv headings with a final stop', () => {
  it.each([
    // a notice's participle (heading-participles-en) keeps the heading with the stop
    ['Meeting cancelled.', /^Mötet inställt\.$/],
    ['Concert postponed.', /^Konserten uppskjuten\.$/],
    ['Roads closed due to snow.', /^Vägarna stängda på grund av snö\.$/],
    ['Kitchen closed until Monday.', /^Köket stängt fram till måndag\.$/],
    ['Tickets required.', /^Biljetter krävs\.$/],
    // another participle with a stop is a sentence's past
    ['Kids laughed.', /^Barn skrattade\.$/],
    ['The meeting was cancelled.', /^Mötet ställdes in\.$/],
  ])('%s', (src, want) => {
    expect(en(src)).toMatch(want);
  });
});

describe('en→sv care labels and packaging in the s-passive', () => {
  it.each([
    ['Machine wash at 40 °C', /^Maskintvättas i 40 °C$/],
    ['Tumble dry on low heat', /^Torktumlas på låg värme$/],
    ['Dry flat', /^Torkas liggande$/],
    ['Wash separately', /^Tvättas separat$/],
    ['Protect from direct sunlight', /^Skyddas mot direkt solljus$/],
    ['Keep away from heat', /^Skyddas mot värme$/],
    ['Store below 25 °C', /^Förvaras under 25 °C$/],
    ['Wash after use', /^Tvättas efter användning$/],
    ['Tear here', /^Rivs här$/],
    // "Do not" + a label verb: får ej + the passive's infinitive; "X only" of a noun keeps the noun
    ['Do not iron', /^Får ej strykas$/],
    ['Do not wash', /^Får ej tvättas$/],
    ['Hand wash only', /^Endast handtvätt$/],
    // a participle after "no" with no adjective entry agrees with its noun after "utan"
    ['No added salt', /^Utan tillsatt salt$/],
    ['No added preservatives', /^Utan tillsatta konserveringsmedel$/],
    // with an object the imperative stays; the verb alone is the thing
    ['Wash the car', /^Tvätta bilen$/],
    ['Iron the shirt', /^Stryk skjortan$/],
  ])('%s', (src, want) => {
    expect(en(src)).toMatch(want);
  });
});

describe('en→sv notices', () => {
  it.each([
    // a final "only" after a preposition's phrase goes before the preposition
    ['Parking is for residents only', /endast för boende$/],
    ['The offer is valid on weekdays only', /endast på vardagar$/],
    ['Swimming for members only', /^Simning endast för medlemmar$/],
    // a notice's bare -ing subject is its noun; a place's facilities are definite, people and kinds generic
    ['Smoking is strictly prohibited.', /^Rökning är strängt förbjuden\.$/],
    ['Lockers are located on the left.', /^Förvaringsboxarna /],
    ['Rooms are cleaned daily.', /^Rummen städas dagligen\.$/],
    ['Dogs are not allowed.', /^Hundar är inte tillåtna\.$/],
    // a past with no subject opening a fragment before its noun is the participle
    ['Restricted access', /^Begränsat tillträde$/],
    // a station's or an airport's board
    ['Platform changed', /^Spåret ändrat$/],
    ['See bottom of pack', /^Se botten/],
  ])('%s', (src, want) => {
    expect(en(src)).toMatch(want);
  });
});

describe('sv→en labels', () => {
  it.each([
    ['Skall förvaras torrt', /^(Must be|To be) (kept|stored) (dry|in a dry place)$/],
    ['Biljettautomaten ur drift', /out of service$/],
    ['Skyddas mot värme', /^Protect against heat$/],
    // "endast för" + a short noun phrase ending a notice: "only" last
    ['Cykelparkering endast för anställda', /^Bicycle parking for employees only$/],
    ['Gäller endast för vuxna', /for adults only$|to adults only$/],
  ])('%s', (src, want) => {
    expect(sv(src)).toMatch(want);
  });
});
