import type { TranslatedSentence } from '@swedish-translator/core';
import { attribute, layOutAligned, spanOf } from '../alignment.js';
import type { EngineData } from '../engine-data.js';
import { recognizeSv } from '../entities/sv-entities.js';
import { wordMap, wordSet } from '../lexicon/word-lists.js';
import { indefiniteArticle } from '../morphology/en.js';
import { capitalizeFirst, type Piece, tokenize } from '../tokenize.js';
import { restoreDroppedSubject } from './chat-dropped-subject.js';
import { asksWithoutMark, readChatSv } from './chat-spellings.js';
import { reorderChatSv } from './chat-sv-order.js';
import { englishTag, stripSvTag } from './question-tags.js';
import { chooseSvSenses } from './senses-in-context.js';
import { joinAbbreviations } from './sv-abbreviations.js';
import {
  asComparison,
  finiteVerb,
  isBoundary,
  isCoordinatedSubject,
  isParticle,
  npEnd,
  personOf,
} from './sv-clause.js';
import { markCodeLabels } from './sv-code-labels.js';
import { markContentClauses } from './sv-content-clause.js';
import { type ClauseState, translateClause } from './sv-en-clause.js';
import { chooseEverydaySenses } from './sv-everyday-senses.js';
import { negatedInfinitiveMarker } from './sv-gerund.js';
import { SUBJECT_PRONOUNS, WH_WORDS } from './sv-grammar.js';
import { svUiLabels } from './sv-instructions.js';
import { prepareLabelClause } from './sv-label-clause.js';
import { readNoticeWords } from './sv-notice-words.js';
import { stripPoliteSv } from './sv-politeness.js';
import { relativePronoun } from './sv-relative.js';
import { renderUnits } from './sv-render.js';
import type { RenderContext } from './sv-render-context.js';
import { buildUnits } from './sv-tag.js';
import { counterfactual, pastNight, stripBestSv } from './sv-tense-ops.js';
import { prepareTenseTokens } from './sv-tense-tokens.js';
import type { SvUnit } from './sv-unit.js';
import { UNKNOWN_FLAG } from './sv-unknown.js';
import { uncertainOf, uncertainSvWords } from './uncertain.js';

const GERUND_SUBJ = wordMap('gerund-subjunctions-sv');
/** Verbs whose "att" clause is an English object + to-infinitive (vill att du kommer → want you to come). */
const WANT_VERBS = wordSet('want-verbs-sv');

/** "Tack för att du kom": för att after thanks, then du/ni and a finite verb. */
function thanksFor(units: SvUnit[], i: number): boolean {
  const verb = units[i + 2]?.a;
  return (
    Boolean(units[i - 1]?.lower.startsWith('tack')) &&
    ['du', 'ni'].includes(units[i + 1]?.lower ?? '') &&
    verb?.pos === 'verb' &&
    (verb.form === 'pres' || verb.form === 'past')
  );
}

const CLEFT_CASE: Record<string, string> = { I: 'me', we: 'us', he: 'him', she: 'her', they: 'them' };

export function translateSvEn(sentence: string, data: EngineData): TranslatedSentence {
  const asked = stripSvTag(
    markContentClauses(restoreDroppedSubject(reorderChatSv(readChatSv(tokenize(sentence), data), data), data), data),
  );
  const polite = stripPoliteSv(joinAbbreviations(recognizeSv(asked.tokens, data.entities), data), data);
  const best = stripBestSv(prepareTenseTokens(polite.tokens, data));
  const tokens = best.tokens;
  const units = buildUnits(data, tokens);
  chooseSvSenses(units);
  svUiLabels(units);
  chooseEverydaySenses(units);
  readNoticeWords(units);
  pastNight(units);
  markCodeLabels(units);
  // "Varken polisen eller räddningstjänsten" → "Neither the police nor the rescue service".
  const nor = units.find((u, k) => u.lower === 'eller' && units.slice(0, k).some((x) => x.lower === 'varken'));
  if (nor) Object.assign(nor, { kind: 'phrase', phrase: 'nor' });
  // Words read as verbs the lexicon lacks (vill flurpa) are kept and still reported.
  const unknown: string[] = units
    .filter((u) => u.a?.pos === 'verb' && u.a.entry.flags.has(UNKNOWN_FLAG))
    .map((u) => u.tokens[0]!.text);
  const ctx: RenderContext = { data, unknown, subjectEn: 'it', afterLexVerb: false };
  const isQuestion = tokens.some((t) => t.text === '?') || asksWithoutMark(tokens, data);
  const pieces: Piece[] = [];
  const st: ClauseState = { subject: null, afterSub: false, best: best.best, counterfactual: counterfactual(tokens) };
  let clause: SvUnit[] = [];
  let lastClause: SvUnit[] = [];
  let antecedent: ClauseState['subject'] = null;
  let clauseIsSub = false;
  /** The clause is an indirect question after its wh-word ("vet inte vad jag ska göra"). */
  let clauseIsWh = false;
  /** The subordinate clause opened with när ("När jag kom hem sov han" → "he was sleeping"). */
  let clauseIsWhen = false;
  /** A clause with a finite verb came before (a label's verb-first line is only the first clause). */
  let seenVerb = false;
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
    st.sub = clauseIsSub;
    st.indirect = clauseIsWh;
    if (inv > 0 && !antecedent) {
      pieces.push(...translateClause(clause.slice(0, inv), data, ctx, st, false));
      st.afterSub = true;
      st.sub = false;
      pieces.push({ text: ',', punct: true });
      st.afterWhen = clauseIsWhen;
      pieces.push(...translateClause(clause.slice(inv), data, ctx, st, isQuestion));
      st.afterWhen = false;
    } else if (antecedent && k > 0) {
      pieces.push(...translateClause(clause.slice(0, k), data, ctx, st, false));
      st.subject = antecedent;
      pieces.push(...translateClause(clause.slice(k), data, ctx, st, isQuestion));
    } else {
      const prepared = prepareLabelClause(clause, !seenVerb && !clauseIsSub, isQuestion);
      st.label = prepared.label;
      pieces.push(...translateClause(prepared.units, data, ctx, st, isQuestion));
    }
    seenVerb ||= f >= 0;
    st.relative = false;
    st.afterSub = clauseIsSub;
    clauseIsSub = false;
    clauseIsWh = false;
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
      const before = pieces.length;
      // "vet inte vem som har gjort det" → "who has done it": after a question word som is not rendered.
      if (u.lower === 'som' && units[idx - 1] && units[idx - 1]!.lower in WH_WORDS) {
      } else if (u.lower === 'där') pieces.push({ text: 'where' });
      else if (u.lower === 'som' && u.a?.pos === 'word' && u.a.entry.pos === 'pron')
        pieces.push({ text: relativePronoun(units, idx) });
      else if (
        u.lower === 'att' &&
        WANT_VERBS.has(st.lastMain ?? '') &&
        u.a?.pos === 'word' &&
        u.a.entry.pos === 'subj'
      )
        st.toInfinitive = true;
      else if (
        GERUND_SUBJ.get(u.lower) &&
        units[idx + 1]?.a?.pos === 'verb' &&
        (units[idx + 1]!.a as { form: string }).form === 'inf'
      ) {
        // "utan att säga" → "without saying": these subjunctions take a gerund before an infinitive.
        pieces.push({ text: GERUND_SUBJ.get(u.lower)! });
        units[idx + 1]!.gerund = true;
      } else if (u.lower === 'för att' && thanksFor(units, idx)) {
        // "Tack för att du hjälpte mig" → "Thank you for helping me": the thanked one is "you", a gerund follows.
        pieces.push({ text: 'for' });
        const verb = units[idx + 2]!;
        units.splice(idx + 1, 1);
        if (verb.a?.pos === 'verb') verb.a = { ...verb.a, form: 'inf' };
        verb.gerund = true;
      } else if (u.lower === 'för att' && negatedInfinitiveMarker(units, idx)) {
        pieces.push({ text: negatedInfinitiveMarker(units, idx)! });
        units.splice(idx + 1, 1);
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
      attribute(pieces, spanOf(u.tokens), before);
      st.afterCoord = u.kind !== 'punct' && ['och', 'eller', 'men'].includes(u.lower);
      if (u.kind !== 'punct') {
        clauseIsSub = u.a?.pos === 'word' && u.a.entry.pos === 'subj';
        st.conditional = clauseIsSub && (u.lower === 'om' || u.lower === 'ifall');
        clauseIsWhen = clauseIsSub && u.lower === 'när';
        clauseIsWh = u.lower in WH_WORDS;
        st.afterSub = false;
      }
      if (u.lower === 'som') {
        const np = lastClause.filter((x) => x.a?.pos === 'noun' || x.a?.pos === 'word' || x.kind === 'unknown');
        // "Det är du som bestämmer" → "It is you who decide": a cleft's pronoun is the relative clause's subject.
        const cleft =
          lastClause[0]?.lower === 'det' && (lastClause[lastClause.length - 1]?.lower ?? '') in SUBJECT_PRONOUNS;
        // ("It's me who is", with the object case below: jag agrees as a third person).
        antecedent = cleft
          ? lastClause[lastClause.length - 1]!.lower === 'jag'
            ? { p: { person: 3, plural: false }, en: 'he' }
            : personOf(lastClause.slice(-1))
          : lastClause.some(finiteVerb) || !np.length
            ? null
            : personOf(np);
        st.subject = antecedent ?? { p: { person: 3, plural: false }, en: 'it' };
        st.relative = true;
        // "It was me who called", "It was us": English puts the cleft's pronoun in the object case.
        const pron = cleft ? pieces[before - 1] : undefined;
        if (pron) pron.text = CLEFT_CASE[pron.text] ?? pron.text;
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
  // A request asked as a question takes please after its subject (Can you please …); a command starts with it.
  const you = pieces.findIndex((p) => p.text.toLowerCase() === 'you');
  // A fixed question ("kan du hjälpa mig" → "can you help me") is one piece: please goes inside it.
  const asking = pieces.findIndex((p, k) => k < 2 && /^(can|could|will|would) you\b/i.test(p.text));
  // "Vill du vara snäll och flytta bilen?" asks for an action: "Would you please move the car?".
  if (polite.please && you === 1 && pieces[0]!.text === 'do' && pieces[2]?.text === 'want to')
    pieces.splice(0, 3, { ...pieces[0]!, text: 'would' }, pieces[1]!, { ...pieces[2]!, text: '' });
  if (polite.please && you > 0 && you < 3) pieces.splice(you + 1, 0, { text: 'please' });
  else if (polite.please && asking >= 0)
    pieces[asking] = { ...pieces[asking]!, text: pieces[asking]!.text.replace(/^(\S+ you)\b/i, '$1 please') };
  else if (polite.please) pieces.unshift({ text: 'please' });
  if (polite.pleaseAfter) {
    let end = pieces.length;
    while (end > 0 && pieces[end - 1]!.punct) end--;
    pieces.splice(end, 0, { text: ',', punct: true }, { text: 'please' });
  }
  const laid = layOutAligned(pieces, sentence);
  const tag = asked.tagged ? (englishTag(laid.text, data) ?? 'right') : null;
  const text = capitalizeFirst(tag ? `${laid.text.replace(/[.!?]+$/, '')}, ${tag}?` : laid.text);
  return {
    text,
    ...(unknown.length ? { unknown: [...new Set(unknown)] } : {}),
    alignment: laid.alignment,
    ...uncertainOf(uncertainSvWords(units)),
  };
}
