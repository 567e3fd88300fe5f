import { type Alternative, type Direction, shiftAlignment, type TranslatedSentence } from '@swedish-translator/core';
import { wholeAlignment } from './alignment.js';
import { buildEngineData, type EngineData } from './engine-data.js';
import { translateFormula } from './entities/formulas.js';
import { isKnownName } from './entities/shared.js';
import type { Lexicon } from './lexicon/types.js';
import { lookupPhrase } from './lookup.js';
import { translateSingleWord } from './single-word.js';
import { translateEnSv } from './transfer/en-sv.js';
import { reshapeLabel } from './transfer/label-fragments.js';
import { translateFramed } from './transfer/request-frames.js';
import { translateSvEn } from './transfer/sv-en.js';

export interface BuiltinEngine {
  readonly lexicon: Lexicon;
  /**
   * One sentence. With `{ alignment: true }` the result also carries `alignment` (into the sentence as passed and the
   * translation) and `uncertain`; without, just the text and unknown words.
   */
  translateSentence(sentence: string, direction: Direction, detail?: { alignment?: boolean }): TranslatedSentence;
  lookup(phrase: string, direction: Direction): Alternative[];
}

export interface BuiltinEngineOptions {
  /** Rethrow rule errors instead of returning the sentence untranslated (tests use this to see bugs). */
  strict?: boolean;
}

export function createBuiltinEngine(lexicon: Lexicon, options: BuiltinEngineOptions = {}): BuiltinEngine {
  const data: EngineData = buildEngineData(lexicon);
  const translate = (sentence: string, direction: Direction): TranslatedSentence => {
    if (!sentence.trim()) return { text: sentence, alignment: [] };
    // The rules see the trimmed sentence; alignment is given into the sentence as passed.
    const offset = sentence.length - sentence.trimStart().length;
    try {
      const source = sentence.trim();
      const unknown: string[] = [];
      const formula = translateFormula(source, direction, data.entities, (rest) => {
        const r = transfer(rest, direction, data);
        unknown.push(...(r.unknown ?? []));
        return r.text;
      });
      // A fixed formula ("Med vänliga hälsningar") or a single word is aligned as one phrase.
      const result =
        formula !== null
          ? { text: formula, alignment: wholeAlignment(source, formula), ...(unknown.length ? { unknown } : {}) }
          : (alignedAsWhole(source, translateSingleWord(source, direction, data)) ??
            transferLabel(source, direction, data));
      const cased = followSourceCasing(source, result);
      return result.alignment ? { ...cased, alignment: shiftAlignment(result.alignment, offset, 0) } : cased;
    } catch (err) {
      if (options.strict) throw err;
      // A rule bug must not take the worker down: return the sentence untranslated rather than fail the request.
      return { text: sentence.trim(), unknown: sentence.trim().split(/\s+/), alignment: [] };
    }
  };
  return {
    lexicon,
    translateSentence(sentence, direction, detail = {}) {
      const result = translate(sentence, direction);
      if (detail.alignment) return result;
      const { alignment: _, uncertain: __, ...plain } = result;
      return plain;
    },
    lookup(phrase, direction) {
      return lookupPhrase(phrase, direction, data);
    },
  };
}

// The steps below are plain functions rather than closures inside `translate`: tsx names every closure it creates
// (keepNames), which costs more per sentence than the step itself.
function translateRules(text: string, direction: Direction, data: EngineData): TranslatedSentence {
  return direction === 'sv-en' ? translateSvEn(text, data) : translateEnSv(text, data);
}

/** A request or offer frame (Har du något emot att …, Would you like to …) around whatever the rest says. */
function translateText(text: string, direction: Direction, data: EngineData): TranslatedSentence {
  return (
    translateFramed(text, direction, data, (rest) => translateRules(rest, direction, data)) ??
    translateRules(text, direction, data)
  );
}

/** A sign in capitals (STÄNG GRINDEN) is read in sentence case and answered in capitals. */
function transfer(text: string, direction: Direction, data: EngineData): TranslatedSentence {
  if (!inCapitals(text)) return translateText(text, direction, data);
  const r = translateText(text.charAt(0) + text.slice(1).toLowerCase(), direction, data);
  return { ...r, text: r.text.toUpperCase() };
}

/** A short sign or label the sentence rules translated word by word gets its label frame (Endast X → X only). */
function transferLabel(text: string, direction: Direction, data: EngineData): TranslatedSentence {
  const r = transfer(text, direction, data);
  const label = reshapeLabel(text, r.text, direction);
  return label === r.text ? r : { ...r, text: label, alignment: wholeAlignment(text, label) };
}

/** Two or more words, every letter a capital: a sign, not an acronym (EU, SCB). */
function inCapitals(text: string): boolean {
  // The cheap test first: almost every sentence has a lower-case letter.
  if (/\p{Ll}/u.test(text)) return false;
  const words = text.match(/\p{L}{2,}/gu) ?? [];
  return words.length >= 2 && text.length === text.toLowerCase().length;
}

function alignedAsWhole(source: string, result: TranslatedSentence | null): TranslatedSentence | null {
  return result && { ...result, alignment: result.alignment ?? wholeAlignment(source, result.text) };
}

/**
 * A learner typing a lower-case word or short fragment ('hund') expects 'dog', not 'Dog': the output's first letter
 * follows the source's (English 'I' stays capital). A name written the same in both languages (Anna, Uppsala) is
 * kept without being reported; any other capitalised word the engine did not know (Tjällqvist, Drobbleton) is kept
 * and reported as unknown, so nothing passes through silently.
 */
export function followSourceCasing(source: string, result: TranslatedSentence): TranslatedSentence {
  let text = result.text;
  const first = source.search(/\p{L}/u);
  // Only fragments (a word or short phrase, no sentence punctuation): a lower-case sentence still gets its capital.
  const isFragment = source.split(/\s+/).length <= 3 && !/[.!?]["')\]]*$/.test(source);
  const sourceStartsLower = isFragment && first >= 0 && /\p{Ll}/u.test(source[first]!);
  const out = text.search(/\p{L}/u);
  // An acronym (OK, EU) keeps its capitals: 'ok, tack' → 'OK, thanks', never 'oK'.
  if (sourceStartsLower && out >= 0 && !/^I\b/.test(text.slice(out)) && !/^\p{Lu}{2,}\b/u.test(text.slice(out))) {
    text = text.slice(0, out) + text[out]!.toLowerCase() + text.slice(out + 1);
  }
  const unknown = result.unknown?.filter((word) => !keptName(word));
  const { unknown: _, ...rest } = result;
  return unknown && unknown.length > 0 ? { ...rest, text, unknown } : { ...rest, text };
}

/** A name or brand from the kept list is no unknown word, also with a capital inside (iOS) or in capitals (IBAN). */
function keptName(w: string): boolean {
  return /\p{Lu}/u.test(w) && (isKnownName(w) || isKnownName(w.toUpperCase()));
}
