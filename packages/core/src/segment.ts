/**
 * Splitting text into sentences for a translation engine and joining the translations back, so that paragraphs,
 * line breaks, indentation and simple markdown line prefixes (headings, list bullets, quotes) survive exactly.
 *
 * A text becomes a list of pieces; `translate: false` pieces (whitespace, line breaks, markers) are copied to the
 * output verbatim and the `translate: true` pieces are replaced, in order, by the engine's sentences.
 */
export interface TextPiece {
  text: string;
  translate: boolean;
}

/**
 * Abbreviations after which a full stop does not end a sentence (lower-cased, without the final dot).
 * Swedish first, then English. Multi-dot forms ("t.ex") are matched as the whole token before the final dot.
 */
const ABBREVIATIONS = new Set([
  // Swedish
  't.ex',
  'bl.a',
  'd.v.s',
  'dvs',
  'm.m',
  'o.s.v',
  'osv',
  'etc',
  'ca',
  'kl',
  'nr',
  'st',
  'jfr',
  'resp',
  'fr.o.m',
  't.o.m',
  'p.g.a',
  'pga',
  'm.fl',
  'f.d',
  'f.n',
  'o.d',
  'ung',
  'tel',
  'obs',
  's.k',
  'skr',
  'mkr',
  'tkr',
  'kap',
  'forts',
  // English
  'mr',
  'mrs',
  'ms',
  'dr',
  'prof',
  'sr',
  'jr',
  'vs',
  'e.g',
  'i.e',
  'a.m',
  'p.m',
  'approx',
  'no',
  'fig',
  'inc',
  'ltd',
  'co',
  'dept',
  'est',
  'mt',
  'u.s',
  'u.k',
]);

/** Markdown line prefixes kept out of the engine's input: headings, bullets, numbered items, quotes. */
const LINE_PREFIX = /^(?:\s*(?:#{1,6}\s+|[-*+]\s+|\d{1,3}[.)]\s+|>\s*))+/;

/** A run of sentence-ending punctuation, with any closing quotes or brackets after it. */
const TERMINATOR = /[.!?…]+["'”’»)\]]*/gu;

function isLowercaseStart(char: string | undefined): boolean {
  return char !== undefined && /\p{Ll}/u.test(char);
}

/** The word just before `end` (exclusive), e.g. "t.ex" for "… t.ex" — letters, digits and inner dots. */
function tokenBefore(line: string, end: number): string {
  let start = end;
  while (start > 0 && /[\p{L}\p{N}.]/u.test(line[start - 1] ?? '')) start -= 1;
  return line.slice(start, end);
}

function endsSentence(line: string, match: RegExpExecArray): boolean {
  const punctuation = match[0];
  const after = match.index + punctuation.length;
  const rest = line.slice(after);
  if (rest.length === 0) return true;
  const space = /^\s+/.exec(rest);
  if (!space) return false; // "3.5", "e.g.x", "…?!" inside a word
  const next = rest[space[0].length];
  if (isLowercaseStart(next)) return false;
  if (!punctuation.startsWith('.') || punctuation.startsWith('...')) return true;
  const token = tokenBefore(line, match.index);
  if (ABBREVIATIONS.has(token.toLowerCase())) return false;
  // An initial ("J. Smith") or a one-letter token.
  if (/^\p{Lu}$/u.test(token)) return false;
  return true;
}

/** Splits one line (no line breaks) into sentences and the whitespace between them. */
function splitLine(line: string, pieces: TextPiece[]): void {
  const prefix = LINE_PREFIX.exec(line)?.[0] ?? (/^\s+/.exec(line)?.[0] || '');
  if (prefix) pieces.push({ text: prefix, translate: false });
  const body = line.slice(prefix.length);
  const trailing = /\s+$/.exec(body)?.[0] ?? '';
  const content = body.slice(0, body.length - trailing.length);
  let start = 0;
  TERMINATOR.lastIndex = 0;
  for (let match = TERMINATOR.exec(content); match; match = TERMINATOR.exec(content)) {
    if (!endsSentence(content, match)) continue;
    const end = match.index + match[0].length;
    const sentence = content.slice(start, end);
    if (sentence) pieces.push({ text: sentence, translate: true });
    const gap = /^\s+/.exec(content.slice(end))?.[0] ?? '';
    if (gap) pieces.push({ text: gap, translate: false });
    start = end + gap.length;
    TERMINATOR.lastIndex = start;
  }
  if (start < content.length) pieces.push({ text: content.slice(start), translate: true });
  if (trailing) pieces.push({ text: trailing, translate: false });
}

/** Splits a text into sentences (to translate) and everything between them (kept verbatim). */
export function splitForTranslation(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  const parts = text.split(/(\r\n|\r|\n)/);
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i] ?? '';
    if (i % 2 === 1) pieces.push({ text: part, translate: false });
    else if (part) splitLine(part, pieces);
  }
  return mergeAdjacentSeparators(pieces);
}

function mergeAdjacentSeparators(pieces: TextPiece[]): TextPiece[] {
  const merged: TextPiece[] = [];
  for (const piece of pieces) {
    const last = merged.at(-1);
    if (last && !last.translate && !piece.translate) last.text += piece.text;
    else merged.push({ ...piece });
  }
  return merged;
}

/** The sentences of a split text, in order. */
export function sentencesOf(pieces: readonly TextPiece[]): string[] {
  return pieces.filter((piece) => piece.translate).map((piece) => piece.text);
}

/** Puts translated sentences back in place of the originals; everything else is copied verbatim. */
export function joinTranslated(pieces: readonly TextPiece[], translations: readonly string[]): string {
  let next = 0;
  let out = '';
  for (const piece of pieces) {
    if (!piece.translate) {
      out += piece.text;
      continue;
    }
    const translated = translations[next];
    if (translated === undefined) throw new Error(`missing translation for sentence ${next + 1}`);
    out += translated;
    next += 1;
  }
  if (next !== translations.length) {
    throw new Error(`expected ${next} translated sentences, got ${translations.length}`);
  }
  return out;
}

/** True for a single word or a phrase of at most `maxWords` words on one line — where alternatives help. */
export function isShortPhrase(text: string, maxWords = 3): boolean {
  const trimmed = text.trim().replace(/[.!?…]+$/u, '');
  if (!trimmed || /[\r\n]/.test(trimmed)) return false;
  const words = trimmed.split(/\s+/u);
  return words.length <= maxWords && words.every((word) => /\p{L}/u.test(word));
}

/** Characters as people count them (code points, so an emoji is one), for the 5,000-character limit. */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}
