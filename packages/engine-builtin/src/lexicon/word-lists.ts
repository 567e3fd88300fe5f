import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultDataDir } from './load.js';

/**
 * Word lists the transfer rules consult (stative verbs, time nouns, adjective + preposition pairs …), read once from
 * the TSV files in `data/lists/`: `list<TAB>word[<TAB>value]`, `#` comment lines. They are part of the engine (the
 * rules name them), so they always come from the package's own data folder, whichever lexicon is loaded.
 */
export interface WordLists {
  sets: Map<string, Set<string>>;
  maps: Map<string, Map<string, string>>;
}

export function parseWordLists(files: { name: string; text: string }[]): WordLists {
  const sets = new Map<string, Set<string>>();
  const maps = new Map<string, Map<string, string>>();
  for (const { name, text } of files) {
    text.split(/\r?\n/).forEach((line, i) => {
      if (!line.trim() || line.trimStart().startsWith('#')) return;
      const [list, word, value, ...extra] = line.split('\t');
      if (!list || !word || extra.length) throw new Error(`${name}:${i + 1}: expected list, word[, value]`);
      if (!sets.has(list)) sets.set(list, new Set());
      sets.get(list)!.add(word);
      if (value !== undefined) {
        if (!maps.has(list)) maps.set(list, new Map());
        maps.get(list)!.set(word, value);
      }
    });
  }
  return { sets, maps };
}

function loadWordLists(dir: string): WordLists {
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.tsv')) : [];
  return parseWordLists(files.sort().map((name) => ({ name, text: readFileSync(join(dir, name), 'utf8') })));
}

const LISTS = loadWordLists(join(defaultDataDir(), 'lists'));

/** The words of list `name`; a list the data does not have is a packaging error, reported by name. */
export function wordSet(name: string): ReadonlySet<string> {
  const s = LISTS.sets.get(name);
  if (!s) throw new Error(`Built-in engine word list "${name}" is missing from data/lists/`);
  return s;
}

/** The word → value pairs of list `name` (lists with a third column). */
export function wordMap(name: string): ReadonlyMap<string, string> {
  const m = LISTS.maps.get(name);
  if (!m) throw new Error(`Built-in engine word list "${name}" (with values) is missing from data/lists/`);
  return m;
}

/** Every list whose name starts with `prefix`, by the rest of its name, rows in file order (value = third column). */
export function listsWithPrefix(prefix: string): Map<string, { word: string; value: string }[]> {
  const out = new Map<string, { word: string; value: string }[]>();
  for (const [name, words] of LISTS.sets) {
    if (!name.startsWith(prefix)) continue;
    const values = LISTS.maps.get(name);
    out.set(
      name.slice(prefix.length),
      [...words].map((word) => ({ word, value: values?.get(word) ?? '' })),
    );
  }
  return out;
}
