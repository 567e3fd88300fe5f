/**
 * Inline markdown inside a sentence (bold, italics, links, code, URLs) kept out of the translation engine and put
 * back around the translated words, so `Jag gillar **kaffe**` becomes `I like **coffee**` rather than the
 * engine's `I like * * coffee * *`.
 *
 * The markdown is read by the same CommonMark parser the web uses to render the result (mdast-util-from-markdown,
 * under react-markdown), so what is protected is exactly what is shown as formatting.
 *
 * A formatted sentence is sent to the engine twice over: once whole without its markers (the best translation),
 * and once as the separate runs of text between the markers. Each marked run's own translation is then looked up
 * in the whole translation and the markers go around it there. When a run cannot be found (the engine reordered
 * or reworded it), the runs' separate translations are joined with the markers between them instead: formatting
 * is never lost, at some cost in fluency. Code and URLs never reach the engine: a sentence holding them is always
 * translated run by run around them.
 */
import type { Nodes } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';

/** A stretch of the source that is not words to translate: an opening or closing marker, or verbatim text. */
export interface InlineMark {
  start: number;
  end: number;
  kind: 'open' | 'close' | 'verbatim';
}

export interface InlineToken {
  kind: 'text' | 'open' | 'close' | 'verbatim';
  text: string;
}

/** URLs written out in text: engines split them at their dots and slashes. */
const BARE_URL = /\b(?:https?:\/\/|www\.)[^\s<>]*[^\s<>.,;:!?'")\]*_~]/giu;
/** Characters without which a text has no inline markdown worth parsing for. */
const MAY_HAVE_MARKUP = /[*_`[<~]|https?:|www\./iu;
const LETTER = /\p{L}/u;
const WORD_CHAR = /[\p{L}\p{N}]/u;

function offsets(node: Nodes | undefined): [number, number] | undefined {
  const start = node?.position?.start.offset;
  const end = node?.position?.end.offset;
  return start === undefined || end === undefined ? undefined : [start, end];
}

/** Markers and verbatim stretches of `text`, in order and never overlapping. */
export function findInlineMarks(text: string): InlineMark[] {
  if (!MAY_HAVE_MARKUP.test(text)) return [];
  const marks: InlineMark[] = [];
  const visit = (node: Nodes): void => {
    const range = offsets(node);
    if (!range) return;
    const [start, end] = range;
    switch (node.type) {
      case 'inlineCode':
      case 'image':
      case 'imageReference':
      case 'html':
        marks.push({ start, end, kind: 'verbatim' });
        return;
      case 'code':
        // Fenced code blocks stay as they are; indented text is still translated.
        if (/^\s*(?:```|~~~)/.test(text.slice(start, end))) marks.push({ start, end, kind: 'verbatim' });
        return;
      case 'emphasis':
      case 'strong':
      case 'delete':
      case 'link': {
        const first = offsets(node.children[0]);
        const last = offsets(node.children.at(-1));
        if (!first || !last || text[start] === '<') {
          marks.push({ start, end, kind: 'verbatim' }); // an empty span or an <autolink>
          return;
        }
        marks.push({ start, end: first[0], kind: 'open' });
        for (const child of node.children) visit(child);
        marks.push({ start: last[1], end, kind: 'close' });
        return;
      }
    }
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(fromMarkdown(text));
  const covered = (start: number, end: number) => marks.some((mark) => start < mark.end && mark.start < end);
  for (const match of text.matchAll(BARE_URL)) {
    const start = match.index ?? 0;
    const end = start + match[0].length;
    if (!covered(start, end)) marks.push({ start, end, kind: 'verbatim' });
  }
  return marks.sort((a, b) => a.start - b.start);
}

/** The text without its emphasis and link markers (`**kaffe**` → `kaffe`); code and URLs stay as they are. */
export function stripInlineMarkers(text: string): string {
  let out = '';
  let at = 0;
  for (const mark of findInlineMarks(text)) {
    if (mark.kind === 'verbatim') continue;
    out += text.slice(at, mark.start);
    at = mark.end;
  }
  return out + text.slice(at);
}

/** The tokens of `text[start, end)`, or undefined when no mark falls inside it. */
export function tokenizeInline(text: string, start: number, end: number, marks: readonly InlineMark[]) {
  const inside = marks.filter((mark) => mark.start < end && start < mark.end);
  if (inside.length === 0) return undefined;
  const tokens: InlineToken[] = [];
  let at = start;
  for (const mark of inside) {
    const from = Math.max(mark.start, start);
    const to = Math.min(mark.end, end);
    if (from > at) tokens.push({ kind: 'text', text: text.slice(at, from) });
    if (to > from) tokens.push({ kind: mark.kind, text: text.slice(from, to) });
    at = Math.max(at, to);
  }
  if (at < end) tokens.push({ kind: 'text', text: text.slice(at, end) });
  return tokens;
}

function isRun(token: InlineToken): boolean {
  return token.kind === 'text' && LETTER.test(token.text);
}

function plainOf(tokens: readonly InlineToken[]): string {
  return tokens
    .filter((token) => token.kind === 'text')
    .map((token) => token.text)
    .join('')
    .trim();
}

function wholeFirst(tokens: readonly InlineToken[]): boolean {
  return !tokens.some((token) => token.kind === 'verbatim') && LETTER.test(plainOf(tokens));
}

/** What the engine is asked to translate for one formatted sentence (maybe nothing). */
export function inlineEngineInputs(tokens: readonly InlineToken[]): string[] {
  const runs = tokens.filter(isRun).map((token) => token.text.trim());
  if (!wholeFirst(tokens)) return runs;
  const plain = plainOf(tokens);
  // One run that is the whole sentence ("**Hej!**"): its translation is the whole translation.
  if (runs.length === 1 && runs[0] === plain) return [plain];
  return [plain, ...runs];
}

/** Where `target` occurs in `text` at or after `from`, case-insensitively and not inside a longer word. */
function findWord(text: string, target: string, from: number): number {
  if (!target) return -1;
  const haystack = text.toLowerCase();
  const needle = target.toLowerCase();
  for (let at = haystack.indexOf(needle, from); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    const before = text[at - 1];
    const after = text[at + needle.length];
    const startsWord = WORD_CHAR.test(needle[0] ?? '');
    const endsWord = WORD_CHAR.test(needle.at(-1) ?? '');
    if (startsWord && before !== undefined && WORD_CHAR.test(before)) continue;
    if (endsWord && after !== undefined && WORD_CHAR.test(after)) continue;
    return at;
  }
  return -1;
}

interface Anchor {
  token: number;
  before: string;
  after: string;
}

/**
 * Each text token with the markers that open right before it and close right after it. Tokens without markers
 * are kept too: finding them (when the engine kept them together) stops a marker landing on an earlier word.
 */
function anchorsOf(tokens: readonly InlineToken[]): { anchors: Anchor[]; lead: string; tail: string } {
  const anchors: Anchor[] = [];
  let lead = '';
  let pending = '';
  let current: Anchor | undefined;
  tokens.forEach((token, index) => {
    if (token.kind === 'open') pending += token.text;
    else if (token.kind === 'close') {
      if (current) current.after += pending + token.text;
      else lead += pending + token.text;
      pending = '';
    } else if (token.kind === 'text' && token.text.trim() !== '') {
      current = { token: index, before: pending, after: '' };
      anchors.push(current);
      pending = '';
    }
  });
  return { anchors, lead, tail: pending };
}

/**
 * A run's own translation cased as it stands in the sentence. An engine capitalises each input as if it began a
 * sentence ("trött." → "Tired."), but only the sentence's first letter is a capital: a run whose source starts in
 * lower case starts so too, unless its first word is not a plain capitalised word ("I", "I'm", "USA").
 */
function caseInSentence(translated: string, source: string, startsSentence: boolean): string {
  const sourceLetter = LETTER.exec(source)?.[0] ?? '';
  const at = translated.search(LETTER);
  if (at < 0) return translated;
  const head = translated.slice(0, at);
  const rest = translated.slice(at + 1);
  const letter = translated[at] ?? '';
  if (startsSentence && /\p{Lu}/u.test(sourceLetter)) return `${head}${letter.toUpperCase()}${rest}`;
  if (/\p{Ll}/u.test(sourceLetter) && /^\p{Lu}\p{Ll}+(?!\p{L})/u.test(translated.slice(at))) {
    return `${head}${letter.toLowerCase()}${rest}`;
  }
  return translated;
}

/** Joins the runs' own translations with the markers between them. */
function joinRuns(tokens: readonly InlineToken[], runTranslations: ReadonlyMap<number, string>): string {
  // The sentence's first letter, unless code or a URL comes first: markers hold no words of the sentence.
  const first = tokens.findIndex((token) => token.kind !== 'open' && token.kind !== 'close' && LETTER.test(token.text));
  return tokens
    .map((token, index) => {
      const translated = runTranslations.get(index);
      if (translated === undefined) return token.text;
      const lead = /^\s*/u.exec(token.text)?.[0] ?? '';
      const trail = /\s*$/u.exec(token.text)?.[0] ?? '';
      return `${lead}${caseInSentence(translated.trim(), token.text, index === first)}${trail}`;
    })
    .join('');
}

/** Puts the markers of `tokens` into `whole` around the translations of the runs they enclose, if all are found. */
function placeMarkers(
  tokens: readonly InlineToken[],
  whole: string,
  runTranslations: ReadonlyMap<number, string>,
): string | undefined {
  const { anchors, lead, tail } = anchorsOf(tokens);
  let out = lead;
  let cursor = 0;
  for (const anchor of anchors) {
    const token = tokens[anchor.token];
    const translated = (runTranslations.get(anchor.token) ?? token?.text ?? '').trim();
    const candidates = [translated, translated.replace(/[.!?…:;,]+$/u, '')];
    let at = -1;
    let target = '';
    for (const candidate of candidates) {
      at = findWord(whole, candidate, cursor);
      target = candidate;
      if (at >= 0) break;
    }
    if (at < 0) {
      if (anchor.before || anchor.after) return undefined;
      continue;
    }
    out += `${whole.slice(cursor, at)}${anchor.before}${whole.slice(at, at + target.length)}${anchor.after}`;
    cursor = at + target.length;
  }
  return out + whole.slice(cursor) + tail;
}

/** The translated sentence, formatted as the source was; `translations` answer `inlineEngineInputs(tokens)`. */
export function joinInline(tokens: readonly InlineToken[], translations: readonly string[]): string {
  const inputs = inlineEngineInputs(tokens);
  if (translations.length !== inputs.length) {
    throw new Error(`expected ${inputs.length} translations of a formatted sentence, got ${translations.length}`);
  }
  const runIndexes = tokens.flatMap((token, index) => (isRun(token) ? [index] : []));
  const whole = wholeFirst(tokens) ? translations[0] : undefined;
  const runTexts =
    whole !== undefined && inputs.length === 1 ? [whole] : translations.slice(whole === undefined ? 0 : 1);
  const runTranslations = new Map(runIndexes.map((tokenIndex, i) => [tokenIndex, runTexts[i] ?? '']));
  if (whole !== undefined) {
    const placed = placeMarkers(tokens, whole, runTranslations);
    if (placed !== undefined) return placed;
  }
  return joinRuns(tokens, runTranslations);
}
