import { describe, expect, it } from 'vitest';
import { createBuiltinEngine, loadLexicon } from './index.js';

/**
 * Derivations and spellings the lexicon lacks, read from the word they are made from (`src/sv-derivation.ts`,
 * `src/transfer/en-derivation.ts`). Real lexicon; team-written sentences with other words than the probes.
 */
const engine = createBuiltinEngine(loadLexicon(), { strict: true });
const tr = (s: string, d: 'sv-en' | 'en-sv') => engine.translateSentence(s, d);

describe('Swedish derivations', () => {
  it.each([
    ['Glaset var odiskat.', /\bnot washed\b|\bunwashed\b|\bodiskat\b/], // a sense with an object is not made un-
    ['Väskan stod obevakad.', /\bunguarded\b/],
    ['Skorna är oanvända.', /\bunused\b/],
    ['Efter upptining ska maten ätas.', /\bthawing\b/],
    ['Tvättningen tar en timme.', /\bwashing\b/],
    ['Läsbarheten är viktig.', /\breadability\b/],
    ['Vi värdesätter stabilitet.', /\bstability\b/],
    ['Skriv angiven kod.', /\bstated code\b/],
    ['Det behövs en tolk.', /\bis needed\b|\bneeded\b/],
    ['Lämplig för hundar.', /^Suitable for dogs/],
    ['Uppackningen tog en timme.', /^The unpacking\b/],
    ['Tömningen sker på måndagar.', /\bemptying\b/],
    ['Stor för sin ålder.', /^Big for\b/],
  ])('sv→en %s', (src, want) => {
    const r = tr(src, 'sv-en');
    expect(r.text).toMatch(want);
  });

  it('puts such before the article (en sådan + noun, adjective or unknown word)', () => {
    expect(tr('Vi har aldrig haft en sådan vinter.', 'sv-en').text).toMatch(/\bsuch a winter\b/);
    expect(tr('Det var ett sånt fint väder.', 'sv-en').text).toMatch(/\bsuch a (nice|fine|lovely)\b/);
    expect(tr('Jag vill ha en sådan flurbel.', 'sv-en').text).toMatch(/\bsuch a flurbel\b/);
  });

  it('keeps a sentence-initial name before a verb a name', () => {
    expect(tr('Tom var här.', 'sv-en').text).toBe('Tom was here.');
  });
});

describe('English derivations and spellings', () => {
  it.each([
    ['Please rewrite the first page.', /\bskriv om\b/i],
    ['Do not refreeze the fish.', /\bfrys inte om\b/i],
    ['The jacket is washable.', / tvättbar\b/],
    ['The fee is non-refundable.', / ej återbetalningsbar\b/],
    ['I like your openness.', / öppenhet\b/],
    ['The letters were unopened.', / oöppnade\b/],
    ['The schoolbags are heavy.', /^Skolväskorna\b/],
    ['Bring your lunchbox.', / matlåda\b/],
    ['We traveled by bus.', / (reste|åkte)\b/],
    ['My favorite color is blue.', /färg\b/],
    ['The labor costs are high.', /[Aa]rbetskraft|[Aa]rbets/],
    ['The concert was canceled.', /inställd|ställdes in/],
  ])('en→sv %s', (src, want) => {
    const r = tr(src, 'en-sv');
    expect(r.text).toMatch(want);
  });

  it('reads an American spelling of a British row without looping (Peter, zarnog)', () => {
    expect(tr('Peter is at home.', 'en-sv').text).toMatch(/^Peter är hemma/);
    expect(tr('The zarnog is old.', 'en-sv').unknown).toContain('zarnog');
  });
});
