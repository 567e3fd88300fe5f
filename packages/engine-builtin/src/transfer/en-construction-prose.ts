import type { EngineData } from '../engine-data.js';
import { analyzeEnVerb } from '../morphology/en.js';
import { markClauseOpeners } from './en-clause-openers.js';
import { isBe, verb, word } from './en-construction-parts.js';
import { reshapeProseNp } from './en-prose-np.js';
import { reshapeProseOf } from './en-prose-of.js';
import { reshapeProseOpeners } from './en-prose-openers.js';
import { expandReducedRelatives } from './en-reduced-relative.js';
import type { EnUnit } from './en-unit.js';

/**
 * Constructions of news and encyclopaedia prose rewritten on the tagged units (see en-constructions.ts): "is
 * located in" → "ligger i", and "however" → "dock", which after the subject
 * (", however,") moves behind the finite verb as a sentence adverb: "The plan, however, was …" → "Planen var dock …";
 * a participle read as an adjective after "which/who/that was" is the passive when an agent or a time or place follows
 * ("which was built in 1900" → "som byggdes 1900").
 */
const REL = new Set(['which', 'who', 'that', 'whose']);

/** "which was built in 1900": be + an -ed adjective + by/in/on/at is the passive verb, as in a main clause. */
function relativePassive(units: EnUnit[], i: number, data: EngineData): void {
  const be = units[i]!;
  const p = units[i + 1];
  if (!REL.has(units[i - 1]?.lower ?? '') || !isBe(be)) return;
  if (p?.tag === 'verb' && (p.vform === 'pp' || p.vform === 'past-pp')) be.tag = 'be';
  if (p?.tag !== 'adj') return;
  if (!['by', 'in', 'on', 'at', 'during'].includes(units[i + 2]?.lower ?? '')) return;
  const a = analyzeEnVerb(p.lower, data.enIrrPast, data.enIrrPp, (b) => data.enIndex.has(b)).find(
    (x) => x.form === 'pp' || x.form === 'past-pp',
  );
  const t = a && data.enIndex.get(a.base)?.find((x) => x.entry.kind === 'verb');
  if (!a || !t) return;
  Object.assign(be, { tag: 'be', base: 'be' });
  Object.assign(p, { tag: 'verb', vform: a.form, base: a.base, target: t, sv: undefined });
}
const FINITE = new Set(['be', 'have', 'modal', 'do']);

/**
 * "The village, which has 200 inhabitants, lies near the coast": the word after the relative clause's closing comma
 * is the main clause's verb when the subject before it has none ("lies" is not the noun).
 */
function verbAfterRelative(units: EnUnit[], data: EngineData): void {
  // "The river, which flows through …": the relative pronoun's verb.
  for (let k = 1; k < units.length - 2; k++) {
    if (!REL.has(units[k]!.lower) || units[k]!.lower === 'that' || !['punct', 'noun'].includes(units[k - 1]!.tag))
      continue;
    asVerb(units, k + 1, data);
  }
  const open = units.findIndex((u, k) => u.text === ',' && REL.has(units[k + 1]?.lower ?? '') && k > 0);
  if (open < 0 || units.slice(0, open).some((u) => u.tag !== 'det' && u.tag !== 'noun' && u.tag !== 'adj')) return;
  const close = units.findIndex((u, k) => k > open + 2 && u.text === ',');
  if (close > 0) asVerb(units, close + 1, data);
}

/** The noun at `i` as the finite verb it also spells, when a preposition, determiner or adverb follows. */
function asVerb(units: EnUnit[], i: number, data: EngineData): void {
  const v = units[i];
  if (v?.tag !== 'noun' || !['prep', 'det', 'adv', 'num', 'lit'].includes(units[i + 1]?.tag ?? '')) return;
  const a = analyzeEnVerb(v.lower, data.enIrrPast, data.enIrrPp, (b) => data.enIndex.has(b)).find(
    (x) => x.form === '3sg' || x.form === 'past' || x.form === 'past-pp',
  );
  const t = a && data.enIndex.get(a.base)?.find((x) => x.entry.kind === 'verb');
  if (a && t) Object.assign(v, { tag: 'verb', vform: a.form === 'past-pp' ? 'past' : a.form, base: a.base, target: t });
}

/**
 * "The building, built in 1900, is …": a participle phrase between commas after the subject is a relative clause in
 * the past passive ("Byggnaden, som byggdes 1900, är …").
 */
function participleAsRelative(units: EnUnit[]): void {
  const open = units.findIndex((u) => u.text === ',');
  const p = units[open + 1];
  if (open < 1 || units.slice(0, open).some((u) => !['det', 'noun', 'adj', 'poss'].includes(u.tag))) return;
  if (p?.tag !== 'verb' || !['pp', 'past-pp', 'past'].includes(p.vform ?? '') || units[open + 2]?.tag !== 'prep')
    return;
  const close = units.findIndex((u, k) => k > open + 2 && u.text === ',');
  if (close < 0) return;
  p.vform = 'past-pp';
  units.splice(
    open + 1,
    0,
    { ...word(p, 'which', 'wh', ''), sv: undefined },
    {
      ...word(p, 'was', 'be', ''),
      sv: undefined,
      base: 'be',
      vform: 'past',
    },
  );
}

export function reshapeProse(units: EnUnit[], data: EngineData): void {
  markClauseOpeners(units);
  reshapeProseNp(units, data);
  reshapeProseOf(units);
  reshapeProseOpeners(units);
  expandReducedRelatives(units, data);
  participleAsRelative(units);
  verbAfterRelative(units, data);
  for (let i = 0; i < units.length; i++) {
    const u = units[i]!;
    const prev = units[i - 1];
    const next = units[i + 1];
    relativePassive(units, i, data);
    // "The town is located in the north" → "Staden ligger i norra delen".
    if (
      (u.lower === 'located' || u.lower === 'situated') &&
      isBe(prev) &&
      prev!.vform !== 'pp' &&
      next?.tag === 'prep'
    ) {
      const t = verb(data, 'ligga');
      if (t) {
        const vform = prev!.vform === 'past' ? 'past' : '3sg';
        Object.assign(u, { tag: 'verb', vform, base: 'lie', target: t, cued: true, sv: undefined });
        units.splice(i - 1, 1);
        i--;
      }
      continue;
    }
    if (u.lower !== 'however' || u.tag !== 'adv') continue;
    // "However, the weather was bad" → "Vädret var dock dåligt" would need the subject found; "Dock var …" is fine.
    if (i === 0 && next?.text === ',') {
      Object.assign(u, { tag: 'phrase', sv: 'dock', target: undefined });
      units.splice(i + 1, 1);
      continue;
    }
    // "The plan, however, was never …": drop the commas and put dock after the finite verb.
    if (prev?.text === ',' && next?.text === ',' && i >= 2) {
      const f = units[i + 2];
      if (!f || !(FINITE.has(f.tag) || (f.tag === 'verb' && f.vform && f.vform !== 'base' && f.vform !== 'ing')))
        continue;
      units.splice(i - 1, 3);
      units.splice(i, 0, word(u, 'however', 'adv', 'dock'));
      i--;
    }
  }
}
