import type { EngineData, EnTarget } from '../engine-data.js';
import { AGE_ADJECTIVE_SV } from '../entities/ages.js';
import type { AdjEntry } from '../lexicon/types.js';
import { wordMap, wordSet } from '../lexicon/word-lists.js';
import { analyzeEnNoun, analyzeEnVerb } from '../morphology/en.js';
import { targets } from './en-candidates.js';
import { compoundModifier } from './en-compound.js';
import { gerundVerb, verb } from './en-construction-parts.js';
import type { EnUnit } from './en-unit.js';

/**
 * Readings the word-by-word choice (en-choose.ts) cannot see, revisited with the whole sentence in view: a noun before
 * a noun that opens a sentence is a compound modifier, not an imperative ("House prices are rising"), and an -ing
 * word after like/enjoy/stop … or as a subject with an object is a gerund ("I like cooking", "Learning Swedish is
 * fun"), which Swedish says with att + infinitive.
 */
const GERUND_VERBS = wordSet('gerund-verbs-en');
const GERUND_VERB_SV = wordMap('gerund-verb-sv');
const SIGN_STATES = wordSet('sign-states-en');
const TIME_AFTER_STATE = new Set(['until', 'till', 'from', 'on', 'at', 'between', 'during', 'for', 'today', 'daily']);
const CLAUSE_VERBS = new Set([...wordSet('clause-verbs-en'), ...wordSet('check-verbs-en')]);
const BARE_INFINITIVE_VERBS = wordSet('bare-infinitive-verbs-en');
const OBJECT_PRONOUNS = new Set(['me', 'you', 'him', 'her', 'it', 'us', 'them', 'this', 'that']);
/** What a subject noun phrase may hold before its finite verb (a prepositional phrase included). */
const NP_MATERIAL = new Set(['det', 'poss', 'adj', 'noun', 'num', 'prep', 'lit', 'coord']);

/** The first noun reading of a word form, likelier stem first (as en-candidates.ts reads it). */
export function nounReading(
  data: EngineData,
  lower: string,
): { base: string; plural: boolean; target: EnTarget } | undefined {
  for (const n of analyzeEnNoun(lower, data.enIrrSingular, (b) => targets(data, b, 'noun').length > 0)) {
    const t = targets(data, n.base, 'noun')[0];
    if (t) return { ...n, target: t };
  }
  return undefined;
}

const finiteVerb = (u: EnUnit | undefined, pluralSubject: boolean) =>
  Boolean(
    u &&
      (['be', 'have', 'modal', 'do'].includes(u.tag) ||
        (u.tag === 'verb' &&
          (['past', 'past-pp', '3sg', 'pres'].includes(u.vform ?? '') || (pluralSubject && u.vform === 'base')))),
  );

/** A word that opens a sentence or follows punctuation other than a comma. */
const opens = (units: EnUnit[], k: number) =>
  k === 0 || (units[k - 1]!.tag === 'punct' && [':', '.', '!', '?', ';'].includes(units[k - 1]!.text));

export function toNoun(data: EngineData, u: EnUnit): boolean {
  if (u.tag === 'noun') return true;
  const n = nounReading(data, u.lower);
  if (!n) return false;
  Object.assign(u, { tag: 'noun', base: n.base, plural: n.plural, target: n.target, vform: undefined });
  return true;
}

/**
 * The finite verb closing a subject noun phrase that runs from `from`, and the verb-tagged words in it that are its
 * nouns; undefined when something else comes first. Only noun-phrase material and a prepositional phrase may come
 * between; a verb-tagged word with a noun reading is a noun when it starts the phrase or stands right before a
 * finite verb ("Reading books makes …").
 */
function subjectEnd(
  data: EngineData,
  units: EnUnit[],
  from: number,
  pluralHead: boolean,
): { f: number; nouns: number[] } | undefined {
  let plural = pluralHead;
  const nouns: number[] = [];
  for (let j = from; j < units.length; j++) {
    const u = units[j]!;
    if (u.tag === 'verb') {
      const n = nounReading(data, u.lower);
      const nextFinite = Boolean(n) && finiteVerb(units[j + 1], Boolean(n?.plural));
      if (j > from && finiteVerb(u, plural) && !nextFinite) return { f: j, nouns };
      if (!n || !(j === from || nextFinite)) return undefined;
      nouns.push(j);
      plural = n.plural;
      continue;
    }
    if (['be', 'have', 'modal', 'do'].includes(u.tag)) return j > from ? { f: j, nouns } : undefined;
    // "Reading books makes me happy": a noun-tagged word with a finite verb reading before its object is the verb.
    const next = units[j + 1];
    if (
      u.tag === 'noun' &&
      j > from &&
      next &&
      (['det', 'poss'].includes(next.tag) || OBJECT_PRONOUNS.has(next.lower))
    ) {
      const v = analyzeEnVerb(u.lower, data.enIrrPast, data.enIrrPp, (b) => targets(data, b, 'verb').length > 0).find(
        (x) => x.form === '3sg' || x.form === 'past' || x.form === 'past-pp',
      );
      const t = v && targets(data, v.base, 'verb')[0];
      if (v && t) {
        Object.assign(u, { tag: 'verb', base: v.base, vform: v.form, target: t, plural: undefined });
        return { f: j, nouns };
      }
    }
    if ((u.tag === 'unknown' && u.cap) || (j > from && (u.tag === 'adv' || OBJECT_PRONOUNS.has(u.lower)))) continue;
    if (!NP_MATERIAL.has(u.tag)) return undefined;
    if (u.tag === 'noun') plural = Boolean(u.plural);
  }
  return undefined;
}

/** "House prices are rising", "Train tickets must be bought": the opening noun/verb word is a compound modifier. */
function compoundSubjects(units: EnUnit[], data: EngineData): void {
  for (let k = 0; k + 2 < units.length; k++) {
    const w = units[k]!;
    const head = units[k + 1]!;
    if (!opens(units, k) || w.tag !== 'verb' || w.vform !== 'base' || CLAUSE_VERBS.has(w.base ?? '')) continue;
    if (head.tag !== 'noun' && head.tag !== 'verb') continue;
    if (!nounReading(data, w.lower)) continue;
    const end = subjectEnd(data, units, k + 1, Boolean(head.plural));
    if (!end) continue;
    const f = units[end.f]!;
    if (f.tag === 'verb' && f.vform === 'base' && BARE_INFINITIVE_VERBS.has(w.base ?? '')) continue;
    if (units[end.f - 1]?.tag === 'coord') continue; // "Cook pasta and drain it": two imperatives
    for (const j of end.nouns) toNoun(data, units[j]!);
    toNoun(data, w);
  }
}

const ING_TAGS = new Set(['noun', 'adj', 'verb', 'unknown']);

function makeGerund(units: EnUnit[], data: EngineData, i: number): void {
  const u = units[i]!;
  const after = units[i + 1];
  const g = gerundVerb(
    data,
    u.lower,
    Boolean(after && ['det', 'poss', 'noun', 'pron', 'adj', 'num'].includes(after.tag)),
  );
  if (!g) return;
  Object.assign(u, { tag: 'verb', base: g.base, vform: 'ing', target: g.target, plural: undefined });
  // Its object: "reading books" is read + noun, not a verb.
  if (after?.tag === 'verb' && after.vform === '3sg') toNoun(data, after);
}

/** "I like cooking", "She enjoys painting", "Stop talking": the -ing word after a gerund verb is a verb. */
function gerundObjects(units: EnUnit[], data: EngineData): void {
  for (let i = 1; i < units.length; i++) {
    const v = units[i - 1]!;
    const u = units[i]!;
    if (!/ing$/.test(u.lower) || !ING_TAGS.has(u.tag)) continue;
    if (v.tag !== 'verb' && !(v.tag === 'noun' && v.lower === 'mind' && units[i - 2]?.tag === 'pron')) continue;
    if (!GERUND_VERBS.has(v.base ?? v.lower)) continue;
    if (!(u.tag === 'verb' && u.vform === 'ing')) makeGerund(units, data, i);
    const sv = GERUND_VERB_SV.get(v.base ?? '');
    const t =
      sv && units[i]!.vform === 'ing' ? verb(data, sv.split(' ')[0]!, sv.split(' ').slice(1).join(' ')) : undefined;
    if (t) Object.assign(v, { target: t, cued: true });
  }
}

/** "Learning a new language takes time", "Reading books makes me happy": an -ing subject with an object. */
function gerundSubjects(units: EnUnit[], data: EngineData): void {
  for (let k = 0; k + 2 < units.length; k++) {
    const u = units[k]!;
    if (!opens(units, k) || !/ing$/.test(u.lower) || !ING_TAGS.has(u.tag)) continue;
    const end = subjectEnd(data, units, k + 1, false);
    // A bare -ing subject ("Swimming is good exercise") may stay the noun (simning).
    if (!end || end.f < k + 2) continue;
    // A bare noun right before the verb: "Reading books makes" (a singular verb: the -ing subject) but "Opening hours
    // are" (the verb agrees with the noun: a compound); a singular noun only when it is a name (Learning Swedish is).
    const object = units[k + 1]!;
    if (end.f === k + 2 && (object.tag === 'noun' || end.nouns.includes(k + 1))) {
      const plural = object.tag === 'noun' ? object.plural : nounReading(data, object.lower)?.plural;
      const f = units[end.f]!;
      const singularVerb = f.vform === '3sg' || ['is', 'was', 'has', 'does'].includes(f.lower);
      if (plural && !singularVerb) toNoun(data, u); // "Waiting times are long": a compound
      if (plural ? !singularVerb : !object.cap) continue;
    }
    for (const j of end.nouns) toNoun(data, units[j]!);
    makeGerund(units, data, k);
    u.gerund = u.tag === 'verb';
  }
}

/** "Sugar free", "gluten free bread": a noun before free is the first part of a Swedish compound (sockerfri). */
function freeCompounds(units: EnUnit[], data: EngineData): void {
  for (let i = units.length - 1; i > 0; i--) {
    const [n, f, after] = [units[i - 1]!, units[i]!, units[i + 1]];
    if (f.lower !== 'free' || (after && !['punct', 'noun', 'coord'].includes(after.tag))) continue;
    // "Fat free", "Smoke free area": an adjective or verb reading of the first word gives way to its noun, but "set
    // the bird free" is a resultative and "Feel free." the verb.
    if (['det', 'poss'].includes(units[i - 2]?.tag ?? '') && after?.tag !== 'noun') continue;
    const asNoun = n.tag === 'noun' ? n : nounReading(data, n.lower);
    if (!asNoun || asNoun.plural || asNoun.target?.entry.kind !== 'noun') continue;
    if (n.tag === 'verb' && after?.tag !== 'noun') continue;
    if (!['noun', 'adj', 'verb'].includes(n.tag)) continue;
    const fri = targets(data, 'free', 'adj')[0];
    if (fri?.entry.kind !== 'adj') continue;
    const stem = compoundModifier(asNoun.target.entry, data.svIndex);
    const e: AdjEntry = fri.entry;
    const entry: AdjEntry = {
      ...e,
      ...{ lemma: stem + e.lemma, neuter: e.neuter && stem + e.neuter, def: e.def && stem + e.def },
      ...{ comp: null, sup: null },
    };
    const span = n.span && f.span ? ([n.span[0], f.span[1]] as const) : n.span;
    const text = `${n.text} ${f.text}`;
    const merged: EnUnit = { ...n, text, lower: text.toLowerCase(), span, tag: 'adj', base: 'free' };
    units.splice(i - 1, 2, { ...merged, plural: undefined, target: { ...fri, entry }, cued: true });
  }
}

/** "Open until 31 December", "Closed on Sundays": a sign's state before a time, in the neuter (Öppet, Stängt). */
function signState(units: EnUnit[], data: EngineData): void {
  const u = units[0];
  const next = units[1];
  if (u?.tag !== 'verb' || !SIGN_STATES.has(u.lower) || !next) return;
  if (units.slice(1).some((x) => ['verb', 'be', 'have', 'modal', 'do', 'pron'].includes(x.tag) || x.text === '!'))
    return;
  if (next.lower === 'at' && !['lit', 'num'].includes(units[2]?.tag ?? '')) return; // "Open at once"
  if (
    !(next.tag === 'lit' || next.tag === 'num' || TIME_AFTER_STATE.has(next.lower) || next.lower.startsWith('until '))
  )
    return;
  const t = targets(data, u.lower, 'adj')[0];
  if (t?.entry.kind !== 'adj' || !t.entry.neuter) return;
  const entry: AdjEntry = { ...t.entry, lemma: t.entry.neuter, def: t.entry.neuter };
  Object.assign(u, { tag: 'adj', base: u.lower, vform: undefined, target: { ...t, entry }, cued: true });
}

/**
 * "Train 421 is cancelled", "Bus 4 leaves from stop B", "Invoice no. 4432": a word opening the sentence before a number
 * or code names the vehicle or document with that number (a noun, not an imperative) when a finite verb follows the
 * number or "no." (nr) comes between; "Call 112", "Take 2 tablets" stay imperatives.
 */
function numberedSubject(units: EnUnit[], data: EngineData): void {
  const [w, n, f] = [units[0], units[1], units[2]];
  const verbFirst = w?.tag === 'verb' && w.vform === 'base';
  if (!(verbFirst || w?.tag === 'noun') || !n || !['lit', 'num'].includes(n.tag)) return;
  if (n.lower === 'nr' || /^nr\b/.test(n.lower)) {
    if (verbFirst) toNoun(data, w!);
    return;
  }
  if (!/\d/.test(n.text) || !f) return;
  if (!finiteVerb(f, false) && !(f.tag === 'prep' && subjectEnd(data, units, 2, false))) {
    // "Bus 4 leaves from …": a noun-tagged -s word with a present reading before a preposition is the verb.
    // Not after an imperative: "Cook 5 minutes before serving".
    if (verbFirst || f.tag !== 'noun' || !/s$/.test(f.lower)) return;
    if (!['prep', 'adv', 'det'].includes(units[3]?.tag ?? '')) return;
    const v = analyzeEnVerb(f.lower, data.enIrrPast, data.enIrrPp, (b) => targets(data, b, 'verb').length > 0).find(
      (x) => x.form === '3sg',
    );
    const t = v && targets(data, v.base, 'verb')[0];
    if (!v || !t) return;
    Object.assign(f, { tag: 'verb', base: v.base, vform: v.form, target: t, plural: undefined });
  }
  if (verbFirst) toNoun(data, w!);
}

/** "a 3-year-old son" → "en 3-årig son": the age the entities made (3-årig, treårig) is an adjective that agrees. */
function ageAdjectives(units: EnUnit[]): void {
  for (const u of units) {
    if (u.tag !== 'lit' || !AGE_ADJECTIVE_SV.test(u.text)) continue;
    const entry: AdjEntry = {
      ...{ kind: 'adj', lemma: u.text, neuter: `${u.text}t`, def: `${u.text}a` },
      ...{ comp: null, sup: null, senses: [], rank: 0 },
    };
    Object.assign(u, { tag: 'adj', base: u.lower, target: { entry, senseIndex: 0, score: 0 }, cued: true });
  }
}

export function retagWithSentence(units: EnUnit[], data: EngineData): void {
  signState(units, data);
  ageAdjectives(units);
  numberedSubject(units, data);
  // "Have a safe flight!", "Have a great time at the party!": have opening a sentence that asks nothing is a wish,
  // the imperative (Ha en trevlig resa), not "Har".
  const first = units[0];
  if (
    first?.tag === 'have' &&
    first.lower === 'have' &&
    ['a', 'an', 'fun'].includes(units[1]?.lower ?? '') &&
    !units.some((u) => u.text === '?')
  )
    first.vform = 'base';
  // "Date: 2024-05-17", "Note: …": a label before a colon is a noun.
  if (units[0]?.tag === 'verb' && units[1]?.text === ':' && !CLAUSE_VERBS.has(units[0].base ?? ''))
    toNoun(data, units[0]);
  // "some more cake", "any more questions": the quantity word determines the noun after "more".
  units.forEach((u, i) => {
    if (u.tag === 'pron' && ['some', 'any'].includes(u.lower) && units[i + 1]?.lower === 'more')
      if (['noun', 'adj'].includes(units[i + 2]?.tag ?? '')) u.tag = 'det';
  });
  freeCompounds(units, data);
  compoundSubjects(units, data);
  gerundObjects(units, data);
  gerundSubjects(units, data);
}
