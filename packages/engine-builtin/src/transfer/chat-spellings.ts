import type { EngineData } from '../engine-data.js';
import { wordMap, wordSet } from '../lexicon/word-lists.js';
import { analyzeSv } from '../morphology/sv.js';
import type { Token } from '../tokenize.js';

const SV = wordMap('chat-spellings-sv');
const EN = wordMap('chat-spellings-en');
const INTENSIFIERS = wordMap('chat-intensifiers-sv');
const UNITS = wordMap('chat-units-sv');
const NUMBERS = wordSet('chat-numbers-sv');
const EN_WORD = new RegExp(
  String.raw`(?<![\p{L}\p{N}'’.])(${[...EN.keys()].join('|')})(?![\p{L}\p{N}'’]|\.\p{L})`,
  'gu',
);

const UR_YOU_ARE =
  /^\s+(home|here|there|back|done|ready|late|ok|okay|free|right|welcome|so|not|still|always|already|almost|busy|sure|\p{L}+ing)\b/u;

const FIRST_WORD = /^(\s*)(\p{Lu}\p{Ll}+)(?![\p{L}\p{N}'’]|\.\p{L})/u;

/**
 * Chat and text-message spellings (nån, mej, imorn) are read as the written word; the token keeps the source's text
 * and place, so alignment and casing still follow what was typed.
 */
export function readChatSv(tokens: Token[], data: EngineData): Token[] {
  return tokens.map((t, i) => {
    if (t.kind !== 'word') return t;
    const degree = INTENSIFIERS.get(t.lower);
    // "sjukt bra" → "väldigt bra": only before an adjective or adverb ("Det är sjukt" keeps its reading).
    const next = tokens[i + 1];
    if (degree && next?.kind === 'word' && degreeFollows(next.lower, data)) return { ...t, lower: degree };
    // "om tio min" → "om tio minuter": a shortened time unit after a number.
    const unit = UNITS.get(t.lower)?.split('|');
    const before = tokens[i - 1]?.lower ?? '';
    if (unit && (NUMBERS.has(before) || /^\d+$/.test(before)))
      return { ...t, lower: before === 'en' || before === 'ett' || before === '1' ? unit[0]! : unit[1]! };
    const written = SV.get(t.lower);
    return written ? { ...t, lower: written } : t;
  });
}

function degreeFollows(word: string, data: EngineData): boolean {
  return analyzeSv(data.svIndex, SV.get(word) ?? word).some(
    (a) => a.pos === 'adj' || (a.pos === 'word' && a.entry.pos === 'adv'),
  );
}

/**
 * English chat abbreviations typed in lower case (thx, u, btw, asap) are spelled out before translating ("see u
 * tomorrow" → "see you tomorrow"); a capitalised or dotted form (U.S., BTW in a heading) is left alone.
 */
export function expandChatEn(sentence: string): string {
  // "ur" is "you're" before where or how someone is ("ur late", "lmk when ur home"), else "your" (ur phone).
  const expanded = sentence.replace(EN_WORD, (w, _g, at: number) =>
    w === 'ur' && UR_YOU_ARE.test(sentence.slice(at + 2)) ? "you're" : EN.get(w)!,
  );
  // "Wanna come?", "Btw, …": at the start of a message the abbreviation is capitalised like any first word.
  return expanded.replace(FIRST_WORD, (all, space: string, w: string) => {
    const full = EN.get(w.toLowerCase());
    return full ? space + full.charAt(0).toUpperCase() + full.slice(1) : all;
  });
}

/**
 * How long the start of `text` is when its words, chat spellings read as written (nåt → något), are `words` and a
 * space follows: "Har du nåt emot att …" opens with the frame "har du något emot att"; -1 when it does not.
 */
/** The standard spelling of a Swedish chat word ("nån" → "någon"), or the word itself. */
export const standardSv = (lower: string): string => SV.get(lower) ?? lower;

export function writtenPrefixSv(text: string, words: string): number {
  const want = words.split(' ');
  const re = /\S+/gu;
  let end = 0;
  for (const w of want) {
    const m = re.exec(text);
    if (!m) return -1;
    const lower = m[0].toLowerCase();
    if (lower !== w && SV.get(lower) !== w) return -1;
    end = m.index + m[0].length;
  }
  return /\s/.test(text.charAt(end)) ? end + 1 : -1;
}

const SUBJECTS = new Set(['jag', 'du', 'han', 'hon', 'vi', 'ni', 'de', 'dom', 'den', 'det']);

/**
 * A chat question typed without its mark ("har du nån laddare", "kommer ni ikväll"): a finite verb first, a subject
 * pronoun right after it, and no comma, full stop or exclamation mark (a verb-first clause before a comma is a
 * condition: "Har du frågor, ring oss").
 */
export function asksWithoutMark(tokens: readonly Token[], data: EngineData): boolean {
  const [verb, subject] = tokens;
  if (verb?.kind !== 'word' || !SUBJECTS.has(subject?.lower ?? '')) return false;
  if (tokens.some((t) => t.kind === 'punct' && /[,.!;:]/.test(t.text))) return false;
  return analyzeSv(data.svIndex, verb.lower).some((a) => a.pos === 'verb' && (a.form === 'pres' || a.form === 'past'));
}
