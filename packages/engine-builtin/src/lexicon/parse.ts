import type { AdjEntry, Lexicon, NounEntry, PhraseEntry, Sense, VerbEntry, WordEntry, WordPos } from './types.js';

const WORD_POS = new Set<WordPos>(['adv', 'prep', 'pron', 'det', 'conj', 'subj', 'num', 'interj', 'part']);

export function parseSenses(field: string): Sense[] {
  const senses: Sense[] = [];
  for (const raw of field.split(';')) {
    const s = raw.trim();
    if (!s) continue;
    // Only a sense ending in ")" can carry a hint: the others skip the pattern.
    if (!s.endsWith(')')) {
      if (!s.startsWith('(')) senses.push({ text: s });
      continue;
    }
    const m = /^(.*?)\s*\(([^)]*)\)\s*$/.exec(s);
    if (m?.[1]) senses.push({ text: m[1], hint: m[2] });
    else if (!s.startsWith('(')) senses.push({ text: s });
  }
  return senses;
}

function form(value: string | undefined): string | null {
  const v = value?.trim();
  return !v || v === '-' ? null : v;
}

/** Adds `entry` unless an entry with the same key already exists, in which case the senses are merged into it. */
function addMerged<T extends { senses: Sense[] }>(
  map: Map<string, T[]>,
  key: string,
  entry: T,
  same: (a: T) => boolean,
): void {
  const list = map.get(key);
  if (!list) {
    map.set(key, [entry]);
    return;
  }
  const existing = list.find(same);
  if (!existing) {
    list.push(entry);
    return;
  }
  for (const s of entry.senses) if (!existing.senses.some((e) => e.text === s.text)) existing.senses.push(s);
}

type RowParser = (cols: string[], lex: Lexicon, rank: number) => boolean;

const parseNoun: RowParser = (c, lex, rank) => {
  const lemma = form(c[0]);
  const gender = c[1]?.trim();
  const senses = parseSenses(c[5] ?? '');
  if (!lemma || (gender !== 'en' && gender !== 'ett') || senses.length === 0) return false;
  const e: NounEntry = {
    kind: 'noun',
    lemma,
    gender,
    defSg: form(c[2]),
    indefPl: form(c[3]),
    defPl: form(c[4]),
    senses,
    rank,
  };
  addMerged(lex.nouns, lemma.toLowerCase(), e, (a) => a.gender === gender);
  return true;
};

const parseVerb: RowParser = (c, lex, rank) => {
  const lemma = form(c[0]);
  const senses = parseSenses(c[5] ?? '');
  if (!lemma || senses.length === 0) return false;
  const lower = lemma.toLowerCase();
  const [inf = lemma, ...rest] = /\s/.test(lower) ? lower.split(/\s+/) : [lower];
  const flags = new Set(
    c[6]
      ?.split(',')
      .map((f) => f.trim())
      .filter(Boolean),
  );
  const e: VerbEntry = {
    kind: 'verb',
    lemma,
    inf,
    particle: rest.join(' '),
    present: form(c[1]),
    past: form(c[2]),
    supine: form(c[3]),
    imperative: form(c[4]),
    senses,
    flags,
    rank,
  };
  addMerged(lex.verbs, lower, e, () => true);
  return true;
};

const parseAdj: RowParser = (c, lex, rank) => {
  const lemma = form(c[0]);
  const senses = parseSenses(c[5] ?? '');
  if (!lemma || senses.length === 0) return false;
  const e: AdjEntry = {
    kind: 'adj',
    lemma,
    neuter: form(c[1]),
    def: form(c[2]),
    comp: form(c[3]),
    sup: form(c[4]),
    senses,
    rank,
  };
  addMerged(lex.adjectives, lemma.toLowerCase(), e, () => true);
  return true;
};

const parseWord: RowParser = (c, lex, rank) => {
  const word = form(c[0]);
  const pos = c[1]?.trim() as WordPos;
  const senses = parseSenses(c[2] ?? '');
  if (!word || !WORD_POS.has(pos) || senses.length === 0) return false;
  const e: WordEntry = { kind: 'word', word, pos, senses, rank };
  addMerged(lex.words, word.toLowerCase(), e, (a) => a.pos === pos);
  return true;
};

const parsePhrase: RowParser = (c, lex, rank) => {
  const sv = form(c[0]);
  const senses = parseSenses(c[1] ?? '');
  const en = senses[0]?.text;
  if (!sv || !en) return false;
  const key = sv.toLowerCase().replace(/\s+/g, ' ');
  if (!lex.phrases.has(key))
    lex.phrases.set(key, { kind: 'phrase', sv: sv.replace(/\s+/g, ' '), en, senses, rank } satisfies PhraseEntry);
  return true;
};

const parseEnVerb: RowParser = (c, lex) => {
  const base = form(c[0])?.toLowerCase();
  const past = form(c[1])?.toLowerCase();
  const pp = form(c[2])?.toLowerCase();
  if (!base || !past || !pp) return false;
  if (!lex.enVerbs.has(base)) lex.enVerbs.set(base, { past: past.split('/')[0] ?? past, pp: pp.split('/')[0] ?? pp });
  return true;
};

const parseEnNoun: RowParser = (c, lex) => {
  const sg = form(c[0])?.toLowerCase();
  const pl = form(c[1])?.toLowerCase();
  if (!sg || !pl) return false;
  if (!lex.enNouns.has(sg)) lex.enNouns.set(sg, pl);
  return true;
};

const parseName: RowParser = (c, lex) => {
  const sv = form(c[0]);
  const en = form(c[1]);
  if (!sv || !en || !/^[\p{Lu}\d]/u.test(sv) || !/^(the )?[\p{Lu}\d]/u.test(en)) return false;
  if (!lex.namesSvEn.has(sv)) lex.namesSvEn.set(sv, en);
  if (!lex.namesEnSv.has(en)) lex.namesEnSv.set(en, sv);
  // A one-word name is also found after a "the" the sentence brings itself (the Riksbank → Riksbanken).
  const bare = en.replace(/^the /, '');
  if (bare !== en && !bare.includes(' ') && !lex.namesEnSv.has(bare)) lex.namesEnSv.set(bare, sv);
  return true;
};

const parseInstitution: RowParser = (c, lex, rank) => {
  if (!parseName(c, lex, rank)) return false;
  lex.institutionsSv.add(form(c[0])!);
  return true;
};

const parseFormula: RowParser = (c, lex) => {
  const sv =
    c[0]
      ?.split('|')
      .map((x) => x.trim())
      .filter(Boolean) ?? [];
  const en =
    c[1]
      ?.split('|')
      .map((x) => x.trim())
      .filter(Boolean) ?? [];
  const only = c[2]?.trim() || undefined;
  if (!sv.length || !en.length || (only !== undefined && only !== 'sv-en' && only !== 'en-sv' && only !== 'button'))
    return false;
  lex.formulas.push({ sv, en, ...(only ? { only } : {}) });
  return true;
};

/** Picks the row parser from the file name; null for files the engine does not read. */
export function parserFor(fileName: string): { parser: RowParser; minCols: number } | null {
  if (/^nouns.*\.tsv$/.test(fileName)) return { parser: parseNoun, minCols: 6 };
  if (/^verbs.*\.tsv$/.test(fileName)) return { parser: parseVerb, minCols: 6 };
  if (/^adjectives.*\.tsv$/.test(fileName)) return { parser: parseAdj, minCols: 6 };
  if (/^(words.*|core-overrides)\.tsv$/.test(fileName)) return { parser: parseWord, minCols: 3 };
  if (/^phrases.*\.tsv$/.test(fileName)) return { parser: parsePhrase, minCols: 2 };
  if (fileName === 'en-irregular-verbs.tsv') return { parser: parseEnVerb, minCols: 3 };
  if (fileName === 'en-irregular-nouns.tsv') return { parser: parseEnNoun, minCols: 2 };
  if (fileName === 'names-institutions.tsv') return { parser: parseInstitution, minCols: 2 };
  if (/^names.*\.tsv$/.test(fileName)) return { parser: parseName, minCols: 2 };
  if (/^formulas.*\.tsv$/.test(fileName)) return { parser: parseFormula, minCols: 2 };
  return null;
}

export function emptyLexicon(dataDir: string): Lexicon {
  return {
    nouns: new Map(),
    verbs: new Map(),
    adjectives: new Map(),
    words: new Map(),
    phrases: new Map(),
    enVerbs: new Map(),
    enNouns: new Map(),
    namesSvEn: new Map(),
    namesEnSv: new Map(),
    institutionsSv: new Set(),
    formulas: [],
    stats: { dataDir, files: {}, missing: [], lemmas: 0, ms: 0 },
  };
}
