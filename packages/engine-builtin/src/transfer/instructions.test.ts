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
    // recipe verbs
    ['Preheat the oven to 180 degrees.', /^Förvärm ugnen (till|på) 180 grader\.$/],
    ['Grate the carrots.', /^Riv morötterna\.$/],
    ['Bake for 40 minutes.', /^Grädda i 40 minuter\.$/],
  ])('%s', (src, want) => {
    expect(en(src)).toMatch(want);
  });
});
