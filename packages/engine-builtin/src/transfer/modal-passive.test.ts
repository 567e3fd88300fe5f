import { describe, expect, it } from 'vitest';
import { createBuiltinEngine, loadLexicon } from '../index.js';

/** Modals with the passive on the real lexicon: team-written cases, one per rule. */
const engine = createBuiltinEngine(loadLexicon(), { strict: true });

describe('modals and the passive', () => {
  it.each([
    ['The door cannot be opened.', 'Dörren kan inte öppnas.'],
    ['Bags must not be left here.', 'Väskor får inte lämnas här.'],
    ['The report will be published tomorrow.', 'Rapporten kommer att publiceras imorgon.'],
    ['The car must be washed.', 'Bilen måste tvättas.'],
    ["You don't have to pay.", 'Du behöver inte betala.'],
    ['Used batteries can be recycled.', 'Använda batterier kan återvinnas.'],
    ['Dogs must be kept on a leash.', 'Hundar måste hållas i koppel.'],
    ['Keep the change.', 'Behåll växeln.'],
    ['Mobile phones may not be used during lessons.', 'Mobiltelefoner får inte användas under lektioner.'],
    ['All bags will be checked.', 'Alla väskor kommer att kontrolleras.'],
    ['You will be tired.', 'Du blir trött.'],
    ['The gate must be closed.', 'Grinden måste stängas.'],
  ])('en→sv %s', (src, want) => {
    expect(engine.translateSentence(src, 'en-sv').text).toBe(want);
  });

  it.each([
    ['Hundar ska hållas kopplade.', 'Dogs must be kept on a leash.'],
    ['Paketet måste hämtas inom sju dagar.', 'The parcel must be collected within seven days.'],
    ['Maten får inte ätas här.', 'The food may not be eaten here.'],
    ['Uteblivna besök debiteras.', 'Missed appointments are charged.'],
    ['Mötet ska hållas på fredag.', 'The meeting will be held on Friday.'],
    ['Besökare ska anmäla sig i receptionen.', 'Visitors must register at the reception.'],
    ['Vi ska åka till Paris.', 'We will go to Paris.'],
  ])('sv→en %s', (src, want) => {
    expect(engine.translateSentence(src, 'sv-en').text).toBe(want);
  });
});
