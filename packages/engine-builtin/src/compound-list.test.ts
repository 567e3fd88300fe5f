import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createBuiltinEngine, loadLexicon } from './index.js';
import { readTable } from './quality/read-table.js';

/** How many of the team's unlisted compounds (test-data/compounds.tsv) come out acceptably: a floor, only raised. */
const COMPOUND_FLOOR = 76;

const FILE = fileURLToPath(new URL('../test-data/compounds.tsv', import.meta.url));

describe('unlisted Swedish compounds (real lexicon)', () => {
  it(`translates at least ${COMPOUND_FLOOR} acceptably`, () => {
    const rows = readTable(FILE, ['sv', 'kind', 'en']);
    const engine = createBuiltinEngine(loadLexicon(), { strict: true });
    const wrong: string[] = [];
    for (const r of rows) {
      const out = engine.translateSentence(r.sv!, 'sv-en').text.toLowerCase().replace(/[.!]$/, '');
      if (!r.en!.split('|').includes(out)) wrong.push(`${r.sv} → ${out}`);
    }
    expect(rows.length).toBeGreaterThanOrEqual(150);
    expect(rows.length - wrong.length, wrong.join('\n')).toBeGreaterThanOrEqual(COMPOUND_FLOOR);
  }, 60_000);
});
