import type { DictionaryForms } from '@swedish-translator/core';
import type { AdjEntry, Entry, NounEntry, Sense, VerbEntry } from '../lexicon/types.js';
import {
  type EnIrregulars,
  pastParticiple,
  pastTense,
  pluralNoun,
  presentParticiple,
  thirdPerson,
} from '../morphology/en.js';

/** Drops the forms the lexicon marks as missing (`-`), so the wire never carries nulls. */
function present(forms: Record<string, string | null | undefined>): DictionaryForms {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(forms)) if (value) out[name] = value;
  return out as DictionaryForms;
}

export function nounForms(e: NounEntry, prefix = ''): DictionaryForms {
  const add = (f: string | null) => (f ? prefix + f : null);
  return present({
    indefinite_singular: add(e.lemma),
    definite_singular: add(e.defSg),
    indefinite_plural: add(e.indefPl),
    definite_plural: add(e.defPl),
  });
}

/** Particle and reflexive verbs keep their particle after each form: tycker om, tyckte om. */
export function verbForms(e: VerbEntry): DictionaryForms {
  const add = (f: string | null) => (f && e.particle ? `${f} ${e.particle}` : f);
  return present({
    infinitive: e.lemma,
    present: add(e.present),
    past: add(e.past),
    supine: add(e.supine),
    imperative: add(e.imperative),
  });
}

export function adjectiveForms(e: AdjEntry): DictionaryForms {
  return present({ en: e.lemma, ett: e.neuter, plural_definite: e.def, comparative: e.comp, superlative: e.sup });
}

export function swedishForms(e: Entry): DictionaryForms {
  if (e.kind === 'noun') return nounForms(e);
  if (e.kind === 'verb') return verbForms(e);
  if (e.kind === 'adj') return adjectiveForms(e);
  return {};
}

export function englishVerbForms(base: string, irr: EnIrregulars): DictionaryForms {
  return {
    infinitive: base,
    third_person: thirdPerson(base),
    past: pastTense(base, irr),
    past_participle: pastParticiple(base, irr),
    present_participle: presentParticiple(base),
  };
}

export function englishNounForms(base: string, irr: EnIrregulars): DictionaryForms {
  return { singular: base, plural: pluralNoun(base, irr) };
}

/** The citation form of any entry ("tycka om", "hur mår du"). */
export function swedishLemma(e: Entry): string {
  if (e.kind === 'word') return e.word;
  if (e.kind === 'phrase') return e.sv;
  return e.lemma;
}

/**
 * The Swedish side of a flashcard with the grammar a learner memorises: "en hund (hunden, hundar)",
 * "att gå (går, gick, gått)", "stor (stort, stora, större, störst)"; other words as they are.
 */
export function swedishCardFront(e: Entry, forms: DictionaryForms = swedishForms(e), lemma = swedishLemma(e)): string {
  const list = (items: (string | undefined)[]) => {
    const shown = items.filter((f): f is string => !!f);
    return shown.length ? ` (${shown.join(', ')})` : '';
  };
  if (e.kind === 'noun') return `${e.gender} ${lemma}${list([forms.definite_singular, forms.indefinite_plural])}`;
  if (e.kind === 'verb') return `att ${lemma}${list([forms.present, forms.past, forms.supine])}`;
  // Indeclinable adjectives repeat their form in every column: "bra (bättre, bäst)", not "bra (bra, bra, …)".
  const changed = (f: string | undefined) => (f === lemma ? undefined : f);
  if (e.kind === 'adj')
    return `${lemma}${list([forms.ett, forms.plural_definite, forms.comparative, forms.superlative].map(changed))}`;
  return lemma;
}

/** Senses as a learner reads them, hint in parentheses: "time (occasion)". */
export function senseTexts(senses: readonly Sense[]): string[] {
  return [...new Set(senses.map((s) => (s.hint ? `${s.text} (${s.hint})` : s.text)))];
}
