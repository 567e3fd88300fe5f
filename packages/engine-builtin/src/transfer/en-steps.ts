import type { EngineData } from '../engine-data.js';
import type { Piece } from '../tokenize.js';
import { gerundVerb } from './en-construction-parts.js';
import type { EnUnit } from './en-unit.js';

/** Adverbs that number the steps of an instruction ("then press", "first remove", "finally add") and their Swedish. */
const STEPS = new Map([
  ['then', 'sedan'],
  ['first', 'först'],
  ['next', 'sedan'],
  ['finally', 'till sist'],
  ['afterwards', 'efteråt'],
  ['lastly', 'till sist'],
]);
export const STEP_ADVERBS = new Set(STEPS.keys());
/** A verb in its base form (a phrasal verb's base starts with the word: put → put back). */
const isBase = (v: EnUnit | undefined) =>
  v?.tag === 'verb' && (v.vform === 'base' || v.lower === v.base?.split(' ')[0]);

/**
 * "Boil the water, then add the pasta", "First remove the cover": a step adverb opening a clause whose verb follows it
 * directly is an instruction's step; Swedish says it after the imperative (Tillsätt sedan pastan, Ta först bort
 * locket). Returns the adverb's Swedish piece when the clause is such a step.
 */
export function stepBeforeImperative(clause: readonly EnUnit[]): Piece | undefined {
  const [a, v] = clause;
  const sv = a ? STEPS.get(a.lower) : undefined;
  if (!sv || !isBase(v)) return undefined;
  return { text: sv, src: a!.span };
}

/**
 * "Mix the flour and then pour into a tin": the phrase "and then" before a verb joins two steps; it is split into the
 * coordinator and the step adverb so the verb opens its own clause as an imperative (och häll sedan …). Before a
 * subject it is split too, so the subject opens its clause after the fronted adverb (och sedan gick vi).
 */
export function splitAndThen(units: EnUnit[]): void {
  if (isBase(units[0]) && units[0]!.vform === 'base') ingStep(units);
  for (let i = units.length - 2; i >= 0; i--) {
    const u = units[i]!;
    const v = units[i + 1]!;
    // "Finally, press OK": the comma after a step adverb before the imperative goes (Tryck till sist på OK).
    const opens = i === 0 || units[i - 1]!.tag === 'punct' || units[i - 1]!.lower === 'and';
    if (STEPS.has(u.lower) && opens && v.text === ',' && isBase(units[i + 2])) units.splice(i + 1, 1);
    if (u.base !== 'and then') continue;
    const [s0, s1] = u.span ?? [0, 0];
    const plain = { target: undefined, sv: undefined, vform: undefined };
    const and: EnUnit = {
      ...u,
      ...plain,
      text: u.text.split(' ')[0]!,
      lower: 'and',
      tag: 'coord',
      base: 'and',
      span: [s0, s0 + 1],
    };
    const then: EnUnit = {
      ...u,
      ...plain,
      text: 'then',
      lower: 'then',
      tag: 'adv',
      base: undefined,
      cap: false,
      span: [s1 - 1, s1],
      // "We ate and then we left": before a clause of its own, then is the next step in time (och sedan gick vi).
      ...(isBase(v) ? {} : { sv: 'sedan' }),
    };
    // "…and then went home": a finite verb without its own subject takes the adverb after it (och gick sedan hem).
    if (v.tag === 'verb' && !isBase(v)) units.splice(i, 2, and, v, then);
    else units.splice(i, 1, and, then);
  }
}

/**
 * "Simmer for 10 minutes, stirring occasionally", "Fry the onion, turning it once": in an instruction an -ing verb
 * after the comma is the next step said at the same time; Swedish says it as a second imperative (och rör om då och
 * då, och vänd den en gång). Only for a sentence that opens with an imperative.
 */
function ingStep(units: EnUnit[]): void {
  for (let i = 2; i < units.length - 1; i++) {
    const v = units[i + 1]!;
    if (units[i]!.text !== ',' || v.tag !== 'verb' || v.vform !== 'ing') continue;
    Object.assign(units[i]!, { text: 'and', lower: 'and', tag: 'coord', base: 'and', sv: 'och', target: undefined });
    v.vform = 'base';
    return;
  }
}

/**
 * The next word may open a clause (an imperative's place): at the start, after punctuation or a leading "please" —
 * but not inside a list ("sugar, salt", "a cool, dry place") or as a one-word value after a colon ("Ingredients:
 * water, …").
 */
export function opensClause(units: EnUnit[], nextText: string | undefined): boolean {
  const last = units[units.length - 1];
  if (!last) return true;
  if (last.tag === 'interj' && last.lower === 'please') return true;
  // "…, then press OK", "First remove the cover": a step adverb at a clause's start keeps the imperative's place.
  if (last.base === 'and then') return true;
  // Not "first"/"next", which open noun phrases too ("Next stop", "First class").
  if (STEP_ADVERBS.has(last.lower) && last.lower !== 'first' && last.lower !== 'next') {
    const before = units[units.length - 2];
    return !before || before.tag === 'punct' || before.lower === 'and';
  }
  if (last.tag !== 'punct') return false;
  if (last.text === ',' && ['noun', 'adj'].includes(units[units.length - 2]?.tag ?? '')) return false;
  return !(last.text === ':' && (nextText === undefined || nextText === ','));
}

/**
 * "before leaving", "when using the knife", "while driving": an -ing verb after these subjunctions is said as a clause
 * with the sentence's subject (innan du går, när du använder kniven, medan du kör; after → efter att ha + supine).
 * An -ing word the tagger read as a noun there is the verb with its object ("when handling chemicals").
 */
export function markIngAfterSubjunction(u: EnUnit, nx: EnUnit | undefined, data: EngineData): void {
  if (!nx || !/^(after|before|when|while)$/.test(u.lower)) return;
  const g =
    nx.tag === 'noun' && nx.lower.endsWith('ing') && /^(when|while)$/.test(u.lower) && gerundVerb(data, nx.lower, true);
  if (g) Object.assign(nx, { ...g, tag: 'verb', vform: 'ing', plural: false });
  if (nx.tag === 'verb' && nx.vform === 'ing') nx.afterSubord = u.lower as EnUnit['afterSubord'];
}

/**
 * "I can come and help", "Can you come and get me?", "I want to go and see it": a bare verb after "and" shares the
 * infinitive of the verb just before it (komma och hämta), not a present or an imperative of its own.
 */
export function infinitiveAfterAnd(clause: readonly EnUnit[], and: EnUnit, next: EnUnit | undefined): boolean {
  if (and.lower !== 'and' || next?.tag !== 'verb' || next.vform !== 'base') return false;
  const n = clause.length;
  if (clause[n - 1]?.tag !== 'verb' || clause[n - 1]!.vform !== 'base') return false;
  const before = clause[n - 2]?.tag === 'pron' || clause[n - 2]?.tag === 'neg' ? clause[n - 3] : clause[n - 2];
  return before?.tag === 'modal' || before?.tag === 'to';
}
