import { readFileSync } from 'node:fs';
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
    ['I will miss you.', 'Jag kommer att sakna dig.'],
    ['Your order has been sent.', 'Din beställning har skickats.'],
    ['The party won the election.', 'Partiet vann valet.'],
    ['The last meeting was long.', 'Det sista mötet var långt.'],
    ['Trains run every hour.', 'Tåg går varje timme.'],
    ['The doctors saved a life.', 'Läkarna räddade ett liv.'],
    ['Save your work.', 'Spara ditt arbete.'],
    // trouble with / have trouble: problem; otherwise besvär
    ['She has trouble with her back.', 'Hon har problem med sin rygg.'],
    ['Thank you for your trouble.', 'Tack för ditt besvär.'],
    ['The water comes from a spring.', 'Vattnet kommer från en källa.'],
    ['Cover the bowl with a towel.', 'Täck skålen med en handduk.'],
    ['The shooting injured two people.', 'Skottlossningen skadade två människor.'],
    ['They want to fight crime.', 'De vill bekämpa brott.'],
    ['The company reported a loss.', 'Företaget redovisade en förlust.'],
    ['The flight was diverted.', 'Flyget leddes om.'],
    ['He denied the charges in court.', 'Han nekade åtalen i domstol.'],
    ['We want to change the law.', 'Vi vill ändra lagen.'],
    ['It was a big change.', 'Det var en stor förändring.'],
    ['I passed the exam.', 'Jag klarade tentan.'],
    ['Pass the ball to me.', 'Passa bollen till mig.'],
    ['He is the head of the department.', 'Han är avdelningens chef.'],
    ["I'll pick you up at six.", 'Jag ska hämta dig klockan sex.'],
    ['Pick a card.', 'Välj ett kort.'],
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
    ['Han är fast anställd.', 'He is permanently employed.'],
    ['Reglerna gäller alla.', 'The rules apply to everyone.'],
    // Past få + a verb: had to, or not allowed to when negated; an object pronoun follows "believe in".
    ['Vi fick vänta länge.', 'We had to wait for a long time.'],
    ['Vi fick inte parkera där.', "We weren't allowed to park there."],
    ['Jag tror på dig.', 'I believe in you.'],
    ['Det går att boka online.', 'It is possible to book online.'],
    ['Hur gick mötet?', 'How did the meeting go?'],
    ['Vi har slut på mjölk.', 'We are out of milk.'],
    ['Mötet ställs in.', 'The meeting is canceled.'],
    ['Vi måste ta itu med problemet.', 'We have to deal with the problem.'],
  ])('sv→en %s', (src, want) => {
    expect(engine.translateSentence(src, 'sv-en')).toEqual({ text: want });
  });

  it('has one row per word and rendering (a repeated rendering would keep the first row and drop the later cues)', () => {
    const rows = readFileSync(new URL('../../data/lists/senses-in-context.tsv', import.meta.url), 'utf8')
      .split('\n')
      .filter((l) => l && !l.startsWith('#'))
      .map((l) => l.split('\t').slice(0, 2).join(' → '));
    expect(rows.filter((r, i) => rows.indexOf(r) !== i)).toEqual([]);
  });
});

/** Word classes as cues (`@meals-en`, data/lists/cue-classes.tsv), cues joined by `&`, part-of-speech rows. */
describe('senses chosen by word classes and joined cues', () => {
  it.each([
    ['We had a light breakfast.', /lätt frukost/],
    ['The data in the table is old.', /tabellen/],
    ['I missed the flight.', /missade flyget/],
    ['I miss my grandmother.', /saknar/],
    ['Raise your right hand.', /högra hand/],
    ['We stopped at a café.', /stannade/],
    ['Take the red line.', /linjen/],
    ['I feel that it is wrong.', /tycker att/],
    ['They sat on the bank of the lake.', /strand/],
    ['He takes notes in the lecture.', /anteckningar/],
    ['I have no small change for the machine.', /växel/],
    ['The first course was a salad.', /rätten/],
    ['She has fair skin.', /ljus hud/],
    ['Put the pen back in its case.', /etui/],
    ['The card reader does not work.', /fungerar inte/],
    ['All the windows were open.', /^Alla fönster/],
  ])('en→sv %s', (src, want) => {
    expect(engine.translateSentence(src, 'en-sv').text).toMatch(want);
  });

  it.each([
    ['Det låter trevligt.', /sounds nice/],
    ['Det smakar som honung.', /tastes like honey/],
    ['Lägg tallriken på bordet.', /^Put the plate on the table/],
    ['Ryggsäcken är lätt.', /is light/],
    ['Det är lätt att laga.', /easy to/],
    ['Vad står det på biljetten?', /What does it say on the ticket/],
    ['Tabletterna verkar inte.', /don't work/],
    ['Han går en kvällskurs.', /takes an evening/],
    ['Han kommer att vara sjuk.', /will be ill/],
    ['Det var slutet av matchen.', /the end of the match/],
    ['Slutet var bra.', /The end was good/],
    ['Han hann inte med tåget.', /didn't catch the train/],
    ['Jag råkade somna.', /happened to fall asleep/],
    ['Kontoret ligger på plan fyra.', /floor four/],
    ['Fast vi var trötta gick vi hem.', /^Although we/],
    ['Vi äter två mål om dagen.', /two meals a day/],
    ['Giftiga ämnen ska lämnas på återvinningscentralen.', /substances/],
    ['Det gäller att komma i tid.', /important to/],
    ['Hinner vi till bussen?', /make it to the bus/],
    ['Låt svalna.', /^Leave to cool/],
  ])('sv→en %s', (src, want) => {
    expect(engine.translateSentence(src, 'sv-en').text).toMatch(want);
  });
});
