import type { EngineData, EnTarget } from '../engine-data.js';
import type { VerbEntry } from '../lexicon/types.js';
import { analyzeEnVerb } from '../morphology/en.js';
import { wordSet } from '../lexicon/word-lists.js';
import type { EnUnit } from './en-unit.js';

/**
 * English constructions whose Swedish is not word for word, rewritten on the tagged units before the clause rules
 * run (so the tagger stays about word classes): look + adjective (ser trött ut), hurt without object (gör ont),
 * meet without object (träffas), was born (föddes), break + body part (bryta), be + an -ed adjective (var trött),
 * be running late (är sen), be back (tillbaka), a particle verb in "in" before a month (flytta i juni), ordinals
 * before a noun, keep + adjective (förvara kylt, håll dörren stängd) and the distributive "a week" only after a
 * frequency.
 */
const BODY_PARTS = wordSet('body-parts-en');
const MONTHS = wordSet('month-names-en');
/** Adjectives of how food and goods are stored: "Keep refrigerated" → "Förvaras kylt". */
const STORAGE = wordSet('storage-adjectives-en');
/** A frequency or an amount before "a day", "a week": "twice a week", "30 kronor a month", "eight hours a day". */
const FREQUENCY_BEFORE = new Set(['num', 'noun', 'lit', 'adv', 'phrase']);
const OBJECT_START = new Set(['det', 'poss', 'pron', 'noun', 'num', 'adj']);

const isBe = (u: EnUnit | undefined) => u?.tag === 'be' || (u?.tag === 'verb' && u.base === 'be');
const hasObject = (u: EnUnit | undefined) =>
  Boolean(u && (OBJECT_START.has(u.tag) || (u.tag === 'unknown' && u.cap)) && u.lower !== 'there');

function verb(data: EngineData, lemma: string, particle = ''): EnTarget | undefined {
  const v = data.lex.verbs.get(lemma)?.find((e) => e.particle === particle) ?? data.lex.verbs.get(lemma)?.[0];
  if (!v) return undefined;
  const entry: VerbEntry = particle && v.particle !== particle ? { ...v, particle, lemma: `${v.inf} ${particle}` } : v;
  return { entry, senseIndex: 0, score: 0 };
}

function firstOfKind(data: EngineData, key: string, kind: string): EnTarget | undefined {
  return data.enIndex
    .get(key)
    ?.find((t) => (t.entry.kind === 'word' ? t.entry.pos : t.entry.kind) === kind && t.senseIndex === 0);
}

const word = (u: EnUnit, text: string, tag: EnUnit['tag'], sv: string): EnUnit => ({
  text,
  lower: text.toLowerCase(),
  cap: false,
  spaceBefore: true,
  tag,
  sv,
  span: u.span,
});

export function reshapeConstructions(units: EnUnit[], data: EngineData): void {
  for (let i = 0; i < units.length; i++) {
    const u = units[i]!;
    const prev = units[i - 1];
    const next = units[i + 1];
    if (u.tag === 'verb') {
      // "She looks tired" → "Hon ser trött ut": the particle follows the predicative adjective.
      if (u.base === 'look' && !u.target?.entry.kind.startsWith('phrase')) {
        const k = next?.tag === 'adj' ? i + 1 : next?.tag === 'adv' && units[i + 2]?.tag === 'adj' ? i + 2 : -1;
        const se = verb(data, 'se');
        if (k > 0 && se && !units[k]!.degree) {
          u.target = se;
          u.cued = true;
          units.splice(k + 1, 0, word(units[k]!, 'ut', 'phrase', 'ut'));
          continue;
        }
      }
      // "My back hurts", "Where does it hurt?" → "gör ont"; "He hurt his knee" keeps skada/såra.
      if (u.base === 'hurt' && !hasObject(next)) {
        const t = verb(data, 'göra', 'ont');
        if (t) (u.target = t), (u.cued = true);
      }
      // "We met at the station" → "Vi träffades": meet without an object is reciprocal.
      if (u.base === 'meet' && !hasObject(next) && u.target?.entry.kind === 'verb' && !u.target.entry.particle) {
        const t = verb(data, 'träffas');
        if (t) (u.target = t), (u.cued = true);
      }
      // "He broke his leg" → "bröt benet"; "broke the window" → "hade sönder fönstret".
      if (u.base === 'break' && hasObject(next) && u.target?.entry.kind === 'verb' && u.target.entry.inf === 'gå') {
        let k = i + 1;
        while (units[k] && ['det', 'poss', 'adj'].includes(units[k]!.tag)) k++;
        const body = BODY_PARTS.has(units[k]?.base ?? units[k]?.lower ?? '');
        const t = body ? verb(data, 'bryta') : verb(data, 'ha', 'sönder');
        if (t) (u.target = t), (u.cued = true);
      }
      // "She was tired", "They were worried": an -ed word the lexicon has as an adjective of its own (trött, not the
      // participle of the verb's Swedish, byggd) is the state after be.
      if ((u.vform === 'pp' || u.vform === 'past-pp') && isBe(prev) && prev!.vform !== 'ing' && next?.lower !== 'by') {
        const adj = firstOfKind(data, u.lower, 'adj');
        const v = u.target?.entry.kind === 'verb' ? u.target.entry : undefined;
        const own = adj?.entry.kind === 'adj' && v && adj.entry.neuter !== v.supine && /ed$/.test(u.lower);
        if (adj && own && u.lower !== 'born') {
          // "worried about" (oroa sig för) keeps its preposition for the adjective (orolig för).
          const [w, p] = u.text.split(' ');
          Object.assign(u, { tag: 'adj', text: w, base: u.lower, target: adj, vform: undefined });
          const pt = p ? firstOfKind(data, p.toLowerCase(), 'prep') : undefined;
          if (p && pt) units.splice(i + 1, 0, { ...word(u, p, 'prep', ''), sv: undefined, target: pt });
        }
      }
      // "I'm running late" → "Jag är sen".
      if (u.base === 'run' && u.vform === 'ing' && isBe(prev) && next?.lower === 'late') {
        const late = firstOfKind(data, 'late', 'adj');
        if (late) Object.assign(next, { tag: 'adj', base: 'late', target: late, sv: undefined });
        units.splice(i, 1);
        i--;
        continue;
      }
      // "We are moving in June", "They moved in August": the particle "in" heads a date.
      if (u.base?.endsWith(' in') && MONTHS.has(next?.lower ?? '')) splitParticle(units, i, data);
    }
    // "That sounds good" → "Det låter bra": a demonstrative subject of a verb other than be is det.
    if (i === 0 && ['that', 'this'].includes(u.lower) && next?.tag === 'verb' && u.tag !== 'noun')
      Object.assign(u, { tag: 'pron', lower: 'it', target: undefined, sv: undefined });
    // "Mind the gap" → "Se upp för glappet"; "I don't mind" → "Jag har inget emot det".
    if (u.lower === 'mind' && (u.tag === 'verb' || u.tag === 'noun' || u.tag === 'phrase') && !isDetLike(prev)) {
      mindVerb(units, i, data);
      continue;
    }
    // "moving in" read as a noun before a month.
    if (u.tag === 'noun' && u.base?.endsWith(' in') && isBe(prev) && MONTHS.has(next?.lower ?? ''))
      splitParticle(units, i, data);
    // "She was born in Sweden" → "Hon föddes i Sverige".
    if (u.lower === 'born' && isBe(prev) && prev!.vform === 'past') {
      const t = verb(data, 'föda');
      if (t) Object.assign(u, { tag: 'verb', base: 'bear', vform: 'pp', target: t, cued: true });
    }
    // "I'll be back" → "Jag är tillbaka": back after be is the adverb, and will + be back is the present.
    if (u.lower === 'back' && u.tag === 'adj' && isBe(prev) && !hasObject(next)) {
      const t = firstOfKind(data, 'back', 'adv');
      if (t) Object.assign(u, { tag: 'adv', target: t, sv: undefined });
      const m = units[i - 2];
      if (m?.tag === 'modal' && (m.lower === 'will' || m.lower === "'ll")) {
        units.splice(i - 2, 1);
        prev!.vform = 'pres';
        prev!.lower = 'am';
        i--;
      }
    }
    // "the third floor" → "tredje våningen": an ordinal before a noun is the number, not the fraction.
    if (u.tag === 'noun' && next?.tag === 'noun' && ['det', 'poss'].includes(prev?.tag ?? '')) {
      const num = firstOfKind(data, u.lower, 'num');
      if (num) Object.assign(u, { tag: 'num', target: num, base: undefined, plural: false, ordinal: true });
    }
    // "a day", "a month" are distributive only after a frequency or amount ("twice a day", "30 kronor a month").
    if (u.tag === 'adv' && /^an? (day|week|month|year|hour)$/.test(u.lower) && !FREQUENCY_BEFORE.has(prev?.tag ?? '')) {
      const [det, noun] = u.text.split(' ') as [string, string];
      const n = firstOfKind(data, noun.toLowerCase(), 'noun');
      if (n) {
        units.splice(i, 1, { ...u, text: det, lower: det.toLowerCase(), tag: 'det', target: undefined, sv: undefined }, {
          ...u,
          text: noun,
          lower: noun.toLowerCase(),
          tag: 'noun',
          base: noun.toLowerCase(),
          target: n,
          sv: undefined,
        });
      }
    }
    keepAdjective(units, i, data);
  }
}

const isDetLike = (u: EnUnit | undefined) => Boolean(u && ['det', 'poss', 'adj'].includes(u.tag));

function mindVerb(units: EnUnit[], i: number, data: EngineData): void {
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
function splitParticle(units: EnUnit[], i: number, data: EngineData): void {
  const u = units[i]!;
  const [first] = u.text.split(' ');
  const base =
    u.tag === 'noun'
      ? analyzeEnVerb(first ?? '', data.enIrrPast, data.enIrrPp, (b) => data.enIndex.has(b)).find((v) => v.form === 'ing')
          ?.base
      : u.base!.replace(/ in$/, '');
  if (!base) return;
  const t = data.enIndex.get(base)?.find((x) => x.entry.kind === 'verb' && !(x.entry as VerbEntry).particle);
  if (!t || !first) return;
  const vform = u.tag === 'noun' ? 'ing' : u.vform;
  units.splice(
    i,
    1,
    { ...u, text: first, tag: 'verb', base, vform, target: t },
    { ...u, text: 'in', lower: 'in', tag: 'prep', base: undefined, target: firstOfKind(data, 'in', 'prep'), vform: undefined },
  );
}

/** "Keep refrigerated" → "Förvaras kylt"; "Keep the door closed" → "Håll dörren stängd". */
function keepAdjective(units: EnUnit[], i: number, data: EngineData): void {
  const u = units[i]!;
  if (u.tag !== 'verb' || u.base !== 'keep') return;
  const next = units[i + 1];
  const adjLike = (x: EnUnit | undefined) =>
    x && (x.tag === 'adj' || (x.tag === 'verb' && (x.vform === 'pp' || x.vform === 'past-pp')));
  if ((i === 0 || units[i - 1]?.tag === 'punct') && next && STORAGE.has(next.lower)) {
    const t = verb(data, 'förvara');
    const adj = firstOfKind(data, next.lower, 'adj');
    const neuter = adj?.entry.kind === 'adj' ? adj.entry.neuter : null;
    if (t && neuter) {
      u.target = t;
      u.cued = true;
      units[i + 1] = { ...next, tag: 'phrase', sv: neuter, target: undefined };
    }
    return;
  }
  let k = i + 1;
  while (units[k] && ['det', 'poss', 'adj', 'noun', 'num'].includes(units[k]!.tag) && !adjLike(units[k + 0])) k++;
  if (k > i + 1 && units[k - 1]?.tag === 'noun' && adjLike(units[k])) {
    const t = verb(data, 'hålla');
    if (t) (u.target = t), (u.cued = true);
    const x = units[k]!;
    if (x.tag === 'verb') {
      const adj = firstOfKind(data, x.lower, 'adj');
      if (adj) Object.assign(x, { tag: 'adj', base: x.lower, target: adj, vform: undefined });
    }
  }
}
