import { describe, expect, it } from 'vitest';
import { createBuiltinEngine, loadLexicon } from '../index.js';

/**
 * Rules found on letters and forms from authorities, health care, school and preschool (fresh-auth7 probes,
 * 2026-11-25), one case per rule on the real lexicon, with other sentences than the probes (team-written). Each case
 * names a part the output must contain (or, third column, must not contain).
 */
const engine = createBuiltinEngine(loadLexicon(), { strict: true });
const sv = (s: string) => engine.translateSentence(s, 'sv-en').text;
const en = (s: string) => engine.translateSentence(s, 'en-sv').text;

describe('sv→en letters and forms', () => {
  it.each([
    // ärende after uträtta/springa/göra + några is an errand; elsewhere a matter or case
    ['Han sprang ärenden åt grannen.', 'ran errands', 'matters'],
    ['Hon ska uträtta ett ärende på banken.', 'run an errand', 'uträtta'],
    ['Vi har två ärenden att diskutera.', 'matters', 'errand'],
    // fatta/ta beslut is make a decision, not "decisions"
    ['Nämnden fattar beslut i maj.', 'makes a decision', 'decisions'],
    // a list/overview/copy of: the noun chooses the preposition
    ['Bifoga en förteckning över dina tillgångar.', 'list of your', 'over'],
    ['Skicka en kopia på beslutet.', 'a copy of the decision', ''],
    // verb + bare count noun: English gives it "a"
    ['Han har fått jobb på kommunen.', 'got a job', 'jobs'],
    ['Vi behöver tolk vid mötet.', 'need an interpreter', ''],
    ['Har du barn?', 'have children', 'a child'],
    // ska said to the reader or to a group before a verb of what a letter asks for is an instruction
    ['Ni ska ta med kallelsen till besöket.', 'must bring', 'will'],
    ['Deltagarna ska anmäla sig i receptionen på måndag.', 'must', 'will'],
    ['Jag ska ta med kaffe.', 'will bring', 'must'],
    // lämnas till + a person is handed to
    ['Intyget ska lämnas till läraren.', 'handed to the teacher', 'left to'],
    // senast + en/ett + length + innan is a lead time
    ['Avboka senast ett dygn innan.', 'at least a day before', 'latest'],
    // a noun Swedish has only in the plural keeps its English as written (no "rainwears")
    ['Glöm inte regnkläderna.', 'the rainwear', 'rainwears'],
    ['Packa badsakerna.', 'swimming things', 'thingses'],
    // ärende after a possessive or with handläggning is a case; förhållanden after a possessive are circumstances
    ['Vi har tagit emot ert ärende.', 'your case', 'matter'],
    ['Meddela oss om era förhållanden ändras.', 'circumstances', 'relationship'],
    // gälla after a letter or matter is concern; under + a school period is during
    ['Brevet gäller din ansökan.', 'concerns your application', 'applies'],
    ['Skolan är stängd under läsåret.', 'during the school year', 'under'],
    // vara förhindrad (att komma) → be unable to come/attend
    ['Vi är tyvärr förhindrade att komma.', 'unable to come', 'prevented'],
  ])('%s', (s, want, not) => {
    const out = sv(s);
    expect(out).toContain(want);
    if (not) expect(out).not.toContain(not);
  });
});

describe('en→sv letters and forms', () => {
  it.each([
    // case in an authority's letter is ärende; "in your case" and "in case of" stay fall/händelse
    ['The agency has reviewed your case.', 'ärende', 'fall'],
    ['Your case officer is away until Monday.', 'handläggare', 'fall'],
    ['In your case, the fee is lower.', 'fall', 'ärende'],
    // submit a form → lämna in
    ['Submit the application before the deadline.', 'Lämna in', 'avge'],
    // out of work → utan arbete (was "ur arbete")
    ['They have been out of work for a year.', 'utan arbete', ' ur '],
    // label as a verb → märka
    ['Label every bag with a name.', 'Märk', 'Etikett'],
    // should with a noun-phrase subject or a passive is bör; a pronoun's advice stays borde
    ['All visitors should sign in at reception.', 'bör', 'borde'],
    ['The documents should be sent by post.', 'bör', 'borde'],
    ['You should get some sleep.', 'borde', 'bör'],
    // a fronted indefinite pronoun before a contact relative clause is the subject (allt som …)
    ['Everything we sent you is in the folder.', 'Allt som vi', 'Allt skickade'],
    ['Something you wrote worried me.', 'Något som du', ''],
    // a genitive may open a multiword noun
    ["The parents' meeting starts at six.", 'Föräldramötet', 'Föräldrarnas'],
    ['She bought a children’s book.', 'barnbok', ''],
    // list of, copy of
    ['Please send us a list of your expenses.', 'lista över', 'lista av'],
    // pick up + pupils is hämta
    ['The pupils will be picked up at four.', 'hämtas', 'plockas'],
    // register with / pay into an institution or account; reduce a benefit → minska, an image → förminska
    ['You need to register with the municipality.', 'anmäla dig hos kommunen', ' med '],
    ['The money is paid into your account.', 'betalas in på', ''],
    ['The fee will be reduced next year.', 'minskas', 'förminskas'],
  ])('%s', (s, want, not) => {
    const out = en(s);
    expect(out).toContain(want);
    if (not) expect(out).not.toContain(not);
  });
});
