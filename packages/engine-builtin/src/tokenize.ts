/** `fixed`: a span entity recognition has already translated (a date, a time, an amount), copied as it stands. */
export type TokenKind = 'word' | 'num' | 'url' | 'punct' | 'fixed';

export interface Token {
  text: string;
  lower: string;
  kind: TokenKind;
  /** First letter upper case in the source. */
  cap: boolean;
  /** Whitespace preceded this token in the source. */
  spaceBefore: boolean;
  /** Where the token stands in the tokenized text: [start, end) in UTF-16 code units (for alignment). */
  start: number;
  end: number;
  /** A `fixed` token naming an authority (Lund University, Uppsala Municipality): a noun phrase, not an adverbial. */
  institution?: boolean;
}

const TOKEN_RE = new RegExp(
  [
    String.raw`(?<url>(?:https?:\/\/|www\.)[^\s]+[^\s.,;:!?)"'»”]|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)`,
    String.raw`(?<num>\d+(?:[.,:/-]\d+)*(?:st|nd|rd|th|e|a|:e|:a)?%?)`,
    // A Swedish ending after a colon belongs to an abbreviation or acronym: sms:et, PDF:en, CV:t, snabel-a:n.
    `(?<word>${String.raw`(?:\p{Lu}{2,6}|\p{Ll}{2,4}|\p{L}+-\p{L}):(?:n|t|s|en|et|ar|er|na|ns|ts|arna|erna|ens|ets)(?![\p{L}\p{N}])`}|${String.raw`\p{L}[\p{L}\p{M}\p{N}]*(?:[-'’]\p{L}[\p{L}\p{M}\p{N}]*)*'?`})`,
    // An emoji stays one token with its variation selector, skin tone and joined parts (❤️, 👍🏼, 👨‍👩‍👧), a flag its two
    // letters; any other character that is not a space is a token of its own.
    String.raw`(?<punct>\p{Extended_Pictographic}[\uFE0F\p{Emoji_Modifier}]*(?:\u200D\p{Extended_Pictographic}[\uFE0F\p{Emoji_Modifier}]*)*|\p{Regional_Indicator}{2}|[^\s])`,
  ].join('|'),
  'gu',
);

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let last = 0;
  for (const m of text.matchAll(TOKEN_RE)) {
    const g = m.groups ?? {};
    const t = m[0];
    const kind: TokenKind = g.url ? 'url' : g.num ? 'num' : g.word ? 'word' : 'punct';
    const idx = m.index ?? 0;
    tokens.push({
      text: t,
      lower: t.toLowerCase().replace(/’/g, "'"),
      kind,
      cap: kind === 'word' && t[0] !== t[0]!.toLowerCase(),
      spaceBefore: idx > last || idx === 0,
      start: idx,
      end: idx + t.length,
    });
    last = idx + t.length;
  }
  return tokens;
}

const EMOJI = /^\p{Extended_Pictographic}/u;
const NO_SPACE_BEFORE = new Set([',', '.', '!', '?', ';', ':', ')', ']', '}', '%', '…', '»', '”']);
const NO_SPACE_AFTER = new Set(['(', '[', '{', '«', '“', '¿', '¡']);

/** Output pieces: `text` plus whether the source had a space before (for punctuation kept from the source). */
export interface Piece {
  text: string;
  /** Glue to the previous piece regardless of punctuation rules (e.g. "'s"). */
  glue?: boolean;
  /** Source spacing for punctuation carried over unchanged. */
  spaceBefore?: boolean;
  punct?: boolean;
  /** An indefinite article to be made 'a' or 'an' by the following word. */
  article?: boolean;
  /** The source words this piece renders: [start, end) in the source sentence (see alignment.ts). */
  src?: readonly [number, number];
}

export function detokenize(pieces: readonly Piece[]): string {
  return layOut(pieces).text;
}

/** The output text and where each piece landed in it (`at[i]`: start of pieces[i], -1 for an empty piece). */
export function layOut(pieces: readonly Piece[]): { text: string; at: number[] } {
  const at: number[] = [];
  let out = '';
  let prev: Piece | undefined;
  let openQuote = false;
  for (const p of pieces) {
    at.push(-1);
    if (!p.text) continue;
    let space = out.length > 0;
    if (p.glue) space = false;
    else if (p.punct) {
      if (NO_SPACE_BEFORE.has(p.text)) space = false;
      else if (p.text === '"') {
        space = !openQuote && out.length > 0;
        openQuote = !openQuote;
      } else if (p.text === '-' || p.text === '−' || p.text === '/' || p.text === "'")
        space = Boolean(p.spaceBefore) && out.length > 0;
    }
    if (prev?.punct && (NO_SPACE_AFTER.has(prev.text) || (prev.text === '"' && openQuote && p.text !== '"')))
      space = false;
    // A hyphen, a minus sign (−5 °C) or a slash keeps the source's spacing after it.
    if (prev?.punct && (prev.text === '-' || prev.text === '−' || prev.text === '/') && !p.spaceBefore) space = false;
    // Emoji typed together stay together (❤️🎉, 🙏🙏).
    if (p.punct && prev?.punct && p.spaceBefore === false && EMOJI.test(p.text) && EMOJI.test(prev.text)) space = false;
    out += space ? ' ' : '';
    at[at.length - 1] = out.length;
    out += p.text;
    prev = p;
  }
  return { text: out, at };
}

/** Sentence-initial capital on the first letter; everything else keeps the casing generation gave it. */
export function capitalizeFirst(text: string): string {
  const i = text.search(/\p{L}/u);
  // A sentence that starts with a number has no first word to capitalise (20 % rabatt på allt).
  if (i < 0 || /\d/.test(text.slice(0, i))) return text;
  // Do not touch a URL or an all-lower-case brand at the start.
  if (/^(https?:|www\.)/.test(text.slice(i))) return text;
  return text.slice(0, i) + text[i]!.toUpperCase() + text.slice(i + 1);
}

/** Whether the tokens from `i` spell out `words` (the first word is already known to match). */
export function continuesWith(toks: readonly { lower: string }[], i: number, words: readonly string[]): boolean {
  for (let k = 1; k < words.length; k++) if (toks[i + k]?.lower !== words[k]) return false;
  return true;
}
