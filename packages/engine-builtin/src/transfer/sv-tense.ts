import { wordSet } from '../lexicon/word-lists.js';
import type { EnOp, EnTense } from './en-verb.js';
import type { SvUnit } from './sv-unit.js';

/** data/lists/aspect.tsv: Swedish time adverbials that point to a finished time (i går, i somras, förra veckan …). */
const PAST_TIME = wordSet('past-time-sv');
const PAST_WEEKDAY = /^i (mån|tis|ons|tors|fre|lör|sön)dags$/;
const YEAR = /^(1[5-9]|20)\d\d$/;
const ONGOING_EN = wordSet('ongoing-en');

/**
 * Whether the clause names a finished time: "i går", "i lördags", "förra året", "för två år sedan", "år 2015".
 * A "sedan" + time ("sedan 2015") is a starting point, not a finished time.
 */
export function pastTimeClause(c: SvUnit[]): boolean {
  return c.some((u, i) => {
    // "sedan i lördags" → "since last Saturday": the start of a time that lasts.
    if (c[i - 1]?.lower === 'sedan' || c[i - 1]?.lower === 'sen') return false;
    if (PAST_TIME.has(u.lower) || PAST_WEEKDAY.test(u.lower)) return true;
    const first = u.lower.split(' ')[0]!;
    if ((first === 'förra' || first === 'förrförra') && (u.lower !== first || c[i + 1]?.a?.pos === 'noun')) return true;
    if (u.lower === 'för' && c.slice(i + 1, i + 5).some((x) => x.lower === 'sedan' || x.lower === 'sen')) return true;
    return YEAR.test(u.lower) && (c[i - 1]?.lower === 'år' || c[i - 1]?.lower === 'i');
  });
}

/**
 * Swedish tense and modality choices that change the English verb group after its aspect is known:
 * - a perfect with a finished time is the English simple past ("Hon har flyttat till Lund förra året" → "She moved
 *   to Lund last year");
 * - "kanske" in a statement in the present is "might" ("Det kanske snöar i helgen" → "It might snow this weekend",
 *   "Han är kanske sjuk" → "He might be ill"); elsewhere it is "maybe" at the front of the clause.
 * `endAdv` (the English end adverbs) loses "maybe" where the verb group or the front takes it. Returns the tense and
 * whether "Maybe" goes in front of the clause.
 */
export function tenseAndMood(
  c: SvUnit[],
  ops: EnOp[],
  tense: EnTense,
  o: { question: boolean; midUnits: SvUnit[]; canFront: boolean; endAdv: string[]; followedBy?: string },
): { tense: EnTense; frontMaybe: boolean } {
  const negated = o.midUnits.some((u) => u.lower === 'inte' || u.lower === 'aldrig');
  // "Han sov när jag kom hem" → "He was sleeping when I came home": an ongoing activity a när-clause falls into.
  const last = ops[ops.length - 1];
  if (
    tense === 'past' &&
    ops.length === 1 &&
    last?.kind === 'lex' &&
    ONGOING_EN.has(last.text) &&
    !['ring', 'knock'].includes(last.text) && // a ring or a knock happens at one moment
    o.followedBy === 'när' &&
    !negated &&
    !o.question
  )
    ops.unshift({ kind: 'progressive' });
  if (tense === 'pres' && ops.length > 1 && ops[0]!.kind === 'perfect' && pastTimeClause(c)) {
    ops.shift();
    tense = 'past';
  }
  const k = o.endAdv.indexOf('maybe');
  if (!o.midUnits.some((u) => u.lower === 'kanske') || o.question || k < 0 || tense === 'imp' || tense === 'inf')
    return { tense, frontMaybe: false };
  const op0 = ops[0];
  const might = { kind: 'modal', present: 'might', past: 'might', nonfinite: 'might' } as const;
  if (tense === 'pres' && op0?.kind === 'modal' && op0.present === 'will') ops[0] = might;
  else if (tense === 'pres' && op0 && op0.kind !== 'modal' && op0.kind !== 'do' && !(op0.kind === 'lex' && op0.adverb))
    ops.unshift(might);
  else if (!o.canFront) return { tense, frontMaybe: false };
  o.endAdv.splice(k, 1);
  return { tense, frontMaybe: ops[0] !== might };
}
