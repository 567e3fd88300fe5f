import { corpusChrf, type Direction } from '@swedish-translator/core';
import type { BuiltinEngine } from '../engine.js';
import { readTable, tsvFilesIn } from './read-table.js';
import { translateText } from './translate-text.js';
import { countPassThrough } from './unknown-words.js';
import { targetWords } from './vocabulary.js';

export const DEV_COLUMNS = ['id', 'domain', 'written_in', 'sv', 'en'] as const;

/** A real-world sentence or fragment and its translation as a bilingual would write it. */
export interface DevPair {
  id: string;
  domain: string;
  /** The language the text was written in first; the other side is its translation. */
  writtenIn: 'sv' | 'en';
  sv: string;
  en: string;
}

export function loadDevSet(dir: string): DevPair[] {
  const pairs: DevPair[] = [];
  const seen = new Set<string>();
  for (const file of tsvFilesIn(dir)) {
    for (const row of readTable(file, DEV_COLUMNS)) {
      const where = row.__where;
      if (!row.id || !row.domain || !row.sv || !row.en) throw new Error(`${where}: empty required cell`);
      if (seen.has(row.id)) throw new Error(`${where}: duplicate id ${row.id}`);
      seen.add(row.id);
      if (row.written_in !== 'sv' && row.written_in !== 'en') throw new Error(`${where}: written_in must be sv or en`);
      pairs.push({ id: row.id, domain: row.domain, writtenIn: row.written_in, sv: row.sv, en: row.en });
    }
  }
  return pairs;
}

export interface DevOutput {
  pair: DevPair;
  direction: Direction;
  source: string;
  reference: string;
  output: string;
  words: number;
  passedThrough: string[];
  silent: string[];
  flagged: number;
}

export function translateDevSet(engine: BuiltinEngine, pairs: readonly DevPair[], direction: Direction): DevOutput[] {
  const isTargetWord = targetWords(engine.lexicon, direction);
  return pairs.map((pair) => {
    const [source, reference] = direction === 'sv-en' ? [pair.sv, pair.en] : [pair.en, pair.sv];
    const translated = translateText(engine, source, direction);
    return {
      pair,
      direction,
      source,
      reference,
      output: translated.text,
      ...countPassThrough(source, translated.text, reference, translated.unknown, isTargetWord),
    };
  });
}

export interface DevScore {
  /** `all`, a domain name, or `written in sv` / `written in en`. */
  subset: string;
  pairs: number;
  chrf: number;
  /** Percent of outputs identical to the reference but for case, spacing and final punctuation: a lower bound. */
  exactRate: number;
  /** Percent of source words left untranslated, and of those not reported as unknown. */
  unknownRate: number;
  silentRate: number;
}

function comparable(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[.!?]+$/u, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function score(subset: string, outputs: readonly DevOutput[]): DevScore {
  const exact = outputs.filter((o) => comparable(o.output) === comparable(o.reference)).length;
  const words = outputs.reduce((sum, o) => sum + o.words, 0);
  const passed = outputs.reduce((sum, o) => sum + o.passedThrough.length, 0);
  const silent = outputs.reduce((sum, o) => sum + o.silent.length, 0);
  return {
    subset,
    pairs: outputs.length,
    chrf: corpusChrf(
      outputs.map((o) => o.output),
      outputs.map((o) => o.reference),
    ),
    exactRate: outputs.length ? (100 * exact) / outputs.length : 0,
    unknownRate: words ? (100 * passed) / words : 0,
    silentRate: words ? (100 * silent) / words : 0,
  };
}

/** Corpus chrF2 and unknown-word rates overall, per domain and per original language. */
export function scoreDevSet(outputs: readonly DevOutput[]): DevScore[] {
  const domains = [...new Set(outputs.map((o) => o.pair.domain))];
  return [
    score('all', outputs),
    ...domains.map((domain) =>
      score(
        domain,
        outputs.filter((o) => o.pair.domain === domain),
      ),
    ),
    ...(['sv', 'en'] as const).map((lang) =>
      score(
        `written in ${lang}`,
        outputs.filter((o) => o.pair.writtenIn === lang),
      ),
    ),
  ];
}
