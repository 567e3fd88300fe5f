import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultDataDir } from './load.js';

// Checks on the shipped lexicon files themselves: a malformed row is skipped silently at load time, and a lemma
// written twice in different files has its senses merged in file order, so both would go unnoticed without this.

const DIR = defaultDataDir();

/** Column counts per file family: [minimum, maximum]. */
const COLUMNS: [RegExp, number, number][] = [
  [/^nouns.*\.tsv$/, 6, 6],
  [/^verbs.*\.tsv$/, 6, 7],
  [/^adjectives.*\.tsv$/, 6, 6],
  [/^words.*\.tsv$/, 3, 3],
];

interface Row {
  file: string;
  line: number;
  cols: string[];
}

function rowsOf(file: string): Row[] {
  return readFileSync(join(DIR, file), 'utf8')
    .split(/\r?\n/)
    .map((text, i) => ({ file, line: i + 1, cols: text.split('\t') }))
    .filter((r) => r.cols.join('').trim() !== '' && !r.cols[0]!.trimStart().startsWith('#'));
}

const files = readdirSync(DIR).filter((f) => f.endsWith('.tsv'));

describe('lexicon data files', () => {
  it('every verb, adjective, word and noun row has its file’s number of columns and no empty field', () => {
    const bad: string[] = [];
    for (const [re, min, max] of COLUMNS) {
      for (const file of files.filter((f) => re.test(f))) {
        for (const r of rowsOf(file)) {
          const n = r.cols.length;
          const required = r.cols.slice(0, min);
          if (n < min || n > max || required.some((c) => c.trim() === '' || c !== c.trim()))
            bad.push(`${r.file}:${r.line}`);
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it('no verb, adjective or closed-class word (lemma + part of speech) is written in two rows', () => {
    const seen = new Map<string, string>();
    const dups: string[] = [];
    const families: [RegExp, (r: Row) => string][] = [
      [/^verbs.*\.tsv$/, (r) => `verb:${r.cols[0]!.toLowerCase()}`],
      [/^adjectives.*\.tsv$/, (r) => `adj:${r.cols[0]!.toLowerCase()}`],
      [/^words.*\.tsv$/, (r) => `${r.cols[1]}:${r.cols[0]!.toLowerCase()}`],
    ];
    for (const [re, key] of families) {
      for (const file of files.filter((f) => re.test(f))) {
        for (const r of rowsOf(file)) {
          const k = key(r);
          const first = seen.get(k);
          if (first) dups.push(`${k} at ${first} and ${r.file}:${r.line}`);
          else seen.set(k, `${r.file}:${r.line}`);
        }
      }
    }
    expect(dups).toEqual([]);
  });

  it('verb flags are only dep, aux and irr', () => {
    const bad: string[] = [];
    for (const file of files.filter((f) => /^verbs.*\.tsv$/.test(f))) {
      for (const r of rowsOf(file)) {
        const flags = (r.cols[6] ?? '').split(',').filter(Boolean);
        if (flags.some((f) => !['dep', 'aux', 'irr'].includes(f))) bad.push(`${r.file}:${r.line}`);
      }
    }
    expect(bad).toEqual([]);
  });
});
