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

describe('sv→en: laga in the passive, reported instructions, brukade asked, counterfactual hade, i natt, had better not', () => {
  it.each([
    ['Bilen har blivit lagad.', 'The car has been fixed.'],
    ['Maten har lagats.', 'The food has been cooked.'],
    ['Han sa att jag skulle ringa honom.', 'He said that I should call him.'],
    ['Jag sa att jag skulle komma.', 'I said that I would come.'],
    ['Brukade du spela fotboll?', 'Did you use to play football?'],
    ['Jag brukade inte tycka om fisk.', "I didn't use to like fish."],
    ['Om du hade ringt hade jag kommit.', 'If you had called, I would have come.'],
    ['Han frågade om jag hade ätit.', 'He asked if I had eaten.'],
    ['Jag har sovit dåligt i natt.', 'I slept badly last night.'],
    ['Det ska regna i natt.', 'It will rain tonight.'],
    ['Det är bäst att vi inte väntar.', 'We had better not wait.'],
    ['Jag ska precis ringa henne.', 'I am just about to call her.'],
  ])('%s', (src, want) => {
    expect(engine.translateSentence(src, 'sv-en')).toEqual({ text: want });
  });
});

describe("en→sv: 's as has, be used to, used to + a verb with a phrase of its own", () => {
  it.each([
    ["He's gone home.", 'Han har gått hem.'],
    ["She's always been kind.", 'Hon har alltid varit snäll.'],
    ["It's already started.", 'Det har redan startat.'],
    ["She's broken her leg.", 'Hon har brutit sitt ben.'],
    ["It's broken.", 'Det är trasigt.'],
    ["She's interested in art.", 'Hon är intresserad av konst.'],
    ["What's happened?", 'Vad har hänt?'],
    ["He's worked here since 2015.", 'Han har arbetat här sedan 2015.'],
    ['I would have liked to come.', 'Jag skulle ha velat komma.'],
    ['It had been years since she left.', 'Det var år sedan hon gick.'],
    ['It has been cold since Monday.', 'Det har varit kallt sedan måndag.'],
    ['We are used to it.', 'Vi är vana vid det.'],
    ["They're not used to driving on the left.", 'De är inte vana vid att köra till vänster.'],
    ['She used to work here.', 'Hon brukade arbeta här.'],
  ])('%s', (src, want) => {
    expect(engine.translateSentence(src, 'en-sv')).toEqual({ text: want });
  });
});

describe('vore, by the time, past of hurt/read/put with a finished time, och-phrases after a perfect', () => {
  it.each([
    ['Om jag vore du, skulle jag vänta.', 'sv-en', 'If I were you, I would wait.'],
    ['Jag vore tacksam om du kunde svara snart.', 'sv-en', 'I would be grateful if you could answer soon.'],
    ['If he were here, he would help.', 'en-sv', 'Om han vore här, skulle han hjälpa.'],
    ['By the time you read this, I will be gone.', 'en-sv', 'När du läser det här, kommer jag att vara borta.'],
    ['I read the book last summer.', 'en-sv', 'Jag läste boken förra sommaren.'],
    ['I hurt my back yesterday.', 'en-sv', 'Jag skadade min rygg igår.'],
    ['We had gone to bed when the phone rang.', 'en-sv', 'Vi hade gått och lagt oss när telefonen ringde.'],
  ])('%s', (src, dir, want) => {
    expect(engine.translateSentence(src, dir as 'sv-en' | 'en-sv')).toEqual({ text: want });
  });
});

describe('sv→en: sitta/stå/ligga och + verb, någon gång in questions, hade kunnat, ska ha, håller på att bli', () => {
  it.each([
    ['Hon satt och pratade i telefon.', 'She was talking on the phone.'],
    ['Vi stod och tittade på fyrverkerierna.', 'We were looking at the fireworks.'],
    ['Han satt och jag stod.', 'He sat and I stood.'],
    ['Han ligger och sover.', 'He is lying and sleeping.'],
    ['Har ni nån gång ätit surströmming?', 'Have you ever eaten fermented Baltic herring?'],
    ['Vi kan ses någon gång.', 'We can meet sometime.'],
    ['Vi hade inte kunnat göra det utan dig.', "We couldn't have done it without you."],
    ['Jag skulle ha kunnat hjälpa dig.', 'I could have helped you.'],
    ['Jag hade velat komma.', 'I would have liked to come.'],
    ['Hon ska ha flyttat till Malmö.', 'She is said to have moved to Malmö.'],
    ['Han höll på att bli arg.', 'He was getting angry.'],
  ])('%s', (src, want) => {
    expect(engine.translateSentence(src, 'sv-en')).toEqual({ text: want });
  });
});
