import { describe, expect, it } from 'vitest';
import { createBuiltinEngine, loadLexicon } from '../index.js';

/**
 * English→Swedish prose (issue 11, fourth round): of + a name as the genitive, of + a year, the past/last N units
 * of time, ago after a limit or digits, after/before + a clause inside a sentence, an adjective rather than a
 * compound before a noun, the main clause resumed after a relative clause, passives in that-clauses, letter
 * openers, all over, off, islands with på, purpose after writing/calling, agreement after a quantity of them. Team-written sentences, other members of each class than the fresh probes.
 */
const engine = createBuiltinEngine(loadLexicon(), { strict: true });
const en = (s: string) => engine.translateSentence(s, 'en-sv').text;

describe('en→sv prose: of-phrases, time spans and adjectives before nouns', () => {
  it.each([
    // the X of a name → the name's genitive; not for heads a name stands beside or is part of
    ['The capital of Norway is Oslo.', /^Norges huvudstad är Oslo\.$/],
    ['The population of Finland is small.', /^Finlands befolkning är liten\.$/],
    ['The rivers of Africa are long.', /^Afrikas floder är långa\.$/],
    ['The city of Paris is large.', /^(?!Paris)/],
    // the X of a year → X + year
    ['The fire of 1666 destroyed the city.', /^Branden 1666 förstörde staden\.$/],
    // the past/last N years → under de senaste N åren; not "the last years of his life"
    ['Prices have risen over the past five years.', /under de senaste fem åren\.$/],
    ['In the last ten years, the town has grown.', /^Under de senaste tio åren har staden växt\.$/],
    ['The painter spent the last years of his life in Paris.', /de sista åren/],
    // ago after digits and after a limit
    ['The castle was built 500 years ago.', /^Slottet byggdes för 500 år sedan\.$/],
    ['The church was built more than 700 years ago.', /för mer än 700 år sedan\.$/],
    // after/before + a noun phrase and a finite verb inside a sentence is a clause
    ['He left after the party ended.', /^Han gick efter att festen slutade\.$/],
    ['We ate before the guests arrived.', /^Vi åt innan gästerna/],
    ['He left after the meeting.', /^Han gick efter mötet\.$/],
    // an adjective reading before a noun rather than a noun+noun compound
    ['She bought a Swedish car.', /^Hon köpte en svensk bil\.$/],
    ['Norwegian workers earn more than Danish workers.', /^Norska arbetare .* danska arbetare\.$/],
    ['It was a cold winter.', /^Det var en kall vinter\.$/],
    // the verb after a relative clause between commas is the main clause's finite verb; a clause adverb follows it
    ['The new rules, which were introduced last year, apply to everyone.', /, gäller för alla\.$/],
    ['The lake, which lies north of the town, often freezes in winter.', /, fryser ofta på vintern\.$/],
    ['The old laws, which come from the 1800s, apply to all citizens.', /som kommer från/],
    // has been + participle inside a that-clause is the s-passive perfect
    ['I know that your application has been approved.', /att din ansökan har godkänts\.$/],
    ['We hope that the letter has been sent.', /att brevet har skickats\.$/],
    // that after a verb and its object pronoun opens an att-clause
    ['I would like to remind you that the meeting starts at ten.', /påminna dig att mötet (börjar|startar)/],
    // s-passive of a verb whose infinitive ends in another vowel than -a
    ['The garden is surrounded by a fence.', /^Trädgården omges av/],
    // letter openers: Dear … → Kära …; Of course + comma + clause → Naturligtvis + inverted clause
    ['Dear Maria, thanks for the invitation.', /^Kära Maria, tack/],
    ['Of course, we will help you.', /^Naturligtvis (ska|kommer) vi/],
    // from all over X → från hela X; all over X elsewhere → över hela X
    ['People from all over the country attended the funeral.', /från hela landet/],
    ['He has travelled all over the world.', /över hela världen\.$/],
    // off the coast → utanför; islands take på
    ['The island lies off the coast.', /utanför kusten\.$/],
    ['They spent a week in Iceland.', /på Island\.$/],
    // writing/calling to + verb says what for
    ["I'm calling to confirm my appointment.", /ringer för att bekräfta/],
    // has after which can be the auxiliary; agreement after a quantity and a plural pronoun
    ['The museum, which has been renovated, is open again.', /som har renoverats, är öppet igen/],
    ['Most of them are closed.', /^De flesta av dem är stängda\.$/],
    // by after a work names its maker (av); an adjective's preposition before to
    ['She read a novel by a young writer.', /en roman av en ung författare\.$/],
    ['The report is available to all members.', /tillgänglig för alla medlemmar\.$/],
    // to work after a verb of moving is a destination also before a time or means phrase; not after want/need
    ['She travels to work every day.', /reser till jobbet varje dag\.$/],
    ['I want to work at home.', /^Jag vill arbeta hemma\.$/],
  ])('%s', (source, expected) => {
    expect(en(source)).toMatch(expected);
  });
});
