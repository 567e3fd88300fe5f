import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultDataDir, loadLexicon } from './load.js';

const DIR = defaultDataDir();
const NOUN_FILES = readdirSync(DIR).filter((f) => /^nouns.*\.tsv$/.test(f));
// The two oldest noun files overlap on purpose (a word of everyday and of public life); the loader merges their senses.
const LEGACY_PAIR = new Set(['nouns-everyday.tsv', 'nouns-abstract.tsv']);
/** Raised as the lexicon grows, never lowered. */
const LEMMA_FLOOR = 26_950;

function rows(file: string): { line: number; cols: string[] }[] {
  return readFileSync(join(DIR, file), 'utf8')
    .split(/\r?\n/)
    .map((text, i) => ({ line: i + 1, text }))
    .filter(({ text }) => text.trim() && !text.trimStart().startsWith('#'))
    .map(({ line, text }) => ({ line, cols: text.split('\t') }));
}

describe('noun files', () => {
  // Lemmas are single words: the Swedish analyser looks nouns up word by word (multiword units go to phrases).
  it('start with a header comment and have six well-formed columns on every row', () => {
    const bad: string[] = [];
    for (const file of NOUN_FILES) {
      expect(readFileSync(join(DIR, file), 'utf8').startsWith(`# ${file}`), file).toBe(true);
      for (const { line, cols } of rows(file)) {
        const [lemma, gender, , , , senses] = cols;
        const ok =
          cols.length === 6 &&
          cols.every((c) => c.trim() === c && c !== '') &&
          lemma !== '-' &&
          !lemma?.includes(' ') &&
          (gender === 'en' || gender === 'ett') &&
          senses !== '-';
        if (!ok) bad.push(`${file}:${line}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('list each lemma and gender in one file only', () => {
    const owner = new Map<string, string>();
    const dups: string[] = [];
    for (const file of NOUN_FILES) {
      const inFile = new Set<string>();
      for (const { line, cols } of rows(file)) {
        const key = `${cols[0]?.toLowerCase()}\t${cols[1]}`;
        const first = owner.get(key);
        if (inFile.has(key) || (first && !(LEGACY_PAIR.has(first) && LEGACY_PAIR.has(file))))
          dups.push(`${file}:${line} ${cols[0]} (${cols[1]}) also in ${first ?? file}`);
        inFile.add(key);
        if (!first) owner.set(key, file);
      }
    }
    expect(dups).toEqual([]);
  });

  it('load without skipped rows, and the lexicon keeps its size', () => {
    const lex = loadLexicon();
    for (const file of NOUN_FILES) expect(lex.stats.files[file]?.skipped, file).toBe(0);
    expect(lex.stats.lemmas).toBeGreaterThanOrEqual(LEMMA_FLOOR);
  });
});
