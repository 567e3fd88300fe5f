import type { EngineData } from '../engine-data.js';
import type { VerbEntry } from '../lexicon/types.js';
import { wordSet } from '../lexicon/word-lists.js';
import {
  CLAUSE_CONJ,
  type Person,
  PLURAL_DETERMINER_WORDS,
  SUBJECT_PRONOUNS,
  SUBJUNCTIONS,
  WH_WORDS,
} from './sv-grammar.js';
import { measureOf } from './sv-render-np.js';
import type { SvUnit } from './sv-unit.js';
import { pickSense, UNCOUNTABLE } from './sv-words.js';

/** Clause-level helpers for sv→en: noun-phrase extent, subject person, clause boundaries. */
export const PLURAL_SUBJECT_DETS = new Set<string>([...PLURAL_DETERMINER_WORDS, 'de', 'två', 'tre', 'fyra', 'fem']);
/** Quantifiers that stand for people without a noun: fler (more people), många (many). */
const HEADLESS = new Set(['fler', 'många', 'flera', 'få', 'de flesta', 'allt fler', 'allt färre']);
const APPROXIMATORS = new Set(['omkring', 'cirka', 'ca', 'ungefär', 'nästan', 'drygt', 'knappt', 'runt', 'närmare']);
const GENERIC = wordSet('generic-nouns-sv');
const AGREE_WITH_NOUN = new Set(['number', 'lot', 'couple']);
export const REFLEXIVES = new Set(['mig', 'dig', 'sig', 'oss', 'er', 'mej', 'dej']);

export function isBoundary(u: SvUnit, next: SvUnit | undefined, prev?: SvUnit): boolean {
  if (u.kind !== 'punct' && (!next || next.kind === 'punct')) return false;
  if (u.lower === 'för att') return true;
  // An indirect question after its verb: "vet var hon bor", also after "inte" or an inverted subject
  // ("förstår inte vad du menar", "vet du var hon bor").
  const afterVerb =
    prev?.a?.pos === 'verb' ||
    (u.a?.pos === 'word' &&
      prev !== undefined &&
      (prev.lower === 'inte' || prev.lower in SUBJECT_PRONOUNS || prev.kind === 'phrase'));
  if (u.lower in WH_WORDS && afterVerb && next && (next.lower in SUBJECT_PRONOUNS || next.a?.pos === 'noun'))
    return true;
  if (u.kind === 'punct') return /^[,;:–—()"«»”]$/.test(u.lower);
  // "staden där jag föddes": där after a noun, before a subject, opens a relative clause (where).
  if (u.lower === 'där' && prev?.a?.pos === 'noun' && next && next.lower in SUBJECT_PRONOUNS) return true;
  const a = u.a;
  if (a?.pos !== 'word') return false;
  // "mellan 1929 och 1932", "två eller tre": och/eller between numbers joins them, not clauses.
  const isNum = (x: SvUnit | undefined) =>
    (x?.kind === 'lit' && /^\d/.test(x.lower)) || (x?.a?.pos === 'word' && x.a.entry.pos === 'num');
  if (a.entry.pos === 'conj' && isNum(prev) && isNum(next)) return false;
  if (a.entry.pos === 'conj') return CLAUSE_CONJ.has(u.lower);
  if (a.entry.pos === 'subj') return SUBJUNCTIONS.has(u.lower);
  return u.lower === 'som' && a.entry.pos === 'pron';
}

export const finiteVerb = (u: SvUnit) =>
  u.a?.pos === 'verb' && (u.a.form === 'pres' || u.a.form === 'past' || u.a.form === 'imp') && !u.consumed;

/** Extends a noun phrase ending at `end` over "och"/"eller" + another noun phrase. */
export function coordinated(c: SvUnit[], end: number): number {
  if (c[end]?.lower !== 'och' && c[end]?.lower !== 'eller') return end;
  const e = npEnd(c, end + 1);
  return e > 0 ? e : end;
}

/** End (exclusive) of a noun phrase starting at `i`, or -1. */
// Object pronouns never start a subject ("Oroa dig inte": dig is the reflexive object).
const OBJECT_ONLY = new Set(['mig', 'mej', 'dig', 'dej', 'honom', 'henne', 'oss', 'er', 'dem', 'sig', 'henom']);

export function npEnd(c: SvUnit[], i: number): number {
  const u = c[i];
  if (!u) return -1;
  if (u.a?.pos === 'word' && u.lower in SUBJECT_PRONOUNS && u.a.entry.pos !== 'det') return coordinated(c, i + 1);
  const nextNominal = c[i + 1]?.a?.pos === 'noun' || c[i + 1]?.a?.pos === 'adj' || Boolean(c[i + 1]?.compound);
  if (u.a?.pos === 'word' && u.lower in SUBJECT_PRONOUNS && !nextNominal) return i + 1;
  if (u.kind === 'unknown' && u.tokens[0]!.cap) {
    let j = i + 1;
    while (c[j]?.kind === 'unknown' && c[j]!.tokens[0]!.cap) j++;
    // A name in the genitive heads a longer noun phrase (Annas bil).
    if (c[j - 1]!.lower.endsWith('s') && (c[j]?.a?.pos === 'noun' || c[j]?.a?.pos === 'adj')) return npEnd(c, j);
    return coordinated(c, j);
  }
  // "Fler arbetar hemifrån": a quantifier alone before the verb is the subject (more people).
  // "Efter mötet kom omkring hundra personer": an approximation before a number.
  const numAt = (k: number) =>
    (c[k]?.kind === 'lit' && /^\d/.test(c[k]!.lower)) || (c[k]?.a as { entry?: { pos: string } })?.entry?.pos === 'num';
  if (APPROXIMATORS.has(u.lower) && numAt(i + 1) && npEnd(c, i + 1) > 0) return npEnd(c, i + 1);
  // "Flera av de skadade": before a partitive "av" too.
  if (HEADLESS.has(u.lower) && (!c[i + 1] || c[i + 1]!.a?.pos === 'verb' || c[i + 1]!.lower === 'av')) return i + 1;
  // "de flesta (länder)" → "most (countries)": the phrase is a determiner or stands alone.
  if (u.kind === 'phrase' && u.lower === 'de flesta') return npEnd(c, i + 1) > i + 1 ? npEnd(c, i + 1) : i + 1;
  let j = i;
  while (
    c[j] &&
    (c[j]!.a?.pos === 'adj' ||
      (c[j]!.a?.pos === 'word' && ['det', 'num'].includes((c[j]!.a as { entry: { pos: string } }).entry.pos)) ||
      (c[j]!.a?.pos === 'word' &&
        (c[j]!.a as { entry: { pos: string } }).entry.pos === 'pron' &&
        c[j]!.lower !== 'som' &&
        !OBJECT_ONLY.has(c[j]!.lower)))
  ) {
    j++;
    if (
      c[j - 1]!.a?.pos === 'word' &&
      (c[j - 1]!.a as { entry: { pos: string } }).entry.pos === 'pron' &&
      !(c[j]?.a?.pos === 'noun' || c[j]?.a?.pos === 'adj')
    )
      return c[j]?.kind === 'unknown' ? j + 1 : j;
  }
  // "norra Sverige": adjectives before a name the lexicon lacks.
  if (j > i && c[j]?.kind === 'unknown' && c[j]!.tokens[0]!.cap) return j + 1;
  if (c[j]?.a?.pos === 'noun') {
    while (c[j]?.a?.pos === 'noun' && (c[j]!.a as { gen?: boolean }).gen) j++;
    // "antalet turister" (the number of tourists): a measure noun and its bare noun are one phrase.
    const m = c[j]?.a;
    if (m?.pos === 'noun' && measureOf(m.entry, c[j + 1], c[j + 2])) j += c[j + 1]?.a?.pos === 'adj' ? 2 : 1;
    if (c[j]?.a?.pos === 'noun') return coordinated(c, j + 1);
    return j;
  }
  return j > i + 1 && c[j - 1]?.a?.pos === 'adj' && c[i]?.a?.pos === 'word' ? j : -1;
}

/** End of a noun phrase with prepositional phrases after it ("Priserna på el"), or -1. */
export function npWithPrepsEnd(c: SvUnit[]): number {
  const isPrep = (u: SvUnit | undefined) => u?.a?.pos === 'word' && u.a.entry.pos === 'prep';
  // A number before the noun counts too: "Barn under 7 år", "2,3 miljoner människor".
  const npAt = (k: number) =>
    c[k]?.kind === 'lit' && /^\d+(,\d+)?$/.test(c[k]!.lower) ? npEnd(c, k + 1) : npEnd(c, k);
  // "Omkring 2,3 miljoner människor bor …": an approximation before the number belongs to the phrase.
  const approx = APPROXIMATORS.has(c[0]?.lower ?? '') && c[1]?.kind === 'lit' && /^\d/.test(c[1].lower);
  let e = approx ? npAt(1) : npEnd(c, 0);
  while (e > 0 && isPrep(c[e]) && npAt(e + 1) > e + 1) e = npAt(e + 1);
  return e;
}

/**
 * End of the subject after an inverted finite verb: a noun phrase, with its prepositional phrases when a
 * non-finite verb follows them ("har stödet för partiet sjunkit" → "support for the party has fallen").
 */
export function invertedSubjectEnd(c: SvUnit[], start: number): number {
  const e = npEnd(c, start);
  if (e < 0 || (c[start]?.lower ?? '') in SUBJECT_PRONOUNS) return e;
  const ext = start + npWithPrepsEnd(c.slice(start));
  // "kommer resultaten från studien att presenteras": the infinitive marker before the verb.
  const v = (c[ext]?.lower === 'att' ? c[ext + 1] : c[ext])?.a;
  return ext > e && ((v?.pos === 'verb' && (v.form === 'sup' || v.form === 'inf')) || v?.pos === 'ppart') ? ext : e;
}

/** Whether a clause-initial verb is an imperative (f === 0, no label line, no question). */
export function imperativeVerb(
  V: SvUnit,
  va: Extract<SvUnit['a'], { pos: 'verb' }>,
  afterSub: boolean,
  hasSubject: boolean,
  inheritedSubject: boolean,
): boolean {
  // After a subordinate clause only a distinct imperative form, or an -a imperative with no subject after it:
  // "Om den inte startar, kontrollera …" (but "Om du vill, kommer jag").
  const afterSubOk = va.form === 'imp' && V.lower !== va.entry.present && (V.lower !== va.entry.inf || !hasSubject);
  return (
    (!afterSub || afterSubOk) &&
    (va.form === 'imp' || va.form === 'inf' || (!inheritedSubject && !hasSubject)) &&
    va.form !== 'past'
  );
}

/**
 * "Livet är kort" → "Life is short", "Livet i byarna" → "Life in the villages": a few abstract nouns are generic
 * when definite, alone or before a place phrase (not time: "tiden i …"); English has no article.
 */
export function markGenericSubject(subject: SvUnit[]): void {
  const s0 = subject[0]?.a;
  const s1 = subject[1]?.a;
  const placeAfter = s1?.pos === 'word' && s1.entry.pos === 'prep' && s0?.pos === 'noun' && s0.entry.lemma !== 'tid';
  if ((subject.length === 1 || placeAfter) && s0?.pos === 'noun' && s0.def && !s0.plural && GENERIC.has(s0.entry.lemma))
    subject[0]!.generic = true;
}

/** English nouns that take a plural verb although they have no plural form. */
const PLURAL_ONLY_EN = new Set(['police', 'people', 'cattle']);

export function personOf(np: SvUnit[]): { p: Person; en: string } {
  const first = np[0];
  if (np.length === 1 && first && first.lower in SUBJECT_PRONOUNS && first.a?.pos === 'word') {
    const s = SUBJECT_PRONOUNS[first.lower]!;
    return { p: s.p, en: s.en };
  }
  // The head is the last noun before any preposition: "Priserna på el" is plural.
  const prep = np.findIndex((u) => u.a?.pos === 'word' && u.a.entry.pos === 'prep');
  const pre = prep > 0 ? np.slice(0, prep) : np;
  // A measure noun heads its phrase: "Antalet turister ökade" → "The number of tourists increased".
  // "Ett antal personer skadades" → "A number of people were": a/an + number, lot, couple agrees with its noun.
  const measure = pre.find(
    (u, k) =>
      u.a?.pos === 'noun' &&
      measureOf(u.a.entry, pre[k + 1], pre[k + 2]) &&
      (u.a.def || !AGREE_WITH_NOUN.has(pickSense(u.a.entry.senses))),
  );
  const head = measure ?? [...pre].reverse().find((u) => u.a?.pos === 'noun');
  // A bare noun whose singular and plural look alike (forskare, barn) is read as plural.
  const bare =
    head?.a?.pos === 'noun' &&
    !head.a.def &&
    head.a.entry.indefPl === head.a.entry.lemma &&
    (prep > 0 ? np.slice(0, prep) : np).every((u) => u === head || (u.a?.pos === 'adj' && u.a.form === 'def'));
  // "Polisen har gripit" → "The police have arrested": English treats these as plural.
  if (head?.a?.pos === 'noun' && PLURAL_ONLY_EN.has(pickSense(head.a.entry.senses)))
    return { p: { person: 3, plural: true }, en: 'they' };
  // "Pengarna betalas tillbaka" → "The money is paid back": an English mass noun takes a singular verb.
  if (head?.a?.pos === 'noun' && UNCOUNTABLE.has(pickSense(head.a.entry.senses)) && !np.some((u) => u.lower === 'och'))
    return { p: { person: 3, plural: false }, en: 'it' };
  const last = np[np.length - 1]?.a;
  const headless = !head && last?.pos === 'adj' && (last.form === 'def' || last.form === 'comp');
  const plural =
    bare ||
    headless ||
    HEADLESS.has(np[0]?.lower ?? '') ||
    (head?.a?.pos === 'noun' ? head.a.plural : false) ||
    // Only the words before the prepositional phrase count: "Livet i de små byarna" is singular.
    (prep > 0 ? np.slice(0, prep) : np).some((u) => u.lower === 'och' || PLURAL_SUBJECT_DETS.has(u.lower));
  return { p: { person: 3, plural }, en: plural ? 'they' : 'he' };
}

/** "lika lång som" / "så snabbt som": "som" is "as" here, not a relative pronoun. */
export function asComparison(units: SvUnit[], u: SvUnit): boolean {
  if (u.lower !== 'som') return false;
  const i = units.indexOf(u);
  return units
    .slice(Math.max(0, i - 3), i)
    .some(
      (x) =>
        x.lower === 'lika' ||
        x.lower === 'samma' ||
        (x.lower === 'så' && units[units.indexOf(x) + 1]?.a?.pos === 'adj'),
    );
}

export function mainLemmaIs(e: VerbEntry | null, lemma: string): boolean {
  return e?.lemma === lemma;
}

/** "tycker om", "tycker inte om": a word that completes a particle verb is not a subordinating "om". */
export function isParticle(data: EngineData, units: SvUnit[], i: number): boolean {
  const u = units[i]!;
  // "frågade om jag ville": om before a subject and its verb opens a clause (if), whatever the verb before it.
  const nx = units[i + 1];
  if (
    u.lower === 'om' &&
    nx?.a?.pos === 'word' &&
    nx.a.entry.pos === 'pron' &&
    nx.lower in SUBJECT_PRONOUNS &&
    finiteVerb(units[['inte', 'aldrig', 'ej'].includes(units[i + 2]?.lower ?? '') ? i + 3 : i + 2] ?? u)
  )
    return false;
  // "frågade om tåget var sent": likewise before a noun phrase and a finite verb.
  const np = u.lower === 'om' ? npEnd(units.slice(i + 1), 0) : 0;
  if (np > 0 && units[i + 1 + np] && finiteVerb(units[i + 1 + np]!)) return false;
  for (let k = i - 1; k >= Math.max(0, i - 4); k--) {
    const a = units[k]!.a;
    // "ber om ursäkt för …": a particle verb of three words (be om ursäkt) counts too.
    if (a?.pos === 'verb')
      return (
        data.lex.verbs.has(`${a.entry.inf} ${u.lower}`) || data.lex.verbs.has(`${a.entry.inf} ${u.lower} ${nx?.lower}`)
      );
    if (units[k]!.kind === 'punct') return false;
  }
  return false;
}

/** "Erik och Anna bor här": "och" joins two subjects rather than two clauses. */
export function isCoordinatedSubject(clause: SvUnit[], units: SvUnit[], i: number): boolean {
  const u = units[i]!;
  if (u.lower !== 'och' && u.lower !== 'eller') return false;
  if (!clause.length || clause.some(finiteVerb) || npEnd(clause, 0) !== clause.length) return false;
  const rest = units.slice(i + 1);
  const e = npEnd(rest, 0);
  return e > 0 && Boolean(rest[e]) && finiteVerb(rest[e]!);
}

export function reflexiveOf(en: string | undefined): string {
  const m: Record<string, string> = {
    I: 'myself',
    you: 'yourself',
    he: 'himself',
    she: 'herself',
    it: 'itself',
    we: 'ourselves',
    they: 'themselves',
  };
  return (en && m[en]) || 'oneself';
}

/** After "det" + s-passive, the indefinite noun phrase after the verb group (from `j`), consumed, or null. */
export function passiveSubject(c: SvUnit[], j: number, ops: readonly { kind: string }[]): SvUnit[] | null {
  if (!ops.some((o) => o.kind === 'passive')) return null;
  const after = c.slice(j).filter((u) => !u.consumed);
  const e = npEnd(after, 0);
  const head = after.slice(0, e).find((u) => u.a?.pos === 'noun');
  if (e <= 0 || head?.a?.pos !== 'noun' || head.a.def) return null;
  const np = after.slice(0, e);
  for (const u of np) u.consumed = true;
  return np;
}
