import { describe, expect, it } from 'vitest';
import { createBuiltinEngine, loadLexicon } from '../index.js';

/**
 * Instructions, recipes and imperatives of the seventh round (helper instr7), on the real lexicon: other members of
 * each class than the probes in test-data/probes-fresh/instr7.tsv that revealed them.
 */
const engine = createBuiltinEngine(loadLexicon(), { strict: true });

describe('instructions and recipes (en→sv)', () => {
  it.each([
    // an imperative of handling a thing without its object takes no reflexive; "well" after it is väl
    ['Do not wash at high temperatures.', 'Tvätta inte på höga temperaturer.'],
    ['Mix with the flour.', 'Blanda med mjölet.'],
    ['Wash and dry.', 'Tvätta och torka.'],
    ['Stir well.', 'Rör om väl.'],
    ["Don't worry.", 'Oroa dig inte.'],
    ['He sings well.', 'Han sjunger bra.'],
    // for + a range, a decimal or "about" + a number of minutes is i
    ['Cook for 2-3 minutes.', 'Laga i 2-3 minuter.'],
    ['Bake for about 20 minutes.', 'Grädda i cirka 20 minuter.'],
    // bring … to the boil → koka upp, with the object between
    ['Bring the milk to the boil.', 'Koka upp mjölken.'],
    // until + a bare adjective: the object's number, and a noun-adjective word read as the adjective
    ['Fry the mushrooms until golden brown.', 'Stek svamparna tills de är gyllenbruna.'],
    ['Boil the carrots until tender.', 'Koka morötterna tills de är mjuka.'],
    // ", -ing" after an imperative is the next step: och + imperative
    ['Pour in the cream, whisking constantly.', 'Häll i grädden och vispa ständigt.'],
    ['Grill the sausages for 8 minutes, turning once.', 'Grilla korvarna i 8 minuter och vänd en gång.'],
    ['He left the room, slamming the door.', 'Han lämnade rummet, att slå igen dörren.'],
    // senses in recipes and manuals
    ['Add the butter and stir.', 'Tillsätt smöret och rör om.'],
    ['Add a comment.', 'Lägg till en kommentar.'],
    ['Stir and serve.', 'Rör om och servera.'],
    ['Turn off the lights.', 'Stäng av lamporna.'],
    ['Add salt to taste.', 'Tillsätt salt efter smak.'],
    // an -ing clause after before/when in an instruction addresses the reader, also after "Make sure"
    [
      'Check that the lid is closed before using the blender.',
      'Kontrollera att locket är stängt innan du använder mixern.',
    ],
    ['Make sure the windows are closed before leaving.', 'Se till att fönstren är stängda innan du lämnar.'],
    ['The machine stops before finishing.', 'Maskinen stannar innan man avslutar.'],
  ])('%s', (en, sv) => {
    expect(engine.translateSentence(en, 'en-sv').text).toBe(sv);
  });
});

describe('instructions and manuals (sv→en)', () => {
  it.each([
    ['Kasta inte varan om kartongen är skadad.', "Don't throw the product if the carton is damaged."],
    ['Han är skadad.', 'He is injured.'],
    // a verb of assembly handles a thing's parts, not the reader's body
    ['Montera armarna på stolen.', 'Assemble the arms on the chair.'],
    ['Lägg händerna på bordet.', 'Put your hands on the table.'],
    ['Skruva fast locket ordentligt.', 'Fasten the lid properly.'],
    ['Använd den medföljande laddaren.', 'Use the supplied charger.'],
    ['Förvara flaskan utom räckhåll för barn.', 'Keep the bottle out of the reach of children.'],
  ])('%s', (sv, en) => {
    expect(engine.translateSentence(sv, 'sv-en').text).toBe(en);
  });
});
