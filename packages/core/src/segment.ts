/**
 * Splitting text into sentences for a translation engine and joining the translations back, so that paragraphs,
 * line breaks, indentation and simple markdown line prefixes (headings, list bullets, quotes) survive exactly,
 * and so does inline markdown (bold, italics, links, code: see inline-markdown.ts).
 *
 * A text becomes a list of pieces; `translate: false` pieces (whitespace, line breaks, markers) are copied to the
 * output verbatim and the `translate: true` pieces are replaced, in order, by the engine's sentences.
 */
import {
  findInlineMarks,
  type InlineMark,
  type InlineToken,
  inlineEngineInputs,
  joinInline,
  tokenizeInline,
} from './inline-markdown.js';

export interface TextPiece {
  text: string;
  translate: boolean;
  /** A sentence with inline markdown: its markers, verbatim parts and runs of words. */
  inline?: InlineToken[];
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

/** A run of sentence-ending punctuation, with any closing quotes, brackets or emphasis markers after it. */
const TERMINATOR = /[.!?…]+["'”’»)\]*_]*/gu;

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
  // A one-letter abbreviation before a number: "v. 44" (week), "s. 12" (page).
  if (/^\p{Ll}$/u.test(token) && /\d/.test(next ?? '')) return false;
  return true;
}

/** A piece with where it starts in the whole text (to find its inline marks). */
type Located = TextPiece & { start: number };

/** Splits one line (no line breaks) into sentences and the whitespace between them; never inside a mark. */
function splitLine(line: string, lineStart: number, marks: readonly InlineMark[], pieces: Located[]): void {
  const push = (text: string, translate: boolean, at: number) =>
    pieces.push({ text, translate, start: lineStart + at });
  const lineEnd = lineStart + line.length;
  if (marks.some((mark) => mark.kind === 'verbatim' && mark.start <= lineStart && mark.end >= lineEnd)) {
    push(line, false, 0); // a line of a fenced code block, or all code
    return;
  }
  const prefix = LINE_PREFIX.exec(line)?.[0] ?? (/^\s+/.exec(line)?.[0] || '');
  if (prefix) push(prefix, false, 0);
  const bodyStart = prefix.length;
  const body = line.slice(bodyStart);
  const trailing = /\s+$/.exec(body)?.[0] ?? '';
  const content = body.slice(0, body.length - trailing.length);
  const insideMark = (at: number) => marks.some((mark) => mark.start <= at && at < mark.end);
  let start = 0;
  TERMINATOR.lastIndex = 0;
  for (let match = TERMINATOR.exec(content); match; match = TERMINATOR.exec(content)) {
    if (insideMark(lineStart + bodyStart + match.index) || !endsSentence(content, match)) continue;
    const end = match.index + match[0].length;
    const sentence = content.slice(start, end);
    if (sentence) push(sentence, true, bodyStart + start);
    const gap = /^\s+/.exec(content.slice(end))?.[0] ?? '';
    if (gap) push(gap, false, bodyStart + end);
    start = end + gap.length;
    TERMINATOR.lastIndex = start;
  }
  if (start < content.length) push(content.slice(start), true, bodyStart + start);
  if (trailing) push(trailing, false, bodyStart + content.length);
}

/** Splits a text into sentences (to translate) and everything between them (kept verbatim). */
export function splitForTranslation(text: string): TextPiece[] {
  const marks = findInlineMarks(text);
  const pieces: Located[] = [];
  const parts = text.split(/(\r\n|\r|\n)/);
  let at = 0;
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i] ?? '';
    if (i % 2 === 1) pieces.push({ text: part, translate: false, start: at });
    else if (part) splitLine(part, at, marks, pieces);
    at += part.length;
  }
  return mergeAdjacentSeparators(pieces.map((piece) => withInline(text, piece, marks)));
}

/** A sentence holding inline markdown gets its tokens; one with nothing left to translate becomes a separator. */
function withInline(text: string, { start, ...piece }: Located, marks: readonly InlineMark[]): TextPiece {
  if (!piece.translate) return piece;
  const inline = tokenizeInline(text, start, start + piece.text.length, marks);
  if (!inline) return piece;
  return inlineEngineInputs(inline).length === 0 ? { text: piece.text, translate: false } : { ...piece, inline };
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

/** What the engine is asked to translate, in order: each sentence, or a formatted sentence's parts. */
export function sentencesOf(pieces: readonly TextPiece[]): string[] {
  return pieces
    .filter((piece) => piece.translate)
    .flatMap((piece) => (piece.inline ? inlineEngineInputs(piece.inline) : [piece.text]));
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
    const count = piece.inline ? inlineEngineInputs(piece.inline).length : 1;
    const translated = translations.slice(next, next + count);
    if (translated.length < count) throw new Error(`missing translation for sentence ${next + 1}`);
    out += piece.inline ? joinInline(piece.inline, translated) : translated[0];
    next += count;
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
