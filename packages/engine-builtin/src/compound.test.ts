import { describe, expect, it } from 'vitest';
import { splitCompound } from './compound.js';
import { loadLexicon } from './lexicon/load.js';
import { buildSvIndex } from './morphology/sv.js';
import { MINI_DIR, miniEngine } from './test-support/fixture.js';

const index = buildSvIndex(loadLexicon(MINI_DIR));

describe('compound splitting', () => {
  it.each([
    ['sjukhusparkering', ['sjukhus', 'parkering']],
    ['sjukhusparkeringen', ['sjukhus', 'parkeringen']],
    ['bilparkering', ['bil', 'parkering']],
    ['stadsbuss', ['stads', 'buss']],
    ['skolbok', ['skol', 'bok']],
    ['barnböcker', ['barn', 'böcker']],
    ['storstad', ['stor', 'stad']],
  ])('%s → %j', (word, parts) => {
    expect(splitCompound(index, word)?.parts).toEqual(parts);
  });

  it('carries the head noun inflection', () => {
    const c = splitCompound(index, 'sjukhusparkeringarna')!;
    expect(c.head.def).toBe(true);
    expect(c.head.plural).toBe(true);
  });

  it('gives up on words that are not compounds of known parts', () => {
    expect(splitCompound(index, 'xyzzyplugh')).toBeNull();
    expect(splitCompound(index, 'bi')).toBeNull();
  });

  it('translates unknown compounds word by word', () => {
    const e = miniEngine();
    expect(e.translateSentence('Sjukhusparkeringen är stor.', 'sv-en').text).toBe('The hospital parking is big.');
    expect(e.translateSentence('Jag har en skolbok.', 'sv-en').text).toBe('I have a school book.');
  });
});
