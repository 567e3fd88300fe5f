import { describe, expect, it } from 'vitest';
import { createBuiltinEngine, loadLexicon } from '../index.js';

/**
 * Tense, aspect and modal constructions of issue 11's fourth round (sv-tense-ops.ts, en-sv-chain.ts), on the real
 * lexicon: other members of each class than the probes in test-data/probes-fresh/tense4.tsv.
 */
const engine = createBuiltinEngine(loadLexicon(), { strict: true });

describe('sv→en: kan ha, bli after a modal and before a participle, skulle as a plan, hade tänkt, det är bäst att', () => {
  it.each([
    ['Hon kan ha glömt nyckeln.', 'She may have forgotten the key.'],
    ['De kan inte ha sett oss.', "They can't have seen us."],
    ['Han kommer att bli arg.', 'He will get angry.'],
    ['Det kommer att bli varmt i morgon.', 'It will be warm tomorrow.'],
    ['Huset har blivit sålt.', 'The house has been sold.'],
    ['Dörren blir låst klockan tio.', 'The door is locked at ten.'],
    ['Vi skulle precis äta när telefonen ringde.', 'We were just about to eat when the telephone rang.'],
    ['Han skulle just gå.', 'He was just about to leave.'],
    ['Jag skulle ringa dig men jag glömde.', 'I was going to call you but I forgot.'],
    ['Hon sa att hon skulle komma.', 'She said that she would come.'],
    ['Vi hade tänkt åka till Norge i sommar.', 'We had planned to go to Norway this summer.'],
    ['Det är bäst att du ringer läkaren.', 'You had better call the doctor.'],
    ['Det är bäst att ni tar bussen.', 'You had better take the bus.'],
  ])('%s', (src, want) => {
    expect(engine.translateSentence(src, 'sv-en')).toEqual({ text: want });
  });
});

describe('en→sv: had better, before as an adverb, may have, be about to, did … use to, hurt in the passive', () => {
  it.each([
    ['You had better not be late.', 'Du borde inte komma för sent.'],
    ["We'd better leave now.", 'Vi borde gå nu.'],
    ['He had better call his mother.', 'Han borde ringa sin mamma.'],
    ['I have seen that film before.', 'Jag har sett den där filmen förut.'],
    ['Have you been here before?', 'Har du varit här förut?'],
    ['He may have missed the train.', 'Han kan ha missat tåget.'],
    ['We were about to leave.', 'Vi skulle precis gå.'],
    ['She was just about to call you.', 'Hon skulle precis ringa dig.'],
    ['The film is about to start.', 'Filmen ska precis starta.'],
    ['Did you use to live here?', 'Brukade du bo här?'],
    ['Nobody was hurt.', 'Ingen skadades.'],
    ['His words hurt me.', 'Hans ord sårar mig.'],
  ])('%s', (src, want) => {
    expect(engine.translateSentence(src, 'en-sv')).toEqual({ text: want });
  });
});
