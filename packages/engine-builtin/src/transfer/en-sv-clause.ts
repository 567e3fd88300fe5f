import type { EngineData } from '../engine-data.js';
import { wordSet } from '../lexicon/word-lists.js';
import { reflexiveFor, verbForm } from '../morphology/sv.js';
import type { Piece } from '../tokenize.js';
import { type Antecedent, antecedentOf, itIsDen, objectAntecedent, objectItDen } from './en-antecedent.js';
import { agreementOf, isFiniteStart, npEndAfter, npStartBefore, quantityAgreement } from './en-clause.js';
import { CLAUSE_ADVERBS, type Gender, PRONOUNS, pronounOf } from './en-grammar.js';
import { renderSv } from './en-render.js';
import type { SvRenderContext } from './en-render-context.js';
import { buildChain } from './en-sv-chain.js';
import { modalReadings } from './en-sv-modal.js';
import { alignVerbGroup, inflectCoordinated } from './en-sv-verb-group.js';
import type { EnUnit } from './en-unit.js';

const PERSON_NOUNS = wordSet('person-nouns-en');

export interface Sentence {
  isQuestion: boolean;
  invertNext: boolean;
  noImperative?: boolean;
  lastImperative?: boolean;
  /** The last clause was an English progressive and "and" followed: its tense, for "and reading" → "och läser". */
  progressiveTense?: 'pres' | 'past';
  /** The last finite clause's subject as a Swedish pronoun (du for an imperative), and whether it was in the past:
   * "before leaving" → "innan du går" takes them. */
  subjectSv?: string;
  /** An earlier clause was an imperative: an instruction, whose -ing clauses address the reader (innan du rengör). */
  instruction?: boolean;
  pastClause?: boolean;
  /** The subject of an earlier clause that a later "it" refers to, and the unit after the current clause. */
  antecedent?: Antecedent;
  after?: EnUnit;
  /** A noun before a relative clause: the agreement of that clause's and the main clause's predicates. */
  heldAgree?: Antecedent;
  /** "then" before an imperative (…, then press OK): said after the Swedish imperative (tryck sedan på OK). */
  stepAdverb?: Piece;
  /** The clause is opened by if/whether/unless: it asks like a question (any → några). */
  condition?: boolean;
  /** The clause follows "and" after an infinitive (kan komma och hämta): its bare verb is an infinitive too. */
  infinitiveAnd?: boolean;
}

/** Adjectives before a to-infinitive that describe the speaker (Glad to help), not the doing (Nice to see you). */
const SPEAKER_ADJECTIVES = new Set([
  'happy',
  'glad',
  'sorry',
  'ready',
  'proud',
  'pleased',
  'delighted',
  'sad',
  'excited',
]);

const GERUND_OBJECT = new Set(['det', 'poss', 'adj', 'noun', 'num', 'prep', 'pron', 'adv', 'lit']);

/** Translates one English clause: subject, Swedish verb group with V2 and inte placement, then the rest. */
export function translateClause(
  c: EnUnit[],
  data: EngineData,
  unknown: string[],
  st: Sentence,
  subordinate: boolean,
): Piece[] {
  const agreeDefault = { gender: 'en' as Gender, plural: false };
  const ctx: SvRenderContext = { data, unknown, agree: agreeDefault };
  let g = c.findIndex(isFiniteStart);
  // "Happy to help!", "Nice to see you!": an adjective and its to-infinitive with the subject and be left out; an
  // adjective about the thing, not the speaker, is neuter (Kul att se dig, as "Det är kul att …").
  if (g === 2 && c[1]!.tag === 'to' && c[0]!.tag === 'adj') {
    g = -1;
    if (!SPEAKER_ADJECTIVES.has(c[0]!.base ?? c[0]!.lower)) ctx.agree = { gender: 'ett', plural: false };
  }
  if (g < 0) {
    const tense = st.progressiveTense;
    st.progressiveTense = undefined;
    // Object.assign on the fresh ctx, not {...ctx, ...more}: V8 builds a new hidden class for every such spread.
    const gerund = { gerundSubject: st.subjectSv, pastClause: st.pastClause };
    return renderSv(c, Object.assign(ctx, gerund, { progressiveTense: tense, progressiveAnd: Boolean(tense) }));
  }
  const whFirst = c[0]?.tag === 'wh';
  const auxFirst = ['be', 'have', 'do', 'modal'].includes(c[g]!.tag) || (c[g]!.tag === 'verb' && c[g]!.base === 'be');
  let subject: EnUnit[] = [];
  let fronted: EnUnit[] = [];
  let question = false;
  let gs = g;
  while (
    gs > 0 &&
    (c[gs - 1]!.tag === 'neg' || (c[gs - 1]!.tag === 'adv' && c[gs - 1]!.lower in CLAUSE_ADVERBS && !c[gs - 1]!.base))
  )
    gs--;
  const preAdverbs = c.slice(gs, g);
  let s0 = npStartBefore(c, gs);
  // "The price of food rose": a prepositional phrase inside the subject; "Two years ago we moved": ago ends a fronted one.
  for (let k = s0; k > 1 && c[k - 1]!.tag === 'prep' && c[k - 1]!.lower !== 'ago'; ) {
    const s1 = npStartBefore(c, k - 1);
    if (s1 < 0) break;
    if (s1 === 0 || c[s1 - 1]?.tag === 'punct') {
      s0 = s1;
      break;
    }
    k = s1;
  }
  // "The weather in Sweden is cold": a prepositional phrase read as one unit ends the subject.
  if (s0 < 0 && gs > 1 && c[gs - 1]!.tag === 'phrase' && /^(in|at|on|from|of) /i.test(c[gs - 1]!.text)) {
    if (npStartBefore(c, gs - 1) === 0) s0 = 0;
  }
  // "Learning a new language takes time": an -ing verb opening the clause heads the subject, with its object.
  const gerundSubject =
    c[0]?.gerund === true &&
    g > 1 &&
    s0 !== 0 &&
    c.slice(1, gs).every((u) => GERUND_OBJECT.has(u.tag) || (u.tag === 'unknown' && u.cap));
  if (gerundSubject) s0 = 0;
  const whPhrase = whFirst || (['which', 'what', 'whose', 'how'].includes(c[0]?.lower ?? '') && g <= 3);
  const sq = c[g + 1]?.tag === 'neg' ? g + 2 : g + 1;
  // "Who is coming?": a verb after the auxiliary is the main verb, not the subject.
  const subjectAfter = npEndAfter(c, sq) > 0 && c[sq]?.tag !== 'verb';
  if (auxFirst && (g === 0 || (whPhrase && g <= 3)) && subjectAfter && (st.isQuestion || c[g]!.tag === 'do')) {
    question = true;
    const e = npEndAfter(c, sq);
    subject = c.slice(sq, e);
    fronted = c.slice(0, g);
  } else if (s0 >= 0) {
    subject = c.slice(s0, gs);
    fronted = c.slice(0, s0);
  } else fronted = c.slice(0, g);
  const skip = new Set(subject);
  for (const u of subject) u.consumed = true;
  const consumedBefore = new Set(c.filter((u) => u.consumed));
  const vg = buildChain(c, g, data, skip, subject);
  const chainUnits = c.filter((u) => u.consumed && !consumedBefore.has(u));
  const mainVerb = chainUnits.findLast((u) => u.tag === 'verb');
  if (mainVerb && vg?.entry && mainVerb.target?.entry !== vg.entry) mainVerb.cued = true;
  if (!vg)
    return renderSv(
      c.map((u) => ({ ...u, consumed: false })),
      ctx,
    );
  modalReadings(vg, chainUnits, subject, question, c, st.after?.lower);
  if (!question && s0 >= 0) {
    for (const u of preAdverbs) u.consumed = true;
    vg.adverbs.unshift(...preAdverbs.map((u) => u.sv ?? CLAUSE_ADVERBS[u.lower]!));
    if (vg.adverbs.includes('brukar')) {
      vg.adverbs.splice(vg.adverbs.indexOf('brukar'), 1);
      if (vg.entry && !vg.rest.length) {
        const past = vg.finite === vg.entry.past;
        vg.rest = [verbForm(vg.entry, 'inf', vg.passive)];
        vg.finite = past ? 'brukade' : 'brukar';
      }
    }
  }
  // A condition asks like a question: "if you have any questions" → "några frågor", "if anyone calls" → "någon".
  const asks = question || Boolean(st.isQuestion) || (subordinate && Boolean(st.condition));
  ctx.negOrQuestion = asks || vg.adverbs.includes('inte') || vg.adverbs.includes('aldrig');
  ctx.negatedPerfect = vg.adverbs.includes('inte') && /^(har|hade)$/.test(vg.finite);
  const there = subject.length === 1 && subject[0]!.tag === 'there';
  let subjPieces: Piece[];
  let denIt = false;
  let refl = 'sig';
  const subjectSpan = subject.length === 1 ? subject[0]!.span : undefined;
  if (there) {
    subjPieces = [{ text: 'det', src: subjectSpan }];
    const fin = vg.finite;
    if (vg.lemma === 'vara') {
      vg.finite = fin === 'var' ? 'fanns' : fin === 'är' ? 'finns' : fin;
      vg.rest = vg.rest.map((r) => (r === 'vara' ? 'finnas' : r === 'varit' ? 'funnits' : r));
    }
  } else if (subject.length === 1 && subject[0]!.tag === 'pron') {
    const p = pronounOf(subject[0]!);
    denIt = subject[0]!.lower === 'it' && (subject[0]!.sv === 'den' || itIsDen(c, st.after, st.antecedent));
    subjPieces = [{ text: denIt ? 'den' : (p?.subj ?? subject[0]!.text), src: subjectSpan }];
    refl = reflexiveFor(p?.subj);
  } else
    subjPieces = renderSv(
      subject.map((u) => ({ ...u, consumed: false })),
      Object.assign({}, ctx, { subjectCase: true }),
    );
  // An att-clause subject takes the neuter: "Att köra i snön är farligt".
  const neuterSubject = gerundSubject && ['vara', 'bli', 'verka'].includes(vg.lemma);
  ctx.agree = neuterSubject
    ? { gender: 'ett', plural: false }
    : denIt
      ? { gender: 'en', plural: false }
      : subject.length && !gerundSubject
        ? agreementOf(subject)
        : (st.heldAgree ?? quantityAgreement(fronted, agreeDefault));
  if (!subordinate) st.heldAgree = undefined;
  st.antecedent = antecedentOf(subject) ?? (subject.length ? undefined : objectAntecedent(c, g)) ?? st.antecedent;
  ctx.reflexive = refl;
  ctx.lastVerb = vg.lemma.split(' ')[0];
  ctx.lastVerbEn = mainVerb?.base ?? mainVerb?.lower;
  const gi = c.indexOf(c[g]!);
  const progressive = c[gi]?.tag === 'be' && c.slice(gi + 1).find((u) => u.tag === 'verb')?.vform === 'ing';
  ctx.progressiveTense =
    progressive && !vg.rest.length ? (['was', 'were'].includes(c[gi]!.lower) ? 'past' : 'pres') : undefined;
  st.progressiveTense = ctx.progressiveTense;
  ctx.passive = vg.passive;
  // "has been to Japan" → "har varit i Japan"; "has been moved to Thursday" is a passive, not a visit.
  ctx.beenTo = c.some((u, k) => u.lower === 'been' && c[k + 1]?.lower === 'to');
  // "will be held on Tuesday" is to come (på tisdag): a participle after will is no past.
  const future = c.some((u) => u.tag === 'modal' && ['will', 'shall'].includes(u.lower));
  ctx.pastClause = !future && c.some((u) => u.vform === 'past' || u.vform === 'past-pp');
  const subjWord = subject.length === 1 ? subject[0]!.lower : '';
  const possBySubject: Record<string, string[]> = { he: ['his'], she: ['her'], it: ['its'], they: ['their'] };
  ctx.reflexivePossessives = new Set(
    possBySubject[subjWord] ??
      (subject.some((u) => u.tag === 'noun' || (u.tag === 'unknown' && u.cap)) ? ['his', 'her', 'its', 'their'] : []),
  );
  const restUnits = c.filter((u) => !u.consumed && !fronted.includes(u));
  // "She is a doctor" → "Hon är läkare": no article before a bare predicative noun about a person.
  // "My brother is a nurse", "Tom is a teacher": a person named or described by a person noun counts too.
  const subjectHead = subject[subject.length - 1];
  const personSubj =
    (subject.length === 1 && ['i', 'you', 'he', 'she', 'we', 'they'].includes(subject[0]!.lower)) ||
    (subjectHead?.tag === 'noun' && PERSON_NOUNS.has(subjectHead.base ?? subjectHead.lower)) ||
    (subject.length === 1 && subjectHead?.tag === 'unknown' && subjectHead.cap);
  if (
    personSubj &&
    (vg.lemma === 'vara' || vg.lemma === 'bli') &&
    (restUnits[0]?.lower === 'a' || restUnits[0]?.lower === 'an') &&
    restUnits[0].tag === 'det' && // "I am a few minutes late": "a few" is a number, not the article
    restUnits[1]?.tag === 'noun'
  )
    restUnits[0]!.consumed = true;
  // "She wants to be a nurse" → "vill vara sjuksköterska": the same after an infinitive be.
  const beAt = restUnits.findIndex((u, k) => u.tag === 'be' && restUnits[k - 1]?.tag === 'to');
  const [ba, bn] = [restUnits[beAt + 1], restUnits[beAt + 2]];
  if (personSubj && beAt >= 0 && (ba?.lower === 'a' || ba?.lower === 'an') && ba.tag === 'det' && bn?.tag === 'noun')
    ba.consumed = true;
  let rest: Piece[];
  // "I want you to come" → "Jag vill att du kommer": object + to-infinitive becomes an att-clause.
  const [o, to, v] = restUnits;
  if (
    vg.lemma.startsWith('vilja') &&
    o?.tag === 'pron' &&
    PRONOUNS[o.lower] &&
    to?.tag === 'to' &&
    v?.tag === 'verb' &&
    v.target?.entry.kind === 'verb'
  ) {
    const inner = v.target.entry;
    ctx.lastVerb = inner.inf;
    rest = [
      { text: 'att' },
      { text: pronounOf(o)!.subj, src: o.span },
      { text: verbForm(inner, 'pres'), src: v.span },
      ...(inner.particle ? [{ text: inner.particle, src: v.span }] : []),
      ...renderSv(restUnits.slice(3), ctx),
    ];
  } else rest = renderSv(restUnits, ctx);
  const frontPieces = renderSv(fronted, { ...ctx });
  const advs = vg.adverbs.map((t) => ({ text: t }));
  const reflP: Piece[] = vg.reflexive ? [{ text: refl }] : [];
  // A reflexive inside a particle (ta på sig) agrees with the subject; imperatives address "dig".
  const partText = vg.particle.replace(/\bsig\b/, !subject.length && g === 0 && !question ? 'dig' : refl);
  const partP: Piece[] = vg.particle ? [{ text: inflectCoordinated(partText, vg.finite, vg, data) }] : [];
  const restVerbs = vg.rest.map((t) => ({ text: t }));
  const fin: Piece = { text: vg.finite };
  alignVerbGroup([fin, ...restVerbs], [...reflP, ...partP], advs, chainUnits, preAdverbs);
  const imperative =
    !subject.length &&
    g === 0 &&
    !question &&
    !subordinate &&
    !st.noImperative &&
    // "… and put it back": a phrasal verb's base (put back) starts with the word, which is also its past form.
    ((c[g]!.tag === 'verb' && (c[g]!.vform === 'base' || c[g]!.lower === c[g]!.base?.split(' ')[0])) ||
      ((c[g]!.tag === 'be' || c[g]!.tag === 'have') && c[g]!.vform === 'base'));
  const doImperative = !subject.length && g === 0 && c[0]!.lower === 'do';
  const infinitive = st.infinitiveAnd;
  st.infinitiveAnd = false;
  st.lastImperative = (imperative && !infinitive) || doImperative;
  const pron = subject.length === 1 && subject[0]!.tag === 'pron' ? pronounOf(subject[0]!)?.subj : undefined;
  st.instruction ||= st.lastImperative;
  // "Make sure the device is off before cleaning" → "innan du rengör": a thing's clause in an instruction is the reader's.
  const thing = !pron || pron === 'den' || pron === 'det';
  st.subjectSv =
    st.lastImperative || (st.instruction && thing)
      ? 'du'
      : (pron ?? (subject.length && ctx.agree.plural ? 'de' : undefined));
  st.pastClause = ctx.pastClause;
  if (imperative || doImperative) {
    objectItDen(rest, restUnits, st.antecedent);
    const imp = vg.entry ? verbForm(vg.entry, infinitive ? 'inf' : 'imp') : vg.finite;
    const reflImp: Piece[] = vg.reflexive ? [{ text: 'dig' }] : [];
    if (st.stepAdverb) advs.unshift(st.stepAdverb);
    st.stepAdverb = undefined;
    const impPiece: Piece = { text: imp };
    alignVerbGroup([impPiece, ...restVerbs], reflImp, [], chainUnits, []);
    return [impPiece, ...reflImp, ...advs, ...restVerbs, ...partP, ...rest];
  }
  const inverted = question || fronted.length > 0 || (st.invertNext && !subordinate);
  st.invertNext = false;
  // With an auxiliary the reflexive follows the main verb: "Du borde vila dig", "Jag vill tvätta mig".
  if (restVerbs.length && reflP.length) {
    restVerbs.push(...reflP);
    reflP.length = 0;
  }
  if (subordinate && subjWord === 'you') objectItDen(rest, restUnits, st.antecedent);
  if (subordinate) return [...frontPieces, ...subjPieces, ...advs, fin, ...reflP, ...restVerbs, ...partP, ...rest];
  if (inverted && subject.length)
    return [...frontPieces, fin, ...subjPieces, ...reflP, ...advs, ...restVerbs, ...partP, ...rest];
  return [...frontPieces, ...subjPieces, fin, ...reflP, ...advs, ...restVerbs, ...partP, ...rest];
}
