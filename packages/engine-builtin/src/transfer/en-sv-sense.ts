import type { EngineData } from '../engine-data.js';
import type { VerbEntry } from '../lexicon/types.js';
import { wordSet } from '../lexicon/word-lists.js';
import { personSubject } from './en-antecedent.js';
import type { EnUnit } from './en-unit.js';

const CHANGE_S = wordSet('change-s-sv');
/** Verbs whose unstated object in an instruction is the thing in hand (wash, mix, dry …). */
const THING_VERBS = wordSet('thing-verbs-en');

/**
 * "Prices have doubled" → "Priserna har fördubblats", "Every vote counts" → "Varje röst räknas": an English verb of
 * change used without an object is the Swedish -s form (change-s-sv), unless a person is the subject.
 */
export function changeOfStateS(main: VerbEntry | undefined, after: EnUnit[], subject: EnUnit[]): boolean {
  if (!main || main.particle || !CHANGE_S.has(main.inf) || personSubject(subject)) return false;
  const next = after.find((x) => x.tag !== 'adv' && x.tag !== 'neg');
  return !next || ['punct', 'prep', 'subord', 'coord'].includes(next.tag);
}

/** Which Swedish verb renders an English one: reflexive and particle variants, and senses chosen by the subject. */
export function verbEntry(data: EngineData, lemma: string): VerbEntry | undefined {
  return data.lex.verbs.get(lemma)?.[0];
}

/**
 * Picks the reflexive variant before an adjective (feel tired → känna sig trött) and the plain verb before "to"
 * (want to → vilja, not vilja ha).
 */
export function betterVariant(
  data: EngineData,
  u: EnUnit,
  main: VerbEntry | undefined,
  next: EnUnit | undefined,
  after?: EnUnit,
  noSubject = false,
): VerbEntry | undefined {
  if (!main || u.tag !== 'verb' || !u.base) return main;
  const alts = (data.enIndex.get(u.base) ?? []).map((t) => t.entry).filter((e): e is VerbEntry => e.kind === 'verb');
  // "get tired", "turn red", "grow old": a change of state is bli.
  if (
    (next?.tag === 'adj' || (next?.tag === 'det' && next.lower === 'more')) &&
    ['get', 'turn', 'grow'].includes(u.base)
  )
    return verbEntry(data, 'bli') ?? main;
  // "I found out yesterday", "Have you found out?" → "fick / har fått reda på" (learnt); "Can you find out …?",
  // "I'll find out" → "ta reda på" (look into it).
  if (u.base === 'find out') {
    const learnt = ['past', 'past-pp', 'pp'].includes(u.vform ?? '');
    return verbEntry(data, learnt ? 'få reda på' : 'ta reda på') ?? main;
  }
  // "She turns thirty" → "Hon fyller trettio": turning an age is fylla, not vända.
  if (u.base === 'turn' && next?.tag === 'num') return verbEntry(data, 'fylla') ?? main;
  // "go to Norway", "go by bus": travel is åka; walking somewhere in town stays gå.
  if (
    u.base === 'go' &&
    main.inf === 'gå' &&
    !main.particle &&
    ((next?.lower === 'to' &&
      after !== undefined &&
      after.cap &&
      (after.tag === 'unknown' || after.tag === 'noun' || data.lex.namesEnSv.has(after.text))) ||
      /^by (car|bus|train|plane|boat|taxi)$/.test(next?.lower ?? '') ||
      next?.lower === 'abroad' ||
      (next?.lower === 'by' && ['car', 'bus', 'train', 'plane', 'boat', 'taxi'].includes(after?.lower ?? '')))
  )
    return verbEntry(data, 'åka') ?? main;
  // "They call him Bob", "We call it fika": call + object + name or noun is naming, kalla (not ringa).
  if (
    u.base === 'call' &&
    next?.tag === 'pron' &&
    after &&
    (after.cap || after.tag === 'noun' || after.tag === 'unknown')
  )
    return verbEntry(data, 'kalla') ?? main;
  // "I think it is hard" was read as a judgement (tycka) in en-construction-words.ts.
  if (u.base === 'think' && u.cued && main.inf === 'tycka') return main;
  // "I think (that) it will rain" is an opinion: tro, not tänka.
  if (u.base === 'think' && (u.clauseFollows || next?.lower === 'so')) return verbEntry(data, 'tro') ?? main;
  if (
    u.base === 'think' &&
    next &&
    (next.lower === 'that' ||
      next.lower === 'so' ||
      ['i', 'you', 'he', 'she', 'it', 'we', 'they', 'there'].includes(next.lower))
  )
    return verbEntry(data, 'tro') ?? main;
  // "be" has no reflexive variant worth taking: "have been lucky" is not "befunnit sig".
  if (u.base !== 'be' && (next?.tag === 'adj' || (next?.tag === 'adv' && next.lower === 'very')))
    return alts.find((e) => e.particle === 'sig') ?? main;
  // Intransitive use of a verb with a reflexive variant: "Don't worry" → "Oroa dig inte", "He shaves" → "rakar sig".
  const noObject =
    !next || ['punct', 'prep', 'subord', 'coord'].includes(next.tag) || (next.tag === 'adv' && !next.base);
  // "Wash at 40 °C", "Mix well": an instruction's unstated object is the thing in hand, not the reader.
  const imperative = noSubject && u.vform === 'base';
  if (noObject && !main.particle && !(imperative && THING_VERBS.has(u.base))) {
    const refl = alts.find((e) => e.particle === 'sig' && e.inf === main.inf);
    if (refl) return refl;
  }
  // Before "to" the verb's own plain form (want to → vilja, not vilja ha); a particle verb that is the word's only
  // plain rendering stays (remember to → komma ihåg att).
  if (next?.tag === 'to' && main.particle) return alts.find((e) => !e.particle && e.inf === main.inf) ?? main;
  return main;
}

/** Subjects that play without rules (leka): children and pets. */
const PLAYFUL = wordSet('playful-subjects-en');
/** Subjects that are things, not people: "work" is fungera for them. */
const THINGS = wordSet('thing-subjects-en');

/**
 * Word sense chosen by the subject: children and pets play without an object → leka ("The children are playing in
 * the park"), a game or instrument keeps spela; things work → fungera, people work → arbeta.
 */
export function senseBySubject(
  data: EngineData,
  u: EnUnit,
  main: VerbEntry | undefined,
  subject: EnUnit[],
  after: EnUnit[],
): VerbEntry | undefined {
  if (!main || u.tag !== 'verb' || main.particle) return main;
  // "…and then left the shop" (och lämnade sedan butiken): the step adverb moved after the verb is not its object.
  const next = after[0]?.sv === 'sedan' ? after[1] : after[0];
  const head = [...subject].reverse().find((x) => x.tag === 'noun' || x.tag === 'pron');
  // A multiword noun ("washing machine") keeps its full text in base; its last word is the head.
  const headWord = (head?.tag === 'noun' && head.base ? head.base : (head?.lower ?? '')).split(' ').pop() ?? '';
  const noObject =
    !next || ['punct', 'prep', 'subord', 'coord'].includes(next.tag) || (next.tag === 'adv' && next.lower !== 'the');
  if (u.base === 'play' && main.inf === 'spela') {
    if ((PLAYFUL.has(headWord) && noObject) || next?.lower === 'with' || next?.lower === 'outside')
      return verbEntry(data, 'leka') ?? main;
  }
  if (u.base === 'work' && (main.inf === 'arbeta' || main.inf === 'jobba') && THINGS.has(headWord)) {
    if (!next || !['det', 'noun', 'poss', 'num', 'pron'].includes(next.tag)) return verbEntry(data, 'fungera') ?? main;
  }
  // "We have to leave now" → "Vi måste gå nu": leave without an object is going away (lämna takes one).
  if (u.base === 'leave' && main.inf === 'lämna' && noObject && next?.lower !== 'for')
    return verbEntry(data, 'gå') ?? main;
  return main;
}
