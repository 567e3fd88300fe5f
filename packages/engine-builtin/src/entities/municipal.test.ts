import { describe, expect, it } from 'vitest';
import { createBuiltinEngine, loadLexicon } from '../index.js';

/** Municipalities and cities for any place name, on the real lexicon: team-written cases, one per rule. */
const engine = createBuiltinEngine(loadLexicon(), { strict: true });
const sv = (s: string) => engine.translateSentence(s, 'sv-en').text;
const en = (s: string) => engine.translateSentence(s, 'en-sv').text;

describe('X kommun ⇄ X Municipality, X stad ⇄ the City of X', () => {
  it.each([
    ['Lunds kommun', /^Lund Municipality$/],
    ['Borås kommun', /^Borås Municipality$/],
    ['Hagfors kommun', /^Hagfors Municipality$/],
    ['Göteborgs stad', /^the City of Gothenburg$/i],
    ['Kontakta Umeå kommun.', /^Contact Umeå Municipality\.$/],
    ['Lunds kommuns beslut', /^Lund Municipality's decisions?$/],
  ])('sv→en %s', (src, want) => {
    expect(sv(src)).toMatch(want);
  });

  it.each([
    ['Lund Municipality', /^Lunds kommun$/],
    ['Kiruna Municipality', /^Kiruna kommun$/],
    ['the City of Gothenburg', /^Göteborgs stad$/i],
    ['Contact the City of Malmö.', /^Kontakta Malmö stad\.$/],
  ])('en→sv %s', (src, want) => {
    expect(en(src)).toMatch(want);
  });

  it('leaves a determiner before the noun alone', () => {
    expect(sv('Denna kommun är stor.')).not.toMatch(/Municipality/);
    expect(en('The municipality is large.')).toMatch(/^Kommunen/);
  });
});

describe('one-word names after a "the" of the sentence', () => {
  it.each([
    ['the Riksbank', /^riksbanken$/i],
    ['the Swedish Parliament', /^riksdagen$/i],
  ])('en→sv %s', (src, want) => {
    expect(en(src)).toMatch(want);
  });
});

describe('på before an institution or a care place is "at"', () => {
  it.each([
    ['Hon jobbar på Skatteverket.', /^She works at the Swedish Tax Agency\.$/],
    ['Boka en tid på vårdcentralen.', /^Book an appointment at the health centre\.$/],
    ['Han bor på Gotland.', /^He lives on Gotland\.$/],
  ])('sv→en %s', (src, want) => {
    expect(sv(src)).toMatch(want);
  });
});
