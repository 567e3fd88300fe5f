import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { emptyLexicon, parserFor } from './parse.js';
import type { Lexicon } from './types.js';

/** Files the engine expects; any other `nouns-*.tsv` etc. in the folder is read too. */
export const EXPECTED_FILES = [
  'nouns-everyday.tsv',
  'nouns-abstract.tsv',
  'verbs.tsv',
  'adjectives.tsv',
  'words.tsv',
  'phrases.tsv',
  'en-irregular-verbs.tsv',
  'en-irregular-nouns.tsv',
  'formulas.tsv',
];

/**
 * The package's data folder. The module lives in src/lexicon/ (tests, tsx) or dist/lexicon/ (compiled); both are two
 * levels below the package root, and data/ is beside them.
 */
export function defaultDataDir(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, '..', '..', 'data'), join(here, '..', 'data'), join(here, '..', '..', '..', 'data')];
  return candidates.find((d) => existsSync(join(d, 'README.md')) || existsSync(join(d, 'verbs.tsv'))) ?? candidates[0]!;
}

// Overrides first, so the engine's grammar words take precedence when senses are merged. The general noun lists
// (`nouns-general-*.tsv`) fill gaps and load last, all at one rank: rank counts in the English→Swedish score and in
// tagging, so a growing list would otherwise shift the rows after it and tip their choices (ties keep load order).
// The general verb, adjective and word lists (`verbs-general.tsv` …) come after them, so they shift no other rows.
const GENERAL = 60;
const LATE = 70;

function fileOrder(name: string): number {
  if (name === 'core-overrides.tsv') return 0;
  if (name.startsWith('nouns-general-')) return GENERAL;
  if (/^(verbs|adjectives|words)-general\.tsv$/.test(name)) return LATE;
  const i = EXPECTED_FILES.indexOf(name);
  return i < 0 ? 50 : i + 1;
}

export function loadLexicon(dataDir: string = defaultDataDir()): Lexicon {
  const started = performance.now();
  const lex = emptyLexicon(dataDir);
  const present = existsSync(dataDir) ? readdirSync(dataDir).filter((f) => f.endsWith('.tsv')) : [];
  lex.stats.missing = EXPECTED_FILES.filter((f) => !present.includes(f));
  present.sort((a, b) => fileOrder(a) - fileOrder(b) || a.localeCompare(b));
  let rank = 0;
  for (const file of present) {
    const p = parserFor(file);
    if (!p) continue;
    const general = fileOrder(file) === GENERAL;
    const generalRank = rank;
    const stats = { rows: 0, skipped: 0, skippedLines: [] as string[] };
    lex.stats.files[file] = stats;
    let text: string;
    try {
      text = readFileSync(join(dataDir, file), 'utf8');
    } catch {
      lex.stats.missing.push(file);
      continue;
    }
    // Lines are cut out one at a time (as split(/\r?\n/) would) rather than split into one array first.
    let start = 0;
    for (let lineNo = 1; start <= text.length; lineNo++) {
      const newline = text.indexOf('\n', start);
      const end = newline < 0 ? text.length : newline;
      const line = text.slice(start, newline > start && text.charCodeAt(newline - 1) === 13 ? newline - 1 : end);
      start = end + 1;
      if (!line.trim() || line.trimStart().startsWith('#')) continue;
      const cols = line.split('\t');
      let ok = false;
      if (cols.length >= p.minCols) {
        try {
          ok = p.parser(cols, lex, general ? generalRank : rank++);
        } catch {
          ok = false;
        }
      }
      if (ok) stats.rows++;
      else {
        stats.skipped++;
        if (stats.skippedLines.length < 10) stats.skippedLines.push(`${file}:${lineNo}`);
      }
    }
  }
  lex.stats.lemmas = lex.nouns.size + lex.verbs.size + lex.adjectives.size + lex.words.size + lex.phrases.size;
  lex.stats.ms = performance.now() - started;
  return lex;
}
