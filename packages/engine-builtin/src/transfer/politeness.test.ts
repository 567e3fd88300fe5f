import { describe, expect, it } from 'vitest';
import { createBuiltinEngine, loadLexicon } from '../index.js';
import { stripPlease } from './en-politeness.js';

/** Requests and imperatives on the real lexicon: team-written cases, one per rule. */
const engine = createBuiltinEngine(loadLexicon(), { strict: true });

describe('polite requests', () => {
  it.each([
    ['Please close the door.', 'Stäng dörren, tack.'],
    ['Please call me.', 'Ring mig, tack.'],
    ['Close the door, please.', 'Stäng dörren, tack.'],
    ['Please wait outside.', 'Vänta utanför, tack.'],
    ['Could you please help me?', 'Kunde du hjälpa mig?'],
    ['Please remember to bring your ID.', 'Kom ihåg att ta med din legitimation, tack.'],
    ["Please don't smoke here.", 'Rök inte här, tack.'],
    ['Kindly return the keys.', 'Lämna tillbaka nycklarna, tack.'],
    ['Would you mind opening the gate?', 'Kunde du öppna grinden?'],
    ["Don't touch the paintings.", 'Rör inte tavlorna.'],
    ['Never leave children alone in the car.', 'Lämna aldrig barn ensam i bilen.'],
    ['Never give up!', 'Ge aldrig upp!'],
    ['Always wear a helmet.', 'Bär alltid en hjälm.'],
    ['Would you please close the window?', 'Kunde du stänga fönstret?'],
    ['Can I have the bill, please?', 'Kan jag få räkningen, tack?'],
    ['Push the button and wait.', 'Tryck på knappen och vänta.'],
    ['We have to leave now.', 'Vi måste gå nu.'],
    ['Pick me up at the station.', 'Hämta mig på stationen.'],
    ['Please be careful.', 'Var försiktig, tack.'],
    // please after a comma or "and" opens an imperative clause and is dropped there
    ['If you are late, please call the office.', 'Om du är sen, ring kontoret.'],
    ["If you are ill, please don't come to school.", 'Om du är sjuk, kom inte till skolan.'],
    // ask + to: be (ask someone to do something), ask + a wh-word: fråga
    ['Visitors are asked to wait in the hall.', 'Besökare bes att vänta i hallen.'],
    ['They asked me where the station was.', 'De frågade mig var stationen var.'],
    // a Swedish noun with only plural forms agrees in the plural (but more + money stays mer)
    ['The clothes were wet.', 'Kläderna var våta.'],
    ['She found her old clothes.', 'Hon hittade sina gamla kläder.'],
    ['We need more money.', 'Vi behöver mer pengar.'],
    // the same … as: samma … som
    ['We have the same teacher as last year.', 'Vi har samma lärare som ifjol.'],
    ['Could you turn the music down?', 'Kunde du skruva ner musiken?'],
    ['Put it on the table.', 'Ställ det på bordet.'],
    ['The parcel can be collected at the post office.', 'Paketet kan hämtas ut på postkontoret.'],
    ['Please sign the form and return it.', 'Skriv under blanketten och lämna tillbaka den, tack.'],
    ['Food may not be eaten here.', 'Mat får inte ätas här.'],
  ])('en→sv %s', (src, want) => {
    expect(engine.translateSentence(src, 'en-sv')).toEqual({ text: want });
  });

  it.each([
    ['Var snäll och vänta här.', 'Please wait here.'],
    ['Vänligen kontakta oss för mer information.', 'Please contact us for more information.'],
    ['Stäng dörren, tack.', 'Close the door, please.'],
    ['En kaffe, tack.', 'A coffee, please.'],
    ['Jag mår bra, tack.', "I'm fine, thank you."],
    ['Nej, tack.', 'No, thank you.'],
    ['Kom ihåg att ta med legitimation.', 'Remember to bring identification.'],
    ['Jag kom ihåg det.', 'I remembered it.'],
    ['Snälla, hjälp mig!', 'Please help me!'],
    ['Sitt ner.', 'Sit down.'],
    ['Ta gärna en broschyr.', 'Feel free to take a brochure.'],
    ['Skulle ni kunna vara tysta?', 'Could you be quiet?'],
    ['Akta dig för hunden.', 'Watch out for the dog.'],
    ['Sortera soporna.', 'Sort the rubbish.'],
    ['Vi tar emot kort.', 'We accept cards.'],
    ['Hämta mig vid stationen.', 'Pick me up at the station.'],
    ['Kan du vara snäll och stänga dörren?', 'Can you please close the door?'],
    ['Gå inte på gräset.', "Don't walk on the grass."],
    ['Ta för dig!', 'Help yourself!'],
    ['Han var försiktig.', 'He was careful.'],
    ['Han var snäll och hjälpte mig.', 'He was kind and helped me.'],
    ['Stäng av den.', 'Turn it off.'],
    ['Han tog emot paketet.', 'He received the parcel.'],
    ['Håll till höger.', 'Keep to the right.'],
    ['Sväng höger vid kyrkan.', 'Turn right at the church.'],
    ['Lämna inte väskor utan tillsyn.', "Don't leave bags unattended."],
    ['Det kan ta några dagar.', 'It can take a few days.'],
    ['Tvätta händerna.', 'Wash your hands.'],
    ['Ta av dig skorna.', 'Take off your shoes.'],
    ['Hon tvättar händerna.', 'She washes her hands.'],
    ['Förlåt, jag förstår inte.', "Sorry, I don't understand."],
  ])('sv→en %s', (src, want) => {
    expect(engine.translateSentence(src, 'sv-en')).toEqual({ text: want });
  });

  it('reads a sign in capitals in sentence case and answers in capitals', () => {
    expect(engine.translateSentence('STÄNG GRINDEN', 'sv-en').text).toBe('CLOSE THE GATE');
    expect(engine.translateSentence('DO NOT FEED THE ANIMALS', 'en-sv').text).toBe('MATA EJ DJUREN');
    expect(engine.translateSentence('SCB', 'sv-en').text).toBe('Statistics Sweden');
  });

  it('aligns a rewritten request with the words the user wrote', () => {
    const source = 'Please close the gate.';
    const r = engine.translateSentence(source, 'en-sv', { alignment: true });
    const pairs = (r.alignment ?? []).map(
      (a) => `${r.text.slice(a.tgt[0], a.tgt[1])}=${source.slice(a.src[0], a.src[1])}`,
    );
    expect(pairs).toEqual(['Stäng=close', 'grinden=the gate']);
  });

  it('leaves a please that is no request marker alone', () => {
    expect(stripPlease('I am pleased to help.')).toEqual({ sentence: 'I am pleased to help.', tack: false });
    expect(stripPlease('Please!')).toEqual({ sentence: 'Please!', tack: false });
  });
});
