import type { VerbEntry } from '../lexicon/types.js';
import { wordMap, wordSet } from '../lexicon/word-lists.js';
import type { EnOp } from './en-verb.js';
import { MID_ADVERBS, STATIVE_EN } from './sv-grammar.js';
import type { SvUnit } from './sv-unit.js';
import { DURATION_NOUNS } from './sv-words.js';

const HABITUAL = wordSet('habitual-sv');
const HABITUAL_TIME = wordSet('habitual-time-sv');
const COMPARED = /^(bättre|sämre|mer|mera|mindre|hellre|fler|färre|\p{L}+are)$/u;

/**
 * Whether the clause marks a habit or a lasting ability, so a Swedish present stays the English simple present: a
 * habit word (ofta, brukar, varje …), a plural time noun after på/om ("Vad gör du på helgerna?" → "What do you do at
 * weekends?") or a comparison ("Hon sjunger bättre än jag" → "She sings better than me").
 */
function habitualClause(c: SvUnit[]): boolean {
  return c.some((u, i) => {
    if (HABITUAL.has(u.lower)) return true;
    const prev = c[i - 1]?.lower;
    if (u.a?.pos === 'noun' && u.a.plural && (prev === 'på' || prev === 'om') && HABITUAL_TIME.has(u.a.entry.lemma))
      return true;
    // A fixed phrase ("på helgerna" → "at weekends"): the stem of its plural noun.
    const m = /^(?:på|om) (\p{L}+?)(?:arna|erna|orna|rna|na|ar|er|or)$/u.exec(u.lower);
    if (m && HABITUAL_TIME.has(m[1]!)) return true;
    return u.lower === 'än' && prev !== undefined && COMPARED.test(prev);
  });
}
const ONGOING_EN = wordSet('ongoing-en');
const WEATHER_EN = new Set(['rain', 'snow', 'blow', 'hail', 'drizzle', 'pour']);
/** Activities that are in progress when their object is one specific thing (läser en bok → is reading a book). */
const ACTIVITY_EN = wordSet('activity-en');
const SPECIFIC_DETS = wordSet('specific-determiners-sv');
/** Time adverbials pointing ahead: "kommer snart" → "is coming soon", but no progressive for "om det regnar i morgon". */
const FUTURE_TIME =
  /^(snart|senare|sen|sedan|i morgon|imorgon|i övermorgon|i kväll|ikväll|i eftermiddag|i helgen|i sommar|i vinter|i höst|i vår|nästa .+|om (en|ett) (stund|vecka|kvart|halvtimme|timme|minut|dag|månad|år)|på måndag|på tisdag|på onsdag|på torsdag|på fredag|på lördag|på söndag)$/;
/** "om tio minuter", "om två veckor", "om 5 min": om + a number + a unit of time points ahead too. */
const IN_TIME =
  /^(en|ett|två|tre|fyra|fem|sex|sju|åtta|nio|tio|elva|tolv|femton|tjugo|trettio|fyrtio|femtio|några|par|\d+)$/;
const TIME_UNIT = /^(sekund(er)?|minut(er)?|min|kvart|timme|timmar|tim|dag(ar)?|vecka|veckor|månad(er)?|år)$/;
const aheadBy = (c: readonly SvUnit[]) =>
  c.some(
    (u, i) =>
      u.lower === 'om' &&
      IN_TIME.test(c[i + 1]?.lower ?? '') &&
      (TIME_UNIT.test(c[i + 2]?.lower ?? '') ||
        (c[i + 1]!.lower === 'par' && TIME_UNIT.test(c[i + 3]?.lower ?? '')) ||
        // "Är hemma om 10": a message leaves the unit out after digits.
        (/^(\d\d?|två|tre|fyra|fem|sex|sju|åtta|nio|tio|femton|tjugo|trettio)$/.test(c[i + 1]!.lower) &&
          (!c[i + 2] || c[i + 2]!.kind === 'punct'))),
  );
/** Where or how ready someone "är" with a time ahead, which is "will be" ("Jag är ledig i morgon" keeps "am"). */
const WHERE = new Set(['hemma', 'där', 'här', 'framme', 'tillbaka', 'borta', 'ute', 'inne', 'klar', 'färdig']);
/** Personal subjects whose "är" with a time ahead is "will be" (not "Mötet är i morgon" → "is tomorrow"). */
const PERSONAL = new Set(['jag', 'vi', 'du', 'ni', 'han', 'hon', 'de', 'dom']);
/** Arrangements and movements in the near future take the English progressive. */
const PLANNED_EN = wordSet('planned-en');
/** Verbs whose present is a promise, English will: höra av sig, återkomma. */
const PROMISE = wordMap('promise-sv');
/** Verbs whose present is a promise with jag/vi as the subject: "Jag fixar det" → "I'll fix it". */
const PROMISE_FIRST = wordMap('promise-first-sv');
/** Vehicles and scheduled events: their times ahead are a timetable, in the English simple present. */
const TIMETABLE = wordSet('timetable-subjects-sv');
/** Passives that report an expectation now: "Det väntas regn i morgon" → "Rain is expected tomorrow". */
const REPORTING = new Set(['expect', 'say', 'consider', 'estimate', 'believe', 'forecast', 'plan']);

export interface AspectClause {
  negated: boolean;
  question: boolean;
  subject: SvUnit[];
  mainEntry: VerbEntry | null;
  /** Form of the finite verb (pres, past, imp, …). */
  form: string;
  /** The clause follows och/eller/men, whether the clause before it was progressive, whether it is subordinate. */
  st: { afterCoord?: boolean; progressive?: boolean; sub?: boolean };
}

/**
 * Whether a Swedish present becomes the English present progressive, from the verb, its object and the clause's
 * time adverbs; rewrites "det blir" to "it is getting" / "it will be". `f` is the finite verb's index in `c`.
 */
export function progressiveAspect(
  c: SvUnit[],
  f: number,
  ops: EnOp[],
  { negated, question, subject, mainEntry, form, st }: AspectClause,
): { progressive: boolean; follows: boolean } {
  const lastOp = ops[ops.length - 1];
  // Ongoing events are progressive in English ("Barnen sover" → "The children are sleeping") unless the clause
  // marks a habit or is negated; other verbs only with "nu".
  // "Det regnar inte" → "It isn't raining": the weather now, negated or not ("om det inte regnar" is a condition).
  const weatherNow = !st.sub && subject[0]?.lower === 'det' && lastOp?.kind === 'lex' && WEATHER_EN.has(lastOp.text);
  const habitual = habitualClause(c) || (negated && !weatherNow);
  const future = c.some((u) => FUTURE_TIME.test(u.lower)) || aheadBy(c);
  // An att-clause after it keeps the simple present ("Vi ser fram emot att träffa dig" → "We look forward to meeting").
  const attNext = c.slice(f + 1).some((u) => u.lower === 'att');
  const ongoing = !habitual && !future && !attNext && lastOp?.kind === 'lex' && ONGOING_EN.has(lastOp.text);
  // An activity with one specific object describes the moment: "Hon läser en bok" → "She is reading a book"; "laga mat"
  // (cook) counts as such an activity. Bare plurals and mass nouns stay habitual (Han läser böcker).
  const obj = c.slice(f + 1).find((u) => !u.consumed && !(u.lower in MID_ADVERBS));
  const specificObject =
    obj !== undefined &&
    ((obj.a?.pos === 'word' && SPECIFIC_DETS.has(obj.lower) && obj.a.entry.pos === 'det') ||
      (obj.a?.pos === 'noun' && obj.a.def && !obj.a.plural));
  const activity =
    !habitual &&
    !future &&
    (!question || specificObject) &&
    subject.length > 0 &&
    !['det', 'den', 'man', 'de', 'dom'].includes(subject[0]!.lower) &&
    lastOp?.kind === 'lex' &&
    ((ACTIVITY_EN.has(lastOp.text) && (specificObject || lastOp.text === 'cook')) ||
      (mainEntry?.inf === 'leka' && !specificObject));
  // "Vad läser du?" → "What are you reading?": the question word is the one specific object.
  const whActivity =
    question &&
    (c[0]?.lower === 'vad' || (['vilken', 'vilket', 'vilka'].includes(c[0]?.lower ?? '') && c[1]?.a?.pos === 'noun')) &&
    !habitual &&
    !future &&
    subject.length === 1 &&
    ['du', 'ni', 'han', 'hon', 'de', 'dom'].includes(subject[0]!.lower) &&
    lastOp?.kind === 'lex' &&
    ACTIVITY_EN.has(lastOp.text) &&
    c.slice(f + 1).every((u) => u.consumed || u.kind === 'punct' || u.lower in MID_ADVERBS);
  // "Vad gör du (här / i morgon)?" → "What are you doing (here / tomorrow)?"; a habit keeps "What do you do …?".
  const whatDoing =
    question &&
    c[0]?.lower === 'vad' &&
    !habitual &&
    mainEntry?.inf === 'göra' &&
    subject.length === 1 &&
    ['du', 'ni', 'han', 'hon', 'de', 'dom'].includes(subject[0]!.lower) &&
    lastOp?.kind === 'lex' &&
    lastOp.text === 'do';
  // "Bussen går klockan sju i morgon" → "The bus leaves at seven tomorrow": a timetable keeps the simple present.
  const head = subject[subject.length - 1]?.a;
  const timetable = head?.pos === 'noun' && TIMETABLE.has(head.entry.lemma) && !question;
  // "Hämtar du barnen idag?" → "Are you picking up the children today?": today's arrangement is progressive too (a
  // fronted "Idag" sets the scene and keeps the simple present: "Idag går jag hem" → "Today I go home").
  const today = c.some((u, k) => k > 0 && (u.lower === 'idag' || u.lower === 'i dag'));
  const planned =
    whatDoing ||
    ((future || today) &&
      !habitual &&
      !timetable &&
      subject.length > 0 &&
      lastOp?.kind === 'lex' &&
      PLANNED_EN.has(lastOp.text));
  // "Det blir kallt" → "It is getting cold"; with a time ahead "It will be cold tomorrow".
  const itBecomes =
    form === 'pres' &&
    ops.length === 1 &&
    lastOp?.kind === 'lex' &&
    lastOp.text === 'become' &&
    !habitualClause(c) &&
    subject.length === 1 &&
    subject[0]!.lower === 'det';
  if (itBecomes && (future || negated))
    ops.splice(0, 1, { kind: 'modal', present: 'will', past: 'would', nonfinite: 'will' }, { kind: 'lex', text: 'be' });
  else if (itBecomes) ops.splice(0, 1, { kind: 'lex', text: 'get' });
  // A main clause in the present with a time ahead is the English future unless it is an arrangement: "Jag ringer
  // dig i morgon" → "I'll call you tomorrow"; promises are future without one ("Vi hör av oss" → "We'll be in touch").
  const firstPerson = subject.length === 1 && ['jag', 'vi'].includes(subject[0]!.lower);
  const promised =
    PROMISE.get(mainEntry?.lemma ?? '') ?? (firstPerson ? PROMISE_FIRST.get(mainEntry?.lemma ?? '') : '');
  const promise = Boolean(promised);
  const ahead =
    c.some((u) => FUTURE_TIME.test(u.lower) && !(u.a?.pos === 'word' && u.a.entry.pos === 'prep')) || aheadBy(c);
  // "Bron stängs av i helgen" → "The bridge will be closed this weekend": an s-passive with a time ahead too.
  const passiveAhead =
    ops.length === 2 &&
    ops[0]!.kind === 'passive' &&
    ahead &&
    !promise &&
    !REPORTING.has(lastOp?.kind === 'lex' ? lastOp.text : '');
  if (
    form === 'pres' &&
    (ops.length === 1 || passiveAhead) &&
    lastOp?.kind === 'lex' &&
    !st.sub &&
    !habitualClause(c) &&
    subject.length > 0 &&
    (promise ||
      passiveAhead ||
      (ahead && !planned && !timetable && !itBecomes && !STATIVE_EN.has(lastOp.text.split(' ')[0]!)) ||
      // "Jag är hemma om tio minuter", "Är där om 10", "Vi är hemma vid fem" → "I'll be home/there …".
      (/^be\b/.test(lastOp.text) &&
        PERSONAL.has(subject[0]!.lower) &&
        (ahead || c.some((u, i) => u.lower === 'vid' && IN_TIME.test(c[i + 1]?.lower ?? ''))) &&
        c.some((u) => u.lower.split(' ').some((w) => WHERE.has(w)))))
  ) {
    if (lastOp.text === 'be at home') ops.splice(0, 1, { kind: 'lex', text: 'be home' });
    // "Jag återkommer" → "I'll get back to you"; with its own "till …" the "to you" goes.
    const told = c.some((u) => u.lower === 'till' && !u.consumed);
    if (promise) ops.splice(0, 1, { kind: 'lex', text: promised!.replace(told ? / to you$/ : /$^/, '') });
    ops.unshift({ kind: 'modal', present: 'will', past: 'would', nonfinite: 'will' });
    return { progressive: false, follows: false };
  }
  // "Han ligger och läser" → "He is lying and reading": a second verb with the same subject follows the first.
  const follows = Boolean(st.afterCoord && st.progressive && !subject.length && f === 0 && !negated);
  const hasNow =
    follows ||
    activity ||
    whActivity ||
    itBecomes ||
    ongoing ||
    planned ||
    c.some((u) => u.lower === 'nu' || u.lower === 'just nu');
  // "Vägen repareras" → "The road is being repaired": work on one definite thing in the present passive is ongoing.
  const s0 = subject.length === 1 ? subject[0]!.a : undefined;
  const ongoingPassive =
    form === 'pres' &&
    ops.length === 2 &&
    ops[0]!.kind === 'passive' &&
    lastOp?.kind === 'lex' &&
    ACTIVITY_EN.has(lastOp.text) &&
    s0?.pos === 'noun' &&
    s0.def &&
    !s0.plural &&
    !question &&
    !habitualClause(c) &&
    !c.some((u) => FUTURE_TIME.test(u.lower) || /^(varje|varannan|ofta)\b/.test(u.lower));
  // "Din ansökan handläggs just nu" → "is being processed right now": a present passive with "now" is ongoing.
  const nowPassive =
    form === 'pres' &&
    ops.length === 2 &&
    ops[0]!.kind === 'passive' &&
    lastOp?.kind === 'lex' &&
    !question &&
    !STATIVE_EN.has(lastOp.text.split(' ')[0]!) &&
    c.some((u) => /^(just nu|för närvarande|för tillfället)$/.test(u.lower));
  const progressive =
    ongoingPassive ||
    nowPassive ||
    (form === 'pres' &&
      ops.length === 1 &&
      lastOp?.kind === 'lex' &&
      hasNow &&
      !STATIVE_EN.has(lastOp.text.split(' ')[0]!));
  return { progressive, follows };
}

/**
 * Swedish present + "sedan" is the English present perfect: "Han jobbar här sedan januari" → "He has worked here
 * since January", "Jag bor här sedan tre år tillbaka" → "I have lived here for three years" (sedan becomes "for" and
 * tillbaka goes). `followedBy` is the subjunction after the clause ("… sedan hon var sex"). Returns whether it applied.
 */
export function perfectSince(
  c: SvUnit[],
  f: number,
  ops: EnOp[],
  form: string,
  followedBy: string | undefined,
): boolean {
  if (form !== 'pres' || ops.length !== 1 || ops[0]!.kind !== 'lex') return false;
  const k = c.findIndex((u, i) => i > f && u.lower === 'sedan' && u.a?.pos === 'word' && u.a.entry.pos === 'prep');
  const next = c[k + 1];
  if (k < 0 ? followedBy !== 'sedan' : !next || next.kind === 'punct') return false;
  ops.unshift({ kind: 'perfect' });
  const noun = c[k + 2];
  if (
    k >= 0 &&
    next &&
    (next.kind === 'lit' || (next.a?.pos === 'word' && next.a.entry.pos === 'num')) &&
    noun?.a?.pos === 'noun' &&
    DURATION_NOUNS.has(noun.a.entry.lemma)
  ) {
    c[k]!.kind = 'phrase';
    c[k]!.phrase = 'for';
    if (c[k + 3]?.lower === 'tillbaka') c[k + 3]!.consumed = true;
  }
  return true;
}
