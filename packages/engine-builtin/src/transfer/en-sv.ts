import type { TranslatedSentence } from '@swedish-translator/core';
import { attribute, layOutAligned } from '../alignment.js';
import type { EngineData } from '../engine-data.js';
import { capitalizeFirst, type Piece } from '../tokenize.js';
import { restoreDroppedSubjectEn } from './chat-dropped-subject-en.js';
import { expandChatEn } from './chat-spellings.js';
import { antecedentOf } from './en-antecedent.js';
import {
  agreementOf,
  COMPLEMENT_NOUNS,
  embeddedHow,
  indefiniteHead,
  isBoundary,
  isFiniteStart,
  npEndAfter,
  npStartBefore,
  omittedThatBefore,
  perfectBefore,
  SAY_VERBS,
} from './en-clause.js';
import { reshapeClauses } from './en-construction-clauses.js';
import { reshapePhrases } from './en-construction-phrases.js';
import { reshapeProse } from './en-construction-prose.js';
import { reshapeSigns } from './en-construction-signs.js';
import { reshapeWords } from './en-construction-words.js';
import { reshapeConstructions } from './en-constructions.js';
import { rewriteFindIt } from './en-find-it.js';
import { CLAUSE_ADVERBS, COORD, SUBJECT_FORMS, SUBORD, WH } from './en-grammar.js';
import { reshapeOwnThings } from './en-own-things.js';
import { markLeadingParticiple, markParticipleAfterDeterminer } from './en-participle.js';
import { joinPhrasalVerbs } from './en-particle-order.js';
import {
  addGladly,
  frontImperative,
  noticeRegister,
  rewriteFindAttached,
  rewriteMindRequest,
  stripFeelFree,
  stripPlease,
  thanksForDoing,
} from './en-politeness.js';
import { reshapePrepGerunds } from './en-prep-gerund.js';
import { reshapeReflexives } from './en-reflexive.js';
import { mainVerbAfterRelative } from './en-relative-split.js';
import { nounAfterAnd } from './en-retag-coordination.js';
import { remapSpans } from './en-rewrite-spans.js';
import { dropHeadingBe, finishSigns, readSigns } from './en-sign-fragments.js';
import { reshapeStates } from './en-states.js';
import { infinitiveAfterAnd, markIngAfterSubjunction, splitAndThen, stepBeforeImperative } from './en-steps.js';
import { type Sentence, translateClause } from './en-sv-clause.js';
import { shiftObjectPronouns } from './en-sv-object-shift.js';
import { tagEnglish } from './en-tag.js';
import type { EnUnit } from './en-unit.js';
import { stripEnTag } from './question-tags.js';
import { chooseEnSenses } from './senses-in-context.js';
import { uncertainEnWords, uncertainOf } from './uncertain.js';

const RELATIVE_AFTER_COMMA = new Set(['which', 'who', 'whose', 'whom']);

export function translateEnSv(sentence: string, data: EngineData): TranslatedSentence {
  const dropped = restoreDroppedSubjectEn(expandChatEn(sentence));
  const chat = dropped.sentence;
  // "It's cold, isn't it?": the statement, closed with ", eller hur?".
  const statement = stripEnTag(chat);
  const invited = stripFeelFree(statement ?? chat);
  const fronted = frontImperative(
    rewriteMindRequest(rewriteFindAttached(rewriteFindIt(joinPhrasalVerbs(invited.sentence, data))), data),
    data,
  );
  const request = stripPlease(fronted.sentence);
  const tack = request.tack;
  const units = tagEnglish(request.sentence, data);
  nounAfterAnd(units, data);
  markLeadingParticiple(units);
  markParticipleAfterDeterminer(units);
  const heading = readSigns(units, data);
  chooseEnSenses(units, data);
  finishSigns(units, heading);
  reshapeConstructions(units, data);
  reshapePrepGerunds(units, data);
  reshapeStates(units, data);
  reshapeProse(units, data);
  reshapeClauses(units, data);
  reshapeWords(units, data);
  reshapeReflexives(units);
  reshapePhrases(units, data);
  reshapeOwnThings(units, data);
  reshapeSigns(units, data);
  const unknown: string[] = [];
  const st: Sentence = { isQuestion: units.some((u) => u.text === '?'), invertNext: false };
  const pieces: Piece[] = [];
  let clause: EnUnit[] = [];
  let subordinate = false;
  // Whether the clause a relative clause interrupts is subordinate (att … mat som produceras … aldrig äts).
  let outerSub = false;
  let commaSeen = false;
  let clauseIndex = 0;
  let firstWasSub = false;
  let relative = false;
  // A subject without its verb stands before a relative clause between commas ("The rules, which …, apply").
  let subjectHeld = false;
  const after = (u: EnUnit) => units[units.indexOf(u) + 1];
  const flush = (boundary?: EnUnit) => {
    if (!clause.length) return;
    st.after = boundary;
    const hasVerb = clause.some(isFiniteStart);
    // "The man who lives here is old": the second finite verb group returns to the main clause.
    const g = clause.findIndex(isFiniteStart);
    const k = relative && g >= 0 ? mainVerbAfterRelative(clause, g) : -1;
    if (k > 0) {
      pieces.push(...translateClause(clause.slice(0, k), data, unknown, st, true));
      st.noImperative = true;
      pieces.push(...translateClause(clause.slice(k), data, unknown, st, outerSub));
      st.noImperative = false;
    } else {
      // "The rules, which came into force in May, apply to all": the clause after the relative clause's closing
      // comma is the main clause's predicate, so its verb is finite (gäller), not an imperative (gäll).
      const resumes = subjectHeld && !relative && !subordinate;
      if (resumes) st.noImperative = true;
      // "…, often freezes in winter" → "…, fryser ofta på vintern": the clause adverb follows the finite verb.
      const [a0, v1] = clause;
      if (resumes && a0?.tag === 'adv' && a0.lower in CLAUSE_ADVERBS && v1 && isFiniteStart(v1) && v1.tag === 'verb')
        clause.splice(0, 2, v1, a0);
      const step = subordinate ? undefined : stepBeforeImperative(clause);
      if (step) st.stepAdverb = step;
      const out = translateClause(step ? clause.slice(1) : clause, data, unknown, st, subordinate);
      if (st.stepAdverb) out.unshift(st.stepAdverb);
      st.stepAdverb = undefined;
      pieces.push(...out);
      if (resumes) st.noImperative = false;
    }
    if (!relative) subjectHeld = false;
    // "The houses that were built in 1900 are old": the noun before a relative clause agrees both verb groups after it.
    const relWord = boundary?.text === ',' ? after(boundary) : boundary;
    const relAfter = relWord && ['who', 'which', 'that'].includes(relWord.lower) && relWord.tag !== 'coord';
    // "I saw the house, which is red": the noun phrase ending the clause.
    const np = relAfter ? npStartBefore(clause, clause.length) : -1;
    if (relAfter && np >= 0 && clause[clause.length - 1]!.tag === 'noun') {
      st.heldAgree = agreementOf(clause.slice(np));
      // "The river, which is long, flows … before it reaches": the noun is also what a later it refers to.
      if (!hasVerb) st.antecedent = antecedentOf(clause.slice(np)) ?? st.antecedent;
    }
    relative = false;
    // A fronted adverbial or a leading subordinate clause puts the main clause's verb before its subject (V2).
    // An interjection before the comma ("Sorry, I don't understand", "No, thanks") is not a fronted element.
    // Nor is one that opens the clause ("Thanks for yesterday, it was fun").
    const interjectionOnly =
      clause.length > 0 && (clause.every((x) => x.tag === 'interj') || clause[0]!.tag === 'interj');
    // Nor is a bare noun heading a list ("water, sugar, salt").
    const bareNouns = clause.every((x) => x.tag === 'noun' || x.tag === 'adj');
    // Nor a subject before a relative clause between commas ("The house, which was built …, is").
    const relativeNext = boundary?.text === ',' && !hasVerb && RELATIVE_AFTER_COMMA.has(after(boundary)?.lower ?? '');
    if (relativeNext) subjectHeld = true;
    // A leading subordinate clause with a relative clause inside ends at its first comma too.
    const frontedSub = units[0]?.tag === 'subord' && !commaSeen && outerSub;
    if (boundary?.text === ',') commaSeen = true;
    if (
      (clauseIndex === 0 || frontedSub) &&
      boundary?.text === ',' &&
      (!hasVerb || subordinate || frontedSub) &&
      !interjectionOnly &&
      !bareNouns &&
      !relativeNext
    ) {
      st.invertNext = true;
      firstWasSub = subordinate;
    }
    clauseIndex++;
    clause = [];
  };
  splitAndThen(units);
  const first = units[0];
  if (first && !st.isQuestion && first.tag === 'wh' && first.lower in SUBORD) first.tag = 'subord';
  for (let i = 0; i < units.length; i++) {
    const u = units[i]!;
    // "Tom and Mary are married": "and" joins two subjects, not two clauses.
    // "as tall as": comparison, not the subordinator "as" (because).
    if (
      u.lower === 'as' &&
      (['adj', 'adv'].includes(units[i + 1]?.tag ?? '') || ['adj', 'adv'].includes(units[i - 1]?.tag ?? ''))
    )
      u.tag = 'prep';
    // "worked as a nurse" → "arbetade som sjuksköterska": as + a role is som, and the role takes no article.
    const roleEnd = u.lower === 'as' && ['a', 'an'].includes(units[i + 1]?.lower ?? '') ? npEndAfter(units, i + 1) : 0;
    if (roleEnd > 0 && units[roleEnd - 1]?.tag === 'noun' && !(units[roleEnd] && isFiniteStart(units[roleEnd]!))) {
      u.tag = 'prep';
      units[i + 1]!.consumed = true;
    }
    const coordSubj =
      (u.lower === 'and' || u.lower === 'or') &&
      clause.length > 0 &&
      !clause.some(isFiniteStart) &&
      // "the prices of food and energy continued": the first subject may carry an of-phrase.
      (npEndAfter(clause, 0) === clause.length ||
        (clause.some((x) => x.tag === 'prep') && ['noun', 'unknown'].includes(clause[clause.length - 1]!.tag))) &&
      (() => {
        const e = npEndAfter(units, i + 1);
        return e > 0 && Boolean(units[e]) && isFiniteStart(units[e]!);
      })();
    if (isBoundary(u, units[i - 1], coordSubj) || (i === 0 && u.tag === 'subord')) {
      if (u.lower === 'that' && units[i - 1]?.tag === 'verb') units[i - 1]!.clauseFollows = true;
      // "said in a statement that…", "evidence that…": a content clause (att), not a relative clause (som).
      const contentThat =
        clause.some((x) => x.tag === 'verb' && SAY_VERBS.has(x.base ?? '')) ||
        COMPLEMENT_NOUNS.has(units[i - 1]?.base ?? '');
      const infinitive = u.tag === 'coord' && infinitiveAfterAnd(clause, u, units[i + 1]);
      flush(u);
      const before = pieces.length;
      if (u.lower !== 'and') st.progressiveTense = undefined;
      if (u.tag === 'punct') {
        if (!(st.invertNext && !firstWasSub && u.text === ','))
          pieces.push({ text: u.text, punct: true, spaceBefore: u.spaceBefore });
      } else if (u.tag === 'wh' || u.lower === 'who' || u.lower === 'which' || u.lower === 'whose') {
        const rel = u.lower === 'who' || u.lower === 'which' || u.lower === 'whom';
        // "The writer, whose books …" → "Författaren, vars böcker …".
        const whose = u.lower === 'whose' && i > 0;
        pieces.push({ text: rel ? 'som' : whose ? 'vars' : (u.sv ?? WH[u.lower] ?? u.lower), src: u.span });
        // "what happened" → "vad som hände": a subject wh-word in an embedded clause takes "som".
        const nx = units[i + 1];
        if (!rel && nx && isFiniteStart(nx) && i > 0) pieces.push({ text: 'som' });
        outerSub = subordinate && (rel || whose);
        subordinate = true;
        relative = rel || whose;
        continue;
      } else {
        const sv =
          u.tag === 'coord'
            ? COORD[u.lower]!
            : u.lower === 'that' && (units[i - 1]?.tag === 'noun' || indefiniteHead(units[i - 1])) && !contentThat
              ? 'som'
              : u.sv && u.tag === 'subord'
                ? u.sv
                : u.lower === 'where' && units[i - 1]?.tag === 'verb'
                  ? 'var'
                  : u.lower === 'since' && perfectBefore(units, i)
                    ? 'sedan'
                    : (SUBORD[u.lower] ?? u.lower);
        pieces.push({ text: sv });
        markIngAfterSubjunction(u, units[i + 1], data);
      }
      attribute(pieces, u.span, before);
      outerSub = subordinate && u.lower === 'that' && u.tag === 'subord' && units[i - 1]?.tag === 'noun';
      subordinate = u.tag === 'subord';
      st.condition = subordinate && /^(if|whether|unless)$/.test(u.lower);
      // "I eat and drink": a coordinated verb shares the subject, so it is not an imperative.
      st.noImperative = u.tag === 'coord' && pieces.length > 0 && !st.lastImperative && !infinitive;
      st.infinitiveAnd = infinitive;
      relative = ['who', 'which', 'that'].includes(u.lower) && u.tag !== 'coord';
      continue;
    }
    // "I think it will rain": an omitted "that" after a verb of saying or thinking.
    const pv = units[i - 1];
    if (
      (u.tag === 'pron' &&
        SUBJECT_FORMS.has(u.lower) &&
        pv?.tag === 'verb' &&
        SAY_VERBS.has(pv.base ?? '') &&
        units.slice(i + 1, i + 4).some(isFiniteStart)) ||
      omittedThatBefore(units, i)
    ) {
      pv!.clauseFollows = true;
      flush();
      pieces.push({ text: 'att' });
      subordinate = true;
    } else if (u.tag === 'adv' && (u.base ?? '').startsWith('how ') && embeddedHow(units, i, clause)) {
      // "I know how long it takes" → "Jag vet hur lång tid det tar": an embedded question with subordinate order.
      flush();
      subordinate = true;
      relative = false;
    }
    clause.push(u);
  }
  flush();
  const never = fronted.never ? pieces.find((p) => p.text === 'inte') : undefined;
  if (never) never.text = 'aldrig';
  if (statement !== null)
    pieces.push({ text: ',', punct: true }, { text: 'eller' }, { text: 'hur' }, { text: '?', punct: true });
  // "Sounds great" → "Låter toppen": the "It" read before it is left out again.
  if (dropped.impersonal && pieces[0]?.text.toLowerCase() === 'det') pieces.shift();
  dropHeadingBe(heading, pieces);
  const spoken = thanksForDoing(shiftObjectPronouns(invited.gladly ? addGladly(pieces) : pieces, data), data);
  const laid = layOutAligned(
    remapSpans(noticeRegister(spoken, sentence, tack), request.sentence, sentence).filter((p) => p.text),
    sentence,
  );
  const text = capitalizeFirst(laid.text);
  return {
    text,
    ...(unknown.length ? { unknown: [...new Set(unknown)] } : {}),
    alignment: laid.alignment,
    ...uncertainOf(uncertainEnWords(units, data)),
  };
}
