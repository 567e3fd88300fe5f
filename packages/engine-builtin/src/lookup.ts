import type { Alternative, Direction } from '@swedish-translator/core';
import { splitCompound } from './compound.js';
import { compoundNounText } from './compound-english.js';
import type { EngineData, EnTarget } from './engine-data.js';
import type { AdjEntry, NounEntry, PhraseEntry, Sense, VerbEntry, WordEntry } from './lexicon/types.js';
import { analyzeEnNoun, analyzeEnVerb } from './morphology/en.js';
import { analyzeSv } from './morphology/sv.js';

type AnyEntry = NounEntry | VerbEntry | AdjEntry | WordEntry | PhraseEntry;

const POS_NAMES: Record<string, string> = {
  adv: 'adverb',
  prep: 'preposition',
  pron: 'pronoun',
  det: 'determiner',
  conj: 'conjunction',
  subj: 'subjunction',
  num: 'numeral',
  interj: 'interjection',
  part: 'particle',
};

export function posName(e: AnyEntry): string {
  switch (e.kind) {
    case 'noun':
      return 'noun';
    case 'verb':
      return 'verb';
    case 'adj':
      return 'adjective';
    case 'phrase':
      return 'phrase';
    case 'word':
      return POS_NAMES[e.pos] ?? e.pos;
  }
}

/** Learner grammar: "en bil, bilar"; verbs' principal parts; adjective forms. */
export function grammarNote(e: AnyEntry): string | undefined {
  switch (e.kind) {
    case 'noun':
      return `${e.gender} ${e.lemma}, ${e.indefPl ?? '–'}`;
    case 'verb':
      return [e.lemma, e.present, e.past, e.supine].map((f) => f ?? '–').join(', ');
    case 'adj':
      return [e.lemma, e.neuter, e.def].map((f) => f ?? '–').join(', ');
    default:
      return undefined;
  }
}

function swedishText(e: AnyEntry): string {
  switch (e.kind) {
    case 'noun':
    case 'adj':
    case 'verb':
      return e.lemma;
    case 'word':
      return e.word;
    case 'phrase':
      return e.sv;
  }
}

function senseText(s: Sense): string {
  return s.hint ? `${s.text} (${s.hint})` : s.text;
}

function pushUnique(out: Alternative[], alt: Alternative): void {
  if (!out.some((o) => o.text === alt.text && o.pos === alt.pos)) out.push(alt);
}

function svToEn(phrase: string, data: EngineData): Alternative[] {
  const out: Alternative[] = [];
  const p = data.lex.phrases.get(phrase);
  if (p) pushUnique(out, { text: p.en, pos: 'phrase' });
  for (const e of data.lex.verbs.get(phrase) ?? [])
    for (const s of e.senses) pushUnique(out, { text: senseText(s), pos: 'verb', note: grammarNote(e) });
  for (const e of data.lex.words.get(phrase) ?? [])
    for (const s of e.senses) pushUnique(out, { text: senseText(s), pos: posName(e) });
  if (phrase.includes(' ')) return out;
  const seen = new Set<AnyEntry>();
  for (const a of analyzeSv(data.svIndex, phrase)) {
    if (seen.has(a.entry)) continue;
    seen.add(a.entry);
    const pos = a.pos === 'ppart' ? 'participle' : posName(a.entry);
    for (const s of a.entry.senses) pushUnique(out, { text: senseText(s), pos, note: grammarNote(a.entry) });
  }
  if (!out.length) {
    const c = splitCompound(data.svIndex, phrase);
    if (c) {
      const text = compoundNounText(c, data.lex);
      pushUnique(out, { text, pos: 'noun', note: `${c.head.entry.gender} ${c.parts.join('|')} (compound)` });
    }
  }
  return out;
}

function enToSv(phrase: string, data: EngineData): Alternative[] {
  const targets: EnTarget[] = [...(data.enIndex.get(phrase) ?? [])];
  if (!phrase.includes(' ')) {
    const irr = data.enIrrSingular.get(phrase);
    for (const n of analyzeEnNoun(phrase, data.enIrrSingular, (w) => data.enIndex.has(w)))
      if (n.base !== phrase) targets.push(...(data.enIndex.get(n.base) ?? []).filter((t) => t.entry.kind === 'noun'));
    if (irr) targets.push(...(data.enIndex.get(irr) ?? []));
    for (const v of analyzeEnVerb(phrase, data.enIrrPast, data.enIrrPp, (w) => data.enIndex.has(w)))
      if (v.base !== phrase) targets.push(...(data.enIndex.get(v.base) ?? []).filter((t) => t.entry.kind === 'verb'));
  }
  const out: Alternative[] = [];
  for (const t of targets)
    pushUnique(out, { text: swedishText(t.entry), pos: posName(t.entry), note: grammarNote(t.entry) });
  return out;
}

/** Other senses of a word or a phrase of at most three words, most common first. */
export function lookupPhrase(phrase: string, direction: Direction, data: EngineData): Alternative[] {
  const norm = phrase
    .trim()
    .toLowerCase()
    .replace(/[.,!?;:"]+/g, '')
    .replace(/\s+/g, ' ');
  if (!norm || norm.split(' ').length > 3) return [];
  return direction === 'sv-en' ? svToEn(norm, data) : enToSv(norm, data);
}
