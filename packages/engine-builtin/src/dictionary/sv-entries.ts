import type { DictionaryEntry } from '@swedish-translator/core';
import { splitCompound } from '../compound.js';
import { compoundNounText } from '../compound-english.js';
import type { Entry } from '../lexicon/types.js';
import { posName } from '../lookup.js';
import { analyzeSv } from '../morphology/sv.js';
import type { DictionaryData } from './data.js';
import { examplesFor } from './examples.js';
import { nounForms, senseTexts, swedishCardFront, swedishForms, swedishLemma } from './forms.js';

/** Words, phrases and particle verbs whose citation form is `key` (several words). */
function multiwordEntries(key: string, data: DictionaryData): Entry[] {
  const { lex } = data.engine;
  const phrase = lex.phrases.get(key);
  return [
    ...(lex.verbs.get(key) ?? []),
    ...(lex.nouns.get(key) ?? []),
    ...(lex.adjectives.get(key) ?? []),
    ...(lex.words.get(key) ?? []),
    ...(phrase ? [phrase] : []),
  ];
}

/**
 * Entries one written word can be. "gick" is the past of gå and of every particle verb built on gå (gå ut, gå upp…);
 * only the simple verb is the word's lemma, so particle verbs count only when no simple verb has that form.
 */
function singleWordEntries(key: string, data: DictionaryData): Entry[] {
  const analyses = analyzeSv(data.engine.svIndex, key);
  const simpleVerbs = new Set(
    analyses.flatMap((a) => (a.entry.kind === 'verb' && !a.entry.particle ? [a.entry.inf] : [])),
  );
  const entries: Entry[] = [];
  for (const a of analyses) {
    if (a.entry.kind === 'verb' && a.entry.particle && simpleVerbs.has(a.entry.inf)) continue;
    entries.push(a.entry);
  }
  return entries;
}

/** A form only the entry itself has: examples found through it are really about this word (not var "where" for vara). */
function ownForms(e: Entry, forms: string[], data: DictionaryData): string[] {
  const family = (x: Entry) => (x.kind === 'verb' ? `verb:${x.inf}` : `${x.kind}:${swedishLemma(x)}`);
  const mine = family(e);
  return forms.filter((f) => (data.engine.svIndex.get(f.toLowerCase()) ?? []).every((a) => family(a.entry) === mine));
}

function entryFor(e: Entry, key: string, data: DictionaryData): DictionaryEntry {
  const forms = swedishForms(e);
  const lemma = swedishLemma(e);
  const translations = senseTexts(e.senses);
  const searched = ownForms(e, [key, lemma, ...Object.values(forms)], data);
  const examples = examplesFor(data.examples, 'sv', searched, lemma.toLowerCase());
  return {
    lemma,
    pos: posName(e),
    ...(e.kind === 'noun' ? { gender: e.gender } : {}),
    forms,
    translations,
    ...(examples.length ? { examples } : {}),
    card_front: swedishCardFront(e, forms, lemma),
    card_back: translations.slice(0, 3).join(', '),
  };
}

/** A compound the lexicon does not list whole: its last part inflects and gives the gender (sjukhus|parkeringen). */
function compoundEntry(key: string, data: DictionaryData): DictionaryEntry | null {
  const split = splitCompound(data.engine.svIndex, key);
  if (!split) return null;
  const head = split.head.entry;
  const headWord = split.parts.at(-1) ?? key;
  const prefix = key.slice(0, key.length - headWord.length);
  const lemma = prefix + head.lemma;
  const forms = nounForms(head, prefix);
  const meaning = compoundNounText(split, data.engine.lex);
  return {
    lemma,
    pos: 'noun',
    gender: head.gender,
    forms,
    translations: [meaning],
    parts: [...split.parts.slice(0, -1), head.lemma],
    card_front: swedishCardFront(head, forms, lemma),
    card_back: meaning,
  };
}

function nameEntry(written: string, data: DictionaryData): DictionaryEntry | null {
  const name = written.charAt(0).toUpperCase() + written.slice(1);
  const english = data.engine.lex.namesSvEn.get(name);
  if (!english) return null;
  return { lemma: name, pos: 'proper noun', forms: {}, translations: [english], card_front: name, card_back: english };
}

/** A main sense with a hint is a narrower reading: god "good (taste, kindness)" comes after bra "good" for bättre. */
const narrow = (e: Entry) => (e.senses[0]?.hint ? 1 : 0);

/** Dictionary entries for a Swedish word or phrase; `key` is lower case, `written` as the user typed it. */
export function lookupSwedish(key: string, written: string, data: DictionaryData): DictionaryEntry[] {
  const found = key.includes(' ') ? multiwordEntries(key, data) : singleWordEntries(key, data);
  const sorted = [...new Set(found)].sort((a, b) => narrow(a) - narrow(b) || a.rank - b.rank);
  // "tycka om" is both a particle verb and a phrase row: the verb, with its forms, is the entry.
  const lemmas = new Set(sorted.filter((e) => e.kind !== 'phrase').map(swedishLemma));
  const entries = sorted.filter((e) => e.kind !== 'phrase' || !lemmas.has(e.sv)).map((e) => entryFor(e, key, data));
  const name = nameEntry(written, data);
  if (name) entries.push(name);
  if (!entries.length && !key.includes(' ')) {
    const compound = compoundEntry(key, data);
    if (compound) entries.push(compound);
  }
  return entries;
}
