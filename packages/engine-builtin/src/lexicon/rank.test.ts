import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildEngineData } from '../engine-data.js';
import { loadLexicon } from './load.js';

describe('rank in scoring', () => {
  it('counts load order in tagging only through the core lists, and fully in word choice', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lex-rank-'));
    try {
      writeFileSync(
        join(dir, 'nouns-everyday.tsv'),
        'bil\ten\tbilen\tbilar\tbilarna\tcar\nhus\tett\thuset\thus\thusen\thouse\n',
      );
      writeFileSync(join(dir, 'adjectives.tsv'), 'stor\tstort\tstora\tstörre\tstörst\tbig\n');
      const filler = Array.from({ length: 3000 }, (_, i) => `ord${i}\tadv\tword${i}`).join('\n');
      writeFileSync(join(dir, 'words-more.tsv'), `${filler}\n`);
      writeFileSync(join(dir, 'verbs-general.tsv'), 'boka\tbokar\tbokade\tbokat\tboka\tbook\t\n');
      const lex = loadLexicon(dir);
      expect(lex.stats.coreRanks).toBe(3);
      const data = buildEngineData(lex);
      const big = data.enIndex.get('big')![0]!;
      expect(big.weight).toBeCloseTo(1 + 2 / 2000);
      expect(big.score).toBeCloseTo(big.weight);
      // 3,000 rows loaded before it do not push a late verb down in tagging, but it still loses ties in word choice.
      const book = data.enIndex.get('book')![0]!;
      expect(book.weight).toBeCloseTo(1 + 3 / 2000);
      expect(book.score).toBeCloseTo(1 + 3003 / 2000);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
