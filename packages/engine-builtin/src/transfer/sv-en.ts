import type { TranslatedSentence } from '@swedish-translator/core';
import type { EngineData } from '../engine-data.js';
import { indefiniteArticle } from '../morphology/en.js';
import { capitalizeFirst, detokenize, type Piece, tokenize } from '../tokenize.js';
import { buildVerbGroup, type EnOp } from './en-verb.js';
import { collectChain } from './sv-chain.js';
import {
  asComparison,
  finiteVerb,
  isBoundary,
  isCoordinatedSubject,
  isParticle,
  mainLemmaIs,
  npEnd,
  personOf,
  reflexiveOf,
} from './sv-clause.js';
import {
  AUX_ATT,
  AUX_INF,
  EN_PREVERBAL,
  MID_ADVERBS,
  type Person,
  STATIVE_EN,
  SUBJECT_PRONOUNS,
  WH_WORDS,
} from './sv-grammar.js';
import { type RenderContext, renderUnits } from './sv-render.js';
import { buildUnits, type SvUnit } from './sv-tag.js';
import { pickSense, relativePronoun } from './sv-words.js';

const GERUND_SUBJ: Record<string, string> = {
  'utan att': 'without',
  'efter att': 'after',
  innan: 'before',
  'istället för att': 'instead of',
  'genom att': 'by',
};
const OBJECT_CASE: Record<string, string> = { I: 'me', he: 'him', she: 'her', we: 'us', they: 'them' };
/** Verbs whose "att" clause is an English object + to-infinitive (vill att du kommer → want you to come). */
const WANT_VERBS = new Set(['vilja', 'be', 'önska', 'låta']);
const HABITUAL = new Set([
  'varje',
  'alltid',
  'ofta',
  'ibland',
  'aldrig',
  'sällan',
  'brukar',
  'vanligtvis',
  'oftast',
  'alla',
  'dagligen',
  'jämt',
]);
const ONGOING_EN = new Set([
  'sleep',
  'cry',
  'rain',
  'snow',
  'shine',
  'laugh',
  'wait',
  'knock',
  'smile',
  'dance',
  'sing',
  'blow',
  'burn',
  'shout',
  'scream',
  'bark',
  'weep',
  // Posture verbs with a person as subject describe the moment (Han sitter vid bordet → He is sitting at the table);
  // with a thing as subject they have already become "be".
  'sit',
  'stand',
  'lie',
  'wait for',
  'look for',
  'search for',
]);
/** Activities that are in progress when their object is one specific thing (läser en bok → is reading a book). */
const ACTIVITY_EN = new Set([
  'read',
  'write',
  'paint',
  'draw',
  'build',
  'bake',
  'eat',
  'drink',
  'cook',
  'watch',
  'wash',
  'clean',
  'fix',
  'repair',
  'knit',
  'peel',
]);
const SPECIFIC_DETS = new Set([
  'en',
  'ett',
  'min',
  'mitt',
  'mina',
  'din',
  'ditt',
  'dina',
  'sin',
  'sitt',
  'sina',
  'hans',
  'hennes',
  'vår',
  'vårt',
  'våra',
  'er',
  'ert',
  'era',
  'deras',
]);
/** Meals and dishes that are cooked (laga mat, laga middag); other objects of laga are repaired. */
const FOOD = new Set([
  'mat',
  'middag',
  'frukost',
  'lunch',
  'kvällsmat',
  'soppa',
  'gröt',
  'pizza',
  'fisk',
  'kött',
  'kyckling',
  'pannkaka',
  'sås',
  'måltid',
  'te',
  'kaffe',
]);
/** What one watches rather than looks at (titta på tv → watch TV). */
const SCREEN = new Set(['tv', 'teve', 'film', 'match', 'serie', 'program', 'nyheterna', 'fotboll', 'hockey', 'video']);
const INSTRUMENTS_EN = new Set([
  'piano',
  'guitar',
  'violin',
  'drums',
  'flute',
  'trumpet',
  'cello',
  'saxophone',
  'clarinet',
  'organ',
  'harp',
  'accordion',
]);
/** Time adverbials pointing ahead: "kommer snart" → "is coming soon", but no progressive for "om det regnar i morgon". */
const FUTURE_TIME =
  /^(snart|senare|sedan|i morgon|imorgon|i övermorgon|i kväll|ikväll|i eftermiddag|i helgen|i sommar|i vinter|i höst|i vår|nästa .+|om en stund|om en vecka|på måndag|på tisdag|på onsdag|på torsdag|på fredag|på lördag|på söndag)$/;
/** Arrangements and movements in the near future take the English progressive. */
const PLANNED_EN = new Set(['come', 'go', 'leave', 'arrive', 'travel', 'fly', 'drive', 'move', 'return', 'come back']);
/** Swedish says where things lie, stand or sit; English just says where they are. */
const POSITIONAL = new Set(['ligga', 'stå', 'sitta']);

interface ClauseState {
  subject: { p: Person; en: string } | null;
  afterSub: boolean;
  /** The main verb of the last clause, for "vill att du kommer" → "want you to come". */
  lastMain?: string;
  /** Render this clause as object + to-infinitive. */
  toInfinitive?: boolean;
  /** The clause follows och/eller/men. */
  afterCoord?: boolean;
  /** The last clause was rendered in the present progressive. */
  progressive?: boolean;
}

function translateClause(
  c: SvUnit[],
  data: EngineData,
  ctx: RenderContext,
  st: ClauseState,
  isQuestion: boolean,
): Piece[] {
  const f = c.findIndex(finiteVerb);
  if (f < 0) return renderUnits(c, ctx);
  const V = c[f]!;
  let fronted: SvUnit[] = [];
  let subject: SvUnit[] = [];
  let inverted = false;
  const prefix = c.slice(0, f);
  const midPre = prefix.filter((u) => u.lower in MID_ADVERBS && u.a?.pos === 'word');
  const core = prefix.filter((u) => !midPre.includes(u));
  const whFront = Boolean(
    prefix[0] &&
      prefix[0].lower.split(' ')[0]! in WH_WORDS &&
      (prefix[0].a?.pos === 'word' || prefix[0].kind === 'phrase' || prefix[0].a?.pos === 'adj'),
  );
  if (core.length && !whFront && npEnd(core, 0) === core.length) subject = core;
  else if (
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
  } else {
    fronted = prefix;
    const e = npEnd(c, f + 1);
    // "ligger och läser en bok": after och with the subject carried over, the noun phrase is the object.
    const sharedSubject =
      f === 0 && st.afterCoord && st.subject !== null && !((c[f + 1]?.lower ?? '') in SUBJECT_PRONOUNS);
    if (e > 0 && !(c[f + 1]?.lower === 'som') && !sharedSubject) {
      subject = c.slice(f + 1, e);
      inverted = true;
    }
  }
  for (const u of subject) u.consumed = true;
  const renderSubject = () => {
    for (const u of subject) u.consumed = false;
    const r = renderUnits(subject, { ...ctx, afterLexVerb: false });
    for (const u of subject) u.consumed = true;
    return r;
  };
  const midUnits: SvUnit[] = subject === core ? [...midPre] : [];
  for (const u of midUnits) u.consumed = true;
  const { chain, j, mainU, mainEntry } = collectChain(c, f, data, subject, st.subject?.en, midUnits);
  const negated = midUnits.some(
    (u) => u.lower === 'inte' || u.lower === 'ej' || u.lower === 'icke' || u.lower === 'inte heller',
  );
  const midEn = midUnits.map((u) => MID_ADVERBS[u.lower] ?? '').filter((x) => x && x !== 'not');
  const preAdv = midEn.filter((x) => EN_PREVERBAL.has(x));
  const endAdv = midEn.filter((x) => !EN_PREVERBAL.has(x));

  // Subject features.
  let subj = subject.length ? personOf(subject) : null;
  const verbFirst = f === 0 || (fronted.length === 0 && subject.length === 0);
  const va = V.a as Extract<SvUnit['a'], { pos: 'verb' }>;
  const imperative =
    f === 0 &&
    !isQuestion &&
    !st.afterSub &&
    (va.form === 'imp' || va.form === 'inf' || (!st.subject && !subject.length)) &&
    !(va.form === 'past');
  if (imperative && subject.length) {
    for (const u of subject) u.consumed = false;
    subject = [];
    inverted = false;
  }
  let subjectText: Piece[] = subject.length
    ? subject.length === 1 && subj && subject[0]!.a?.pos === 'word'
      ? [{ text: subj.en }]
      : renderSubject()
    : [];
  if (subject.length === 1 && !(subject[0]!.lower in SUBJECT_PRONOUNS)) subjectText = renderSubject();
  if (!subject.length && !imperative && !fronted.length && st.subject) subj = st.subject;
  if (whFront && !subject.length) subj = { p: { person: 3, plural: false }, en: 'it' };
  const question = isQuestion && (inverted || (verbFirst && subject.length > 0)) && !(fronted.length && !whFront);

  // English operations.
  const ops: EnOp[] = [];
  chain.forEach((u, k) => {
    const a = u.a!;
    const isLast = k === chain.length - 1;
    if (a.pos !== 'verb' && a.pos !== 'ppart') return;
    const inf = a.entry.inf;
    if (!isLast) {
      if (inf === 'ha') ops.push({ kind: 'perfect' });
      else if (inf === 'vara' || inf === 'bli') ops.push({ kind: 'passive' });
      else {
        const viaAtt = chain[k + 1] && c.indexOf(chain[k + 1]!) > 0 && c[c.indexOf(chain[k + 1]!) - 1]?.lower === 'att';
        const spec = (viaAtt ? AUX_ATT[inf] : AUX_INF[inf]) ?? AUX_INF[inf] ?? AUX_ATT[inf];
        if (spec?.modal)
          ops.push({
            kind: 'modal',
            present: spec.modal,
            past: spec.past ?? spec.modal,
            nonfinite: (spec as { nonfinite?: string }).nonfinite ?? spec.modal,
          });
        else if (spec?.lex === 'usually')
          ops.push(
            a.pos === 'verb' && a.form === 'past'
              ? { kind: 'modal', present: 'usually', past: 'used to', nonfinite: 'usually' }
              : { kind: 'lex', text: 'usually', adverb: true },
          );
        else if (spec?.lex) ops.push({ kind: 'lex', text: spec.lex, ing: spec.lex === 'stop' });
      }
      return;
    }
    const entry = u === mainU && mainEntry ? mainEntry : a.entry;
    let text = pickSense(entry.senses, true);
    const personSubject =
      subject.length === 1 && ['jag', 'du', 'han', 'hon', 'vi', 'ni', 'de', 'dom', 'man'].includes(subject[0]!.lower);
    if (isLast && POSITIONAL.has(entry.lemma) && !personSubject && subject.length > 0) text = 'be';
    // "föddes" is "was born", not a passive of "give birth to".
    if (entry.inf === 'föda' && (a.pos === 'ppart' || (a.pos === 'verb' && a.passive))) text = 'bear';
    // "fyller trettio" → "turns thirty": fylla before an age is turning that age, not filling.
    if (isLast && entry.inf === 'fylla' && entry.particle === '') {
      const nx = c.slice(j).find((x) => !x.consumed);
      if (nx?.a?.pos === 'word' && nx.a.entry.pos === 'num') text = 'turn';
    }
    // "lagar bilen" → "is fixing the car": laga is cook only for food.
    if (isLast && entry.inf === 'laga' && entry.particle === '') {
      const obj = c.slice(j).find((x) => !x.consumed && x.a?.pos === 'noun');
      if (obj?.a?.pos === 'noun' && !FOOD.has(obj.a.entry.lemma)) text = 'fix';
    }
    // "tittar på tv" → "watches TV": looking at a screen or a game is watching.
    if (isLast && entry.inf === 'titta' && entry.particle === 'på') {
      const obj = c.slice(j).find((x) => !x.consumed && x.a?.pos === 'noun');
      if (obj?.a?.pos === 'noun' && SCREEN.has(obj.a.entry.lemma)) text = 'watch';
    }
    // An opinion verb before a clause: "tror att" → "think that".
    if (isLast && entry.inf === 'tro' && (c[j]?.lower === 'att' || ctx.followedBy === 'att')) text = 'think';
    if (a.pos === 'verb' && a.passive && !entry.flags.has('dep')) ops.push({ kind: 'passive' });
    ops.push({ kind: 'lex', text });
  });
  // "vill ha kaffe" → "want coffee": ha after vilja is not a separate English verb.
  if (
    ops.length === 2 &&
    ops[0]!.kind === 'lex' &&
    ops[0]!.text === 'want to' &&
    ops[1]!.kind === 'lex' &&
    ops[1]!.text === 'have'
  )
    ops.splice(0, 2, { kind: 'lex', text: 'want' });
  if (
    ops.length === 2 &&
    ops[0]!.kind === 'modal' &&
    ops[0]!.present === 'will' &&
    ops[1]!.kind === 'lex' &&
    ops[1]!.text === 'want to'
  )
    ops.splice(1, 1, { kind: 'lex', text: 'like to' });
  if (
    ops.length === 3 &&
    ops[0]!.kind === 'modal' &&
    ops[1]!.kind === 'lex' &&
    ops[1]!.text === 'want to' &&
    ops[2]!.kind === 'lex' &&
    ops[2]!.text === 'have'
  )
    ops.splice(1, 2, { kind: 'lex', text: 'like' });
  // "Klockan är tre" → "It is three o'clock".
  if (subject.length === 1 && subject[0]!.lower === 'klockan' && mainLemmaIs(mainEntry, 'vara')) {
    subjectText = [{ text: 'it' }];
    subj = { p: { person: 3, plural: false }, en: 'it' };
    ctx.oclock = true;
  }
  // "det finns" → "there is/are", agreeing with what follows.
  const mainLemma = mainEntry?.lemma ?? '';
  if (mainLemma === 'finnas' && subject.length === 1 && subject[0]!.lower === 'det') {
    const after = c.slice(j).filter((u) => !u.consumed);
    const e = npEnd(after, 0);
    const plural = e > 0 ? personOf(after.slice(0, e)).p.plural : false;
    subjectText = [{ text: 'there' }];
    subj = { p: { person: 3, plural }, en: 'there' };
    ops.splice(0, ops.length, ...ops.slice(0, -1), { kind: 'lex', text: 'be' });
  }
  const lastOp = ops[ops.length - 1];
  ctx.passive = ops.some((o) => o.kind === 'passive');
  // "Han är lärare": professions take no article in Swedish but need one in English.
  ctx.predicateArticle =
    lastOp?.kind === 'lex' &&
    (lastOp.text === 'be' || lastOp.text === 'become') &&
    ['I', 'you', 'he', 'she', 'we', 'they'].includes(subj?.en ?? '') &&
    subject.length > 0;
  // Ongoing events are progressive in English ("Barnen sover" → "The children are sleeping") unless the clause
  // marks a habit or is negated; other verbs only with "nu".
  const habitual = c.some((u) => HABITUAL.has(u.lower)) || negated;
  const future = c.some((u) => FUTURE_TIME.test(u.lower));
  const ongoing = !habitual && !future && lastOp?.kind === 'lex' && ONGOING_EN.has(lastOp.text);
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
  const planned = future && !habitual && subject.length > 0 && lastOp?.kind === 'lex' && PLANNED_EN.has(lastOp.text);
  // "Det blir kallt" → "It is getting cold"; with a time ahead "It will be cold tomorrow".
  const itBecomes =
    va.form === 'pres' &&
    ops.length === 1 &&
    lastOp?.kind === 'lex' &&
    lastOp.text === 'become' &&
    !c.some((u) => HABITUAL.has(u.lower)) &&
    subject.length === 1 &&
    subject[0]!.lower === 'det';
  if (itBecomes && (future || negated))
    ops.splice(0, 1, { kind: 'modal', present: 'will', past: 'would', nonfinite: 'will' }, { kind: 'lex', text: 'be' });
  else if (itBecomes) ops.splice(0, 1, { kind: 'lex', text: 'get' });
  // "Han ligger och läser" → "He is lying and reading": a second verb with the same subject follows the first.
  const follows = Boolean(st.afterCoord && st.progressive && !subject.length && f === 0 && !negated);
  const hasNow =
    follows || activity || itBecomes || ongoing || planned || c.some((u) => u.lower === 'nu' || u.lower === 'just nu');
  const progressive =
    va.form === 'pres' &&
    ops.length === 1 &&
    lastOp?.kind === 'lex' &&
    hasNow &&
    !STATIVE_EN.has(lastOp.text.split(' ')[0]!);
  st.progressive = progressive;
  if (progressive) {
    ops.unshift({ kind: 'progressive' });
  }
  ctx.subjectEn = subj?.en ?? ctx.subjectEn;
  ctx.negOrQuestion = negated || question || midUnits.some((u) => u.lower === 'aldrig');
  const toInf = Boolean(st.toInfinitive) && subject.length > 0 && !question;
  st.toInfinitive = false;
  const tense = toInf ? 'inf' : imperative ? 'imp' : va.form === 'past' ? 'past' : 'pres';
  const vg = buildVerbGroup(
    ops,
    {
      tense,
      subject: subj?.p ?? null,
      subjectI: subj?.en === 'I',
      negated,
      question,
      midAdverbs: preAdv,
      contract: true,
    },
    data.lex,
  );
  const verbWords: Piece[] = vg.words.map((w) => ({ text: w.replace(/\boneself\b/, reflexiveOf(subj?.en)) }));
  if (follows && progressive && verbWords.length === 2 && /^(am|is|are|'m|'s|'re)$/.test(verbWords[0]!.text))
    verbWords.shift();
  if (toInf) {
    verbWords.unshift({ text: negated ? 'not to' : 'to' });
    if (negated && verbWords[1]?.text === 'not') verbWords.splice(1, 1);
    subjectText = subjectText.map((p) => ({ ...p, text: OBJECT_CASE[p.text] ?? p.text }));
  }
  ctx.afterLexVerb =
    lastOp?.kind === 'lex' && !['be', 'become', 'seem', 'feel', 'look', 'sound', 'get'].includes(lastOp.text);
  const rest = renderUnits(
    c.filter((u) => !u.consumed && !fronted.includes(u)),
    ctx,
  );
  // "spelar piano" → "plays the piano": English plays an instrument with the article.
  if (lastOp?.kind === 'lex' && lastOp.text === 'play' && rest[0] && INSTRUMENTS_EN.has(rest[0].text))
    rest.unshift({ text: 'the' });
  const out: Piece[] = [];
  out.push(...renderUnits(fronted, { ...ctx, afterLexVerb: false }));
  out.push(...vg.preSubject.map((t) => ({ text: t })));
  out.push(...subjectText);
  out.push(...verbWords);
  let tail = rest.length;
  while (tail > 0 && rest[tail - 1]!.punct) tail--;
  out.push(...rest.slice(0, tail), ...endAdv.map((t) => ({ text: t })), ...rest.slice(tail));
  if (subj && subj.en !== 'there') st.subject = subj;
  st.lastMain = mainEntry?.lemma;
  return out;
}
export function translateSvEn(sentence: string, data: EngineData): TranslatedSentence {
  const tokens = tokenize(sentence);
  const units = buildUnits(data, tokens);
  const unknown: string[] = [];
  const ctx: RenderContext = { data, unknown, subjectEn: 'it', afterLexVerb: false };
  const isQuestion = tokens.some((t) => t.text === '?');
  const pieces: Piece[] = [];
  const st: ClauseState = { subject: null, afterSub: false };
  let clause: SvUnit[] = [];
  let lastClause: SvUnit[] = [];
  let antecedent: ClauseState['subject'] = null;
  let clauseIsSub = false;
  const flush = (boundary?: SvUnit) => {
    ctx.followedBy = boundary?.lower;
    if (!clause.length) return;
    // A relative clause inside a main clause: "Mannen som bor här är gammal" — the second finite verb resumes
    // the main clause, whose subject is the noun phrase before "som".
    const f = clause.findIndex(finiteVerb);
    const k =
      f < 0 ? -1 : clause.findIndex((u, i) => i > f && finiteVerb(u) && !(u.a?.pos === 'verb' && u.a.form === 'imp'));
    // "Trots att det regnade lekte barnen ute": without a comma, the main clause starts at the verb that is
    // directly followed by its subject.
    const inv =
      clauseIsSub && f >= 0 ? clause.findIndex((u, i) => i > f && finiteVerb(u) && npEnd(clause, i + 1) > 0) : -1;
    if (inv > 0 && !antecedent) {
      pieces.push(...translateClause(clause.slice(0, inv), data, ctx, st, false));
      st.afterSub = true;
      pieces.push({ text: ',', punct: true });
      pieces.push(...translateClause(clause.slice(inv), data, ctx, st, isQuestion));
    } else if (antecedent && k > 0) {
      pieces.push(...translateClause(clause.slice(0, k), data, ctx, st, false));
      st.subject = antecedent;
      pieces.push(...translateClause(clause.slice(k), data, ctx, st, isQuestion));
    } else pieces.push(...translateClause(clause, data, ctx, st, isQuestion));
    st.afterSub = clauseIsSub;
    clauseIsSub = false;
    antecedent = null;
    lastClause = clause;
    clause = [];
  };
  for (const u of units) {
    const idx = units.indexOf(u);
    if (
      isBoundary(u, units[idx + 1], units[idx - 1]) &&
      !asComparison(units, u) &&
      !isParticle(data, units, idx) &&
      !isCoordinatedSubject(clause, units, idx)
    ) {
      flush(u);
      if (u.lower === 'som' && u.a?.pos === 'word' && u.a.entry.pos === 'pron')
        pieces.push({ text: relativePronoun(units, idx) });
      else if (
        u.lower === 'att' &&
        WANT_VERBS.has(st.lastMain ?? '') &&
        u.a?.pos === 'word' &&
        u.a.entry.pos === 'subj'
      )
        st.toInfinitive = true;
      else if (
        GERUND_SUBJ[u.lower] &&
        units[idx + 1]?.a?.pos === 'verb' &&
        (units[idx + 1]!.a as { form: string }).form === 'inf'
      ) {
        // "utan att säga" → "without saying": these subjunctions take a gerund before an infinitive.
        pieces.push({ text: GERUND_SUBJ[u.lower]! });
        units[idx + 1]!.gerund = true;
      } else if (u.lower === 'för att')
        pieces.push({
          text:
            units[idx + 1]?.a?.pos === 'verb' && (units[idx + 1]!.a as { form: string }).form === 'inf'
              ? 'to'
              : units[idx - 1]?.a?.pos === 'noun'
                ? 'that'
                : 'because',
        });
      else pieces.push(...renderUnits([u], ctx));
      st.afterCoord = u.kind !== 'punct' && ['och', 'eller', 'men'].includes(u.lower);
      if (u.kind !== 'punct') {
        clauseIsSub = u.a?.pos === 'word' && u.a.entry.pos === 'subj';
        st.afterSub = false;
      }
      if (u.lower === 'som') {
        const np = lastClause.filter((x) => x.a?.pos === 'noun' || x.a?.pos === 'word' || x.kind === 'unknown');
        antecedent = lastClause.some(finiteVerb) || !np.length ? null : personOf(np);
        st.subject = antecedent ?? { p: { person: 3, plural: false }, en: 'it' };
      }
    } else clause.push(u);
  }
  flush();
  for (let i = 0; i < pieces.length; i++) {
    const p = pieces[i]!;
    if (p.article) {
      const next = pieces.slice(i + 1).find((x) => x.text && !x.punct);
      if (next) p.text = indefiniteArticle(next.text);
    }
  }
  const text = capitalizeFirst(detokenize(pieces));
  return unknown.length ? { text, unknown: [...new Set(unknown)] } : { text };
}
