import type { AdjEntry, Lexicon, NounEntry, VerbEntry, WordEntry } from '../lexicon/types.js';
import {
  participleAdjective,
  participles,
  presentParticipleAdjective,
  presentParticipleForm,
  presentPassives,
  verbalNoun,
} from './sv-derive.js';

export type VerbForm = 'inf' | 'pres' | 'past' | 'sup' | 'imp';

export type SvAnalysis =
  | { pos: 'noun'; entry: NounEntry; def: boolean; plural: boolean; gen?: boolean }
  | { pos: 'verb'; entry: VerbEntry; form: VerbForm; passive: boolean }
  | { pos: 'ppart'; entry: VerbEntry; plural: boolean }
  | { pos: 'adj'; entry: AdjEntry; form: 'common' | 'neuter' | 'def' | 'comp' | 'sup' }
  | { pos: 'word'; entry: WordEntry };

/** Lower-case Swedish word form → its analyses, most frequent entry first. */
export interface SvIndex {
  get(form: string): SvAnalysis[] | undefined;
  has(form: string): boolean;
}

export type SvEntry = NounEntry | VerbEntry | AdjEntry | WordEntry;

/**
 * Receives the forms of one entry in the order the index lists them when ranks tie. `want` sees every form as the
 * data writes it (null for an empty column); when it answers true the generator builds the analysis and passes it
 * to `take`. Building only what is wanted keeps a scan over all entries cheap.
 */
export interface FormSink {
  want(form: string | null): boolean;
  take(a: SvAnalysis): void;
}

const PASSIVE_AUX = new Set(['behöva', 'få', 'lära']);

// The present participle read as an adjective is one entry per verb, so repeated look-ups share it.
const PRESENT_PARTICIPLES = new WeakMap<VerbEntry, AdjEntry | null>();

function presentParticipleEntry(e: VerbEntry, lex: Lexicon): AdjEntry | null {
  let entry = PRESENT_PARTICIPLES.get(e);
  if (entry !== undefined) return entry;
  entry = presentParticipleAdjective(e, lex);
  PRESENT_PARTICIPLES.set(e, entry);
  return entry;
}

const VERBAL_NOUNS = new WeakMap<VerbEntry, NounEntry>();

function verbalNounEntry(e: VerbEntry, lex: Lexicon): NounEntry {
  let entry = VERBAL_NOUNS.get(e);
  if (entry) return entry;
  entry = verbalNoun(presentParticipleEntry(e, lex)!);
  VERBAL_NOUNS.set(e, entry);
  return entry;
}

function nounForms(e: NounEntry, s: FormSink): void {
  if (s.want(e.lemma)) s.take({ pos: 'noun', entry: e, def: false, plural: false });
  if (s.want(e.defSg)) s.take({ pos: 'noun', entry: e, def: true, plural: false });
  if (s.want(e.indefPl)) s.take({ pos: 'noun', entry: e, def: false, plural: true });
  if (s.want(e.defPl)) s.take({ pos: 'noun', entry: e, def: true, plural: true });
}

function verbForms(e: VerbEntry, lex: Lexicon, s: FormSink): void {
  if (s.want(e.inf)) s.take({ pos: 'verb', entry: e, form: 'inf', passive: false });
  if (s.want(e.present)) s.take({ pos: 'verb', entry: e, form: 'pres', passive: false });
  if (s.want(e.past)) s.take({ pos: 'verb', entry: e, form: 'past', passive: false });
  // Written long forms of the short pasts: sa → sade, la → lade.
  if (e.past && /^[a-zåäö]a$/.test(e.past) && e.inf.endsWith('ga') && s.want(`${e.past}de`))
    s.take({ pos: 'verb', entry: e, form: 'past', passive: false });
  if (s.want(e.supine)) s.take({ pos: 'verb', entry: e, form: 'sup', passive: false });
  // The past subjunctive vore (om jag vore du): read as a past of vara, the clause decides were / would be.
  if (e.inf === 'vara' && !e.particle && s.want('vore'))
    s.take({ pos: 'verb', entry: e, form: 'past', passive: false });
  if (s.want(e.imperative)) s.take({ pos: 'verb', entry: e, form: 'imp', passive: false });
  const ing = presentParticipleForm(e, lex);
  if (ing && s.want(ing)) s.take({ pos: 'adj', entry: presentParticipleEntry(e, lex)!, form: 'common' });
  // "efter öppnandet" → "after opening": the definite -andet/-endet form is the verb's noun (the act of doing it).
  if (ing && !lex.nouns.has(ing) && s.want(`${ing}t`))
    s.take({ pos: 'noun', entry: verbalNounEntry(e, lex), def: true, plural: false });
  // behövs, fås, läras: the auxiliaries that are also full verbs have an s-passive; the modals have none.
  if (e.flags.has('dep') || (e.flags.has('aux') && !PASSIVE_AUX.has(e.inf)) || e.particle) return;
  if (s.want(`${e.inf}s`)) s.take({ pos: 'verb', entry: e, form: 'inf', passive: true });
  if (e.present)
    for (const p of presentPassivesOf(e)) if (s.want(p)) s.take({ pos: 'verb', entry: e, form: 'pres', passive: true });
  if (e.past && s.want(`${e.past}s`)) s.take({ pos: 'verb', entry: e, form: 'past', passive: true });
  if (!e.supine) return;
  if (s.want(`${e.supine}s`)) s.take({ pos: 'verb', entry: e, form: 'sup', passive: true });
  const p = participles(e.supine);
  for (const f of p.common) if (s.want(f)) s.take({ pos: 'ppart', entry: e, plural: false });
  for (const f of p.plural) if (s.want(f)) s.take({ pos: 'ppart', entry: e, plural: true });
  // köpa → köpt/köpta, besöka → besökt/besökta: forms the supine alone does not show.
  const pa = participleAdjective(e);
  if (pa && !p.common.includes(pa.lemma) && pa.lemma !== e.supine && s.want(pa.lemma))
    s.take({ pos: 'ppart', entry: e, plural: false });
  if (pa?.def && !p.plural.includes(pa.def) && s.want(pa.def)) s.take({ pos: 'ppart', entry: e, plural: true });
}

/** gör → görs, kör → körs, bär → bärs: a present that is the infinitive without its -a keeps the r (not *gös). */
function presentPassivesOf(e: VerbEntry): string[] {
  const pres = e.present as string;
  if (pres.endsWith('r') && e.inf === `${pres}a`) return [`${pres}s`];
  return presentPassives(pres);
}

function adjectiveForms(e: AdjEntry, s: FormSink): void {
  if (s.want(e.lemma)) s.take({ pos: 'adj', entry: e, form: 'common' });
  if (e.neuter !== e.lemma && s.want(e.neuter)) s.take({ pos: 'adj', entry: e, form: 'neuter' });
  if (e.def !== e.lemma && s.want(e.def)) s.take({ pos: 'adj', entry: e, form: 'def' });
  // liten has a suppletive plural that the table's single definite column cannot hold.
  if (e.lemma === 'liten' && s.want('små')) s.take({ pos: 'adj', entry: e, form: 'def' });
  if (s.want(e.comp)) s.take({ pos: 'adj', entry: e, form: 'comp' });
  if (s.want(e.sup)) s.take({ pos: 'adj', entry: e, form: 'sup' });
  // störst → största, bäst → bästa, but vackrast → vackraste, senast → senaste.
  if (e.sup && s.want(/[^a]st$/.test(e.sup) ? `${e.sup}a` : `${e.sup}e`)) s.take({ pos: 'adj', entry: e, form: 'sup' });
}

/** Passes every form of `e` to the sink, in the order the index lists an entry's analyses. */
export function formsOf(e: SvEntry, lex: Lexicon, s: FormSink): void {
  if (e.kind === 'noun') nounForms(e, s);
  else if (e.kind === 'verb') verbForms(e, lex, s);
  else if (e.kind === 'adj') adjectiveForms(e, s);
  else if (s.want(e.word)) s.take({ pos: 'word', entry: e });
}
