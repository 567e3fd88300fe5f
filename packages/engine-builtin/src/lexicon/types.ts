/** One English rendering of a Swedish entry; `hint` is the parenthesised learner note ("time (occasion)"). */
export interface Sense {
  text: string;
  hint?: string;
}

export interface NounEntry {
  kind: 'noun';
  lemma: string;
  gender: 'en' | 'ett';
  defSg: string | null;
  indefPl: string | null;
  defPl: string | null;
  senses: Sense[];
  /** Row order over the whole lexicon: lower means more frequent (files list frequent words first). */
  rank: number;
}

export interface VerbEntry {
  kind: 'verb';
  /** Full citation form, including a particle or `sig` ("tycka om", "känna sig"). */
  lemma: string;
  /** The verb word itself ("tycka"). */
  inf: string;
  /** Words after the verb in the citation form ("om", "sig", "sig för"), empty for simple verbs. */
  particle: string;
  present: string | null;
  past: string | null;
  supine: string | null;
  imperative: string | null;
  senses: Sense[];
  flags: Set<string>;
  rank: number;
}

export interface AdjEntry {
  kind: 'adj';
  lemma: string;
  neuter: string | null;
  def: string | null;
  comp: string | null;
  sup: string | null;
  senses: Sense[];
  rank: number;
}

export type WordPos = 'adv' | 'prep' | 'pron' | 'det' | 'conj' | 'subj' | 'num' | 'interj' | 'part';

export interface WordEntry {
  kind: 'word';
  word: string;
  pos: WordPos;
  senses: Sense[];
  rank: number;
}

export interface PhraseEntry {
  kind: 'phrase';
  sv: string;
  /** Main English rendering; `senses` holds all of them. */
  en: string;
  senses: Sense[];
  rank: number;
}

export type Entry = NounEntry | VerbEntry | AdjEntry | WordEntry | PhraseEntry;

export interface FileStats {
  rows: number;
  skipped: number;
  /** First few malformed lines ("file:line"), for diagnosing data problems. */
  skippedLines: string[];
}

export interface LoadStats {
  dataDir: string;
  files: Record<string, FileStats>;
  missing: string[];
  lemmas: number;
  ms: number;
}

/** A fixed formula: its Swedish and English forms (the first of each is produced), optionally for one direction. */
export interface FormulaEntry {
  sv: string[];
  en: string[];
  only?: 'sv-en' | 'en-sv' | 'button';
}

export interface Lexicon {
  nouns: Map<string, NounEntry[]>;
  verbs: Map<string, VerbEntry[]>;
  adjectives: Map<string, AdjEntry[]>;
  words: Map<string, WordEntry[]>;
  phrases: Map<string, PhraseEntry>;
  /** English irregular verbs by base form. */
  enVerbs: Map<string, { past: string; pp: string }>;
  /** English irregular nouns by singular. */
  enNouns: Map<string, string>;
  /** Place names whose English spelling differs and institutions (names*.tsv): Swedish → English and English → Swedish, as written. */
  namesSvEn: Map<string, string>;
  namesEnSv: Map<string, string>;
  /** Swedish names of authorities and institutions (names-institutions.tsv): "på Skatteverket" is "at". */
  institutionsSv: Set<string>;
  /** Signs, labels, buttons and social formulas said as a whole (formulas.tsv), in file order. */
  formulas: FormulaEntry[];
  stats: LoadStats;
}
