import type { EngineData, EnTarget } from '../engine-data.js';
import type { AdjEntry } from '../lexicon/types.js';
import { analyzeEnNoun, analyzeEnVerb } from '../morphology/en.js';
import type { Token } from '../tokenize.js';
import { compoundModifier } from './en-compound.js';
import { type Cand, derivedReadings } from './en-derivation.js';
import {
  BE_FORMS,
  CLAUSE_ADVERBS,
  COORD,
  DETERMINERS,
  DO_FORMS,
  HAVE_FORMS,
  MODALS,
  POSSESSIVES,
  PRONOUNS,
  SUBORD,
  WH,
} from './en-grammar.js';
import { americanSpellings } from './en-spelling.js';
import type { EnTag } from './en-unit.js';

/** Readings of one English word (closed-class table, lexicon, morphology) and the choice between them by context. */
export const NONE: EnTarget[] = [];
// Per-kind views of the English index, computed once per engine; keys are bounded by the lexicon, not by input.
// One map per kind (a handful), so a lookup hashes the word itself rather than a new kind+word string.
export const byKind = new WeakMap<EngineData, Map<string, Map<string, EnTarget[]>>>();

export function targets(data: EngineData, key: string, kind: string): EnTarget[] {
  const all = data.enIndex.get(key);
  if (!all) return NONE;
  let kinds = byKind.get(data);
  if (!kinds) {
    kinds = new Map();
    byKind.set(data, kinds);
  }
  let cache = kinds.get(kind);
  if (!cache) {
    cache = new Map();
    kinds.set(kind, cache);
  }
  let hit = cache.get(key);
  if (!hit) {
    hit = all.filter((t) => (t.entry.kind === 'word' ? t.entry.pos : t.entry.kind) === kind);
    cache.set(key, hit);
  }
  return hit;
}

export const IRREGULAR_DEGREE: Record<string, [string, 'comp' | 'sup']> = {
  better: ['good', 'comp'],
  best: ['good', 'sup'],
  worse: ['bad', 'comp'],
  worst: ['bad', 'sup'],
  bigger: ['big', 'comp'],
  biggest: ['big', 'sup'],
  less: ['little', 'comp'],
  least: ['little', 'sup'],
  further: ['far', 'comp'],
  farther: ['far', 'comp'],
  elder: ['old', 'comp'],
  eldest: ['old', 'sup'],
  lower: ['low', 'comp'],
  higher: ['high', 'comp'],
};

export type { Cand } from './en-derivation.js';

// Readings depend on the word alone (and, for "may", on whether it is capitalised inside the sentence: the month), so
// they are kept per engine and shared by every sentence; callers only read them. The store is emptied when it holds
// more than MEMO_LIMIT words, so the vocabulary of the input cannot grow it without bound.
const MEMO_LIMIT = 20_000;
const memo = new WeakMap<EngineData, Map<string, Cand[]>>();

export function candidates(data: EngineData, t: Token & { gen?: boolean }): Cand[] {
  const key = t.lower === 'may' && t.cap && t.start > 0 ? '\u0001may' : t.lower;
  let words = memo.get(data);
  if (!words) {
    words = new Map();
    memo.set(data, words);
  }
  let c = words.get(key);
  if (!c) {
    if (words.size >= MEMO_LIMIT) words.clear();
    c = readings(data, t);
    words.set(key, c);
  }
  return c;
}

/** `plain`: the word as written only (no other spelling, no derivation), for the word another reading is made from. */
function readings(data: EngineData, t: Token & { gen?: boolean }, plain = false): Cand[] {
  const w = t.lower;
  const c: Cand[] = [];
  const add = (unit: Cand['unit'], score: number) => c.push({ unit, score });
  if (w in BE_FORMS) add({ tag: 'be', base: 'be', vform: BE_FORMS[w] === 'pres' ? 'pres' : BE_FORMS[w] }, 5);
  if (w in HAVE_FORMS) add({ tag: 'have', base: 'have', vform: HAVE_FORMS[w] === 'pres' ? 'pres' : HAVE_FORMS[w] }, 5);
  if (w in DO_FORMS) add({ tag: 'do', base: 'do', vform: DO_FORMS[w] }, 5);
  if (w in MODALS && !(w === 'may' && t.cap && t.start > 0)) add({ tag: 'modal', base: w }, 5); // "in May": month
  if (w === 'not' || w === 'never') add({ tag: 'neg' }, 6);
  if (w === 'there') add({ tag: 'there' }, 4);
  if (w === 'please') add({ tag: 'interj', sv: 'tack' }, 6);
  if (w === 'to') add({ tag: 'to' }, 3);
  if (w in POSSESSIVES) add({ tag: 'poss' }, 4);
  if (w in DETERMINERS) add({ tag: 'det' }, w === 'a' || w === 'an' || w === 'the' ? 9 : 3);
  if (w in PRONOUNS) add({ tag: 'pron' }, 3.5);
  if (w in WH) add({ tag: 'wh' }, 3);
  if (w in COORD) add({ tag: 'coord' }, 4);
  if (w in SUBORD) add({ tag: 'subord' }, 2.5);
  // "last" is a clause adverb only where en-choose.ts says so (since we last met); mostly it is sista or a verb.
  if (w in CLAUSE_ADVERBS && w !== 'last') add({ tag: 'adv', sv: CLAUSE_ADVERBS[w] }, 4);
  for (const pos of ['prep', 'adv', 'num', 'interj', 'pron', 'det', 'conj', 'subj']) {
    const ts = targets(data, w, pos);
    if (ts.length) {
      const tag = (pos === 'conj' ? 'coord' : pos === 'subj' ? 'subord' : pos) as EnTag;
      // Interjections ("go!" → heja) rarely beat the verb or noun reading of the same word.
      add({ tag, target: ts[0] }, (pos === 'interj' ? 0.3 : 2) - ts[0]!.score / 10);
    }
  }
  // Morphology lists the likelier stem first (rates: rate before rat): a later stem of the same form loses.
  let pluralSeen = false;
  for (const n of analyzeEnNoun(w, data.enIrrSingular, (b) => targets(data, b, 'noun').length > 0)) {
    const ts = targets(data, n.base, 'noun');
    if (!ts.length) continue;
    add(
      { tag: 'noun', base: n.base, plural: n.plural, target: ts[0] },
      1 - ts[0]!.score / 10 - (n.plural && pluralSeen ? 2 : 0),
    );
    pluralSeen ||= n.plural;
  }
  let thirdSeen = false;
  for (const v of analyzeEnVerb(w, data.enIrrPast, data.enIrrPp, (b) => targets(data, b, 'verb').length > 0)) {
    const ts = targets(data, v.base, 'verb');
    if (!ts.length) continue;
    // Irregular forms come from a table of common verbs, so "saw" is more likely see than saw.
    const irregular =
      v.form !== 'base' && v.form !== '3sg' && v.form !== 'ing' && (data.enIrrPast.has(w) || data.enIrrPp.has(w));
    add(
      { tag: 'verb', base: v.base, vform: v.form, target: ts[0] },
      1 -
        ts[0]!.score / 10 -
        (v.form === 'base' ? 0 : 0.2) +
        (irregular && v.base !== w ? 0.8 : 0) -
        (v.form === '3sg' && thirdSeen ? 2 : 0),
    );
    thirdSeen ||= v.form === '3sg';
  }
  const adjTs = targets(data, w, 'adj');
  const irrDeg = IRREGULAR_DEGREE[w];
  if (irrDeg) {
    const ts = targets(data, irrDeg[0], 'adj');
    if (ts.length) add({ tag: 'adj', base: irrDeg[0], target: ts[0], degree: irrDeg[1] }, 1.2);
  }
  if (adjTs.length) add({ tag: 'adj', base: w, target: adjTs[0] }, 1.1 - adjTs[0]!.score / 10);
  else {
    const m = /^(.+?)(ier|iest|er|est|r|st)$/.exec(w);
    // A word the lexicon knows as a noun is not a comparison of something shorter (forest is not "fore" + -est).
    const knownNoun = (data.enIndex.get(w) ?? []).some((x) => x.entry.kind === 'noun');
    if (m && !knownNoun) {
      const stems = [m[1]!, m[1]!.replace(/(.)\1$/, '$1'), `${m[1]!}e`, m[2]!.startsWith('i') ? `${m[1]!}y` : ''];
      for (const s of stems) {
        const ts = s ? targets(data, s, 'adj') : [];
        if (ts.length) {
          add({ tag: 'adj', base: s, target: ts[0], degree: m[2]!.endsWith('st') ? 'sup' : 'comp' }, 0.9);
          break;
        }
      }
    }
  }
  if (w.endsWith('ly') && w.length > 4) {
    for (const s of [
      w.slice(0, -2),
      `${w.slice(0, -3)}y`,
      `${w.slice(0, -2)}e`,
      w.slice(0, -1),
      w.replace(/ally$/, ''),
    ]) {
      const ts = targets(data, s, 'adj');
      if (ts.length) {
        add({ tag: 'adv', base: s, target: ts[0] }, 1.5);
        break;
      }
    }
  }
  // "fever-free", "smoke-free" → "feberfri", "rökfri": a noun + -free the lexicon lacks is the noun's compound with fri.
  const free = /^([a-z]+)-free$/.exec(w);
  const freeNoun = free && !c.some((x) => x.unit.target) ? targets(data, free[1]!, 'noun')[0] : undefined;
  if (freeNoun?.entry.kind === 'noun') {
    const stem = `${compoundModifier(freeNoun.entry, data.svIndex)}fri`;
    const entry: AdjEntry = {
      kind: 'adj',
      lemma: stem,
      neuter: `${stem}tt`,
      def: `${stem}a`,
      comp: null,
      sup: null,
      senses: [{ text: w }],
      rank: freeNoun.entry.rank,
    };
    add({ tag: 'adj', base: w, target: { entry, senseIndex: 0, score: 0 } }, 1.2);
  }
  // "criticised", "organisation": a British spelling the lexicon lacks reads as its American spelling.
  if (!plain && !c.some((x) => x.unit.target)) {
    for (const alt of americanSpellings(w)) {
      const altC = readings(data, { ...t, lower: alt }, true);
      if (altC.some((x) => x.unit.target)) return altC;
    }
    const derived = derivedReadings(w, (alt) => readings(data, { ...t, lower: alt }, true), data.svIndex);
    if (derived.length) return derived;
  }
  return c;
}
