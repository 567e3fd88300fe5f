import { describe, expect, it } from 'vitest';
import { createBuiltinEngine, loadLexicon } from '../index.js';

/**
 * Multiword senses, particle verbs and word sense of the seventh round (helper lex7), on the real lexicon: English
 * light-verb idioms read as one Swedish verb (phrases-phrasal-en.tsv), did before a determiner as the full verb,
 * plurals of nouns' multiword senses (engine-data.ts, en-multiword-guards.ts), an age after at (en-prep.ts), det +
 * komma/bli + a weather noun (sv-existential.ts), laga's object in the progressive (sv-gerund.ts), a garment's added
 * "her" (sv-object-order.ts), a subjunction ending its clause (sv-tag.ts) and cue rows of senses-in-context.tsv.
 * Team-written sentences with other words than the probes.
 */
const engine = createBuiltinEngine(loadLexicon(), { strict: true });
const tr = (s: string, d: 'sv-en' | 'en-sv') => engine.translateSentence(s, d).text;

describe('English multiword verb senses → one Swedish verb or idiom', () => {
  it.each([
    ['You have to pay attention to the teacher.', /\bvara uppmärksam på läraren/],
    ['He did the laundry on Sunday.', /\btvättade\b/],
    ['We did the washing-up together.', /\bdiskade\b/],
    ['Who made the bed?', /\bbäddade sängen\b/],
    ['She changed her mind again.', /(?<!\p{L})ändrade sig\b/u],
    ['That makes sense.', /(?<!\p{L})är logiskt\b/u],
    ['We made friends at school.', /\bfick vänner\b/],
    ['We took turns carrying the bag.', /\bturades om\b/],
    ['I had a shower after the match.', /\btog en dusch\b/],
    ['They went into town by bus.', /(?<!\p{L})åkte in till stan\b/u],
  ])('%s', (source, accept) => {
    expect(tr(source, 'en-sv')).toMatch(accept);
  });
  it.each([
    ['Did the children do their homework?', /\bbarnen\b/i],
    ['Why did the shop close early?', /\bstängde\b/],
  ])('%s keeps did as the auxiliary', (source, accept) => {
    expect(tr(source, 'en-sv')).toMatch(accept);
  });
});

describe('plurals of multiword noun senses', () => {
  it.each([
    ['The credit cards are in my wallet.', /\bKreditkorten\b/],
    ['We need three parking spaces.', /\bparkeringsplatser\b/],
    ['The traffic lights were red.', /\bTrafikljusen\b/],
  ])('%s', (source, accept) => {
    expect(tr(source, 'en-sv')).toMatch(accept);
  });
  it('keeps the verb after a singular subject', () => {
    expect(tr('The bus stops outside the school.', 'en-sv')).toMatch(/\bBussen stannar\b/);
  });
});

describe('an age after at, a time after a number', () => {
  it.each([
    ['He moved abroad at nineteen.', /\bvid nitton års ålder\b/],
    ['She learned to drive at seventeen.', /\bvid sjutton års ålder\b/],
    ['The film starts at seven.', /\bklockan sju\b/],
    ['The walk takes fifteen minutes.', /\bfemton minuter\b/],
  ])('%s', (source, accept) => {
    expect(tr(source, 'en-sv')).toMatch(accept);
  });
});

describe('English senses chosen by their neighbours', () => {
  it.each([
    ['Could you turn the radio down a little?', /\bskruva ner radion\b/],
    ['Set the timer for ten minutes.', /^Ställ\b/],
    ['He ran home after school.', /\bsprang\b/],
    ["She didn't get the point.", /\bfattade\b/],
  ])('%s', (source, accept) => {
    expect(tr(source, 'en-sv')).toMatch(accept);
  });
});

describe('Swedish weather, particle verbs and senses', () => {
  it.each([
    ['Det kommer hagel i kväll.', /\bgoing to hail\b/],
    ['Det blir snö på fredag.', /\bwill snow\b/],
    ['Han håller på att laga cykeln.', /\bis (fixing|repairing|mending) the (bike|bicycle)\b/],
    ['Hon tog av sig mössan.', /\btook off her hat\b/],
    ['Hon tog upp ämnet på lektionen.', /\braised the (subject|topic)\b/],
    ['Han bär på en tung låda.', /\bcarries a heavy box\b/],
    ['Spring inte så fort!', /\bso fast\b/],
    ['Ring mig så fort du vet.', /\bas soon as\b/],
  ])('%s', (source, accept) => {
    expect(tr(source, 'sv-en')).toMatch(accept);
  });
});

describe('second batch: exclamations, opinions, idioms and derived compounds', () => {
  it.each([
    ['Vilken vacker utsikt!', /^What a beautiful view!$/],
    ['Vilka söta hundar!', /^What (cute|sweet) dogs!$/],
    ['Vilken bok läser du?', /^Which book\b/],
    ['Jag tycker att ni ska stanna.', /\bshould stay\b/],
    ['Avtalet träder i kraft i januari.', /\b(comes|will come) into force\b/],
    ['Håll dig i räcket.', /\bHold on to\b/],
    ['Vi gick hela vägen till stranden.', /\ball the way\b/],
    ['Ha det gott!', /^(Take care|Have a (nice|good) time)!$/],
    ['Biltvättningen tog en timme.', /\bcar washing\b/],
  ])('%s', (source, accept) => {
    expect(tr(source, 'sv-en')).toMatch(accept);
  });
  it.each([
    ['The new law takes effect in July.', /(?<!\p{L})träder i kraft\b/u],
    ['He was rude to the waiter.', /\bmot servitören\b/],
    ['The water is running.', /\brinner\b/],
    ['She works out every morning.', /\btränar\b/],
    ['Please cancel my order.', /\bavbeställ/i],
  ])('%s', (source, accept) => {
    expect(tr(source, 'en-sv')).toMatch(accept);
  });
});
