import type { AdjEntry, Lexicon, NounEntry, VerbEntry } from '../lexicon/types.js';
import { presentParticiple } from './en.js';

/** s-passive forms: talar → talas, äter → äts, läser → läses. */
export function presentPassives(present: string): string[] {
  // tömmer → töms, glömmer → glöms: a double m is written single before the s.
  if (present.endsWith('mmer')) return [`${present.slice(0, -3)}s`];
  if (present.endsWith('ar')) return [`${present.slice(0, -1)}s`];
  // läser → läses (not läss): a stem in -s keeps the e.
  if (present.endsWith('ser')) return [`${present.slice(0, -1)}s`, `${present.slice(0, -2)}s`];
  if (present.endsWith('er')) return [`${present.slice(0, -2)}s`, `${present.slice(0, -1)}s`];
  if (present.endsWith('r')) return [`${present.slice(0, -1)}s`];
  return [];
}

/** Adjectival past participles from the supine: målat → målad/målade, skrivit → skriven/skrivna, köpt → köpta. */
export function participles(supine: string): { common: string[]; plural: string[] } {
  if (supine.endsWith('at')) return { common: [`${supine.slice(0, -1)}d`], plural: [`${supine.slice(0, -1)}de`] };
  if (supine.endsWith('it')) {
    const stem = supine.slice(0, -2);
    return { common: [`${stem}en`], plural: [`${stem}na`, `${stem}ne`] };
  }
  // ge and its compounds have a strong participle: angett → angiven/angivna, uppgett → uppgiven.
  if (supine.endsWith('gett')) {
    const stem = `${supine.slice(0, -3)}iv`;
    return { common: [`${stem}en`], plural: [`${stem}na`] };
  }
  // sytt → sydd/sydda, trott → trodd; a t-stem's plural keeps its supine: satta (sätta), mötta (möta). Its common
  // form is the supine itself (satt), which the index already reads.
  if (supine.endsWith('tt')) {
    const stem = supine.slice(0, -2);
    return { common: [`${stem}dd`], plural: [`${stem}dda`, `${supine}a`] };
  }
  if (supine.endsWith('t')) {
    const stem = supine.slice(0, -1);
    return {
      common: [stem.endsWith('d') ? stem : `${stem}d`],
      plural: [`${stem}a`, `${stem.endsWith('d') ? stem : `${stem}d`}a`],
    };
  }
  return { common: [], plural: [] };
}

/**
 * A verb's past participle as an adjective entry: missa → missad/missat/missade, skriva → skriven/skrivet/skrivna,
 * köpa → köpt/köpt/köpta, använda → använd/använt/använda, stänga → stängd/stängt/stängda, sy → sydd/sytt/sydda,
 * sätta → satt/satt/satta. Null without a supine.
 */
export function participleAdjective(e: VerbEntry): AdjEntry | null {
  const sup = e.supine;
  if (!sup) return null;
  if (sup.endsWith('at')) return participleEntry(e, `${sup.slice(0, -1)}d`, sup, `${sup.slice(0, -1)}de`);
  if (sup.endsWith('it'))
    return participleEntry(e, `${sup.slice(0, -2)}en`, `${sup.slice(0, -2)}et`, `${sup.slice(0, -2)}na`);
  if (sup.endsWith('gett'))
    return participleEntry(e, `${sup.slice(0, -3)}iven`, `${sup.slice(0, -3)}ivet`, `${sup.slice(0, -3)}ivna`);
  if (sup.endsWith('tt') && /t+a$/.test(e.inf)) return participleEntry(e, sup, sup, `${sup}a`);
  if (sup.endsWith('tt')) return participleEntry(e, `${sup.slice(0, -2)}dd`, sup, `${sup.slice(0, -2)}dda`);
  const stem = e.present?.endsWith('er') ? e.present.slice(0, -2) : null;
  if (!stem || !sup.endsWith('t')) return null;
  if (/[kpstx]$/.test(stem))
    return participleEntry(e, `${stem.replace(/t$/, '')}t`, sup, `${stem.replace(/t$/, '')}ta`);
  if (stem.endsWith('d')) return participleEntry(e, stem, sup, `${stem}a`);
  return participleEntry(e, `${stem}d`, sup, `${stem}da`);
}

// Module level rather than a closure per call: this runs for every verb when the engine loads.
function participleEntry(e: VerbEntry, lemma: string, neuter: string, def: string): AdjEntry {
  return { kind: 'adj', lemma, neuter, def, comp: null, sup: null, senses: e.senses, rank: e.rank };
}

/** The present participle of a verb the lexicon does not list as an adjective itself (arbeta → arbetande), or null. */
export function presentParticipleForm(e: VerbEntry, lex: Lexicon): string | null {
  if (e.particle || e.flags.has('aux') || e.flags.has('dep') || e.inf.length < 3) return null;
  // delta → deltagit → deltagande, dra → dragit → dragande: short infinitives take the long stem.
  const long = e.supine?.endsWith('agit') && /[tr]a$/.test(e.inf) ? `${e.supine.slice(0, -2)}ande` : null;
  const form =
    long ?? (e.inf.endsWith('a') ? `${e.inf.slice(0, -1)}ande` : /[oeiuyåäö]$/.test(e.inf) ? `${e.inf}ende` : null);
  return !form || lex.adjectives.has(form) ? null : form;
}

/**
 * A verb's present participle as an adjective entry (arbeta → arbetande → working, bo → boende → living), for
 * "de deltagande länderna" → "the participating countries". Null when the lexicon lists the adjective itself.
 */
export function presentParticipleAdjective(e: VerbEntry, lex: Lexicon): AdjEntry | null {
  const form = presentParticipleForm(e, lex);
  if (!form) return null;
  // Before a noun a one-word participle reads best: "participating", not "taking part".
  const ordered = [...e.senses].sort((x, y) => Number(x.text.includes(' ')) - Number(y.text.includes(' ')));
  const senses = ordered.map((x) => ({ text: presentParticiple(x.text) }));
  return { kind: 'adj', lemma: form, neuter: form, def: form, comp: null, sup: null, senses, rank: e.rank };
}

/** The noun of an -ande/-ende participle (öppnande, ett; öppnandet), whose English is the -ing form. */
export function verbalNoun(ing: AdjEntry): NounEntry & { defSg: string } {
  const l = ing.lemma;
  const senses = ing.senses.slice(0, 1);
  return {
    kind: 'noun',
    lemma: l,
    gender: 'ett',
    defSg: `${l}t`,
    indefPl: `${l}n`,
    defPl: `${l}na`,
    senses,
    rank: ing.rank,
  };
}
