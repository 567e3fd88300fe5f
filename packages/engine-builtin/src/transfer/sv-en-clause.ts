import { spanOf } from '../alignment.js';
import type { EngineData } from '../engine-data.js';
import type { Piece } from '../tokenize.js';
import { buildVerbGroup, type EnOp } from './en-verb.js';
import { alignVerbGroup, NEGATING_MID } from './sv-align-verbs.js';
import { perfectSince, progressiveAspect } from './sv-aspect.js';
import { collectChain } from './sv-chain.js';
import {
  finiteVerb,
  imperativeVerb,
  invertedSubjectEnd,
  mainLemmaIs,
  markGenericSubject,
  npEnd,
  npWithPrepsEnd,
  passiveSubject,
  personOf,
  reflexiveOf,
} from './sv-clause.js';
import type { ClauseState } from './sv-clause-state.js';
import { existentialAfterDet, weatherAfterDet } from './sv-existential.js';
import { gerundAfterVerb, toAfterReflexive } from './sv-gerund.js';
import { EN_PREVERBAL, MID_ADVERBS, POSSESSIVE_EN, SUBJECT_PRONOUNS, WH_WORDS } from './sv-grammar.js';
import { handlesThings, instructionOrder } from './sv-instructions.js';
import { objectOrder } from './sv-object-order.js';
import { HA_DEGREE_EN } from './sv-particle-verbs.js';
import { renderUnits } from './sv-render.js';
import type { RenderContext } from './sv-render-context.js';
import { tenseAndMood } from './sv-tense.js';
import { reportedOrder, sentenceModal } from './sv-tense-ops.js';
import { isTimeAdverbialNp } from './sv-time-front.js';
import type { SvUnit } from './sv-unit.js';
import { chainOps } from './sv-verb-ops.js';

const OBJECT_CASE: Record<string, string> = { I: 'me', he: 'him', she: 'her', we: 'us', they: 'them' };

export type { ClauseState } from './sv-clause-state.js';

/** Translates one Swedish clause: fronted part, subject, English verb group (tense, aspect, do-support), the rest. */
const WILL: EnOp = { kind: 'modal', present: 'will', past: 'would', nonfinite: 'be going to' };

export function translateClause(
  c: SvUnit[],
  data: EngineData,
  ctx: RenderContext,
  st: ClauseState,
  isQuestion: boolean,
): Piece[] {
  const f = c.findIndex(finiteVerb);
  // "Jag vet inte något" → "I don't know anything": a negated set phrase (jag vet inte) negates what follows.
  if (f < 0 && c.some((u) => u.kind === 'phrase' && /n't\b|\bnot\b/.test(u.phrase ?? ''))) ctx.negOrQuestion = true;
  if (f < 0) return renderUnits(c, ctx);
  const V = c[f]!;
  let fronted: SvUnit[] = [];
  let subject: SvUnit[] = [];
  let inverted = false;
  let indirect = false;
  const prefix = c.slice(0, f);
  const midPre = prefix.filter((u) => u.lower in MID_ADVERBS && u.a?.pos === 'word');
  const core = prefix.filter((u) => !midPre.includes(u));
  const whFront = Boolean(
    prefix[0] &&
      prefix[0].lower.split(' ')[0]! in WH_WORDS &&
      (prefix[0].a?.pos === 'word' || prefix[0].kind === 'phrase' || prefix[0].a?.pos === 'adj'),
  );
  const timeFront = isTimeAdverbialNp(core, c, f) && invertedSubjectEnd(c, f + 1) > 0;
  if (core.length && !whFront && !timeFront && npWithPrepsEnd(core) === core.length) subject = core;
  else if (core.length > 1 && core[0]!.lower === 'så' && npWithPrepsEnd(core.slice(1)) === core.length - 1) {
    // "…, så vi måste gå" → "so we have to go": så joining clauses keeps the subject before the verb.
    fronted = [core[0]!];
    subject = core.slice(1);
  } else if (
    whFront &&
    prefix.length === 2 &&
    prefix[0]!.tokens.length === 1 &&
    prefix[1]!.lower in SUBJECT_PRONOUNS &&
    prefix[1]!.a?.pos === 'word' &&
    prefix[1]!.a.entry.pos === 'pron'
  ) {
    // An indirect question keeps subject-before-verb order: "(förstår inte) vad du menar" → "what you mean".
    fronted = [prefix[0]!];
    subject = [prefix[1]!];
    indirect = true;
  } else {
    fronted = prefix;
    const e = invertedSubjectEnd(c, f + 1);
    // "ligger och läser en bok": after och with the subject carried over, the noun phrase is the object.
    // "en katt som heter Misse": in a relative clause the noun phrase after the verb is no subject.
    const sharedSubject =
      f === 0 &&
      (st.afterCoord || st.relative) &&
      st.subject !== null &&
      !((c[f + 1]?.lower ?? '') in SUBJECT_PRONOUNS);
    if (e > 0 && !(c[f + 1]?.lower === 'som') && !sharedSubject) {
      subject = c.slice(f + 1, e);
      inverted = true;
    }
  }
  // "Vem vann matchen?" → "Who won the match?": vem before its verb and a noun is the subject.
  if (whFront && prefix.length === 1 && prefix[0]!.lower === 'vem' && subject[0]?.a?.pos === 'noun') {
    subject = [];
    inverted = false;
  }
  for (const u of subject) u.consumed = true;
  markGenericSubject(subject);
  const renderSubject = () => {
    for (const u of subject) u.consumed = false;
    const r = renderUnits(subject, { ...ctx, afterLexVerb: false, inSubject: true });
    // "Fler arbetar hemifrån" → "More people work from home".
    if (subject.length === 1 && /^(allt )?(fler|färre)$/.test(subject[0]!.lower)) r.push({ text: 'people' });
    for (const u of subject) u.consumed = true;
    return r;
  };
  const midUnits: SvUnit[] = subject === core ? [...midPre] : [];
  for (const u of midUnits) u.consumed = true;
  const sc = collectChain(c, f, data, subject, st.subject?.en, midUnits);
  const { j, mainEntry } = sc;
  const negated = midUnits.some((u) => NEGATING_MID.has(u.lower));
  const midEn = midUnits.map((u) => MID_ADVERBS[u.lower] ?? u.phrase ?? '').filter((x) => x && x !== 'not');
  const preAdv = midEn.filter((x) => EN_PREVERBAL.has(x) || HA_DEGREE_EN.has(x)); // "are completely right"
  const endAdv = midEn.filter((x) => !preAdv.includes(x));

  // Subject features.
  let subj = subject.length ? personOf(subject) : null;
  const verbFirst = f === 0 || (fronted.length === 0 && subject.length === 0);
  const va = V.a as Extract<SvUnit['a'], { pos: 'verb' }>;
  // A label's verb-first line ("Innehåller nötter" → "Contains nuts"): no subject, third person.
  const label = Boolean(st.label) && f === 0;
  st.label = false;
  if (label) {
    for (const u of subject) u.consumed = false;
    subject = [];
    inverted = false;
    subj = { p: { person: 3, plural: false }, en: 'it' };
  }
  const imperative =
    !label &&
    f === 0 &&
    !isQuestion &&
    imperativeVerb(V, va, Boolean(st.afterSub), subject.length > 0, Boolean(st.subject));
  if (imperative && subject.length) {
    for (const u of subject) u.consumed = false;
    subject = [];
    inverted = false;
  }
  const subjectSpan = subject.length === 1 ? spanOf(subject[0]!.tokens) : undefined;
  let subjectText: Piece[] = subject.length
    ? subject.length === 1 && subj && subject[0]!.a?.pos === 'word'
      ? [{ text: isQuestion && inverted && subj.en === 'someone' ? 'anyone' : subj.en, src: subjectSpan }]
      : renderSubject()
    : [];
  if (subject.length === 1 && !(subject[0]!.lower in SUBJECT_PRONOUNS)) subjectText = renderSubject();
  if (!subject.length && !imperative && !fronted.length && st.subject) subj = st.subject;
  if (whFront && !subject.length) subj = { p: { person: 3, plural: false }, en: 'it' };
  const question = isQuestion && (inverted || (verbFirst && subject.length > 0)) && !(fronted.length && !whFront);

  const ops = chainOps(c, sc, subject, ctx.followedBy);
  gerundAfterVerb(c, j, ops, mainEntry);
  toAfterReflexive(c, j, ops, mainEntry);
  sentenceModal(st, ops, va.form, V.lower);
  // "Kan innehålla spår av nötter" → "May contain traces of nuts": a label's kan is a possibility.
  if (label && ops[0]?.kind === 'modal' && ops[0].present === 'can') ops[0] = { ...ops[0], present: 'may' };
  // "vet inte vad jag ska göra" → "what I should do"; "ville att Mary skulle gå" → "wanted Mary to go".
  const skola = V.a?.pos === 'verb' && V.a.entry.inf === 'skola' && ops[0]?.kind === 'modal' && ops.length > 1;
  if (skola && (((indirect || st.indirect) && !isQuestion) || reportedOrder(st, V.a, subject, subj?.en)))
    ops[0] = { kind: 'modal', present: 'should', past: 'should', nonfinite: 'ought to' };
  if (skola && st.toInfinitive) ops.shift();
  // "Vad ska jag göra?" → "What should I do?", "Var ska vi ses?" → "Where shall we meet?": advice, not a forecast.
  const firstPerson = subject.length === 1 && (subject[0]!.lower === 'jag' || subject[0]!.lower === 'vi');
  if (skola && isQuestion && inverted && firstPerson && V.a?.pos === 'verb' && V.a.form === 'pres') {
    const m = subject[0]!.lower === 'jag' ? 'should' : 'shall';
    ops[0] = { kind: 'modal', present: m, past: 'should', nonfinite: 'ought to' };
  }
  // "Klockan är tre" → "It is three o'clock".
  if (subject.length === 1 && subject[0]!.lower === 'klockan' && mainLemmaIs(mainEntry, 'vara')) {
    subjectText = [{ text: 'it', src: subjectSpan }];
    subj = { p: { person: 3, plural: false }, en: 'it' };
    ctx.oclock = true;
  }
  // "Det väntas snö" → "Snow is expected": an indefinite noun phrase after an s-passive with det is the subject.
  const passiveNp = subject.length === 1 && subject[0]!.lower === 'det' ? passiveSubject(c, j, ops) : null;
  if (passiveNp) {
    subject = passiveNp;
    subj = personOf(subject);
    subjectText = renderSubject();
  }
  // "det finns" → "there is/are", agreeing with what follows; so are "det står/ligger" + an indefinite noun phrase
  // and "det är" + a quantified noun or a noun and a place (sv-existential.ts).
  const mainLemma = mainEntry?.lemma ?? '';
  const after = c.slice(j).filter((u) => !u.consumed);
  const weatherVerb =
    subject.length === 1 && subject[0]!.lower === 'det' && weatherAfterDet(mainLemma, after, ops, va.form === 'past');
  const { existential, article, future } = weatherVerb
    ? { existential: false, article: false, future: false }
    : existentialAfterDet(mainLemma, after);
  if (existential && subject.length === 1 && subject[0]!.lower === 'det') {
    const e = npEnd(after, 0);
    const plural = e > 0 ? personOf(after.slice(0, e)).p.plural : false;
    subjectText = [{ text: 'there', src: subjectSpan }];
    subj = { p: { person: 3, plural }, en: 'there' };
    const will = future && va.form === 'pres' && ops.length === 1 ? [WILL] : [];
    ops.splice(0, ops.length, ...will, ...ops.slice(0, -1), { kind: 'lex', text: 'be' });
  }
  const lastOp = ops[ops.length - 1];
  ctx.passive = ops.some((o) => o.kind === 'passive');
  // "Han är lärare": professions take no article in Swedish but need one in English ("De är lärare": teachers); so
  // after a relative clause ("Mannen som bor bredvid är läkare" → a doctor).
  const personalSubj = ['I', 'you', 'he', 'she'].includes(subj?.en ?? '');
  ctx.predicateArticle =
    lastOp?.kind === 'lex' &&
    (lastOp.text === 'be' || lastOp.text === 'become') &&
    ((personalSubj && (subject.length > 0 || (!imperative && !fronted.length))) || (existential && article));
  perfectSince(c, f, ops, va.form, ctx.followedBy);
  const { progressive, follows } = progressiveAspect(c, f, ops, {
    negated,
    question,
    subject,
    mainEntry,
    form: va.form,
    st,
  });
  st.progressive = progressive;
  if (progressive) {
    ops.unshift({ kind: 'progressive' });
  }
  // "Gör det själv!" → "Do it yourself!": an imperative's reflexives and själv agree with an unsaid 'you'.
  ctx.subjectEn = imperative && !subject.length ? 'you' : (subj?.en ?? ctx.subjectEn);
  // A condition reads like a question: "om du har några frågor" → "any questions".
  ctx.negOrQuestion = negated || question || (st.sub && st.conditional) || midUnits.some((u) => u.lower === 'aldrig');
  const toInf = Boolean(st.toInfinitive) && subject.length > 0 && !question;
  st.toInfinitive = false;
  const mood = tenseAndMood(c, ops, toInf ? 'inf' : imperative ? 'imp' : va.form === 'past' ? 'past' : 'pres', {
    question,
    midUnits,
    canFront: fronted.length === 0 && !st.sub,
    endAdv,
    followedBy: st.afterWhen ? 'när' : ctx.followedBy,
  });
  const vg = buildVerbGroup(
    ops,
    {
      tense: mood.tense,
      subject: subj?.p ?? null,
      subjectI: subj?.en === 'I',
      negated,
      question,
      midAdverbs: preAdv,
      // A notice's formal "ej" is English's uncontracted "do not" (Rör ej → Do not touch).
      contract: !midUnits.some((u) => u.lower === 'ej'),
    },
    data.lex,
  );
  const verbWords: Piece[] = vg.words.map((w) => ({
    text: w
      .replace(/\boneself\b/, reflexiveOf(subj?.en))
      .replace(/\bone's\b/, POSSESSIVE_EN[imperative ? 'you' : (subj?.en ?? '')] ?? 'their'),
  }));
  // "Ta gärna en broschyr" → "Feel free to take a brochure": gärna in a request invites, it is not "gladly".
  if (imperative && !negated && endAdv.includes('gladly')) {
    endAdv.splice(endAdv.indexOf('gladly'), 1);
    verbWords.unshift({ text: 'feel free to' });
  }
  if (follows && progressive && verbWords.length === 2 && /^(am|is|are|'m|'s|'re)$/.test(verbWords[0]!.text))
    verbWords.shift();
  if (toInf) {
    verbWords.unshift({ text: negated ? 'not to' : 'to' });
    if (negated && verbWords[1]?.text === 'not') verbWords.splice(1, 1);
    subjectText = subjectText.map((p) => ({ ...p, text: OBJECT_CASE[p.text] ?? p.text }));
  }
  ctx.afterLexVerb =
    lastOp?.kind === 'lex' &&
    !['be', 'become', 'seem', 'feel', 'look', 'sound', 'get', 'keep', 'stay', 'store', 'serve'].includes(lastOp.text);
  // Body parts and clothes after the verb belong to a personal subject: "Ta av dig skorna" → "your shoes".
  const ownerEn = imperative ? 'you' : subj?.en;
  const personal = imperative || subject.every((u) => u.lower in SUBJECT_PRONOUNS) || ownerEn === 'they';
  ctx.beenTo = ops.some((o) => o.kind === 'perfect') && lastOp?.kind === 'lex' && lastOp.text === 'be';
  const owns = personal && ownerEn && !handlesThings(mainEntry?.inf);
  ctx.owner = owns && ['I', 'you', 'he', 'she', 'we', 'they'].includes(ownerEn) ? ownerEn : undefined;
  Object.assign(ctx, { verbSv: mainEntry?.inf, particleSv: mainEntry?.particle });
  const restUnits = c.filter((u) => !u.consumed && !fronted.includes(u));
  const rest = renderUnits(restUnits, ctx);
  ctx.owner = undefined;
  Object.assign(ctx, { verbSv: undefined, particleSv: undefined });
  objectOrder(verbWords, rest, restUnits, lastOp);
  instructionOrder(verbWords, rest, mainEntry?.particle, restUnits, imperative);
  const preSubject: Piece[] = vg.preSubject.map((t) => ({ text: t }));
  const endAdverbs: Piece[] = endAdv.map((t) => ({ text: t }));
  // A particle right after the main verb is part of it: "tycker om" → "like".
  const particles = mainEntry?.particle
    ? c.filter((u, i) => i > f && u.consumed && mainEntry.particle.split(' ').includes(u.lower))
    : [];
  alignVerbGroup([...preSubject, ...verbWords], endAdverbs, sc.chain, midUnits, particles);
  const out: Piece[] = [];
  out.push(...renderUnits(fronted, { ...ctx, afterLexVerb: false, fronted: true }));
  out.push(...preSubject);
  if (mood.frontMaybe) out.push({ text: 'maybe' });
  out.push(...subjectText);
  out.push(...verbWords);
  let tail = rest.length;
  while (tail > 0 && rest[tail - 1]!.punct) tail--;
  out.push(...rest.slice(0, tail), ...endAdverbs, ...rest.slice(tail));
  if (subj && subj.en !== 'there') st.subject = subj;
  st.lastMain = mainEntry?.lemma;
  return out;
}
