import { buildEntityData, type EntityData } from './entities/entity-data.js';
import type { AdjEntry, Lexicon, NounEntry, PhraseEntry, VerbEntry, WordEntry } from './lexicon/types.js';
import { pluralNoun } from './morphology/en.js';
import { buildSvIndex, type SvIndex } from './morphology/sv.js';

export interface MultiCandidate<E> {
  words: string[];
  entry: E;
}

/** A Swedish rendering of an English word or phrase, ranked so the most common translation wins. */
export interface EnTarget {
  entry: NounEntry | VerbEntry | AdjEntry | WordEntry | PhraseEntry;
  /** Position of the English sense among the entry's senses (0 = main sense). */
  senseIndex: number;
  score: number;
}

export interface EngineData {
  lex: Lexicon;
  svIndex: SvIndex;
  svMulti: Map<string, MultiCandidate<PhraseEntry | WordEntry>[]>;
  /** English sense text (lower case, may contain spaces) → Swedish targets, best first. */
  enIndex: Map<string, EnTarget[]>;
  /** English multiword senses by their first two words, longest first. */
  enMulti: Map<string, string[][]>;
  /** Plurals of nouns' multiword main senses ("bus stops") → the sense they inflect ("bus stop"), for the tagger. */
  enMultiPlural: Map<string, string>;
  enIrrPast: Map<string, string[]>;
  enIrrPp: Map<string, string[]>;
  enIrrSingular: Map<string, string>;
  /** Formulas and multiword names for entity recognition. */
  entities: EntityData;
}

function push<K, V>(m: Map<K, V[]>, k: K, v: V): void {
  const l = m.get(k);
  if (l) l.push(v);
  else m.set(k, [v]);
}

// Verbs and nouns outrank adverbs and particles when an English word has several Swedish renderings of equal rank.
const KIND_BONUS: Record<string, number> = { word: 0, noun: 1, verb: 1, adj: 1, phrase: 3 };

const EXPANSIONS: [RegExp, string][] = [
  [/^can't$/, 'can not'],
  [/^won't$/, 'will not'],
  [/^(\w+)n't$/, '$1 not'],
  [/^(\w+)'re$/, '$1 are'],
  [/^(\w+)'ve$/, '$1 have'],
  [/^(\w+)'ll$/, '$1 will'],
  [/^i'm$/, 'i am'],
  [/^(he|she|it|that|what|there|who|where|here|how)'s$/, '$1 is'],
];

/** Multiword senses written with contractions ("it doesn't matter") match the expanded input tokens. */
function expandKey(key: string): string[] {
  return key
    .split(' ')
    .filter(Boolean)
    .flatMap((w) => {
      const l = w.replace(/’/g, "'");
      for (const [re, rep] of EXPANSIONS) if (re.test(l)) return l.replace(re, rep).split(' ');
      return [l];
    });
}

export function buildEngineData(lex: Lexicon): EngineData {
  const svMulti = new Map<string, MultiCandidate<PhraseEntry | WordEntry>[]>();
  for (const p of lex.phrases.values()) {
    const words = p.sv.toLowerCase().split(' ');
    if (words.length > 1) push(svMulti, words[0]!, { words, entry: p });
  }
  for (const list of lex.words.values()) {
    for (const w of list) {
      const words = w.word.split(' ');
      if (words.length > 1) push(svMulti, words[0]!, { words, entry: w });
    }
  }
  // Closed-class rows (subjunctions like "trots att") win over phrases of the same length: the engine has rules for them.
  const kindOrder = (c: MultiCandidate<PhraseEntry | WordEntry>) => (c.entry.kind === 'word' ? 0 : 1);
  for (const l of svMulti.values()) l.sort((a, b) => b.words.length - a.words.length || kindOrder(a) - kindOrder(b));

  const enIndex = new Map<string, EnTarget[]>();
  const addSenses = (entry: EnTarget['entry'], senses: { text: string; hint?: string }[]) => {
    senses.forEach((s, i) => {
      const key = s.text.toLowerCase();
      // Colloquial and formal spellings should never be chosen when generating Swedish.
      const hintPenalty = s.hint ? (/colloquial|formal|literary|dated|old/.test(s.hint) ? 100 : 1.5) : 0;
      push(enIndex, key, {
        entry,
        senseIndex: i,
        score: i * 4 + entry.rank / 2000 + (KIND_BONUS[entry.kind] ?? 0) + hintPenalty,
      });
    });
  };
  for (const l of lex.nouns.values()) for (const e of l) addSenses(e, e.senses);
  for (const l of lex.verbs.values()) for (const e of l) addSenses(e, e.senses);
  for (const l of lex.adjectives.values()) for (const e of l) addSenses(e, e.senses);
  for (const l of lex.words.values()) for (const e of l) addSenses(e, e.senses);
  for (const p of lex.phrases.values()) addSenses(p, p.senses);
  for (const l of enIndex.values()) l.sort((a, b) => a.score - b.score);

  const enMulti = new Map<string, string[][]>();
  for (const key of enIndex.keys()) {
    // Most keys are one plain word: nothing to split, expand or add.
    if (!/[ .,!?'’]/.test(key)) continue;
    const clean = key.replace(/[.,!?]/g, '');
    const words = /['’]/.test(clean) ? expandKey(clean) : clean.split(' ').filter(Boolean);
    // A multiword sense only a formal or colloquial row has ("about it (formal)" → därom) is never matched as a unit.
    const chosen = enIndex.get(key)!.some((t) => t.score < 100);
    if (words.length > 1 && chosen) push(enMulti, `${words[0]} ${words[1]}`, words);
    const norm = words.join(' ');
    if (norm !== key && !enIndex.has(norm)) enIndex.set(norm, enIndex.get(key)!);
  }
  // "two bus stops" → "två busshållplatser": a noun's multiword main sense is matched in the plural too.
  const enMultiPlural = new Map<string, string>();
  for (const l of lex.nouns.values())
    for (const e of l) {
      const s = e.senses[0];
      if (!s || s.hint || !s.text.includes(' ') || /[.,!?'’]/.test(s.text)) continue;
      const key = s.text.toLowerCase();
      const plural = pluralNoun(key, lex);
      if (plural === key || enIndex.has(plural) || enMultiPlural.has(plural)) continue;
      const words = plural.split(' ');
      if (words.length < 2) continue;
      enMultiPlural.set(plural, key);
      push(enMulti, `${words[0]} ${words[1]}`, words);
    }
  for (const l of enMulti.values()) l.sort((a, b) => b.length - a.length);

  const enIrrPast = new Map<string, string[]>();
  const enIrrPp = new Map<string, string[]>();
  for (const [base, f] of lex.enVerbs) {
    push(enIrrPast, f.past, base);
    push(enIrrPp, f.pp, base);
  }
  const enIrrSingular = new Map<string, string>();
  for (const [sg, pl] of lex.enNouns) enIrrSingular.set(pl, sg);

  return {
    lex,
    svIndex: buildSvIndex(lex),
    svMulti,
    enIndex,
    enMulti,
    enMultiPlural,
    enIrrPast,
    enIrrPp,
    enIrrSingular,
    entities: buildEntityData(lex),
  };
}
