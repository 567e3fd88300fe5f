import { describe, expect, it } from 'vitest';
import { createBuiltinEngine, loadLexicon } from '../index.js';

/** Word sense chosen by context (data/lists/senses-in-context.tsv) on the real lexicon: one case per rule. */
const engine = createBuiltinEngine(loadLexicon(), { strict: true });

describe('senses in context', () => {
  it.each([
    ['The match was postponed.', 'Matchen sköts upp.'],
    ['Is this seat free?', 'Är den här platsen ledig?'],
    ['Are you free tomorrow?', 'Är du ledig imorgon?'],
    ['The museum is free on Sundays.', 'Museet är gratis på söndagar.'],
    ['The bag is light.', 'Väskan är lätt.'],
    ['The government is proposing new rules.', 'Regeringen föreslår nya regler.'],
    ['When does the train leave?', 'När avgår tåget?'],
    ['Free the prisoners.', 'Befria fångarna.'],
    // `+word` cues look at the next words, `-word` at the words before.
    ['I will miss you.', 'Jag ska sakna dig.'],
    ['Your order has been sent.', 'Din beställning har skickats.'],
    ['The party won the election.', 'Partiet vann valet.'],
    ['The last meeting was long.', 'Det sista mötet var långt.'],
  ])('en→sv %s', (src, want) => {
    expect(engine.translateSentence(src, 'en-sv')).toEqual({ text: want });
  });

  it.each([
    ['Kan du hämta barnen i dag?', 'Can you pick up the children today?'],
    ['Paketet kan hämtas på posten.', 'The parcel can be collected at the post.'],
    ['Filmen är slut.', 'The film is over.'],
    ['Min klocka har stannat.', 'My clock has stopped.'],
    ['Vi stannar hemma.', 'We stay at home.'],
    ['Hunden fick ett ben.', 'The dog got a bone.'],
    ['Det var roligt att träffas.', 'It was nice to meet you.'],
    ['Det var roligt att träffa dig.', 'It was nice to meet you.'],
    ['Hon fick barn i maj.', 'She had children in May.'],
    ['Vi har en ledig tjänst.', 'We have a vacant position.'],
    ['Det gäller din ansökan.', 'It concerns your application.'],
    ['Vi har tagit emot din betalning.', 'We have received your payment.'],
    ['Vi tar inte emot kontanter.', 'We do not accept cash.'],
    ['Han har fast anställning.', 'He has permanent employment.'],
  ])('sv→en %s', (src, want) => {
    expect(engine.translateSentence(src, 'sv-en')).toEqual({ text: want });
  });
});
