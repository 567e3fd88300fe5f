import type { EngineData, EnTarget } from '../engine-data.js';
import type { Sense } from '../lexicon/types.js';
import type { EnUnit } from './en-unit.js';
import type { SvUnit } from './sv-unit.js';

/**
 * Words whose sense the engine guessed: the lexicon lists readings that differ in meaning and nothing in the sentence
 * chose between them, so the engine took the most common one. A sense's hint marks a distinct reading (see
 * data/README.md: "a narrower reading carries a hint"); hints about style ("colloquial") do not.
 */
const STYLE_HINT = /colloquial|formal|literary|dated|old|spelling|slang/;
const readingHint = (s: Sense | undefined) => Boolean(s?.hint && !STYLE_HINT.test(s.hint));

/**
 * sv→en: a noun, verb or adjective whose entry has several senses, one of them a distinct reading ("gång": time
 * (occasion); corridor). The sv→en rules always render an entry's first sense, so none of these had a cue.
 */
export function uncertainSvWords(units: readonly SvUnit[]): string[] {
  const out: string[] = [];
  for (const u of units) {
    const a = u.a;
    // Content words only: prepositions and other grammar words get their sense from rules that read the context.
    if (!a || u.cued || u.kind !== 'word' || u.compound || a.pos === 'word') continue;
    const senses = a.entry.senses;
    if (senses.length > 1 && senses.some(readingHint)) out.push(u.tokens.map((t) => t.text).join(' '));
  }
  return [...new Set(out)];
}

/** Swedish words an English word can be rendered by, as different readings (main senses, or hinted ones). */
function readings(targets: readonly EnTarget[], kind: string): EnTarget[] {
  const seen = new Set<string>();
  return targets.filter((t) => {
    const sense = t.entry.senses[t.senseIndex];
    if (t.entry.kind !== kind || (t.senseIndex !== 0 && !readingHint(sense)) || STYLE_HINT.test(sense?.hint ?? ''))
      return false;
    const lemma = t.entry.kind === 'word' ? t.entry.word : t.entry.kind === 'phrase' ? t.entry.sv : t.entry.lemma;
    if (seen.has(lemma)) return false;
    seen.add(lemma);
    return true;
  });
}

// The readings depend on the word and the lexicon alone, so they are kept per engine (emptied at MEMO_LIMIT words).
const MEMO_LIMIT = 20_000;
const memo = new WeakMap<EngineData, Map<string, EnTarget[]>>();

function readingsOf(data: EngineData, base: string, kind: string): EnTarget[] {
  let words = memo.get(data);
  if (!words) {
    words = new Map();
    memo.set(data, words);
  }
  const key = `${kind}\t${base}`;
  let options = words.get(key);
  if (!options) {
    if (words.size >= MEMO_LIMIT) words.clear();
    options = readings(data.enIndex.get(base) ?? [], kind);
    words.set(key, options);
  }
  return options;
}

/**
 * en→sv: a noun, verb or adjective with two or more Swedish readings, another of them marked as a distinct meaning
 * by its hint ("light": ljus, lätt "light (not heavy)"; "time": tid, gång "time (occasion)"), that kept the most
 * common one without a rule choosing it (a rule that picked a rendering marks the unit `cued`).
 */
export function uncertainEnWords(units: readonly EnUnit[], data: EngineData): string[] {
  const out: string[] = [];
  for (const u of units) {
    if (u.cued || !u.target || !u.base || !['noun', 'verb', 'adj'].includes(u.tag)) continue;
    const options = readingsOf(data, u.base, u.target.entry.kind);
    // Two unhinted main senses are usually synonyms or registers (mamma, mor); a hinted one is another meaning.
    const distinct = options.some((t) => t.entry !== u.target?.entry && readingHint(t.entry.senses[t.senseIndex]));
    if (options.length > 1 && distinct && options[0]!.entry === u.target.entry) out.push(u.text);
  }
  return [...new Set(out)];
}

/** The result field: present only when there are such words. */
export function uncertainOf(words: string[]): { uncertain?: string[] } {
  return words.length ? { uncertain: words } : {};
}
