import { describe, expect, it } from 'vitest';
import { createBuiltinEngine, loadLexicon } from '../index.js';

/**
 * sv→en errors found by reading outputs (issue 11, fourth round), one case per rule on the real lexicon, with other
 * words than the sentences that showed them (team-written).
 */
const engine = createBuiltinEngine(loadLexicon(), { strict: true });
const sv = (s: string) => engine.translateSentence(s, 'sv-en').text;

describe('sv→en clause fixes', () => {
  it.each([
    // kommer + a bare infinitive (spoken Swedish leaves out att) is the future, also with clause adverbs between
    ['Det kommer ta lite tid.', 'It will take a little time.'],
    ['Han kommer säkert vinna.', 'He will surely win.'],
    // after a verb of travel, med + a means of transport is the means (by), not the particle of åka med
    ['Mormor reste med färjan till Åland.', 'Grandmother traveled by ferry to Åland.'],
    ['Vi åker med spårvagn till centrum.', 'We go by tram to the town centre.'],
    // starting and leaving school or work: no article in English
    ['Lillebror ska börja förskolan i augusti.', 'Little brother will start preschool in August.'],
    // a clause-initial form that is present and imperative alike, before det/den/dem outside a question: imperative
    ['Gör det här först.', 'Do this first.'],
    ['Kör dem till skolan.', 'Drive them to school.'],
    ['Gör det inte igen!', "Don't do it again!"],
    ['Hör du vad jag säger?', 'Do you hear what I say?'],
    // göra ont is a verb with a particle-like word, also when a subject stands between
    ['Gjorde det ont i knät?', 'Did it hurt in the knee?'],
    // själv agrees with the subject, not with an unsaid "you"
    ['Hon lagade bilen själv.', 'She fixed the car herself.'],
    ['Gör läxan själv!', 'Do the homework yourself!'],
    // som + a bare role noun after a verb: "as a/an" + singular, plural after a plural subject pronoun
    ['Min bror jobbar som snickare.', 'My brother works as a carpenter.'],
    ['Vi arbetade som tolkar.', 'We worked as interpreters.'],
    ['De har jobbat som lärare i Kiruna.', 'They have worked as teachers in Kiruna.'],
    // a predicative noun after we/they whose plural is its singular is plural, with no article
    ['De är bagare.', 'They are bakers.'],
    ['Han är bagare.', 'He is a baker.'],
    // mycket on its own after a verb: a lot (much when negated or after så/för/hur); before a lone adjective: very
    ['Hon reser mycket.', 'She travels a lot.'],
    ['Vi pratade inte mycket.', "We didn't talk much."],
    ['Mycket snällt!', 'Very kind!'],
    // negation inside a multiword adverb is kept; a clause-final längre after a negation is anymore
    ['Han lyssnar inte alls.', "He doesn't listen at all."],
    ['Jag vet inte heller.', "I don't know either."],
    ['Hon sjunger inte i kören längre.', "She doesn't sing in the choir anymore."],
    ['Vi har inte längre någon bil.', "We don't have a car anymore."],
    // a clause-initial imperative before a manner adverb that no noun follows (not the noun kör, choir)
    ['Kör långsamt', 'Drive slowly'],
    // åt after the clause's finite verb, before a person: the preposition (for), not the past of äta
    ['Hon bakade en tårta åt honom.', 'She baked a cake for him.'],
    // det står/ligger/sitter/hänger + an indefinite noun phrase: there is/are
    ['Det ligger tre nycklar på bordet.', 'There are three keys on the table.'],
    ['Det står i brevet.', 'It says in the letter.'],
    // det är + a quantified noun, or a noun and a place: there is/are (a bare count noun takes "a")
    ['Det är några bilar på gatan.', 'There are some cars in the street.'],
    ['Det är kö vid entrén.', 'There is a queue at the entrance.'],
    ['Det är damm under sängen.', 'There is dust under the bed.'],
    ['Det är en hund utanför dörren.', 'There is a dog outside the door.'],
    ['Det är ett land i Asien.', 'It is a country in Asia.'],
    ['Det är sommar i Australien.', 'It is summer in Australia.'],
    ['Det har varit mycket att städa.', 'There has been a lot to clean.'],
    // police and people take a plural verb
    ['Polisen letar efter en bil.', 'The police are looking for a car.'],
    // som after a noun, before a bare person noun: as a
    ['Han fick ett jobb som kock.', 'He got a job as a cook.'],
    // after the relative som a -de form before a definite noun is the past tense
    ['Mannen som tvättade bilen var trött.', 'The man who washed the car was tired.'],
    // samma: the same
    ['De bor i samma hus.', 'They live in the same house.'],
    // gripa with police cues: arrest; sjunka with prices and rates: fall
    ['Polisen grep två män.', 'The police arrested two men.'],
    ['Temperaturen sjönk under natten.', 'The temperature fell overnight.'],
    // ha svårt att: find it hard to; få förhinder: be unable to come
    ['Hon har svårt att somna.', 'She finds it hard to fall asleep.'],
    ['Ring om ni får förhinder.', 'Call if you are unable to come.'],
    // inte så + adjective/adverb: the verb is negated, så goes with the adjective
    ['Han simmar inte så bra.', "He doesn't swim so well."],
    // sitta i möte: be in a meeting; snabb with a question, a look, an answer: quick
    ['Chefen sitter i möte.', 'The boss is in a meeting.'],
    ['Kan du ta en snabb titt?', 'Can you take a quick look?'],
    // a present participle of a listed verb is read before a compound split (fast + ande)
    ['Kom fastande.', 'Come fasting.'],
    // bo/stanna hos + a person: with
    ['Han bor hos sin pappa.', 'He lives with his father.'],
    // lär + infinitive: is said to
    ['Han lär bo i Spanien nu.', 'He is said to live in Spain now.'],
    // hur lång tid: how long
    ['Hur lång tid tog det?', 'How long did it take?'],
    // det var länge sedan + a clause: since
    ['Det var länge sedan hon ringde.', "It's been a long time since she called."],
    // från + an institution: bare in English, like efter and sedan
    ['Han kom direkt från skolan.', 'He came directly from school.'],
    // compound heads: -gryta is a stew, -byte a change; byte among travel words: change
    ['Fiskgryta med ris.', 'Fish stew with rice.'],
    ['Byte till buss i Lund.', 'Change to bus in Lund.'],
    // nästa before a noun that is not a time, inside a clause: the next
    ['Hon missade nästa tåg.', 'She missed the next train.'],
  ])('%s → %s', (source, expected) => {
    expect(sv(source)).toBe(expected);
  });
});
