import { spanOf } from '../alignment.js';
import { compoundHeadSense, compoundModifierText } from '../compound-english.js';
import { wordSet } from '../lexicon/word-lists.js';
import { adverbFromAdjective, pastParticiple, pastTense, pluralNoun, presentParticiple } from '../morphology/en.js';
import type { Piece } from '../tokenize.js';
import { chatPrepSv } from './chat-sv-order.js';
import { clauseEndAdverb, leadTime } from './sv-clause-adverbs.js';
import { namesCode } from './sv-code-labels.js';
import { negatedInfinitiveMarker } from './sv-gerund.js';
import {
  AUX_INF,
  COPULAS,
  FRONTED_ADVERBS,
  MID_ADVERBS,
  OBJECT_PRONOUNS,
  POSSESSIVE_EN,
  POSSESSIVES,
  REFLEXIVE_EN,
  SUBJECT_PRONOUNS,
  WH_WORDS,
} from './sv-grammar.js';
import { nounIsPlural } from './sv-noun-number.js';
import { relativePronoun } from './sv-relative.js';
import type { RenderContext } from './sv-render-context.js';
import {
  asTimeNoun,
  definiteDeterminer,
  degreeWord,
  determinerText,
  emphaticReflexive,
  INDEPENDENT_POSSESSIVES,
  isNumberNoun,
  measureOf,
  nextNotTime,
  numeralText,
  prepositionWords,
  timeHeadWords,
} from './sv-render-np.js';
import type { SvUnit } from './sv-unit.js';
import {
  comparative,
  comparativeAfter,
  neuterAdverb,
  nounText,
  pickSense,
  relativeWhere,
  THAN_OBJECT,
} from './sv-words.js';

const THE_ADJECTIVES = wordSet('the-adjectives-sv');

/** Renders units that are not part of the verb group: noun phrases, adverbials, prepositional phrases. */
export function renderUnits(units: SvUnit[], ctx: RenderContext): Piece[] {
  const out: Piece[] = [];
  let npHasDet = false;
  for (let i = 0; i < units.length; i++) {
    const u = units[i]!;
    if (u.consumed) continue;
    const next = units[i + 1];
    const push = (text: string, extra: Partial<Piece> = {}) => {
      if (text) out.push({ text, src: spanOf(u.tokens), ...extra });
    };
    if (u.kind === 'punct' || u.kind === 'lit') {
      // A bare year after a verb needs "in" in English (grundades 1998 → founded in 1998).
      const pv = units[i - 1];
      if (
        u.kind === 'lit' &&
        /^(1[5-9]|20)\d\d$/.test(u.lower) &&
        (!pv || pv.a?.pos === 'verb' || pv.a?.pos === 'ppart' || /(^| )födda?$/.test(pv.lower))
      )
        push('in');
      push(u.tokens[0]!.text, { punct: u.kind === 'punct', spaceBefore: u.tokens[0]!.spaceBefore });
      continue;
    }
    if (u.kind === 'phrase') {
      // "Tänk på att" is "remember to" before an infinitive and "remember that" before a clause.
      const toInf = next?.a?.pos === 'verb' && next.a.form === 'inf';
      let phrase = u.lower.endsWith(' att') && !toInf ? (u.phrase ?? '').replace(/\bto$/, 'that') : (u.phrase ?? '');
      // "aldrig sett något sådant" → "never seen anything like that".
      if (ctx.negOrQuestion) phrase = phrase.replace(/^something\b/, 'anything');
      // "Det var länge sedan vi sågs" → "It's been a long time since we met": the phrase's sedan before a clause.
      if (/(sedan|sen)$/.test(u.lower) && next && next.lower in SUBJECT_PRONOUNS) phrase = `${phrase} since`;
      push(chatPrepSv('på', [], true, ctx) && u.lower.startsWith('på ') ? phrase.replace(/^at\b/, 'to') : phrase);
      continue;
    }
    if (u.kind === 'unknown') {
      const t = u.tokens[0]!;
      // A capitalised unknown word ending in -s before a noun is a name in the genitive (Annas bil → Anna's car).
      const names = ctx.data.lex.namesSvEn;
      const name = t.kind === 'fixed' ? t.text : names.get(t.text);
      if (name) {
        push(name);
        continue;
      }
      if (t.cap && t.lower.endsWith('s') && (next?.a?.pos === 'noun' || next?.a?.pos === 'adj')) {
        const base = t.text.slice(0, -1);
        push(names.get(base) ?? base);
        push("'s", { glue: true });
        npHasDet = true;
        if (names.has(base)) continue;
      } else {
        push(t.text);
        // An unknown head ends its noun phrase: "en krumpla i skogen" → "… in the forest".
        if (!(next?.a?.pos === 'noun' || next?.compound || next?.kind === 'unknown')) npHasDet = false;
      }
      ctx.unknown.push(t.text);
      continue;
    }
    const a = u.a;
    if (!a) continue;
    if (u.compound) {
      const c = u.compound;
      if (c.head.def && !npHasDet) push('the');
      const sameSg = c.head.entry.indefPl === c.head.entry.lemma && !c.head.def;
      const headEntry = { ...c.head.entry, senses: compoundHeadSense(c.head.entry, c.modifiers) };
      const head = nounText(ctx.data, headEntry, c.head.plural && !(sameSg && namesCode(units, i)));
      const mods = [...(c.lead ? [c.lead] : []), ...c.modifiers.map(compoundModifierText)];
      if (c.leadUnknown && c.lead) ctx.unknown.push(c.lead);
      // "number of *": the modifier follows in the plural (elev|antal → number of pupils).
      if (head.includes('*')) push(head.replace('*', pluralNoun(mods.join(' '), ctx.data.lex)));
      else for (const text of [...mods, head]) push(text);
      if (c.head.gen) push("'s", { glue: true });
      npHasDet = false;
      continue;
    }
    switch (a.pos) {
      case 'noun': {
        // "klockan sju" → "at seven", "År 1658" → "In 1658"; after a preposition just the time.
        const timeHead = timeHeadWords(units, i);
        if (timeHead) {
          for (const t of timeHead) push(t);
          break;
        }
        if (a.def && !npHasDet) push(definiteDeterminer(u, units[i - 1], ctx));
        const { plural, afterNumber, article } = nounIsPlural(units, i, a, npHasDet, ctx);
        if (!a.def && !a.plural && !npHasDet && ((ctx.predicateArticle && i === 0) || article))
          push('a', { article: true });
        const text = asTimeNoun(a.entry, a.plural, units[i - 1]) || nounText(ctx.data, a.entry, plural);
        push(text);
        if (!a.gen && measureOf(a.entry, next, units[i + 2]) && !(afterNumber && isNumberNoun(a.entry))) push('of');
        if (a.gen) {
          push(text.endsWith('s') ? "'" : "'s", { glue: true });
          npHasDet = true;
        } else npHasDet = false;
        ctx.afterLexVerb = false;
        break;
      }
      case 'adj': {
        const headDef = units.slice(i + 1, i + 4).find((x) => x.a?.pos === 'noun' || x.compound);
        if (
          !npHasDet &&
          next &&
          (next.a?.pos === 'noun' || next.a?.pos === 'adj') &&
          headDef &&
          ((headDef.a?.pos === 'noun' && headDef.a.def) || headDef.compound?.head.def)
        ) {
          push('the');
          npHasDet = true;
        }
        // "följande handlingar" → "the following documents": adjectives pointing within the text take "the"; so does
        // nästa before a noun that is not a time, in a clause with a verb ("Vi tar nästa buss" → "the next bus").
        if (!npHasDet && (THE_ADJECTIVES.has(a.entry.lemma) || nextNotTime(u, next, ctx))) {
          push('the');
          npHasDet = true;
        }
        if (u.lower === 'lika' && next?.a?.pos === 'adj') {
          push('as');
          break;
        }
        const base = pickSense(a.entry.senses);
        const nounNext = next?.a?.pos === 'noun' || next?.a?.pos === 'adj' || Boolean(next?.compound);
        if (a.form === 'comp') push(comparativeAfter(base, ctx.afterLexVerb && !nounNext));
        else if (a.form === 'sup') {
          if (!npHasDet) push('the');
          push(comparative(base, true));
        } else if (a.form === 'neuter' && neuterAdverb(units, i, ctx, nounNext)) push(adverbFromAdjective(base));
        else push(base);
        // "Fler unga väljer" → "More young people choose": an -a adjective heading a subject is people.
        if (ctx.inSubject && (a.form === 'def' || a.form === 'comp') && !nounNext) push('people');
        break;
      }
      case 'ppart':
        push(pastParticiple(pickSense(a.entry.senses, true), ctx.data.lex));
        break;
      case 'verb': {
        let sense = pickSense(a.entry.senses, true);
        const withParticle =
          next && !a.entry.particle ? ctx.data.lex.verbs.get(`${a.entry.inf} ${next.lower}`)?.[0] : undefined;
        if (withParticle) {
          sense = pickSense(withParticle.senses, true);
          next!.consumed = true;
        }
        // "för att kunna köpa" → "to be able to buy", "att få träffa" → "to get to meet": an infinitive modal
        // before another infinitive outside a verb group.
        const spec = AUX_INF[a.entry.inf];
        const modalText = a.entry.inf === 'få' ? 'get to' : (spec?.nonfinite ?? spec?.lex);
        const beforeInf = next?.a?.pos === 'verb' && next.a.form === 'inf';
        if (a.form === 'inf' && !withParticle && beforeInf && modalText?.endsWith(' to')) sense = modalText;
        // "tvingades lämna" → "was forced to leave", "anses vara" → "is considered to be".
        // ("uppmanas att inte öppna": "not to" is already out.)
        const toOut = units[i - 1]?.lower === 'att' || (units[i - 1]?.consumed && units[i - 2]?.lower === 'att');
        if (a.form === 'inf' && !a.passive && ctx.passive && !u.gerund && !toOut) push('to');
        if (u.gerund) push(presentParticiple(sense));
        else if (a.passive && a.form === 'inf' && units[i - 1]?.lower === 'att') {
          // "klar att hämtas" → "ready to be collected": a passive infinitive after att.
          push('be');
          push(pastParticiple(sense, ctx.data.lex));
        } else if (a.form === 'sup' || a.passive) push(pastParticiple(sense, ctx.data.lex));
        else if (a.form === 'past') push(pastTense(sense, ctx.data.lex));
        else push(sense.replace(/\boneself\b/, REFLEXIVE_EN[ctx.subjectEn] ?? 'oneself'));
        ctx.afterLexVerb = !COPULAS.has(a.entry.lemma);
        break;
      }
      case 'word': {
        const e = a.entry;
        const w = u.lower;
        if (e.pos === 'det') {
          const d = determinerText(units, i, ctx);
          if (d.text) push(d.text, d.article ? { article: true } : {});
          npHasDet = true;
          break;
        }
        if (
          w === 'som' &&
          units.slice(Math.max(0, i - 3), i).some((x) => x.lower === 'lika' || x.lower === 'så' || x.lower === 'samma')
        ) {
          push('as');
          break;
        }
        // "Har du sett min laddare nånstans?" → "anywhere": a question, negation or condition asks about any place.
        if (ctx.negOrQuestion && w === 'någonstans') {
          push('anywhere');
          break;
        }
        if (w === 'lika' && (next?.a?.pos === 'adj' || (next?.a?.pos === 'word' && next.a.entry.pos === 'adv'))) {
          push('as');
          break;
        }
        if (w === 'som' && (e.pos === 'pron' || e.pos === 'subj')) {
          push(relativePronoun(units, i));
          break;
        }
        if (e.pos === 'pron') {
          if (w === 'sig') push(REFLEXIVE_EN[ctx.subjectEn] ?? 'themselves');
          else if (next?.a?.pos !== 'noun' && next?.a?.pos !== 'adj' && emphaticReflexive(w, ctx.subjectEn))
            push(emphaticReflexive(w, ctx.subjectEn)!);
          // "om du behöver något" → "if you need anything": a question, negation or condition asks about any.
          else if (ctx.negOrQuestion && (w === 'något' || w === 'någonting')) push('anything');
          else if (ctx.negOrQuestion && w === 'någon' && !(next?.a?.pos === 'noun')) push('anyone');
          else if (w === 'sin' || w === 'sitt' || w === 'sina') push(POSSESSIVE_EN[ctx.subjectEn] ?? 'their');
          else if (
            w in POSSESSIVES &&
            next &&
            (next.a?.pos === 'noun' || next.a?.pos === 'adj' || next.compound || next.kind === 'unknown')
          )
            push(POSSESSIVES[w]!);
          else if (w in SUBJECT_PRONOUNS && units[i - 1]?.lower === 'än' && THAN_OBJECT[w]) push(THAN_OBJECT[w]!);
          else if (w in OBJECT_PRONOUNS) push(OBJECT_PRONOUNS[w]!);
          else if (w in SUBJECT_PRONOUNS) push(SUBJECT_PRONOUNS[w]!.en);
          else push(INDEPENDENT_POSSESSIVES[w] ?? pickSense(e.senses));
          npHasDet = w in POSSESSIVES || w === 'sin' || w === 'sitt' || w === 'sina';
          break;
        }
        if (e.pos === 'prep') {
          const words = prepositionWords(units, i, ctx);
          for (const t of words) push(t);
          npHasDet = words[words.length - 1] === 'the';
          break;
        }
        if (e.pos === 'adv' && ctx.fronted && FRONTED_ADVERBS[w]) {
          push(FRONTED_ADVERBS[w]!);
          break;
        }
        if (e.pos === 'adv' && w in MID_ADVERBS && MID_ADVERBS[w] !== undefined) {
          push(MID_ADVERBS[w]!);
          break;
        }
        const atEnd = clauseEndAdverb(u, next, ctx) ?? leadTime(units, i) ?? relativeWhere(units, i);
        if (atEnd) {
          push(atEnd);
          break;
        }
        if (w in WH_WORDS && e.pos === 'adv') {
          push(WH_WORDS[w]!);
          break;
        }
        // "första gången", "Sista dag …" at the start, "i andra halvlek" after a preposition of time: English has "the".
        const ord =
          /^(i|under|efter|före)$/.test(units[i - 1]?.lower ?? '') && /(st|nd|rd|th)$/.test(pickSense(e.senses));
        const headless = (i === 0 ? w === 'sista' || w === 'första' : ord) && next?.a?.pos === 'noun' && !next.a.plural;
        if (e.pos === 'num' && !npHasDet && next?.a?.pos === 'noun' && (next.a.def || headless)) push('the');
        if (e.pos === 'num') npHasDet = true;
        const notTo = e.pos === 'part' && w === 'att' ? negatedInfinitiveMarker(units, i) : undefined;
        if (notTo) next!.consumed = true;
        const degree = notTo ?? degreeWord(units, i, ctx);
        if (degree) {
          push(degree);
          break;
        }
        push(e.pos === 'num' ? numeralText(pickSense(e.senses), units[i - 1]) : pickSense(e.senses));
        if (e.pos === 'num' && ctx.oclock && !(next?.a?.pos === 'noun')) {
          push("o'clock");
          ctx.oclock = false;
        }
        break;
      }
    }
  }
  return out;
}
