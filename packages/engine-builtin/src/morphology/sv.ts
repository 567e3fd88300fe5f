import type { AdjEntry, NounEntry, VerbEntry } from '../lexicon/types.js';
import { presentPassives } from './sv-derive.js';
import type { VerbForm } from './sv-forms.js';

export { participleAdjective, presentParticipleAdjective } from './sv-derive.js';
export type { SvAnalysis, SvIndex, VerbForm } from './sv-forms.js';
export { analyzeSv, buildFullSvIndex, buildSvIndex } from './sv-index.js';

/** A noun with only plural forms (kläder, pengar): no definite singular, the lemma is the plural. */
export const pluralOnly = (e: NounEntry): boolean => e.defSg === null && e.indefPl === e.lemma;

export function nounForm(e: NounEntry, def: boolean, plural: boolean): string {
  if (plural) return (def ? e.defPl : e.indefPl) ?? (def ? e.defSg : null) ?? e.lemma;
  return (def ? e.defSg : e.lemma) ?? e.lemma;
}

/** Attributive/predicative adjective agreement: neuter singular indefinite → -t, definite or plural → -a. */
export function adjForm(e: AdjEntry, gender: 'en' | 'ett', plural: boolean, def: boolean): string {
  // liten is the one adjective whose plural (små) is not its definite form (lilla).
  if (plural && e.lemma === 'liten') return 'små';
  if (def || plural) return e.def ?? e.lemma;
  return gender === 'ett' ? (e.neuter ?? e.lemma) : e.lemma;
}

export function verbForm(e: VerbEntry, form: VerbForm, passive = false): string {
  const pick: Record<VerbForm, string | null> = {
    inf: e.inf,
    pres: e.present,
    past: e.past,
    sup: e.supine,
    imp: e.imperative,
  };
  const base = pick[form] ?? (form === 'imp' ? e.inf : null) ?? e.present ?? e.inf;
  if (!passive || e.flags.has('dep')) return base;
  // gör → görs, kör → körs, hör → hörs: a present that is the infinitive without its -a keeps the r.
  if (form === 'pres' && e.inf === `${base}a` && base.endsWith('r')) return `${base}s`;
  // omger → omges, ser → ses, förstår → förstås: an infinitive ending in another vowel than -a takes -s.
  if (form === 'pres' && /[eiouyåäö]$/.test(e.inf) && base === `${e.inf}r`) return `${e.inf}s`;
  if (form === 'pres') return presentPassives(base)[0] ?? `${e.inf}s`;
  return `${base}s`;
}

/** Reflexive object pronoun agreeing with a subject pronoun (känna sig → jag känner mig). */
export function reflexiveFor(subject: string | undefined): string {
  switch (subject) {
    case 'jag':
      return 'mig';
    case 'du':
      return 'dig';
    case 'vi':
      return 'oss';
    case 'ni':
      return 'er';
    default:
      return 'sig';
  }
}
