import { describe, expect, it } from 'vitest';
import { createBuiltinEngine, loadLexicon } from '../index.js';

/** en→sv structure of long news and encyclopaedia sentences on the real lexicon: team-written, one case per rule. */
const engine = createBuiltinEngine(loadLexicon(), { strict: true });

describe('en→sv prose structure', () => {
  it.each([
    // which/that + a regular past verb after a noun or comma is the relative clause's finite verb
    ['The museum, which opened in 1987, is popular.', 'Museet, som öppnade år 1987, är omtyckt.'],
    ['The storm, which destroyed many houses, was strong.', 'Stormen, som förstörde många hus, var stark.'],
    ['The paintings that were stolen have been found.', 'Tavlorna som stals har hittats.'],
    ['It has a long history that goes back many years.', 'Det har en lång historia som går tillbaka många år.'],
    // a clause-opening since/after/before: subordinate word order, then V2 in the main clause
    [
      'Since the railway opened in 2019, the trip has been shorter.',
      'Sedan järnvägen öppnade år 2019, har resan varit kortare.',
    ],
    ['Since he was ill, he stayed at home.', 'Eftersom han var sjuk, stannade han hemma.'],
    ['Before the meeting started, we ate.', 'Innan mötet startade, åt vi.'],
    ['Between 2010 and 2020, the prices rose.', 'Mellan 2010 och 2020 steg priserna.'],
    // not yet / rather as clause adverbs
    ['I have not yet decided.', 'Jag har ännu inte bestämt mig.'],
    ['They said that they would rather study at home.', 'De sa att de hellre skulle studera hemma.'],
    ['The film was rather good.', 'Filmen var ganska bra.'],
    // noun phrases of prose
    ['The bridge is one of the longest in the world.', 'Bron är en av de längsta i världen.'],
    ['She is the best player in the country.', 'Hon är den bästa spelaren i landet.'],
    ['He lives in the country.', 'Han bor på landet.'],
    ['More than half of the students came.', 'Mer än hälften av studenterna kom.'],
    ['A third of all new cars are red.', 'En tredjedel av alla nya bilar är röda.'],
    // quantities, comparisons and agreement in long noun phrases
    [
      'The price was twice as high in December as it was in May.',
      'Priset var dubbelt så högt i december som det var i maj.',
    ],
    ['He ruled for more than forty years.', 'Han regerade i mer än fyrtio år.'],
    ['He died in the summer of 1792.', 'Han dog sommaren 1792.'],
    ['It happened in the same month.', 'Det hände i samma månad.'],
    ['The company made a profit of 3.2 billion kronor.', 'Företaget gjorde en vinst på 3,2 miljarder kronor.'],
    ['The town has around 12,000 inhabitants.', 'Staden har omkring 12 000 invånare.'],
    ['Much of the city was destroyed.', 'En stor del av staden förstördes.'],
    ['The risk of heart attacks is high.', 'Risken för hjärtattacker är hög.'],
    ['The prices of food and energy rose.', 'Priserna på mat och energi steg.'],
    ['Because it rained, we had to stay home.', 'Eftersom det regnade, fick vi stanna hemma.'],
    ['Although it was cold, we swam.', 'Trots att det var kallt, simmade vi.'],
    ['It was good, though.', 'Det var bra ändå.'],
    ['The law was criticised by many groups.', 'Lagen kritiserades av många grupper.'],
    // a later "it" takes the gender of an earlier subject that names a thing; dummy it stays det
    [
      'The river flows through three countries before it reaches the sea.',
      'Floden rinner genom tre länder innan den når havet.',
    ],
    ['The lake is big, and it is deep.', 'Sjön är stor, och den är djup.'],
    ['The plan is good, but it is important to wait.', 'Planen är bra, men det är viktigt att vänta.'],
    ['The road is long and it is raining.', 'Vägen är lång och det regnar.'],
    ['The teacher said that it was late.', 'Läraren sa att det var sent.'],
    // such, such as, coordinated subjects with an of-phrase, take part in
    ['They had not expected such clear results.', 'De hade inte förväntat sig sådana klara resultat.'],
    ['I have never seen such a big house.', 'Jag har aldrig sett ett sådant stort hus.'],
    ['Cities such as Paris and London are expensive.', 'Städer såsom Paris och London är dyra.'],
    ['Although the prices of food and energy rose, we ate.', 'Trots att priserna på mat och energi steg, åt vi.'],
    ['Sweden did not take part in the war.', 'Sverige deltog inte i kriget.'],
    ['Many farmers grow wheat and barley.', 'Många bönder odlar vete och korn.'],
    // reduced relatives, fractions, agreement through a relative clause, words right after a preposition
    [
      'It is estimated that about one third of all food produced in the world is never eaten.',
      'Det uppskattas att cirka en tredjedel av all mat som produceras i världen aldrig äts.',
    ],
    ['Most of the paintings stolen in 2004 have been found.', 'De flesta av tavlorna som stals år 2004 har hittats.'],
    ['The cars made in Sweden are expensive.', 'Bilarna som görs i Sverige är dyra.'],
    ['The houses which were built in 1900 are old.', 'Husen som byggdes år 1900 är gamla.'],
    ['I saw the houses, which are red.', 'Jag såg husen, som är röda.'],
    [
      'When the war ended in 1945, much of the city lay in ruins.',
      'När kriget slutade år 1945, låg en stor del av staden i ruiner.',
    ],
    [
      'Although the government promised lower taxes, prices rose.',
      'Trots att regeringen lovade lägre skatter, steg priserna.',
    ],
    ['The new law makes it illegal to sell tobacco.', 'Den nya lagen gör det olagligt att sälja tobak.'],
    ['People who eat fish live longer.', 'Människor som äter fisk lever längre.'],
    ['Because the house which we bought is old, we sold it.', 'Eftersom huset som vi köpte är gammalt, sålde vi det.'],
    ['The work is done by robots.', 'Arbetet görs av robotar.'],
    [
      'The river, which is about 500 kilometres long, flows through three countries before it reaches the sea.',
      'Floden, som är cirka 500 kilometer lång, rinner genom tre länder innan den når havet.',
    ],
  ])('%s', (src, want) => {
    expect(engine.translateSentence(src, 'en-sv').text).toBe(want);
  });
});
