import type { EngineData } from '../engine-data.js';
import { gerundVerb } from './en-construction-parts.js';
import { PRONOUNS } from './en-grammar.js';
import type { EnUnit } from './en-unit.js';

/**
 * An -ing word after a preposition is a verb when it takes an object or after a preposition that mostly heads one
 * ("after meeting the customer", "before leaving", "by working together", "without saying goodbye"): Swedish says
 * efter att ha träffat, innan du går, genom att arbeta, utan att säga. After before the gerund takes the subject of
 * the main clause that follows ("Before signing it, we …" → "Innan vi skriver under det, …"; before an imperative
 * du). The tagger alone reads such words as nouns (möte, läsning) when they are nouns too.
 */
const VERB_FIRST = new Set(['after', 'before', 'by', 'without']);
const WITH_OBJECT = new Set(['of', 'for', 'about', 'from', 'on', 'at', 'in', 'against', 'despite', 'besides']);
const OBJECT_TAGS = new Set(['det', 'poss', 'num']);
const OBJECT_PRONOUNS = new Set(['me', 'you', 'him', 'her', 'it', 'us', 'them', 'this', 'that', 'everything']);
/** What may follow a gerund without its object ("Before leaving, …", "by working together"). */
const BARE_AFTER = new Set(['punct', 'adv', 'prep', 'coord', 'subord', 'to']);
/** A bare object after a verb-first preposition ("without saying goodbye", "by reading books"). */
const BARE_OBJECT = new Set(['noun', 'adj', 'interj']);
const ING_TAGS = new Set(['noun', 'adj', 'unknown', 'verb']);

export function reshapePrepGerunds(units: EnUnit[], data: EngineData): void {
  for (let i = 0; i + 1 < units.length; i++) {
    const p = units[i]!;
    const g = units[i + 1]!;
    if (!['prep', 'subord'].includes(p.tag) || !/..ing$/.test(g.lower) || !ING_TAGS.has(g.tag)) continue;
    const obj = units[i + 2];
    const objectFollows = Boolean(obj && (OBJECT_TAGS.has(obj.tag) || OBJECT_PRONOUNS.has(obj.lower)));
    const verbFirst = VERB_FIRST.has(p.lower);
    if (!(g.tag === 'verb' && g.vform === 'ing')) {
      if (!(objectFollows && (verbFirst || WITH_OBJECT.has(p.lower)))) {
        if (!verbFirst || (obj && !BARE_AFTER.has(obj.tag) && !BARE_OBJECT.has(obj.tag))) continue;
      }
      const v = gerundVerb(data, g.lower, objectFollows || BARE_OBJECT.has(obj?.tag ?? ''));
      if (!v) continue;
      Object.assign(g, { tag: 'verb', base: v.base, vform: 'ing', target: v.target, plural: undefined });
    }
    if (p.lower === 'after' || p.lower === 'before') {
      p.tag = 'subord';
      if (p.lower === 'before' && i === 0) g.gerundSubject = mainSubject(units, i + 2);
    } else if (p.lower === 'by' && p.tag === 'prep' && !isPassiveBy(units, i))
      Object.assign(p, { tag: 'phrase', sv: 'genom', target: undefined });
  }
}

/** "was approved by …" is the agent (av), not the means. */
function isPassiveBy(units: EnUnit[], i: number): boolean {
  const prev = units[i - 1];
  return Boolean(prev && prev.tag === 'verb' && ['pp', 'past-pp'].includes(prev.vform ?? '') && i > 1);
}

/** The Swedish subject of the main clause after the fronted clause ending at the first comma from `from`. */
function mainSubject(units: EnUnit[], from: number): string | undefined {
  const c = units.findIndex((u, k) => k >= from && u.text === ',');
  const s = c >= 0 ? units[c + 1] : undefined;
  if (!s) return undefined;
  if (s.tag === 'pron') return PRONOUNS[s.lower]?.subj;
  if (s.lower === 'please' || (s.tag === 'verb' && s.vform === 'base')) return 'du';
  return undefined;
}
