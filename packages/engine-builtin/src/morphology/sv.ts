import type { AdjEntry, Lexicon, NounEntry, VerbEntry, WordEntry } from '../lexicon/types.js';
import { presentParticiple } from './en.js';

export type VerbForm = 'inf' | 'pres' | 'past' | 'sup' | 'imp';

export type SvAnalysis =
  | { pos: 'noun'; entry: NounEntry; def: boolean; plural: boolean; gen?: boolean }
  | { pos: 'verb'; entry: VerbEntry; form: VerbForm; passive: boolean }
  | { pos: 'ppart'; entry: VerbEntry; plural: boolean }
  | { pos: 'adj'; entry: AdjEntry; form: 'common' | 'neuter' | 'def' | 'comp' | 'sup' }
  | { pos: 'word'; entry: WordEntry };

export type SvIndex = Map<string, SvAnalysis[]>;

function add(index: SvIndex, form: string | null, a: SvAnalysis): void {
  if (!form || form.includes(' ')) return;
  form = form.toLowerCase();
  const list = index.get(form);
  if (list) list.push(a);
  else index.set(form, [a]);
}

const PASSIVE_AUX = new Set(['behöva', 'få', 'lära']);

/** s-passive forms: talar → talas, äter → äts, läser → läses. */
function presentPassives(present: string): string[] {
  if (present.endsWith('ar')) return [`${present.slice(0, -1)}s`];
  // läser → läses (not läss): a stem in -s keeps the e.
  if (present.endsWith('ser')) return [`${present.slice(0, -1)}s`, `${present.slice(0, -2)}s`];
  if (present.endsWith('er')) return [`${present.slice(0, -2)}s`, `${present.slice(0, -1)}s`];
  if (present.endsWith('r')) return [`${present.slice(0, -1)}s`];
  return [];
}

/** Adjectival past participles from the supine: målat → målad/målade, skrivit → skriven/skrivna, köpt → köpta. */
function participles(supine: string): { common: string[]; plural: string[] } {
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
  if (supine.endsWith('tt')) return { common: [`${supine.slice(0, -1)}dd`], plural: [`${supine.slice(0, -1)}dda`] };
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
 * köpa → köpt/köpt/köpta, använda → använd/använt/använda, stänga → stängd/stängt/stängda. Null without a supine.
 */
export function participleAdjective(e: VerbEntry): AdjEntry | null {
  const sup = e.supine;
  if (!sup) return null;
  const make = (lemma: string, neuter: string, def: string): AdjEntry => ({
    kind: 'adj',
    ...{ lemma, neuter, def, comp: null, sup: null, senses: e.senses, rank: e.rank },
  });
  if (sup.endsWith('at')) return make(`${sup.slice(0, -1)}d`, sup, `${sup.slice(0, -1)}de`);
  if (sup.endsWith('it')) return make(`${sup.slice(0, -2)}en`, `${sup.slice(0, -2)}et`, `${sup.slice(0, -2)}na`);
  if (sup.endsWith('gett'))
    return make(`${sup.slice(0, -3)}iven`, `${sup.slice(0, -3)}ivet`, `${sup.slice(0, -3)}ivna`);
  if (sup.endsWith('tt')) return make(`${sup.slice(0, -1)}dd`, sup, `${sup.slice(0, -1)}dda`);
  const stem = e.present?.endsWith('er') ? e.present.slice(0, -2) : null;
  if (!stem || !sup.endsWith('t')) return null;
  if (/[kpstx]$/.test(stem)) return make(`${stem.replace(/t$/, '')}t`, sup, `${stem.replace(/t$/, '')}ta`);
  if (stem.endsWith('d')) return make(stem, sup, `${stem}a`);
  return make(`${stem}d`, sup, `${stem}da`);
}

/**
 * A verb's present participle as an adjective entry (arbeta → arbetande → working, bo → boende → living), for
 * "de deltagande länderna" → "the participating countries". Null when the lexicon lists the adjective itself.
 */
export function presentParticipleAdjective(e: VerbEntry, lex: Lexicon): AdjEntry | null {
  if (e.particle || e.flags.has('aux') || e.flags.has('dep') || e.inf.length < 3) return null;
  // delta → deltagit → deltagande, dra → dragit → dragande: short infinitives take the long stem.
  const long = e.supine?.endsWith('agit') && /[tr]a$/.test(e.inf) ? `${e.supine.slice(0, -2)}ande` : null;
  const form =
    long ?? (e.inf.endsWith('a') ? `${e.inf.slice(0, -1)}ande` : /[oeiuyåäö]$/.test(e.inf) ? `${e.inf}ende` : null);
  if (!form || lex.adjectives.has(form)) return null;
  // Before a noun a one-word participle reads best: "participating", not "taking part".
  const ordered = [...e.senses].sort((x, y) => Number(x.text.includes(' ')) - Number(y.text.includes(' ')));
  const senses = ordered.map((x) => ({ text: presentParticiple(x.text) }));
  return { kind: 'adj', lemma: form, neuter: form, def: form, comp: null, sup: null, senses, rank: e.rank };
}

/** The noun of an -ande/-ende participle (öppnande, ett; öppnandet), whose English is the -ing form. */
function verbalNoun(ing: AdjEntry): NounEntry & { defSg: string } {
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

export function buildSvIndex(lex: Lexicon): SvIndex {
  const index: SvIndex = new Map();
  for (const list of lex.nouns.values()) {
    for (const e of list) {
      add(index, e.lemma, { pos: 'noun', entry: e, def: false, plural: false });
      add(index, e.defSg, { pos: 'noun', entry: e, def: true, plural: false });
      add(index, e.indefPl, { pos: 'noun', entry: e, def: false, plural: true });
      add(index, e.defPl, { pos: 'noun', entry: e, def: true, plural: true });
    }
  }
  for (const list of lex.verbs.values()) {
    for (const e of list) {
      const dep = e.flags.has('dep');
      add(index, e.inf, { pos: 'verb', entry: e, form: 'inf', passive: false });
      add(index, e.present, { pos: 'verb', entry: e, form: 'pres', passive: false });
      add(index, e.past, { pos: 'verb', entry: e, form: 'past', passive: false });
      // Written long forms of the short pasts: sa → sade, la → lade.
      if (e.past && /^[a-zåäö]a$/.test(e.past) && e.inf.endsWith('ga'))
        add(index, `${e.past}de`, { pos: 'verb', entry: e, form: 'past', passive: false });
      add(index, e.supine, { pos: 'verb', entry: e, form: 'sup', passive: false });
      // The past subjunctive vore (om jag vore du): read as a past of vara, the clause decides were / would be.
      if (e.inf === 'vara' && !e.particle) add(index, 'vore', { pos: 'verb', entry: e, form: 'past', passive: false });
      add(index, e.imperative, { pos: 'verb', entry: e, form: 'imp', passive: false });
      const ing = presentParticipleAdjective(e, lex);
      if (ing) add(index, ing.lemma, { pos: 'adj', entry: ing, form: 'common' });
      // "efter öppnandet" → "after opening": the definite -andet/-endet form is the verb's noun (the act of doing it).
      const act = ing && !lex.nouns.has(ing.lemma) ? verbalNoun(ing) : null;
      if (act) add(index, act.defSg, { pos: 'noun', entry: act, def: true, plural: false });
      // behövs, fås, läras: the auxiliaries that are also full verbs have an s-passive; the modals have none.
      if (dep || (e.flags.has('aux') && !PASSIVE_AUX.has(e.inf)) || e.particle) continue;
      add(index, `${e.inf}s`, { pos: 'verb', entry: e, form: 'inf', passive: true });
      if (e.present)
        for (const p of presentPassives(e.present))
          add(index, p, { pos: 'verb', entry: e, form: 'pres', passive: true });
      if (e.past) add(index, `${e.past}s`, { pos: 'verb', entry: e, form: 'past', passive: true });
      if (e.supine) {
        add(index, `${e.supine}s`, { pos: 'verb', entry: e, form: 'sup', passive: true });
        const p = participles(e.supine);
        for (const f of p.common) add(index, f, { pos: 'ppart', entry: e, plural: false });
        for (const f of p.plural) add(index, f, { pos: 'ppart', entry: e, plural: true });
        // köpa → köpt/köpta, besöka → besökt/besökta: forms the supine alone does not show.
        const pa = participleAdjective(e);
        if (pa && !p.common.includes(pa.lemma) && pa.lemma !== e.supine)
          add(index, pa.lemma, { pos: 'ppart', entry: e, plural: false });
        if (pa?.def && !p.plural.includes(pa.def)) add(index, pa.def, { pos: 'ppart', entry: e, plural: true });
      }
    }
  }
  for (const list of lex.adjectives.values()) {
    for (const e of list) {
      add(index, e.lemma, { pos: 'adj', entry: e, form: 'common' });
      if (e.neuter !== e.lemma) add(index, e.neuter, { pos: 'adj', entry: e, form: 'neuter' });
      if (e.def !== e.lemma) add(index, e.def, { pos: 'adj', entry: e, form: 'def' });
      // liten has a suppletive plural that the table's single definite column cannot hold.
      if (e.lemma === 'liten') add(index, 'små', { pos: 'adj', entry: e, form: 'def' });
      add(index, e.comp, { pos: 'adj', entry: e, form: 'comp' });
      add(index, e.sup, { pos: 'adj', entry: e, form: 'sup' });
      // störst → största, bäst → bästa, but vackrast → vackraste, senast → senaste.
      if (e.sup) add(index, /[^a]st$/.test(e.sup) ? `${e.sup}a` : `${e.sup}e`, { pos: 'adj', entry: e, form: 'sup' });
    }
  }
  for (const list of lex.words.values()) for (const e of list) add(index, e.word, { pos: 'word', entry: e });
  for (const list of index.values()) list.sort((a, b) => a.entry.rank - b.entry.rank);
  return index;
}

/** Analyses of a lower-case Swedish word, including the possessive -s of nouns (Annas, bilens). */
export function analyzeSv(index: SvIndex, word: string): SvAnalysis[] {
  const direct = index.get(word) ?? [];
  if (word.length > 3 && word.endsWith('s') && !direct.some((a) => a.pos === 'noun' || a.pos === 'word')) {
    const gen = (index.get(word.slice(0, -1)) ?? []).filter((a) => a.pos === 'noun');
    if (gen.length) return [...direct, ...gen.map((a) => ({ ...a, gen: true }) as SvAnalysis)];
  }
  return direct;
}

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
