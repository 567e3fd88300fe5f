import type { EngineData } from '../engine-data.js';
import { wordMap, wordSet } from '../lexicon/word-lists.js';
import { analyzeEnVerb } from '../morphology/en.js';
import { isBe, verb } from './en-construction-parts.js';
import type { EnUnit } from './en-unit.js';

/**
 * Everyday words of messages and speech that the general rules read too literally (en→sv): "I'm home" (hemma, not
 * the direction hem), "you guys" (ni/er), "so sorry" (a degree word, not the conjunction), "kind of tired" (lite
 * trött), "the wrong bus" (fel buss), "grab a coffee" (ta), "I'd love to" with its verb left out (gärna).
 */

/** Verbs after which "home" is where someone is (hemma), not where they go (hem). */
const STAY = new Set(['stay', 'remain', 'wait', 'sit', 'work', 'feel', 'sleep', 'study', 'rest', 'eat', 'be']);
/** Words between the verb and "home" that keep it a place: "Are you still home?", "Is your mum home?". */
const BETWEEN_HOME = new Set(['pron', 'adv', 'neg', 'det', 'poss', 'noun', 'adj']);
/** "you guys", "you all", "you two": the plural you (ni/er). */
const PLURAL_YOU = new Set(['guys', 'all', 'two', 'both', 'lot', 'people']);
/** Words after "heading" that make it a direction (I'm heading home/out/to the shop → på väg hem/ut/till affären), with
 * the Swedish of the adverbs of direction ("" keeps the word's own). */
const HEADING_TO = new Map([
  ['home', 'hem'],
  ['out', 'ut'],
  ['there', 'dit'],
  ['back', 'tillbaka'],
  ['over', 'dit'],
  ['to', ''],
  ['towards', ''],
  ['into', ''],
]);
/** Institutions named without article after from/to/after/before/since (from school → från skolan, after work → efter
 * jobbet); meals only after a preposition of time (after lunch → efter lunchen, but invited to dinner → till middag). */
const INSTITUTIONS = wordSet('bare-institutions-en');
const INSTITUTION_AS = wordMap('bare-institutions-en');
const MEALS = wordSet('bare-meals-en');
const TIME_PREPS = new Set(['from', 'after', 'before', 'since']);
const TO_FROM = new Set([...TIME_PREPS, 'to']);
/** Words before "kind of"/"sort of" that make it a noun phrase ("a kind of bread", "what sort of job"). */
const KIND_NOUN = new Set(['det', 'poss', 'num', 'adj', 'wh']);

/** Re-reads an -ing word tagged as an adjective as the verb's -ing form (coming → come), when the lexicon has it. */
function ingVerb(u: EnUnit, data: EngineData): void {
  const isVerb = (b: string) => Boolean(data.enIndex.get(b)?.some((t) => t.entry.kind === 'verb'));
  const base = analyzeEnVerb(u.lower, data.enIrrPast, data.enIrrPp, isVerb).find((a) => a.form === 'ing')?.base;
  const target = base ? data.enIndex.get(base)?.find((t) => t.entry.kind === 'verb') : undefined;
  if (target) Object.assign(u, { tag: 'verb', base, vform: 'ing', target });
}

export function reshapeChat(units: EnUnit[], data: EngineData): void {
  for (let i = 0; i < units.length; i++) {
    const u = units[i]!;
    const prev = units[i - 1];
    const next = units[i + 1];
    // "I'm home", "Are you home?", "Stay home": a place after be and verbs of staying.
    if (u.lower === 'home' && u.tag === 'adv') {
      let k = i - 1;
      while (k >= 0 && BETWEEN_HOME.has(units[k]!.tag) && i - k < 5) k--;
      const v = units[k];
      if (v && (isBe(v) || (v.tag === 'verb' && STAY.has(v.base ?? '')))) Object.assign(u, { sv: 'hemma' });
    }
    // "I'm heading home", "Heading out now", "We're heading to the beach" → "är på väg hem/ut/till stranden".
    if (u.lower === 'heading' && next && HEADING_TO.has(next.lower) && isBe(prev)) {
      Object.assign(u, { tag: 'phrase', sv: 'på väg', base: undefined, target: undefined });
      const where = HEADING_TO.get(next.lower);
      if (where) Object.assign(next, { sv: where, target: undefined });
    }
    // "See you guys tomorrow" → "Vi ses i morgon": the formula says the plural itself.
    if (u.tag === 'phrase' && u.base === 'see you' && next && PLURAL_YOU.has(next.lower)) units.splice(i + 1, 1);
    // "Thanks guys!", "Hey guys" → "Tack allihop!", "Hej allihop": guys spoken to is everyone, not "killar".
    if (u.lower === 'guys' && prev && (prev.tag === 'interj' || prev.base === 'thank' || prev.base === 'thank you'))
      Object.assign(u, { tag: 'phrase', sv: 'allihop', target: undefined });
    // "Are you coming or not?" → "… eller inte?".
    if (u.tag === 'neg' && prev?.lower === 'or' && (!next || next.tag === 'punct'))
      Object.assign(u, { tag: 'phrase', sv: 'inte' });
    // "from school", "after work" → "från skolan", "efter jobbet": the bare institution is definite in Swedish.
    if (
      next?.tag === 'noun' &&
      (INSTITUTIONS.has(next.lower) || (MEALS.has(next.lower) && u.tag === 'prep' && TIME_PREPS.has(u.lower))) &&
      ((u.tag === 'prep' && TO_FROM.has(u.lower)) ||
        (u.tag === 'verb' && u.base !== 'go to' && / (to|from)$/.test(u.base ?? '')))
    ) {
      const key = INSTITUTION_AS.get(next.lower);
      const noun = key ? data.enIndex.get(key)?.find((x) => x.entry.kind === 'noun') : next.target;
      if (noun) Object.assign(next, { target: noun });
      units.splice(i + 1, 0, { ...next, text: '', lower: 'the', tag: 'det', base: undefined, target: undefined });
      continue;
    }
    // "Miss you guys", "Are you guys coming?": the plural you, one pronoun.
    if (u.tag === 'pron' && u.lower === 'you' && next && PLURAL_YOU.has(next.lower) && next.tag !== 'verb') {
      const after = units[i + 2];
      // "you all know" is the plural too; "you both" before a noun is not ("you both times").
      if (next.lower !== 'both' || !after || after.tag !== 'noun') {
        // "Are you guys coming?": the -ing word read as an adjective after the noun "guys" is the verb.
        if (after?.tag === 'adj' && after.lower.endsWith('ing') && isBe(prev)) ingVerb(after, data);
        units.splice(i, 2, { ...u, text: `${u.text} ${next.text}`, plural: true });
        continue;
      }
    }
    // "I love you too", "I'm tired too": too at the end of its clause is också (before an adjective it is för).
    if (u.text.toLowerCase() === 'too' && u.tag === 'adv' && (!next || next.tag === 'punct' || next.tag === 'coord'))
      Object.assign(u, { sv: 'också', target: undefined });
    // "I'm so sorry I missed …", "That's so nice": so between be and an adjective is a degree word.
    if (u.lower === 'so' && u.tag === 'coord' && isBe(prev) && next?.tag === 'adj')
      Object.assign(u, { tag: 'adv', sv: 'så' });
    // "I'm kind of tired", "It's sort of cold" → "lite trött", "lite kallt".
    if ((u.lower === 'kind' || u.lower === 'sort') && next?.lower === 'of' && !KIND_NOUN.has(prev?.tag ?? '')) {
      const word = units[i + 2];
      const adj =
        word && (word.tag === 'adj' ? word.target : data.enIndex.get(word.lower)?.find((x) => x.entry.kind === 'adj'));
      if (word && adj && (isBe(prev) || prev?.tag === 'adv')) {
        Object.assign(word, { tag: 'adj', target: adj, base: word.lower });
        units.splice(i, 2, {
          ...u,
          text: `${u.text} ${next.text}`,
          lower: `${u.lower} of`,
          tag: 'adv',
          sv: 'lite',
          base: undefined,
          target: undefined,
        });
        continue;
      }
    }
    // "I'm sort of busy": the lexicon's phrase (liksom) is a degree word before an adjective.
    if (/^(kind|sort) of$/i.test(u.text) && isBe(prev) && next?.tag === 'adj')
      Object.assign(u, { tag: 'adv', sv: 'lite', base: undefined, target: undefined });
    // "the wrong bus", "wrong chat" → "fel buss", "fel chatt": fel takes no article and the noun stays indefinite.
    if (u.lower === 'wrong' && next && (u.tag === 'adj' || u.tag === 'adv') && !isBe(prev)) {
      const noun =
        next.tag === 'noun' ? next.target : data.enIndex.get(next.lower)?.find((x) => x.entry.kind === 'noun');
      if (noun && !next.plural && (next.tag === 'noun' || next.tag === 'verb')) {
        if (next.tag === 'verb') Object.assign(next, { tag: 'noun', target: noun, base: next.lower, vform: undefined });
        Object.assign(u, { tag: 'adv', sv: 'fel', target: undefined });
        if (prev?.tag === 'det' && prev.lower === 'the') units.splice(i - 1, 1);
        continue;
      }
    }
    // "We'll be late", "I'm going to be late" → "Vi kommer för sent": komma says the future itself.
    const will = prev?.tag === 'neg' ? i - 2 : i - 1;
    if (u.tag === 'verb' && u.base === 'be late' && (units[will]?.base === 'will' || units[will]?.lower === 'will')) {
      units.splice(will, 1);
      Object.assign(u, { vform: 'pres' });
      i--;
    } else if (u.tag === 'verb' && u.base === 'be late' && prev?.tag === 'to' && units[i - 2]?.lower === 'going') {
      if (isBe(units[i - 3])) {
        units.splice(i - 3, 3);
        Object.assign(u, { vform: 'pres' });
        i -= 3;
      }
    }
    // "grab a coffee", "grab lunch", "grab my bag" → ta.
    if (u.tag === 'verb' && u.base === 'grab' && next && ['det', 'poss', 'noun', 'num'].includes(next.tag)) {
      const t = verb(data, 'ta');
      if (t) Object.assign(u, { target: t, cued: true });
    }
    // "I'd love to see it", "I'd love to, but …", "I'd like to!" → skulle gärna vilja (se det).
    if (
      u.tag === 'verb' &&
      (u.base === 'love' || u.base === 'like') &&
      prev?.tag === 'modal' &&
      prev.lower === 'would' &&
      (next?.tag === 'to' || next?.lower === 'to') &&
      (!units[i + 2] ||
        ['punct', 'coord'].includes(units[i + 2]!.tag) ||
        (u.base === 'love' && ['verb', 'be', 'have'].includes(units[i + 2]!.tag)))
    ) {
      units.splice(i, 2, {
        ...u,
        text: `${u.text} ${next!.text}`,
        tag: 'phrase',
        sv: 'gärna vilja',
        base: undefined,
        target: undefined,
      });
    }
  }
}
