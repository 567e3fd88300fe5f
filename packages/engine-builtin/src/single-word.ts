import type { TranslatedSentence } from '@swedish-translator/core';
import type { EngineData, EnTarget } from './engine-data.js';
import { wordSet } from './lexicon/word-lists.js';
import { analyzeSv, type SvAnalysis } from './morphology/sv.js';
import { pickSense } from './transfer/sv-words.js';

const VERB_FIRST = wordSet('verb-first-en');
const NOUN_FIRST = wordSet('noun-first-en');

/** A lone word's reading in its base form, most frequent first: auxiliaries, nouns, adjectives, other words, verbs. */
function svRank(a: SvAnalysis): number {
  if (a.pos === 'verb' && a.form === 'inf' && !a.passive) return a.entry.flags.has('aux') ? 5 : 1;
  if (a.pos === 'noun' && !a.def && !a.plural && !a.gen) return 4;
  if (a.pos === 'adj' && a.form === 'common') return 3;
  if (a.pos === 'word') return 2;
  return 0;
}

/**
 * A bare Swedish word is its most frequent sense in English base form: "hus" → "house" (not "houses"), "vara" →
 * "be", "bra" → "good". Null when the word is an inflected form (the sentence rules handle "huset", "springer").
 */
function svWord(word: string, data: EngineData): string | null {
  const ranked = analyzeSv(data.svIndex, word)
    .map((a) => ({ a, r: svRank(a) }))
    .filter((x) => x.r > 0)
    .sort((x, y) => y.r - x.r);
  const a = ranked[0]?.a;
  if (!a) return null;
  return pickSense(a.entry.senses, a.pos === 'verb') || null;
}

/** The Swedish citation form of a target: "hus", "springa", "komma ihåg", "lång". */
function citation(t: EnTarget): string {
  const e = t.entry;
  return e.kind === 'word' ? e.word : e.kind === 'phrase' ? e.sv : e.lemma;
}

/**
 * A bare English word is its most frequent sense as a Swedish lemma: "house" → "hus", "book" → "bok", "say" →
 * "säga", "cold" → "kall". Irregular verbs and listed verb-first words read as verbs; otherwise adjective, noun,
 * verb, other words. Null when the word is no sense key of the lexicon (inflected forms go through the rules).
 */
function enWord(word: string, data: EngineData): string | null {
  const all = data.enIndex.get(word) ?? [];
  if (!all.length) return null;
  // The word's main senses only (or its best-placed ones when it is nowhere a main sense: phone → telefon).
  const top = Math.min(...all.map((t) => t.senseIndex));
  const targets = all.filter((t) => t.senseIndex === top);
  const of = (kind: string) =>
    targets.find((t) =>
      kind === 'closed'
        ? t.entry.kind === 'word' && t.entry.pos !== 'adv' && t.entry.pos !== 'interj'
        : t.entry.kind === kind,
    );
  const verbFirst = VERB_FIRST.has(word) || (data.lex.enVerbs.has(word) && !NOUN_FIRST.has(word));
  // Numbers, pronouns and prepositions are what they are (two → två, not tvåa).
  const order = verbFirst
    ? ['verb', 'closed', 'adj', 'noun', 'word', 'phrase']
    : ['closed', 'adj', 'noun', 'verb', 'word', 'phrase'];
  for (const kind of order) {
    const t = of(kind);
    if (t) return citation(t);
  }
  return null;
}

/** The translation of an input that is one lower- or title-case word (trailing punctuation allowed), or null. */
export function translateSingleWord(
  source: string,
  direction: 'sv-en' | 'en-sv',
  data: EngineData,
): TranslatedSentence | null {
  const m = /^(\p{L}[\p{L}\p{M}-]*)([.!?]?)$/u.exec(source.trim());
  if (!m || (m[1] !== m[1]!.toLowerCase() && m[1]!.slice(1) !== m[1]!.slice(1).toLowerCase())) return null;
  const word = m[1]!.toLowerCase();
  const text = direction === 'sv-en' ? svWord(word, data) : enWord(word, data);
  if (!text) return null;
  const cap = m[1]![0] !== m[1]![0]!.toLowerCase() ? text[0]!.toUpperCase() + text.slice(1) : text;
  return { text: cap + m[2] };
}
