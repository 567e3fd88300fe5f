import type { Direction } from '@swedish-translator/core';
import type { Lexicon } from '../lexicon/types.js';
import { wordsOf } from './unknown-words.js';

/**
 * The words of the target language the lexicon knows, so that a source word the output keeps because it is
 * spelled the same in both languages ("hand", "salt", "information", "in") is not counted as left untranslated.
 */
export function targetWords(lexicon: Lexicon, direction: Direction): (word: string) => boolean {
  return direction === 'en-sv' ? swedishWords(lexicon) : englishWords(lexicon);
}

function swedishWords(lexicon: Lexicon): (word: string) => boolean {
  const words = new Set<string>();
  const add = (...forms: Array<string | null>) => {
    for (const form of forms) if (form) for (const word of wordsOf(form)) words.add(word);
  };
  for (const list of lexicon.nouns.values()) for (const e of list) add(e.lemma, e.defSg, e.indefPl, e.defPl);
  for (const list of lexicon.verbs.values())
    for (const e of list) add(e.inf, e.present, e.past, e.supine, e.imperative);
  for (const list of lexicon.adjectives.values()) for (const e of list) add(e.lemma, e.neuter, e.def, e.comp, e.sup);
  for (const list of lexicon.words.values()) for (const e of list) add(e.word);
  return (word) => words.has(word);
}

/** English base forms from every sense and the irregular lists; regular endings are taken off before looking. */
function englishWords(lexicon: Lexicon): (word: string) => boolean {
  const words = new Set<string>();
  const add = (text: string) => {
    for (const word of wordsOf(text)) words.add(word);
  };
  const entries = [
    ...[...lexicon.nouns.values(), ...lexicon.verbs.values(), ...lexicon.adjectives.values()].flat(),
    ...[...lexicon.words.values()].flat(),
    ...lexicon.phrases.values(),
  ];
  for (const entry of entries) for (const sense of entry.senses) add(sense.text);
  for (const [base, { past, pp }] of lexicon.enVerbs) add(`${base} ${past} ${pp}`);
  for (const [singular, plural] of lexicon.enNouns) add(`${singular} ${plural}`);
  const stems = (word: string) => [word, word.replace(/(?:s|es|ed|d|ing|ly|er|est)$/, ''), word.replace(/ies$/, 'y')];
  return (word) => stems(word).some((stem) => words.has(stem));
}
