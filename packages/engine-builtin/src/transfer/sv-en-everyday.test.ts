import { describe, expect, it } from 'vitest';
import { createBuiltinEngine, loadLexicon } from '../index.js';

/**
 * sv→en rules for everyday short sentences (2026-11-24, everyday-sv-en probes), one case per rule on the real
 * lexicon, with other words than the probes (team-written sentences).
 */
const engine = createBuiltinEngine(loadLexicon(), { strict: true });
const sv = (s: string) => engine.translateSentence(s, 'sv-en').text;

describe('sv→en everyday sentences', () => {
  it.each([
    // a plural time noun after på/om or a comparison marks a habit: simple present
    ['Vad gör ni på kvällarna?', 'What do you do in the evenings?'],
    ['Han springer snabbare än jag.', 'He runs faster than me.'],
    // vad gör du + more words goes through the clause rules
    ['Vad gör du här?', 'What are you doing here?'],
    // an imperative phrase that is also a past form is the past after a word
    ['Han kom in.', 'He came in.'],
    ['Kom in!', 'Come in!'],
    // vilken/vilka + a noun of what-nouns-sv asks "what"; before a noun vilka is the determiner
    ['Vilket datum är det?', 'What date is it?'],
    ['Vilka språk talar du?', 'What languages do you speak?'],
    // lång describing a person is tall
    ['Min bror är väldigt lång.', 'My brother is very tall.'],
    ['Är hon lång?', 'Is she tall?'],
    ['Det var en lång resa.', 'It was a long journey.'],
    ['Det tar lång tid.', 'It takes a long time.'],
    // orka and våga take a to-infinitive; a modal before a direction with no verb stands for go
    ['Jag orkar inte städa.', "I don't have the energy to clean."],
    ['Hon vågade inte hoppa.', "She didn't dare to jump."],
    ['Vi måste hem nu.', 'We have to go home now.'],
    ['Han vill till Spanien.', 'He wants to go to Spain.'],
    // håller på att + infinitive is the progressive
    ['Hon håller på att skriva ett brev.', 'She is writing a letter.'],
    // feel like takes a gerund
    ['Vi har lust att simma.', 'We feel like swimming.'],
    // plural-only English nouns, med + bare means of transport, flytande before a language
    ['Var är mina glasögon?', 'Where are my glasses?'],
    ['Vi reste dit med tåg.', 'We traveled there by train.'],
    ['Han talar flytande svenska.', 'He speaks fluent Swedish.'],
    // a bare infinitive after a reflexive verb takes to
    ['Barnet lärde sig cykla.', 'The child learned to cycle.'],
    // andra before a singular noun is the ordinal, with the article after a preposition of time
    ['Hon bor på andra våningen.', 'She lives on the second floor.'],
    ['Hon sprang snabbare i andra halvlek.', 'She ran faster in the second half.'],
    // a negated set phrase (jag vet inte) makes något "anything"; sluta of events is end; OK in capitals
    ['Jag vet inte något om honom.', "I don't know anything about him."],
    ['Filmen slutar lyckligt.', 'The film ends happily.'],
    ['Vi ses, OK?', 'See you, OK?'],
    // fixa/ordna in the present with jag/vi is a promise (will)
    ['Jag ordnar biljetterna.', 'I will sort out the tickets.'],
    ['Han fixar bilar.', 'He fixes cars.'],
  ])('%s → %s', (source, expected) => {
    expect(sv(source)).toBe(expected);
  });
});
