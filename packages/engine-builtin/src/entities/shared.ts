import { wordSet } from '../lexicon/word-lists.js';
import type { Token } from '../tokenize.js';
import type { NameSpan } from './entity-data.js';

/** A recognised span: how many source tokens it covers and the one token that replaces them. */
export interface EntityMatch {
  len: number;
  token: Token;
}

/** A token carrying already-translated text (a date, a time, an amount), copied to the output as it stands. */
export function fixedToken(first: Token, text: string): Token {
  // The recogniser widens start/end to every token the entity covers (see `covering`).
  return {
    text,
    lower: text.toLowerCase(),
    kind: 'fixed',
    cap: false,
    spaceBefore: first.spaceBefore,
    start: first.start,
    end: first.end,
  };
}

/** A fixed token naming an authority ("Växjö District Court"): read as a noun phrase, "på" before it is "at". */
export function institutionToken(first: Token, text: string): Token {
  return { ...fixedToken(first, text), cap: true, institution: true };
}

/** Hour and minutes of a clock time written 14.30, 14:30 or 14; null if it is no time of day. */
export function clockTime(text: string): { h: number; m: number } | null {
  const m = /^(\d{1,2})(?:[.:](\d{2}))?$/.exec(text);
  if (!m) return null;
  const h = Number(m[1]);
  const min = m[2] === undefined ? 0 : Number(m[2]);
  return h <= 24 && min < 60 ? { h, m: min } : null;
}

/** A day of the month (4, 4:e, 4th); null otherwise. */
export function dayOfMonth(text: string): number | null {
  const m = /^(\d{1,2})(?::?[ea]|st|nd|rd|th)?$/.exec(text);
  const d = m ? Number(m[1]) : 0;
  return d >= 1 && d <= 31 ? d : null;
}

/** The entity's token standing for source tokens from..from+len-1, with their span (for alignment). */
export function covering<T extends Token>(token: T, tokens: readonly Token[], from: number, len: number): T {
  return { ...token, start: tokens[from]!.start, end: tokens[from + len - 1]!.end };
}

export const isYear = (t: Token | undefined) => t?.kind === 'num' && /^(1[89]|20)\d\d$/.test(t.text);

/**
 * The longest multiword name starting at `i`, merged into one word token spelled as the name's key (so the names
 * maps translate it). A possessive -s on the last word is kept (Statistiska centralbyråns).
 */
export function matchName(
  tokens: readonly (Token & { gen?: boolean })[],
  i: number,
  index: Map<string, NameSpan[]>,
): (EntityMatch & { token: Token & { gen?: boolean } }) | null {
  for (const span of index.get(tokens[i]?.lower ?? '') ?? []) {
    const n = span.words.length;
    let ok = true;
    let genitive = false;
    for (let k = 1; k < n && ok; k++) {
      const t = tokens[i + k];
      if (!t) ok = false;
      else if (t.lower !== span.words[k]) {
        ok = k === n - 1 && t.lower === `${span.words[k]}s`;
        genitive = ok;
      }
    }
    if (!ok) continue;
    const last = tokens[i + n - 1]!;
    const text = span.key + (genitive ? 's' : '');
    return {
      len: n,
      token: {
        text,
        lower: text.toLowerCase(),
        kind: 'word',
        cap: true,
        spaceBefore: tokens[i]!.spaceBefore,
        start: tokens[i]!.start,
        end: last.end,
        gen: last.gen,
      },
    };
  }
  return null;
}

const PEOPLE = wordSet('names-people');
const PLACES = wordSet('names-places');
/** English titles before a surname: the capitalised word after one is a name (Mrs Brankovsky, Dr Brown). */
const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'dr', 'prof']);

const knownOne = (w: string) => PEOPLE.has(w) || PLACES.has(w);

/**
 * A name written the same in both languages (Anna, Uppsala, London), also in the genitive (Annas, Anna's), or a
 * name of several such words (Sarah Brown).
 */
export function isKnownName(word: string): boolean {
  return word
    .replace(/’/g, "'")
    .split(' ')
    .every((w) => knownOne(w.replace(/\.$/, '')) || knownOne(w.replace(/'?s$/, '')) || knownOne(w.replace(/'$/, '')));
}

/**
 * A capitalised word inside an English sentence right after a first name or a title (John Smith, Mrs Brown) is part
 * of the name, not a word to look up (smith, brown).
 */
export function continuesName(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i];
  if (i === 0 || t?.kind !== 'word' || !/^\p{Lu}\p{Ll}/u.test(t.text)) return false;
  // Only right after it: "Dr. Brown" splits the phrase at the point, and a name token there breaks the clause.
  const p = tokens[i - 1];
  return p !== undefined && p.kind === 'word' && (PEOPLE.has(p.text) || TITLES.has(p.lower.replace(/\.$/, '')));
}

const SURNAME_ENDINGS = [...wordSet('surname-endings-sv')];

/** A capitalised word with a Swedish surname ending (Tjällqvist, Bergström): a name, never split as a compound. */
export function looksLikeSurname(word: string): boolean {
  if (!/^\p{Lu}\p{Ll}/u.test(word)) return false;
  const w = word.toLowerCase().replace(/s$/, '');
  return SURNAME_ENDINGS.some((e) => w.endsWith(e) && w.length >= e.length + 3);
}

/** "Mr." + "." → one word "Mr.": a title's point is no sentence point, and the name after it stays in its clause. */
export function titleWithPoint(tokens: readonly Token[], i: number): EntityMatch | null {
  const t = tokens[i]!;
  const dot = tokens[i + 1];
  const name = tokens[i + 2];
  if (t.kind !== 'word' || !t.cap || !TITLES.has(t.lower) || dot?.text !== '.' || dot.spaceBefore) return null;
  if (name?.kind !== 'word' || !/^\p{Lu}/u.test(name.text)) return null;
  return { len: 2, token: { ...t, text: `${t.text}.`, lower: `${t.lower}.`, end: dot.end } };
}
