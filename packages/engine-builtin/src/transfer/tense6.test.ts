import { describe, expect, it } from 'vitest';
import { createBuiltinEngine, loadLexicon } from '../index.js';

/**
 * Tense, passive, modals and particle verbs of issue 11's sixth round, on the real lexicon: other members of each
 * class than the probes in test-data/probes-fresh/tense6.tsv (kan komma att, particle verbs split by an adverb or a
 * subject, hålla med + object, participles of particle verbs after bli; ought to, needn't, be allowed to, going to +
 * a state, particles after an object pronoun, find out, get in touch with, to be + participle, might have to, look
 * forward to + -ing, until after postpone, stative past participles, cancelled/postponed as states).
 */
const engine = createBuiltinEngine(loadLexicon(), { strict: true });

describe('sv→en: kan komma att, split particle verbs, hålla med + object, bli + a particle verb participle', () => {
  it.each([
    ['Vi kan komma att höja priserna.', 'We may raise the prices.'],
    ['Mötet kan komma att ställas in.', 'The meeting may be canceled.'],
    ['Han håller inte med sin bror.', "He doesn't agree with his brother."],
    ['Håller du med läraren?', 'Do you agree with the teacher?'],
    ['Vi ser verkligen fram emot resan.', 'We are really looking forward to the journey.'],
    ['Tar ni hand om hunden i helgen?', 'Will you take care of the dog this weekend?'],
    ['Hon har alltid på sig hatten.', 'She always wears her hat.'],
    ['Vi bjuder på lunch.', 'We offer lunch.'],
    ['Konserten blev uppskjuten en vecka.', 'The concert was postponed a week.'],
    ['Cyklisten blev påkörd av en buss.', 'The cyclist was run over by a bus.'],
    ['Han blev utskriven i morse.', 'He was discharged this morning.'],
    ['Ser ni fram emot semestern?', 'Are you looking forward to the holiday?'],
  ])('%s', (src, want) => {
    expect(engine.translateSentence(src, 'sv-en')).toEqual({ text: want });
  });
});

describe('en→sv: semi-modals, particles after the object, find out, passives after to, states of participles', () => {
  it.each([
    ['You ought to call your mother.', 'Du borde ringa din mamma.'],
    ['They ought not to park there.', 'De borde inte parkera där.'],
    ["You needn't bring a towel.", 'Du behöver inte ta med en handduk.'],
    ['Visitors are not allowed to take photos.', 'Besökare får inte ta foton.'],
    ['Were you allowed to leave early?', 'Fick du gå tidigt?'],
    ['The children will be allowed to stay up.', 'Barnen kommer att få sitta uppe.'],
    ["You're going to miss the bus.", 'Du kommer att missa bussen.'],
    ['Could you switch it off after the film?', 'Kunde du slå av det efter filmen?'],
    ["I'll fill this in later.", 'Jag ska fylla i den här senare.'],
    ['She found out the price yesterday.', 'Hon fick reda på priset igår.'],
    ['Could you find out where he lives?', 'Kunde du ta reda på var han bor?'],
    ['Send in your application before May.', 'Skicka in din ansökan före maj.'],
    ['Please get in touch with the school.', 'Hör av dig till skolan, tack.'],
    ['The windows need to be cleaned.', 'Fönstren behöver städas.'],
    ['The rent has to be paid before the first.', 'Hyran måste betalas före den första.'],
    ['The keys are to be returned at reception.', 'Nycklarna ska lämnas tillbaka i receptionen.'],
    ['You might have to change trains.', 'Du måste kanske byta tåg.'],
    ['We look forward to seeing you.', 'Vi ser fram emot att se dig.'],
    ['The meeting was postponed until Thursday.', 'Mötet sköts upp till torsdag.'],
    ['Orders are shipped within 24 hours.', 'Beställningar skickas inom 24 timmar.'],
    ['The pool was closed when we got there.', 'Poolen var stängd när vi kom dit.'],
    ['The flights are cancelled.', 'Flygen är inställda.'],
    ['Our trip has been postponed.', 'Vår resa har skjutits upp.'],
    ['Two trains were cancelled this morning.', 'Två tåg ställdes in i morse.'],
  ])('%s', (src, want) => {
    expect(engine.translateSentence(src, 'en-sv')).toEqual({ text: want });
  });
});
