import { describe, expect, it } from 'vitest';
import { createBuiltinEngine, loadLexicon } from '../index.js';

/** Instructions and recipes, both directions, on the real lexicon: team-written, other members of each class. */
const engine = createBuiltinEngine(loadLexicon(), { strict: true });
const sv = (s: string) => engine.translateSentence(s, 'sv-en').text;
const en = (s: string) => engine.translateSentence(s, 'en-sv').text;

describe('sv→en instructions', () => {
  it.each([
    // verbs taking an -ing form only
    ['Han undviker att svara.', /^He avoids answering\.$/],
    ['Vi rekommenderar att boka i förväg.', /recommend booking in advance/],
    // under + an event → during
    ['Stäng inte av datorn under installationen.', /during the installation\.$/],
    ['Mobilen ska vara avstängd under mötet.', /during the meeting\.$/],
    ['Barn under 7 år åker gratis.', /^Children under 7/],
    // recipe senses
    ['Riv moroten.', /^Grate the carrot\.$/],
    ['Låt bulldegen jäsa i en timme.', /rise for an hour/],
    // låt + object + infinitive: the object's own verb (not låta svalna, not an adjective)
    ['Låt soppan svalna.', /^Let the soup cool\.$/],
    ['Låt inte hunden äta choklad.', /^Don't let the dog eat chocolate\.$/],
    // a particle of direction repeated by the place phrase is said once, after the object
    ['Ta ut tvätten ur maskinen.', /^Take the laundry out of the machine\.$/],
    ['Lägg in kycklingen i ugnen.', /^Put the chicken into the oven\.$/],
    // a bare length of time in an instruction takes "for"; not after ta (takes)
    ['Koka äggen 8 minuter.', /^Boil the eggs for 8 minutes\.$/],
    ['Det tar 10 minuter.', /^It takes 10 minutes\.$/],
    // measure nouns take "of", also before a participle
    ['Tillsätt en skvätt olja.', /^Add a splash of oil\.$/],
    ['Tillsätt en burk krossade tomater.', /^Add a (jar|can|tin) of crushed tomatoes\.$/],
    // interface names after klicka på / tryck på
    ['Klicka på Nästa.', /^Click Next\.$/],
    ['Tryck på Avbryt.', /^Press Cancel\.$/],
    // the -andet noun of a verb is its -ing form; stir in
    ['Förvaras svalt efter öppnandet.', /after opening\.$/],
    ['Rör ner sockret.', /^Stir in the sugar\.$/],
  ])('%s', (src, want) => {
    expect(sv(src)).toMatch(want);
  });
});

describe('en→sv instructions', () => {
  it.each([
    // omitted that after make sure, check, note
    ['Check the window is closed.', /^Kontrollera att fönstret är stängt\.$/],
    ['Make sure your bag is closed.', /^Se till att din väska är stängd\.$/],
    // until + a bare adjective: the state the object reaches
    ['Cook the rice until soft.', /tills det är mjukt\.$/],
    ['Fry the fish until golden.', /tills den är gyllene\.$/],
    // button and menu names after tap, click, select
    ['Click Cancel.', /^Klicka på Avbryt\.$/],
    ['Tap Done and select Send.', /^Tryck på Klar och välj Skicka\.$/],
    // leave/allow + (object) + to + verb at the start of an instruction → låt
    ['Leave the bread to rise for an hour.', /^Låt brödet jäsa i en timme\.$/],
    ['Allow to stand for 5 minutes.', /^Låt stå i 5 minuter\.$/],
    ['They allow dogs inside.', /^De tillåter/],
    // recipe verbs
    ['Preheat the oven to 180 degrees.', /^Förvärm ugnen (till|på) 180 grader\.$/],
    ['Grate the carrots.', /^Riv morötterna\.$/],
    ['Bake for 40 minutes.', /^Grädda i 40 minuter\.$/],
  ])('%s', (src, want) => {
    expect(en(src)).toMatch(want);
  });
});
