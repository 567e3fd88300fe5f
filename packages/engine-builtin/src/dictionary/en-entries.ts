import type { DictionaryEntry, DictionaryForms } from '@swedish-translator/core';
import type { EnTarget } from '../engine-data.js';
import { posName } from '../lookup.js';
import { analyzeEnNoun, analyzeEnVerb } from '../morphology/en.js';
import type { DictionaryData } from './data.js';
import { examplesFor } from './examples.js';
import { englishNounForms, englishVerbForms, swedishCardFront, swedishLemma } from './forms.js';

const MAX_TRANSLATIONS = 6;

interface Group {
  lemma: string;
  pos: string;
  targets: EnTarget[];
}

function translationOf(t: EnTarget): string {
  const hint = t.entry.senses[t.senseIndex]?.hint;
  const sv = swedishLemma(t.entry);
  return hint ? `${sv} (${hint})` : sv;
}

/**
 * English readings of `key`, grouped by English lemma and part of speech (the Swedish entries' part of speech):
 * the word as a base form, then as an inflected noun (children → child) or verb (went → go). Swedish phrases that
 * render the word count only when nothing else does ("tomorrow" is an adverb, not the phrase "i morgon" too).
 */
function groupsOf(key: string, data: DictionaryData): Group[] {
  const { enIndex, enIrrSingular, enIrrPast, enIrrPp } = data.engine;
  const groups = new Map<string, Group>();
  const add = (lemma: string, targets: readonly EnTarget[] | undefined, kind?: EnTarget['entry']['kind']) => {
    for (const t of targets ?? []) {
      if (kind && t.entry.kind !== kind) continue;
      const pos = posName(t.entry);
      const id = `${lemma}\u0000${pos}`;
      const group = groups.get(id);
      if (group) group.targets.push(t);
      else groups.set(id, { lemma, pos, targets: [t] });
    }
  };
  add(key, enIndex.get(key));
  if (!key.includes(' ')) {
    const known = (w: string) => enIndex.has(w);
    for (const n of analyzeEnNoun(key, enIrrSingular, known))
      if (n.base !== key) add(n.base, enIndex.get(n.base), 'noun');
    for (const v of analyzeEnVerb(key, enIrrPast, enIrrPp, known))
      if (v.base !== key) add(v.base, enIndex.get(v.base), 'verb');
  }
  const all = [...groups.values()];
  const words = all.filter((g) => g.pos !== 'phrase');
  const chosen = words.length ? words : all;
  for (const g of chosen) g.targets.sort((a, b) => a.score - b.score);
  return chosen.sort((a, b) => (a.targets[0]?.score ?? 0) - (b.targets[0]?.score ?? 0));
}

function formsOf(g: Group, data: DictionaryData): DictionaryForms {
  if (g.pos === 'verb') return englishVerbForms(g.lemma, data.engine.lex);
  if (g.pos === 'noun') return englishNounForms(g.lemma, data.engine.lex);
  return {};
}

/** Dictionary entries for an English word or phrase (`key` in lower case). */
export function lookupEnglish(key: string, data: DictionaryData): DictionaryEntry[] {
  return groupsOf(key, data).map((g) => {
    const forms = formsOf(g, data);
    const translations = [...new Set(g.targets.map(translationOf))].slice(0, MAX_TRANSLATIONS);
    // A form that is also another English word ("left", past of leave and the side) would bring that word's phrases.
    const searched = [key, g.lemma, ...Object.values(forms)].filter(
      (f) => f === g.lemma || !data.engine.enIndex.has(f),
    );
    const examples = examplesFor(data.examples, 'en', searched, g.lemma);
    const best = g.targets[0]!.entry;
    return {
      lemma: g.lemma,
      pos: g.pos,
      forms,
      translations,
      ...(examples.length ? { examples } : {}),
      card_front: swedishCardFront(best),
      card_back: g.lemma,
    };
  });
}
