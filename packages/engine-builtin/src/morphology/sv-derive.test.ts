import { describe, expect, it } from 'vitest';
import type { VerbEntry } from '../lexicon/types.js';
import { participleAdjective, participles } from './sv-derive.js';

const verb = (inf: string, present: string, supine: string): VerbEntry =>
  ({ kind: 'verb', inf, present, supine, particle: '', senses: [], rank: 1 }) as unknown as VerbEntry;

describe('past participles from the supine', () => {
  it.each([
    // a weak verb whose supine ends in -tt: the participle doubles d (sytt → sydd), a t-stem keeps its supine
    ['sy', 'syr', 'sytt', ['sydd', 'sytt', 'sydda']],
    ['bo', 'bor', 'bott', ['bodd', 'bott', 'bodda']],
    ['sätta', 'sätter', 'satt', ['satt', 'satt', 'satta']],
    ['möta', 'möter', 'mött', ['mött', 'mött', 'mötta']],
    // the other classes, unchanged
    ['måla', 'målar', 'målat', ['målad', 'målat', 'målade']],
    ['skriva', 'skriver', 'skrivit', ['skriven', 'skrivet', 'skrivna']],
    ['stänga', 'stänger', 'stängt', ['stängd', 'stängt', 'stängda']],
  ])('%s → %j', (inf, present, supine, [common, neuter, plural]) => {
    const p = participleAdjective(verb(inf, present, supine));
    expect([p?.lemma, p?.neuter, p?.def]).toEqual([common, neuter, plural]);
  });

  it('indexes the -dd participle of an -tt supine (sydd, sydda), not a doubled consonant (sytdd)', () => {
    expect(participles('sytt').common).toEqual(['sydd']);
    expect(participles('satt').plural).toContain('satta');
  });
});
