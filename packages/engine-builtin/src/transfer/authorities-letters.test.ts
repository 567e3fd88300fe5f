import { describe, expect, it } from 'vitest';
import { createBuiltinEngine, loadLexicon } from '../index.js';

/**
 * Rules found on letters from authorities, health-care and school notices (fresh-auth5 probes, 2026-11-24), one
 * case per rule on the real lexicon, with other sentences than the probes (team-written). Each case names a part
 * the output must contain.
 */
const engine = createBuiltinEngine(loadLexicon(), { strict: true });
const sv = (s: string) => engine.translateSentence(s, 'sv-en').text;
const en = (s: string) => engine.translateSentence(s, 'en-sv').text;

describe('sv→en letters from authorities', () => {
  it.each([
    // V2: an s-passive after a fronted adverbial or clause is finite, its noun phrase the subject
    ['Efter sommaren skickas fakturan till dig.', 'the invoice is sent'],
    ['Varje vecka skickas en påminnelse.', 'Every week a reminder is sent'],
    ['Sedan betalas pengarna ut.', 'Then the money'],
    ['Om du inte svarar stängs ärendet.', 'the matter is closed'],
    // fatta's passive with a decision is made, not the deponent fattas (be missing)
    ['När fattas beslutet?', 'decision made'],
    ['Inget beslut har fattats än.', 'been made'],
    ['Det fattas två stolar.', 'missing'],
    // gällande after a preposition or determiner before a noun is the adjective; before a noun phrase regarding
    ['Intyget har utfärdats enligt gällande bestämmelser.', 'current provisions'],
    ['Vi har en fråga gällande din ansökan.', 'regarding your application'],
    // adjectives pointing within the text take the: följande, ovanstående
    ['Bifoga följande intyg.', 'the following'],
    ['Kontrollera ovanstående adress.', 'the above address'],
    // under + a school holiday or leave is during
    ['Förskolan är stängd under jullovet.', 'during the Christmas'],
    ['Hon får lön under föräldraledigheten.', 'during'],
    // a bare benefit noun stays singular; söka + a benefit is apply for
    ['Han har beviljats sjukpenning.', 'granted sickness benefit'],
    ['Du kan söka barnbidrag.', 'apply for child allowance'],
    // ha rätt till is be entitled to; ha rätt alone is be right
    ['Alla barn har rätt till förskola.', 'entitled to'],
    ['Du har rätt.', 'right'],
    // uppgift in the sense of information with enligt/felaktiga/om; handling as a document with an application
    ['Du har lämnat felaktiga uppgifter.', 'information'],
    ['Skicka in handlingarna tillsammans med ansökan.', 'documents'],
    ['Du måste komplettera intyget.', 'supplement'],
    // ska before a deadline is a rule (must), also with a perfect; a first person's ska stays a promise
    ['Fakturan ska vara betald senast den 15 maj.', 'must be paid'],
    ['Du ska lämna in deklarationen senast fredag.', 'You must'],
    ['Jag ska svara dig senast fredag.', 'I will'],
    // för with no finite verb after it is the preposition; a bare person noun after it is plural
    ['Kursen är gratis för lärare.', 'for teachers'],
    // den/det before an ordinal and a definite noun is the article
    ['Vi bor på den tredje våningen.', 'on the third floor'],
    ['Ersättningen betalas från och med den femte dagen.', 'the fifth day'],
    // informera om with no object: English names the people informed
    ['Skolan informerar om ändringen.', 'informs you about the change'],
  ])('%s', (source, part) => {
    expect(sv(source)).toContain(part);
  });
});

describe('en→sv letters from authorities', () => {
  it.each([
    // verb + object + preposition: notify/inform/remind … of → om, warn of → för
    ['Please inform us of your new address.', 'oss om din nya adress'],
    ['Remind your teacher of the trip.', 'om resan'],
    ['The police are warning of icy roads.', 'varnar för'],
    // any + plural outside a negation, question or condition is eventuella; in a condition några
    ['Please report any problems to the school.', 'eventuella problem'],
    ['If you have any symptoms, stay at home.', 'några symtom'],
    // senses with an application, a case or a letter: avslå, handlägga, få, avboka, löpa ut
    ['Their request has been rejected.', 'avslagits'],
    ['We will process your claim within a week.', 'handlägga'],
    ['You will receive an invoice.', 'få en faktura'],
    ['Please cancel the booking if you cannot come.', 'Avboka'],
    ['Your passport expires next year.', 'löper ut'],
    // entitled to → ha rätt till / berättigad till
    ['Every child is entitled to a place at a preschool.', 'berättigat till'],
    // have been + an -ed adjective that is another Swedish verb's participle is that verb's passive
    ['The teachers have been informed.', 'har informerats'],
    ['She has been worried.', 'varit orolig'],
    // please after a fronted condition: the plain imperative
    ['If you cannot come, please call us.', 'ring oss'],
  ])('%s', (source, part) => {
    expect(en(source)).toContain(part);
  });
});
