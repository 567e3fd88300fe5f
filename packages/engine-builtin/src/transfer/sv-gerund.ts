import type { VerbEntry } from '../lexicon/types.js';
import { wordSet } from '../lexicon/word-lists.js';
import type { EnOp } from './en-verb.js';
import type { SvUnit } from './sv-unit.js';
import { pickSense } from './sv-words.js';

const GERUND_AFTER = /(\b(about|of|on|for|at|with|in|from|into)|forward to|used to|object to|feel like)$/;
/** English verbs that take an -ing form only (undvik att lyfta → avoid lifting). */
const GERUND_VERBS = wordSet('gerund-only-verbs-en');
/** Meals and dishes that are cooked (laga mat, laga middag); other objects of laga are repaired. */
const FOOD = wordSet('food-sv');
/** "laga bilen" → "fix the car": an object of laga that is no meal or dish is repaired (laga mat → cook). */
export const repairedObject = (obj: SvUnit | undefined) => obj?.a?.pos === 'noun' && !FOOD.has(obj.a.entry.lemma);
/** English verb groups that are the plain progressive before their -ing form (håller på att läsa → is reading). */
const PROGRESSIVE = new Set(['be in the process of']);

/**
 * "ser fram emot att träffa dig" → "look forward to meeting you": after a preposition English takes a gerund, so
 * the "att" goes and the infinitive becomes an -ing form. "håller på att laga mat" → "is cooking": "be in the
 * process of" before its -ing form is the progressive; "undvik att lyfta" → "avoid lifting": so are verbs that take an
 * -ing form only. `j` is the index after the verb group in `c`. Runs before
 * the verb group is built.
 */
export function gerundAfterVerb(c: SvUnit[], j: number, ops: EnOp[], mainEntry: VerbEntry | null): void {
  const lastOp = ops[ops.length - 1];
  const takesGerund = (t: string) => GERUND_AFTER.test(t) || PROGRESSIVE.has(t) || GERUND_VERBS.has(t);
  if (lastOp?.kind !== 'lex' || !takesGerund(lastOp.text)) return;
  const k = c.findIndex((u, i) => i >= j && !u.consumed);
  const inf = c[k + 1]?.a;
  const own = c[k]?.a;
  if (c[k]?.lower === 'att' && inf?.pos === 'verb' && inf.form === 'inf') {
    c[k]!.consumed = true;
    c[k + 1]!.gerund = true;
  } else if (mainEntry?.lemma.endsWith(' att') && own?.pos === 'verb' && own.form === 'inf') c[k]!.gerund = true;
  else return;
  // "Det håller på att bli mörkt" → "It is getting dark": bli before an adjective is get.
  const g = c[k]!.gerund ? c[k]! : c[k + 1]!;
  if (g.a?.pos === 'verb' && g.a.entry.inf === 'bli' && c[c.indexOf(g) + 1]?.a?.pos === 'adj')
    Object.assign(g, { kind: 'phrase', phrase: 'getting' });
  // "håller på att laga bilen" → "is fixing the car", as laga bilen → fix the car.
  if (g.a?.pos === 'verb' && g.a.entry.inf === 'laga' && !g.a.entry.particle) {
    const obj = c.slice(c.indexOf(g) + 1).find((x) => !x.consumed && x.a?.pos === 'noun');
    if (repairedObject(obj)) Object.assign(g, { kind: 'phrase', phrase: 'fixing' });
  }
  if (PROGRESSIVE.has(lastOp.text)) ops[ops.length - 1] = { ...lastOp, text: 'be' };
}

/**
 * "Hon lärde sig simma" → "She learned to swim": a bare infinitive right after a reflexive verb (its "sig" already
 * taken) is an English to-infinitive. `j` is the index after the verb group in `c`.
 */
export function toAfterReflexive(c: SvUnit[], j: number, ops: EnOp[], mainEntry: VerbEntry | null): void {
  const lastOp = ops[ops.length - 1];
  if (lastOp?.kind !== 'lex' || !mainEntry?.lemma.endsWith(' sig')) return;
  const k = c.findIndex((u, i) => i >= j && !u.consumed);
  const u = c[k];
  if (u?.a?.pos !== 'verb' || u.a.form !== 'inf' || u.analyses.some((x) => x.pos !== 'verb')) return;
  u.phrase = `to ${pickSense(u.a.entry.senses, true)}`;
  u.kind = 'phrase';
}

const NOT_TO: Record<string, string> = { inte: 'not to', aldrig: 'never to', ej: 'not to' };

/**
 * "lovade att inte berätta", "bestämt oss för att inte förlänga" → "not to tell", "not to extend": English puts the
 * negation before the infinitive marker. Returns the English words when `units[i]` (att, för att) is followed by
 * inte/aldrig and an infinitive, else undefined.
 */
export function negatedInfinitiveMarker(units: readonly SvUnit[], i: number): string | undefined {
  const neg = NOT_TO[units[i + 1]?.lower ?? ''];
  const v = units[i + 2]?.a;
  return neg && v?.pos === 'verb' && v.form === 'inf' ? neg : undefined;
}
