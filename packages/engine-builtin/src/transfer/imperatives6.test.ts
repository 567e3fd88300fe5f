import { describe, expect, it } from 'vitest';
import { createBuiltinEngine, loadLexicon } from '../index.js';

/**
 * Imperatives and requests of the sixth round (helper imp6), on the real lexicon: other members of each class than
 * the probes in test-data/probes-fresh/imp6.tsv that revealed them.
 */
const engine = createBuiltinEngine(loadLexicon(), { strict: true });

describe('imperative sequences and steps (en→sv)', () => {
  it.each([
    // "it" after an imperative takes the gender of the thing named before
    ['Cut the cake before you serve it.', 'Skär tårtan innan du serverar den.'],
    ['Open the box and put it back.', 'Öppna lådan och lägg tillbaka den.'],
    // a phrasal verb's base after "and" is the imperative, not the past (put back → lägg tillbaka, not la)
    ['Dry the plates and put them back on the shelf.', 'Torka tallrikarna och lägg tillbaka dem på hyllan.'],
    ['Light the candles and set the table.', 'Tänd stearinljusen och duka bordet.'],
    // then/and then/first/finally before an imperative: the adverb follows the Swedish verb
    ['Close the window and then lock the door.', 'Stäng fönstret och lås sedan dörren.'],
    ['Read the instructions, then switch on the machine.', 'Läs instruktionerna, slå sedan på maskinen.'],
    ['Finally, press OK.', 'Tryck till sist på OK.'],
    ['First press the button.', 'Tryck först på knappen.'],
    ['Next stop: Central Station', 'Nästa hållplats: centralstation'],
    // after "noun and" a noun-verb word is a noun unless a step ends there
    ['Serve with bread and butter.', 'Servera med bröd och smör.'],
    ['Add sugar and stir.', 'Tillsätt socker och rör om.'],
    // a sentence opening with a verb and its object is an instruction, not a list of nouns
    ['Buy milk and bread.', 'Köp mjölk och bröd.'],
    // senses of instruction verbs
    ['Store the medicine in the fridge.', 'Förvara medicinen i kylskåpet.'],
    ['Clean the filter regularly.', 'Rengör filtret regelbundet.'],
    ['Clean your room.', 'Städa ditt rum.'],
    ['Pick up your order at the counter.', 'Hämta din beställning på disken.'],
    ['Leave your bike in a safe place.', 'Lämna din cykel på en säker plats.'],
    ['Check that the seal is intact.', 'Kontrollera att förseglingen är intakt.'],
    ['We stayed overnight.', 'Vi stannade över natten.'],
    // when/while + -ing is a clause with the sentence's subject
    ['Use a mask when painting walls.', 'Använd en mask när du målar väggar.'],
    ['Do not talk while driving.', 'Prata inte medan du kör.'],
    ['Will you please close the door?', 'Kunde du stänga dörren?'],
    // keep + object + state: the state agrees with the object
    ['Keep the room warm.', 'Håll rummet varmt.'],
    ['Keep your hands clean.', 'Håll dina händer rena.'],
    ['Hold the button down for three seconds.', 'Håll in knappen i tre sekunder.'],
    ['Tap and hold the icon.', 'Håll in ikonen.'],
  ])('%s', (src, want) => {
    expect(engine.translateSentence(src, 'en-sv').text).toBe(want);
  });
});

describe('Swedish imperatives and requests (sv→en)', () => {
  it.each([
    // för + a person after a verb of showing or telling is "to"; after an object pronoun it is never föra
    ['Beskriv det för oss.', 'Describe it to us.'],
    ['Visa kortet för personalen.', 'Show the card to the staff.'],
    ['Jag läste boken för två år sedan.', 'I read the book two years ago.'],
    // köra bil, åka tåg: the vehicle is part of the verb
    ['Han har aldrig kört bil.', 'He has never driven.'],
    ['Vi åkte tåg till Malmö.', 'We took the train to Malmö.'],
    // a particle of direction repeated by the place is said once
    ['Ställ in tårtan i kylen.', 'Put the cake into the fridge.'],
    ['Kliv in i bilen.', 'Step into the car.'],
    ['Vill ni vara snälla och vänta här?', 'Would you please wait here?'],
    // innan + a subject and its verb is a clause whose verb agrees (closes, goes), after any main clause
    ['Ring mig innan tåget går.', 'Call me before the train goes.'],
    ['Du kan handla innan affären stänger.', 'You can shop before the shop closes.'],
    // plural-only English nouns keep their form in a plural phrase
    ['Köp nya skyddsglasögon.', 'Buy new safety goggles.'],
  ])('%s', (src, want) => {
    expect(engine.translateSentence(src, 'sv-en').text).toBe(want);
  });
});
