import type { EngineData, EnTarget } from '../engine-data.js';
import { analyzeEnNoun, analyzeEnVerb } from '../morphology/en.js';
import type { Token } from '../tokenize.js';
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
import type { EnTag, EnUnit } from './en-unit.js';

/** Readings of one English word (closed-class table, lexicon, morphology) and the choice between them by context. */
export const NONE: EnTarget[] = [];
// Per-kind views of the English index, computed once per engine; keys are bounded by the lexicon, not by input.
export const byKind = new WeakMap<EngineData, Map<string, EnTarget[]>>();

export function targets(data: EngineData, key: string, kind: string): EnTarget[] {
  const all = data.enIndex.get(key);
  if (!all) return NONE;
  let cache = byKind.get(data);
  if (!cache) {
    cache = new Map();
    byKind.set(data, cache);
  }
  const k = `${kind}\u0001${key}`;
  let hit = cache.get(k);
  if (!hit) {
    hit = all.filter((t) => (t.entry.kind === 'word' ? t.entry.pos : t.entry.kind) === kind);
    cache.set(k, hit);
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
};

export interface Cand {
  unit: Partial<EnUnit> & { tag: EnTag };
  score: number;
}

export function candidates(data: EngineData, t: Token & { gen?: boolean }): Cand[] {
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
  if (w in CLAUSE_ADVERBS) add({ tag: 'adv', sv: CLAUSE_ADVERBS[w] }, 4);
  for (const pos of ['prep', 'adv', 'num', 'interj', 'pron', 'det', 'conj', 'subj']) {
    const ts = targets(data, w, pos);
    if (ts.length) {
      const tag = (pos === 'conj' ? 'coord' : pos === 'subj' ? 'subord' : pos) as EnTag;
      // Interjections ("go!" → heja) rarely beat the verb or noun reading of the same word.
      add({ tag, target: ts[0] }, (pos === 'interj' ? 0.3 : 2) - ts[0]!.score / 10);
    }
  }
  for (const n of analyzeEnNoun(w, data.enIrrSingular, (b) => targets(data, b, 'noun').length > 0)) {
    const ts = targets(data, n.base, 'noun');
    if (!ts.length) continue;
    add({ tag: 'noun', base: n.base, plural: n.plural, target: ts[0] }, 1 - ts[0]!.score / 10);
  }
  for (const v of analyzeEnVerb(w, data.enIrrPast, data.enIrrPp, (b) => targets(data, b, 'verb').length > 0)) {
    const ts = targets(data, v.base, 'verb');
    if (!ts.length) continue;
    // Irregular forms come from a table of common verbs, so "saw" is more likely see than saw.
    const irregular =
      v.form !== 'base' && v.form !== '3sg' && v.form !== 'ing' && (data.enIrrPast.has(w) || data.enIrrPp.has(w));
    add(
      { tag: 'verb', base: v.base, vform: v.form, target: ts[0] },
      1 - ts[0]!.score / 10 - (v.form === 'base' ? 0 : 0.2) + (irregular && v.base !== w ? 0.8 : 0),
    );
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
  return c;
}

export const NOMINAL_NEXT = new Set<EnTag>(['noun', 'adj', 'num']);

export function choose(
  cands: Cand[],
  units: EnUnit[],
  nextC: Cand[] | undefined,
  word: string,
  isFirst: boolean,
  nextWord?: string,
): Cand | undefined {
  const i = units.length;
  const prev = units[i - 1];
  const prevTag = prev?.tag;
  const nextTags = new Set((nextC ?? []).map((c) => c.unit.tag));
  const nextNominal = [...nextTags].some((t) => NOMINAL_NEXT.has(t)) && !nextTags.has('be');
  let best: Cand | undefined;
  let bestScore = -Infinity;
  for (const c of cands) {
    let s = c.score;
    const tag = c.unit.tag;
    const afterDet =
      prevTag === 'det' || prevTag === 'poss' || prevTag === 'adj' || prevTag === 'num' || Boolean(prev?.gen);
    if (afterDet && (tag === 'noun' || tag === 'adj')) s += 3;
    if (afterDet && (tag === 'verb' || tag === 'pron' || (tag === 'prep' && prevTag !== 'adj'))) s -= 3;
    const verbSlot =
      ['modal', 'to', 'do'].includes(prevTag ?? '') ||
      (prevTag === 'neg' && ['modal', 'do', 'neg'].includes(units[i - 2]?.tag ?? '')) ||
      (prevTag === 'pron' && ['i', 'you', 'he', 'she', 'we', 'they', 'it'].includes(prev!.lower));
    if (verbSlot && tag === 'verb') s += 3;
    if ((prevTag === 'to' || prevTag === 'modal' || prevTag === 'do') && tag === 'verb' && c.unit.vform === 'base')
      s += 1;
    if (verbSlot && tag === 'noun') s -= 2;
    if (
      (prevTag === 'be' || prevTag === 'have') &&
      tag === 'verb' &&
      (c.unit.vform === 'ing' || c.unit.vform === 'pp' || c.unit.vform === 'past-pp')
    )
      s += 3;
    if (
      isFirst &&
      tag === 'verb' &&
      c.unit.vform === 'base' &&
      (nextTags.has('det') ||
        nextTags.has('pron') ||
        nextTags.has('poss') ||
        nextTags.has('prep') ||
        nextTags.has('to'))
    )
      s += 2;
    if ((tag === 'det' || tag === 'poss') && !nextNominal && !['a', 'an', 'the'].includes(word)) s -= 4;
    if (tag === 'det' && nextNominal) s += 2;
    if (tag === 'to' && !nextTags.has('verb') && !nextTags.has('be') && !nextTags.has('have') && !nextTags.has('do'))
      s -= 4;
    if (tag === 'subord' && c.unit.tag === 'subord' && (prevTag === 'noun' || prevTag === 'verb')) s += 1;
    const ppReading = cands.some((x) => x.unit.tag === 'verb' && (x.unit.vform === 'pp' || x.unit.vform === 'past-pp'));
    // A participle is a state after "is" (the door is closed), an event after "was", before "by", after a modal.
    const modalNot = units[i - 2]?.tag === 'neg' && units[i - 3]?.tag === 'modal'; // "cannot be opened"
    const beBefore =
      prevTag === 'be' ? prev : prevTag === 'pron' && units[i - 2]?.tag === 'be' ? units[i - 2] : undefined;
    const stateBe = beBefore
      ? beBefore.vform === 'pres' || (beBefore.vform === 'base' && units[i - 2]?.tag !== 'modal' && !modalNot)
      : prevTag === 'adv';
    if (tag === 'adj' && !c.unit.degree && ppReading && stateBe && nextWord !== 'by') s += 3.5;
    if (tag === 'adj' && !c.unit.degree && ppReading && !beBefore && prevTag !== 'adv' && !afterDet) s -= 0.5;
    if (tag === 'adj' && ppReading && beBefore && !stateBe) s -= 3;
    // A noun phrase is complete: a following finite verb reading beats a compound noun (the children play).
    if (
      prevTag === 'noun' &&
      tag === 'verb' &&
      ['3sg', 'past', 'past-pp', 'base'].includes(c.unit.vform ?? '') &&
      !['be', 'modal'].some((t) => nextTags.has(t as EnTag)) // "Mobile phones may …": no verb before a modal
    )
      s += units[i - 1]?.plural && c.unit.vform === '3sg' ? 0 : 2;
    if (prevTag === 'noun' && tag === 'noun' && units[i - 1]?.plural) s -= 2;
    if (prevTag === 'be' && tag === 'adj') s += 3;
    // "is very hard": a degree adverb after be is followed by the predicative adjective, not an adverb.
    const beTwoBack = units[i - 2]?.tag === 'be' || (units[i - 2]?.tag === 'verb' && units[i - 2]!.base === 'be');
    if (tag === 'adj' && beTwoBack && ['very', 'so', 'too', 'quite', 'really', 'pretty'].includes(prev?.lower ?? ''))
      s += 3;
    // "Thanks!", "Sorry, I …", "No, thanks.": a word standing alone between punctuation is the interjection.
    if (tag === 'interj' && (isFirst || prevTag === 'punct') && !nextC?.length) s += 5;
    if (prevTag === 'be' && tag === 'verb' && c.unit.vform === 'ing') s += 4;
    if (
      tag === 'prep' &&
      (nextTags.has('det') ||
        nextTags.has('poss') ||
        nextTags.has('num') ||
        nextTags.has('noun') ||
        nextTags.has('pron') ||
        !nextC?.length)
    )
      s += 2;
    if ((prev?.lower === 'which' || prev?.lower === 'who') && tag === 'verb') s += 3;
    if (
      (prevTag === 'wh' || prevTag === 'subord') &&
      tag === 'verb' &&
      c.unit.vform !== 'base' &&
      c.unit.vform !== 'ing'
    )
      s += 2;
    if (
      tag === 'subord' &&
      word === 'that' &&
      prevTag === 'noun' &&
      ['a', 'an', 'the', 'i', 'you', 'he', 'she', 'we', 'they', 'it'].includes(nextWord ?? '')
    )
      s += 3;
    if (
      tag === 'subord' &&
      word === 'that' &&
      prevTag === 'verb' &&
      (['i', 'you', 'he', 'she', 'we', 'they', 'it', 'a', 'an', 'the', 'there'].includes(nextWord ?? '') ||
        (nextTags.has('pron') && !nextTags.has('noun')))
    )
      s += 3;
    if (
      tag === 'subord' &&
      nextC?.some((x) => x.unit.tag === 'pron') &&
      ['i', 'you', 'he', 'she', 'we', 'they', 'it'].includes(nextWord ?? '')
    )
      s += 2.5;
    if (isFirst && tag === 'verb' && c.unit.vform === 'base') s += 1;
    if (
      tag === 'verb' &&
      c.unit.vform === 'base' &&
      ['he', 'she', 'it'].includes(prev?.lower ?? '') &&
      cands.some((x) => x.unit.tag === 'verb' && x.unit.vform !== 'base')
    )
      s -= 1.5;
    if (tag === 'to' && nextTags.has('verb')) s += 2;
    if (
      tag === 'adj' &&
      prev?.tag === 'verb' &&
      ['be', 'get', 'become', 'seem', 'look', 'feel', 'sound', 'stay', 'keep', 'turn', 'grow', 'go'].includes(
        prev.base ?? '',
      )
    )
      s += 3;
    if (
      tag === 'verb' &&
      c.unit.vform === 'ing' &&
      prevTag === 'noun' &&
      ['det', 'adj', 'poss'].includes(units[i - 2]?.tag ?? '')
    )
      s -= 2;
    if (tag === 'to' && nextTags.has('verb') && (prevTag === 'verb' || prevTag === 'adj' || prevTag === 'be')) s += 3;
    if (
      tag === 'verb' &&
      (c.unit.vform === 'pp' || c.unit.vform === 'past-pp') &&
      units.slice(-3).some((u) => u.tag === 'have')
    )
      s += 2;
    if (tag === 'verb' && prev?.tag === 'adv' && prev.lower in CLAUSE_ADVERBS) s += 3;
    if (tag === 'noun' && c.unit.plural && nextTags.has('noun') && !nextTags.has('verb')) s -= 1.5;
    if (tag === 'det' && (word === 'last' || word === 'next') && nextTags.has('noun')) s += 4;
    const andVerb = c.unit.vform === 'base' && units[0]?.vform === 'base'; // "Sign it and return it", "Push and wait"
    if (tag === 'verb' && prevTag === 'coord' && (units[i - 2]?.tag === 'verb' || andVerb)) s += 2.5;
    if (prev?.tag === 'unknown' && prev.cap && i > 0 && tag === 'verb' && c.unit.vform !== 'base') s += 2;
    if (tag === 'there' && prevTag === 'be') s += 4;
    if (tag === 'there' && !nextTags.has('be') && !nextTags.has('modal')) s -= 3;
    if (s > bestScore) {
      best = c;
      bestScore = s;
    }
  }
  return best;
}
