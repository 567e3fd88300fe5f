import { describe, expect, it } from 'vitest';
import { createBuiltinEngine, loadLexicon } from '../index.js';

/** Signs, notices and labels by class, both directions, on the real lexicon: team-written, not the probes' members. */
const engine = createBuiltinEngine(loadLexicon(), { strict: true });
const sv = (s: string) => engine.translateSentence(s, 'sv-en').text;
const en = (s: string) => engine.translateSentence(s, 'en-sv').text;

describe('sv→en labels and notices', () => {
  it.each([
    // a label's verb-first line: a present no imperative shares, kan as a possibility
    ['Kan innehålla nötter.', /^May contain nuts\.$/],
    ['Gäller från och med 1 mars', /^(Applies|Valid) from 1 March$/],
    // a noun whose definite form is its indefinite one, without a determiner
    ['Vi har tagit emot anmälan.', /received the (registration|report|notification)\.$/],
    ['Början var svår.', /^The beginning was (hard|difficult)\.$/],
    // a neuter adjective opening a notice before a participle or ur is an adverb
    ['Tillfälligt ur drift', /^Temporarily out of (service|operation|order)$/],
    ['Akta fingrarna', /^Mind (the|your) fingers$/],
    // storage formulas, åter (back) on a notice
    ['Förvaras svalt och mörkt', /^Store in a cool,? dark place$/],
    ['Åter om tio minuter', /^Back in (ten|10) minutes$/],
    // a courtyard, not a farm, by the entrance
    ['Cykelställ finns på gården bakom porten.', /courtyard/],
  ])('%s', (src, want) => {
    expect(sv(src)).toMatch(want);
  });
});

describe('en→sv labels and notices', () => {
  it.each([
    // X for Y only: endast before the for-phrase
    ['Seating for guests only', /^\S+ endast för gäster$/],
    ['Entrance for staff only', /^Ingång endast för personal$/],
    // a fragment opening with not
    ['Not for sale', /^Ej till salu$/],
    // a notice of return
    ['Back in 5 minutes', /^Tillbaka om 5 minuter$/],
    // beware of
    ['Beware of pickpockets.', /^Se upp för ficktjuvar\.$/],
    // a temperature after at
    ['Bake at 200 degrees for 20 minutes.', /^Grädda (i|på|vid) 200 grader i 20 minuter\.$/],
  ])('%s', (src, want) => {
    expect(en(src)).toMatch(want);
  });
});
