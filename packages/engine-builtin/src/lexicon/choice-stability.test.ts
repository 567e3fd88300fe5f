import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildEngineData } from '../engine-data.js';
import { collectChoices, parseChoices } from './en-sv-choices.js';
import { loadLexicon } from './load.js';

// New lexicon rows must not silently change which Swedish word an English word becomes. English words (and parts of
// speech) missing from the snapshot are free; every snapshot row must still hold.
const SNAPSHOT = fileURLToPath(new URL('../../test-data/en-sv-choices.tsv', import.meta.url));

const ADVICE =
  'A lexicon change took over these English→Swedish choices. Hint the new sense (`word (narrower meaning)`) or place ' +
  'it later in its row, so the old choice holds; if the new choice is an improvement, regenerate the snapshot ' +
  'deliberately with `npm run lexicon:choices` and say so in the commit.';

describe('English→Swedish word choices', () => {
  it('match test-data/en-sv-choices.tsv for every English word already there', () => {
    const expected = parseChoices(readFileSync(SNAPSHOT, 'utf8'));
    expect(expected.length).toBeGreaterThan(1000);
    const now = new Map(collectChoices(buildEngineData(loadLexicon())).map((c) => [`${c.en}\t${c.pos}`, c.sv]));
    const changed = expected
      .filter((c) => now.get(`${c.en}\t${c.pos}`) !== c.sv)
      .map((c) => `"${c.en}" (${c.pos}): was "${c.sv}", now ${JSON.stringify(now.get(`${c.en}\t${c.pos}`) ?? null)}`);
    expect(changed, `${ADVICE}\n${changed.join('\n')}`).toEqual([]);
  }, 60_000); // loads the whole lexicon: over vitest's 5 s default on a busy machine
});
