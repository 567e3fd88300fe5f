import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MINI_DIR } from '../test-support/fixture.js';
import { defaultDataDir, loadLexicon } from './load.js';

describe('loadLexicon', () => {
  it('reports rows per file and skips malformed rows without crashing', () => {
    const lex = loadLexicon(MINI_DIR);
    const nouns = lex.stats.files['nouns-everyday.tsv']!;
    // Two bad rows: one with too few columns, one with an invalid gender.
    expect(nouns.skipped).toBe(2);
    expect(nouns.rows).toBe(14);
    expect(nouns.skippedLines).toHaveLength(2);
    expect(lex.stats.files['words.tsv']!.skipped).toBe(1);
    expect(lex.stats.missing).toEqual([]);
    expect(lex.stats.lemmas).toBeGreaterThan(50);
  });

  it('merges senses of a lemma that appears in several files', () => {
    const lex = loadLexicon(MINI_DIR);
    const bil = lex.nouns.get('bil')!;
    expect(bil).toHaveLength(1);
    expect(bil[0]!.senses.map((s) => s.text)).toEqual(['car', 'automobile']);
  });

  it('parses sense hints, particle verbs and flags', () => {
    const lex = loadLexicon(MINI_DIR);
    expect(lex.nouns.get('gång')![0]!.senses[0]).toEqual({ text: 'time', hint: 'occasion' });
    const tyckaOm = lex.verbs.get('tycka om')![0]!;
    expect(tyckaOm.inf).toBe('tycka');
    expect(tyckaOm.particle).toBe('om');
    expect(lex.verbs.get('finnas')![0]!.flags.has('dep')).toBe(true);
    expect(lex.enVerbs.get('go')).toEqual({ past: 'went', pp: 'gone' });
    expect(lex.enNouns.get('child')).toBe('children');
  });

  it('tolerates missing files and a missing folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lex-'));
    writeFileSync(join(dir, 'verbs.tsv'), 'äta\täter\tåt\tätit\tät\teat\tirr\n\n# comment\nbroken\n');
    const lex = loadLexicon(dir);
    expect(lex.stats.files['verbs.tsv']).toMatchObject({ rows: 1, skipped: 1 });
    expect(lex.stats.missing).toContain('nouns-everyday.tsv');
    const none = loadLexicon(join(dir, 'does-not-exist'));
    expect(none.stats.lemmas).toBe(0);
    rmSync(dir, { recursive: true, force: true });
  });

  // Load time and memory are measured by bench/builtin-speed.ts (figures in docs/translation-quality.md), not here.
  it('finds the package data folder and loads the full lexicon', () => {
    expect(defaultDataDir()).toMatch(/engine-builtin[\\/]data$/);
    const lex = loadLexicon();
    expect(lex.stats.lemmas).toBeGreaterThan(1000);
  });
});
