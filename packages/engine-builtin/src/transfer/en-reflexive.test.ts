import { describe, expect, it } from 'vitest';
import { createBuiltinEngine, loadLexicon } from '../index.js';

/** en→sv -self pronouns that are not the verb's reflexive object (en-reflexive.ts), on the real lexicon. */
const engine = createBuiltinEngine(loadLexicon(), { strict: true });
const en = (s: string) => engine.translateSentence(s, 'en-sv').text;

describe('en→sv -self pronouns', () => {
  it.each([
    // after the object: emphatic själv, själva in the plural
    ['Fix it yourself.', 'Fixa det själv.'],
    ['She wrote the letter herself.', 'Hon skrev brevet själv.'],
    ['They cleaned the kitchen themselves.', 'De städade köket själva.'],
    // by + -self: alone; by itself: of its own accord
    ['He travelled by himself.', 'Han reste själv.'],
    ['It happened by itself.', 'Det hände av sig själv.'],
    // after another preposition: the reflexive with själv
    ['She is proud of herself.', 'Hon är stolt över sig själv.'],
    // the verb's own reflexive object is left to the lexicon
    ['Help yourself.', 'Ta för dig.'],
  ])('%s → %s', (source, expected) => {
    expect(en(source)).toBe(expected);
  });
});

describe('en→sv words read in their sentence (fourth round)', () => {
  it.each([
    // pretty before an adjective or adverb with no noun after it is a degree; even before a noun phrase is även
    ['The soup is pretty hot.', 'Soppan är ganska het.'],
    ['Even adults make mistakes.', 'Även vuxna gör fel.'],
    ['The shop is open even on Sundays.', 'Butiken är öppen även på söndagar.'],
    // after do-support's not: not even → inte ens, not really → inte riktigt
    ["We didn't even try.", 'Vi försökte inte ens.'],
    ["I don't really remember.", 'Jag kommer inte riktigt ihåg.'],
    // a multiword verb after to or a modal is the infinitive, not the identical participle
    ['They want to come back.', 'De vill komma tillbaka.'],
    // deal with is a verb after to
    ['You have to deal with it.', 'Du måste ta itu med det.'],
    // a formal-only multiword sense (därom) is not matched: about it → om det
    ['Ask her about it.', 'Fråga henne om det.'],
    // call + person + back → ringa upp
    ['Call us back tomorrow.', 'Ring upp oss imorgon.'],
    // it/this/that looks like → ser ut som; a person looks like → liknar
    ['That looks like a mistake.', 'Det ser ut som ett fel.'],
    // votes counted, won or lost are röster (a vote held is an omröstning)
    ['The party won many votes.', 'Partiet vann många röster.'],
    // a particle verb whose Swedish takes no object (live on → leva vidare) is not read before a noun phrase
    ['They live on the third floor.', 'De bor på tredje våningen.'],
    // let + a person + know → meddela
    ["We'll let you know.", 'Vi ska meddela dig.'],
    // learn is lära sig, also before a to-infinitive
    ['He learned to drive.', 'Han lärde sig att köra.'],
    // a that-less complement clause after more verbs of saying and thinking gets att
    ['She explained she had missed the bus.', 'Hon förklarade att hon hade missat bussen.'],
  ])('%s → %s', (source, expected) => {
    expect(en(source)).toBe(expected);
  });
});
