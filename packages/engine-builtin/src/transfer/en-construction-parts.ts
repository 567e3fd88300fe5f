import type { EngineData, EnTarget } from '../engine-data.js';
import type { VerbEntry } from '../lexicon/types.js';
import { wordMap, wordSet } from '../lexicon/word-lists.js';
import { analyzeEnVerb } from '../morphology/en.js';
import { adjForm } from '../morphology/sv.js';
import { agreementOf } from './en-clause.js';
import { PRONOUNS } from './en-grammar.js';
import type { EnUnit } from './en-unit.js';

/** Helpers of en-constructions.ts: building targets, finding subjects and objects, and the longer rewrites. */
/** Adjectives of how food and goods are stored: "Keep refrigerated" → "Förvaras kylt". */
export const STORAGE = wordSet('storage-adjectives-en');
/** "Keep closed", "Keep clear" → "Hålls stängd", "Håll fritt": a notice's state with no object. */
const KEPT_STATES = wordMap('kept-states-en');
/** A frequency or an amount before "a day", "a week": "twice a week", "30 kronor a month", "eight hours a day". */
export const FREQUENCY_BEFORE = new Set(['num', 'noun', 'lit', 'adv', 'phrase']);
export const OBJECT_START = new Set(['det', 'poss', 'pron', 'noun', 'num', 'adj']);

export const isBe = (u: EnUnit | undefined) => u?.tag === 'be' || (u?.tag === 'verb' && u.base === 'be');
export const hasObject = (u: EnUnit | undefined) =>
  Boolean(u && (OBJECT_START.has(u.tag) || (u.tag === 'unknown' && u.cap)) && u.lower !== 'there');

export function verb(data: EngineData, lemma: string, particle = ''): EnTarget | undefined {
  const v = data.lex.verbs.get(lemma)?.find((e) => e.particle === particle) ?? data.lex.verbs.get(lemma)?.[0];
  if (!v) return undefined;
  const entry: VerbEntry = particle && v.particle !== particle ? { ...v, particle, lemma: `${v.inf} ${particle}` } : v;
  return { entry, senseIndex: 0, score: 0 };
}

export function firstOfKind(data: EngineData, key: string, kind: string): EnTarget | undefined {
  const all = data.enIndex.get(key)?.filter((t) => (t.entry.kind === 'word' ? t.entry.pos : t.entry.kind) === kind);
  return all?.find((t) => t.senseIndex === 0) ?? all?.[0];
}

export const word = (u: EnUnit, text: string, tag: EnUnit['tag'], sv: string): EnUnit => ({
  text,
  lower: text.toLowerCase(),
  cap: false,
  spaceBefore: true,
  tag,
  sv,
  span: u.span,
});
export const joinSpan = (a: EnUnit, b: EnUnit): EnUnit['span'] =>
  a.span && b.span ? [a.span[0], b.span[1]] : (a.span ?? b.span);

/** A finite past verb before `i` and no future: "She left on Monday", not "will be closed on Monday". */
export function pastBefore(units: EnUnit[], i: number): boolean {
  const before = units.slice(0, i);
  if (before.some((x) => x.tag === 'modal' && ['will', 'shall', 'would'].includes(x.lower))) return false;
  return before.some(
    (x, k) =>
      x.vform === 'past' || (x.vform === 'past-pp' && !['be', 'have', 'modal'].includes(before[k - 1]?.tag ?? '')),
  );
}

/** The nearest subject before the verb at `i` is plural (we, they, the children): "We met" → "Vi träffades". */
export function pluralSubject(units: EnUnit[], i: number): boolean {
  for (let k = i - 1; k >= 0; k--) {
    const x = units[k]!;
    if (['modal', 'adv', 'neg', 'do', 'have', 'be'].includes(x.tag)) continue;
    return (x.tag === 'pron' && ['we', 'they'].includes(x.lower)) || (x.tag === 'noun' && Boolean(x.plural));
  }
  return false;
}

export const isDetLike = (u: EnUnit | undefined) => Boolean(u && ['det', 'poss', 'adj'].includes(u.tag));

export function mindVerb(units: EnUnit[], i: number, data: EngineData): void {
  const u = units[i]!;
  const prev = units[i - 1];
  const next = units[i + 1];
  const first = !prev || prev.tag === 'punct';
  if (first && hasObject(next)) {
    const t = verb(data, 'se', 'upp för');
    if (t) Object.assign(u, { tag: 'verb', base: 'mind', vform: 'base', target: t, cued: true, sv: undefined });
    return;
  }
  const negated = prev?.tag === 'neg';
  const object = hasObject(next) || next?.tag === 'subord' || next?.lower === 'if';
  const t = verb(data, 'ha', `${negated ? 'inget' : 'något'} emot${object ? '' : ' det'}`);
  if (!t) return;
  Object.assign(u, { tag: 'verb', base: 'mind', vform: 'base', target: t, cued: true, sv: undefined });
  if (negated) units.splice(i - 1, 1);
}

/** "moving in June": the verb without its particle, then the preposition. */
export function splitParticle(units: EnUnit[], i: number, data: EngineData, prep = 'in'): void {
  const u = units[i]!;
  const [first] = u.text.split(' ');
  const base =
    u.tag === 'noun'
      ? analyzeEnVerb(first ?? '', data.enIrrPast, data.enIrrPp, (b) => data.enIndex.has(b)).find(
          (v) => v.form === 'ing',
        )?.base
      : u.base!.slice(0, -prep.length - 1);
  if (!base) return;
  const t = data.enIndex.get(base)?.find((x) => x.entry.kind === 'verb' && !(x.entry as VerbEntry).particle);
  if (!t || !first) return;
  const vform = u.tag === 'noun' ? 'ing' : u.vform;
  units.splice(
    i,
    1,
    { ...u, text: first, tag: 'verb', base, vform, target: t },
    {
      ...u,
      text: prep,
      lower: prep,
      tag: 'prep',
      base: undefined,
      target: firstOfKind(data, prep, 'prep'),
      vform: undefined,
    },
  );
}

/** "Keep refrigerated" → "Förvaras kylt"; "Keep the door closed" → "Håll dörren stängd". */
export function keepAdjective(units: EnUnit[], i: number, data: EngineData): void {
  const u = units[i]!;
  if (u.tag !== 'verb' || u.base !== 'keep') return;
  const next = units[i + 1];
  // "Keep your hands clean": a word ending the sentence that is also an adjective is the state, not a verb.
  const adjLike = (x: EnUnit | undefined, k = 0) =>
    x &&
    (x.tag === 'adj' ||
      (x.tag === 'verb' && (x.vform === 'pp' || x.vform === 'past-pp')) ||
      (x.tag === 'verb' && (!units[k + 1] || units[k + 1]!.tag === 'punct') && firstOfKind(data, x.lower, 'adj')));
  if ((i === 0 || units[i - 1]?.tag === 'punct') && next && STORAGE.has(next.lower)) {
    const t = verb(data, 'förvara');
    const adj = firstOfKind(data, next.lower, 'adj');
    const neuter = adj?.entry.kind === 'adj' ? adj.entry.neuter : null;
    if (t && neuter) {
      // Labels say it in the s-passive: "Förvaras kylt".
      Object.assign(u, { tag: 'phrase', sv: 'förvaras', target: t, cued: true });
      units[i + 1] = { ...next, tag: 'phrase', sv: neuter, target: undefined };
    }
    return;
  }
  const state = next && KEPT_STATES.get(next.lower);
  const after = units[i + 2];
  if (state && (i === 0 || units[i - 1]?.tag === 'punct') && (!after || after.tag === 'punct')) {
    Object.assign(u, { tag: 'phrase', sv: state, target: undefined });
    units.splice(i + 1, 1);
    return;
  }
  let k = i + 1;
  while (units[k] && ['det', 'poss', 'adj', 'noun', 'num'].includes(units[k]!.tag) && !adjLike(units[k + 0])) k++;
  if (k > i + 1 && units[k - 1]?.tag === 'noun' && adjLike(units[k], k)) {
    const t = verb(data, 'hålla');
    if (t) Object.assign(u, { target: t, cued: true });
    const x = units[k]!;
    if (x.tag === 'verb') {
      const adj = firstOfKind(data, x.lower, 'adj');
      if (adj) Object.assign(x, { tag: 'adj', base: x.lower, target: adj, vform: undefined });
    }
    // "Keep the kitchen clean" → "Håll köket rent": the state agrees with the object, not the subject.
    const a = x.target?.entry;
    const { gender, plural } = agreementOf(units.slice(i + 1, k));
    if (x.tag === 'adj' && a?.kind === 'adj' && !x.degree)
      Object.assign(x, { tag: 'phrase', sv: adjForm(a, gender, plural, false) });
  }
}

/**
 * The verb for an -ing word read as a noun ("good at cooking", "I like cooking"): a phrase verb when no object
 * follows (laga mat), else the plain verb.
 */
export function gerundVerb(data: EngineData, word: string, objectFollows: boolean) {
  const v = analyzeEnVerb(word, data.enIrrPast, data.enIrrPp, (b) => data.enIndex.has(b)).find((x) => x.form === 'ing');
  if (!v) return undefined;
  const all = data.enIndex.get(v.base) ?? [];
  const ph = all.find((x) => x.entry.kind === 'phrase' && x.senseIndex === 0);
  const svWords = ph?.entry.kind === 'phrase' ? ph.entry.sv.toLowerCase().split(' ') : [];
  const head = svWords.length > 1 ? data.lex.verbs.get(svWords[0]!)?.[0] : undefined;
  if (!objectFollows && ph && head) {
    const entry: VerbEntry = { ...head, lemma: svWords.join(' '), particle: svWords.slice(1).join(' ') };
    return { base: v.base, target: { ...ph, entry } as EnTarget };
  }
  const t = all.find((x) => x.entry.kind === 'verb');
  return t ? { base: v.base, target: t } : undefined;
}

/** A person noun phrase starts at `k` (my brother, the teacher): PRONOUNS or a noun about people. */
export function personNoun(units: EnUnit[], k: number): boolean {
  let j = k;
  while (units[j] && ['det', 'poss', 'adj'].includes(units[j]!.tag)) j++;
  const n = units[j];
  return j > k && n?.tag === 'noun' && PEOPLE.has(n.base ?? n.lower);
}

const PEOPLE = new Set([...wordSet('person-nouns-en'), 'teacher', 'boss', 'neighbor', 'parents']);

/** The subject of the verb at `i` is a thing (this word, that sign, it), not a person. */
export function thingSubject(units: EnUnit[], i: number): boolean {
  for (let k = i - 1; k >= 0; k--) {
    const x = units[k]!;
    if (x.tag === 'noun') return !PEOPLE.has(x.base ?? x.lower);
    if (x.tag === 'pron') return ['it', 'this', 'that', 'what'].includes(x.lower) || !(x.lower in PRONOUNS);
    if (x.tag === 'unknown') return false;
  }
  return false;
}
