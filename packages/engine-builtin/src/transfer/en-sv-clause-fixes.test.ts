import { describe, expect, it } from 'vitest';
import { createBuiltinEngine, loadLexicon } from '../index.js';

/**
 * en→sv errors found by reading outputs (issue 11, fifth round), one case per rule on the real lexicon, with other
 * words than the sentences that showed them (team-written).
 */
const engine = createBuiltinEngine(loadLexicon(), { strict: true });
const en = (s: string) => engine.translateSentence(s, 'en-sv').text;

describe('en→sv clause fixes', () => {
  it.each([
    // a verb of change without an object is the Swedish -s form (change-s-sv); a person counting stays active
    ['The costs have tripled.', 'Kostnaderna har tredubblats.'],
    ['Every minute counts.', 'Varje minut räknas.'],
    ['He counted the chairs.', 'Han räknade stolarna.'],
    // speak/talk to a person: med
    ['I spoke to the doctor.', 'Jag talade med läkaren.'],
    // a past participle between a determiner and its noun is an adjective
    ['The painted doors were green.', 'De målade dörrarna var gröna.'],
    // and then + a clause of its own: och sedan + V2; and then + a verb without subject: the adverb after the verb
    ['They played cards and then they went to bed.', 'De spelade kort och sedan gick de och la sig.'],
    ['She paid the bill and then left the restaurant.', 'Hon betalade räkningen och lämnade sedan restaurangen.'],
    // a formula (see you → vi ses) is not used in a modal's verb slot
    ['We will see you on Friday.', 'Vi ska se dig på fredag.'],
    // by + a means of transport: a preposition (med), not the particle of come by; go by a vehicle → åka
    ['My parents came by boat.', 'Mina föräldrar kom med båt.'],
    ['Do you go by taxi?', 'Åker du med taxi?'],
    // a relative clause (with or without that) after an indefinite pronoun; else after it → annat/annan
    ['Was there something else you wanted?', 'Fanns det något annat som du ville?'],
    ['Is there anything that we can bring?', 'Finns det något som vi kan ta med?'],
    ['Call someone else.', 'Ring någon annan.'],
    // be out of + a bare noun: a supply has run out (ha slut på); out of order/stock/the office stay as they were
    ['Were they out of tickets?', 'Hade de slut på biljetter?'],
    ['Sorry, we are out of bread today.', 'Förlåt, vi har slut på bröd idag.'],
    ['The lift is out of order.', 'Hissen är ur funktion.'],
    // all before a possessive or demonstrative: one noun phrase (not the pronoun allt fronted by V2), agreeing
    ['All his colleagues were there.', 'Alla hans kollegor var där.'],
    ['All those cars are new.', 'Alla de där bilarna är nya.'],
    // a predicative possessive pronoun agrees with the subject; of + a possessive pronoun after a noun → till + object
    ['The flowers are ours.', 'Blommorna är våra.'],
    ['An old neighbour of ours called.', 'En gammal granne till oss ringde.'],
    // two words joined by and before the finite verb are the subject (nouns, not imperatives)
    ['Oil and vinegar are in the cupboard.', 'Olja och vinäger är i skåpet.'],
    // an -ly adverb between be and the participle: the passive, the adverb after the Swedish verb
    ['The bridge was quickly rebuilt.', 'Bron återuppbyggdes snabbt.'],
    // be requested/asked to → ombeds/bes; kindly → vänligen
    ['Patients are requested to arrive early.', 'Patienter ombeds att komma fram tidigt.'],
    ['Visitors are kindly asked to wait outside.', 'Besökare bes vänligen att vänta utanför.'],
    // invite → bjuda in; free after travel/eat → gratis; get to + a place → komma till
    ['We invited all our friends.', 'Vi bjöd in alla våra vänner.'],
    ['Seniors travel free on weekdays.', 'Seniorer reser gratis på vardagar.'],
    ['How do we get to the museum?', 'Hur kommer vi till museet?'],
    // after/before/from + a bare institution or meal → the Swedish definite noun
    ['The girls played football after school.', 'Flickorna spelade fotboll efter skolan.'],
    ['He called me before work.', 'Han ringde mig före jobbet.'],
    // an adjective sense ending in to + verb (hard to find → svårfunnen) takes no object
    ['It is hard to find a good dentist.', 'Det är svårt att hitta en bra tandläkare.'],
    // last between a subject pronoun and its verb → senast
    ['When did you last visit your parents?', 'När besökte du senast dina föräldrar?'],
    // remain is a copula like stay: the adjective or state participle after it agrees
    ['The library will remain closed during the summer.', 'Biblioteket kommer att förbli stängt under sommaren.'],
    // comment on → kommentera; reduce → minska
    ['She refused to comment on the decision.', 'Hon vägrade att kommentera beslutet.'],
    ['We need to reduce our costs.', 'Vi behöver minska våra kostnader.'],
    // after do, a plural noun before a verb is the subject (not a 3sg verb: buses, plants)
    ['Do buses stop here at night?', 'Stannar bussar här på natten?'],
  ])('%s → %s', (source, expected) => {
    expect(en(source)).toBe(expected);
  });
});
