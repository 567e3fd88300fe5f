import type { Direction } from '@swedish-translator/core';
import type { Lexicon } from '../lexicon/types.js';
import { tokenize } from '../tokenize.js';

/** A multiword name as lower-case tokens (without a leading English "the") and its key in the names maps. */
export interface NameSpan {
  words: string[];
  key: string;
}

/** What entity recognition needs from the lexicon, built once with the engine. */
export interface EntityData {
  /** Whole-input formulas by normalised source text, per direction: the text to produce. */
  formulas: Record<Direction, Map<string, string>>;
  /** English button labels (Save → Spara), used only for an input that starts with a capital. */
  buttonsEnSv: Map<string, string>;
  /** Multiword names by their first lower-case token, longest first. */
  svNames: Map<string, NameSpan[]>;
  enNames: Map<string, NameSpan[]>;
  /** Every name by its Swedish and its English spelling (names.tsv, names-institutions.tsv). */
  namesSvEn: Map<string, string>;
  namesEnSv: Map<string, string>;
}

/** Lower case, one space, straight apostrophes, no final punctuation: how formulas are compared. */
export function normaliseFormula(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/’/g, "'")
    .replace(/\s+/g, ' ')
    .replace(/[\s.!:;,]+$/, '');
}

function nameIndex(keys: Iterable<string>, stripThe: boolean): Map<string, NameSpan[]> {
  const index = new Map<string, NameSpan[]>();
  for (const key of keys) {
    const words = tokenize(stripThe ? key.replace(/^the /, '') : key).map((t) => t.lower);
    if (words.length < 2) continue;
    const list = index.get(words[0]!) ?? [];
    list.push({ words, key });
    index.set(words[0]!, list);
  }
  for (const l of index.values()) l.sort((a, b) => b.words.length - a.words.length);
  return index;
}

export function buildEntityData(lex: Lexicon): EntityData {
  const formulas: EntityData['formulas'] = { 'sv-en': new Map(), 'en-sv': new Map() };
  const buttonsEnSv = new Map<string, string>();
  for (const f of lex.formulas) {
    if (f.only !== 'en-sv')
      for (const s of f.sv) {
        const k = normaliseFormula(s);
        if (!formulas['sv-en'].has(k)) formulas['sv-en'].set(k, f.en[0]!);
      }
    const enSv = f.only === 'button' ? buttonsEnSv : f.only === 'sv-en' ? null : formulas['en-sv'];
    for (const s of enSv ? f.en : []) {
      const k = normaliseFormula(s);
      if (!enSv!.has(k)) enSv!.set(k, f.sv[0]!);
    }
  }
  return {
    formulas,
    buttonsEnSv,
    svNames: nameIndex(lex.namesSvEn.keys(), false),
    enNames: nameIndex(lex.namesEnSv.keys(), true),
    namesSvEn: lex.namesSvEn,
    namesEnSv: lex.namesEnSv,
  };
}
