import type { DictionaryExample } from '@swedish-translator/core';
import type { Lexicon, PhraseEntry } from '../lexicon/types.js';

const MAX_EXAMPLES = 3;

/** Lexicon phrases by each word they contain, in each language, so a word's examples are found without a scan. */
export interface ExampleIndex {
  sv: Map<string, PhraseEntry[]>;
  en: Map<string, PhraseEntry[]>;
}

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}'’-]+/gu) ?? [];

function addTo(map: Map<string, PhraseEntry[]>, text: string, phrase: PhraseEntry): void {
  for (const word of new Set(wordsOf(text))) {
    const list = map.get(word);
    if (list) list.push(phrase);
    else map.set(word, [phrase]);
  }
}

const sentenceLike = (p: PhraseEntry) => (wordsOf(p.sv).length >= 3 ? 1 : 0);

export function buildExampleIndex(lex: Lexicon): ExampleIndex {
  const index: ExampleIndex = { sv: new Map(), en: new Map() };
  for (const phrase of lex.phrases.values()) {
    addTo(index.sv, phrase.sv, phrase);
    addTo(index.en, phrase.en, phrase);
  }
  return index;
}

/**
 * Up to three lexicon phrases that use the word as a whole word, searched form by form in the order given (the form
 * looked up first, then the lemma, then the other forms: gick → "det gick bra — it went well" before "gå hem"); within
 * one form, phrases of three words or more first (a sentence shows more of a word's use than a two-word collocation),
 * then the most common. The looked-up phrase itself is never its own example.
 */
export function examplesFor(
  index: ExampleIndex,
  language: 'sv' | 'en',
  forms: readonly string[],
  except: string,
): DictionaryExample[] {
  const found = new Set<PhraseEntry>();
  for (const form of new Set(forms.map((f) => f.toLowerCase()))) {
    const words = wordsOf(form);
    if (!words.length) continue;
    const needle = ` ${words.join(' ')} `;
    const matches = (index[language].get(words[0]!) ?? []).filter((phrase) => {
      const text = language === 'sv' ? phrase.sv : phrase.en;
      return text.toLowerCase() !== except && ` ${wordsOf(text).join(' ')} `.includes(needle) && !found.has(phrase);
    });
    for (const phrase of matches.sort((a, b) => sentenceLike(b) - sentenceLike(a) || a.rank - b.rank)) {
      found.add(phrase);
      if (found.size === MAX_EXAMPLES) break;
    }
    if (found.size === MAX_EXAMPLES) break;
  }
  return [...found].map((p) => ({ sv: p.sv, en: p.en }));
}
