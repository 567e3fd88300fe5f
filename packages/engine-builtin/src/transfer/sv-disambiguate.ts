import { wordMap } from '../lexicon/word-lists.js';
import type { SvAnalysis } from '../morphology/sv.js';
import { svPassiveCued } from './senses-in-context.js';
import { chatNumberScore } from './sv-disambiguate-chat.js';
import { scoreClause, scoreVerbFirst } from './sv-disambiguate-clause.js';
import { homographScore } from './sv-disambiguate-homographs.js';
import { detLike, scoreNounPairs } from './sv-disambiguate-pairs.js';
import { AUX_INF, MID_ADVERBS, SUBJECT_PRONOUNS, WH_WORDS } from './sv-grammar.js';
import { asksWhere } from './sv-indirect-question.js';
import { ordinalOrTimeNoun } from './sv-time-relative.js';
import type { SvUnit } from './sv-unit.js';

const PEOPLE_ADJECTIVES = wordMap('people-adjectives-sv');

/** The sv→en tagger: scores each word's analyses from its neighbours and keeps the best (a lone one unscored). */
const isFiniteVerb = (a: SvAnalysis) => a.pos === 'verb' && (a.form === 'pres' || a.form === 'past');
const has = (u: SvUnit | undefined, p: (a: SvAnalysis) => boolean) => Boolean(u?.analyses.some(p));
const nominal = (a: SvAnalysis) => a.pos === 'noun' || a.pos === 'adj' || a.pos === 'ppart';
const wordPos = (a: SvAnalysis | undefined, ...pos: string[]) => a?.pos === 'word' && pos.includes(a.entry.pos);
const singularNoun = (u?: SvUnit) => u?.kind === 'word' && u.analyses.every((b) => b.pos === 'noun' && !b.plural);

function infTrigger(u: SvUnit | undefined): boolean {
  if (!u?.a) return false;
  if (wordPos(u.a, 'part')) return true;
  // "anses vara", "tvingades lämna": a finite s-passive takes an infinitive (is considered to be).
  if (u.a.pos === 'verb' && u.a.passive && isFiniteVerb(u.a)) return true;
  // "Det kommer bli kallt": spoken Swedish leaves out kommer's att before the infinitive.
  if (u.a.pos === 'verb' && u.a.entry.inf === 'komma' && u.a.entry.particle === '' && isFiniteVerb(u.a)) return true;
  return u.a.pos === 'verb' && u.a.entry.particle === '' && u.a.entry.inf in AUX_INF;
}

function score(a: SvAnalysis, units: SvUnit[], i: number, question: boolean): number {
  const u = units[i]!;
  const prev = units[i - 1];
  const prev2 = units[i - 2];
  const next = units[i + 1];
  let s = 0;
  const nextFirst = next?.tokens[0]?.lower ?? '';
  if (a.pos === 'word') s += 2;
  if (a.pos === 'ppart') s -= 1;
  if (a.pos === 'verb' && a.passive) s -= svPassiveCued(a.entry.inf, units) ? -1.5 : 0.5;
  if (a.pos === 'noun' && a.gen) s -= 0.3;
  // "1,5 % fett", "2 dl mjölk": after an amount or a measure a noun is expected.
  const amount = prev?.lower === '%' || (prev?.kind === 'lit' && /[\d%]$|\b(dl|cl|ml|l|g|hg|kg)$/.test(prev.lower));
  if (amount && a.pos === 'noun') s += 2;
  // "30 cm djup", "2 m lång": after a length a measure adjective (not the noun "depth").
  const length = prev?.kind === 'lit' && /\d (mm|cm|dm|m|km|meter|metres|meters)$/.test(prev.lower);
  if (length && a.pos === 'adj' && /^(lång|bred|hög|djup|tjock|vid|smal)/.test(u.lower)) s += 3;
  s += chatNumberScore(a, units, i); // vid fem (at five), sex typ (or so)
  if (detLike(prev)) {
    if (nominal(a)) s += 3;
    if (a.pos === 'verb' || wordPos(a, 'pron', 'adv', 'prep', 'subj')) s -= 3;
    // "ett litet hus": after an article the word is the adjective, not the determiner "litet" (a little).
    if (wordPos(a, 'det') && wordPos(prev?.a, 'det', 'num')) s -= 3;
  }
  // "vill få en kopia": a determiner is never followed by an article (få is "get" here, not "few").
  if (wordPos(a, 'det') && ['en', 'ett'].includes(next?.lower ?? '') && u.lower !== 'en' && u.lower !== 'ett') s -= 3;
  // After a modal or the infinitive marker (possibly with 'inte' between) an infinitive is expected.
  const skipNeg = prev && (prev.lower in MID_ADVERBS || prev.lower in SUBJECT_PRONOUNS) ? prev2 : prev; // "ska alltid vara"
  if (infTrigger(skipNeg) && a.pos === 'verb' && a.form === 'inf') s += 4;
  // "för att nå servern" → "to reach the server": a purpose clause opens with an infinitive (not "nå" well).
  if (skipNeg?.lower === 'för att' && a.pos === 'verb' && a.form === 'inf') s += 4;
  if (
    prev?.kind === 'phrase' &&
    /\b(I|you|we|he|she|they|to|can|may|will|must)$/i.test(prev.phrase ?? '') &&
    a.pos === 'verb' &&
    a.form === 'inf'
  )
    s += 4;
  if (prev?.a && prev.a.pos === 'verb' && prev.a.entry.inf === 'ha' && a.pos === 'verb' && a.form === 'sup') s += 3;
  // "Du har inte glömt mötet": ha + inte/aldrig + supine is the perfect too, not an adjective (glömd).
  const haBefore = prev && prev.lower in MID_ADVERBS && prev2?.a?.pos === 'verb' && prev2.a.entry.inf === 'ha';
  if (haBefore && a.pos === 'verb' && a.form === 'sup') s += 3;
  if (prev && prev.lower in SUBJECT_PRONOUNS && isFiniteVerb(a) && !wordPos(prev.a, 'det')) s += 3;
  // "ska hållas kopplade": after an infinitive a participle, not a finite verb; "kopplade" without "av" is not
  // the particle verb (koppla av).
  if (isFiniteVerb(a) && prev?.a?.pos === 'verb' && prev.a.form === 'inf') s -= 2;
  const particle = (a.pos === 'verb' || a.pos === 'ppart') && a.entry.particle.split(' ')[0];
  if (particle && particle !== 'sig' && !units.slice(i + 1).some((x) => x.lower === particle)) s -= 0.5;
  // "Uteblivna besök debiteras": a -a adjective without an article makes the noun plural, and the clause's first
  // verb after its subject is finite (present passive, not the infinitive).
  if (a.pos === 'noun' && a.plural && prev?.a?.pos === 'adj' && prev.a.form === 'def' && !detLike(prev2)) s += 0.5;
  const firstVerb = !units.slice(0, i).some((x) => x.a && isFiniteVerb(x.a));
  if (isFiniteVerb(a) && prev?.a?.pos === 'noun' && firstVerb && u.analyses.every((b) => b.pos === 'verb')) s += 0.5;
  // "Maten måste ätas": after a noun subject and before an infinitive, måste is the finite verb.
  if (isFiniteVerb(a) && prev?.a?.pos === 'noun' && has(next, (b) => b.pos === 'verb' && b.form === 'inf')) s += 1.5;
  if (wordPos(a, 'det') && has(next, (b) => nominal(b) || wordPos(b, 'num'))) s += 2;
  if (u.lower === 'andra' && wordPos(a, 'num') && singularNoun(next)) s += 3; // "andra halvlek" → the second half
  // Before a word the lexicon lacks, en/ett is the article: "en flurbig tröja" → a flurbig sweater.
  if (wordPos(a, 'det') && next?.kind === 'unknown') s += 3;
  if (wordPos(a, 'det') && !has(next, (b) => nominal(b) || wordPos(b, 'num', 'det'))) s -= 3;
  if (wordPos(a, 'det') && has(next, (b) => wordPos(b, 'det')) && has(units[i + 2], nominal)) s += 1;
  if (wordPos(a, 'prep') && (!next || next.kind === 'punct')) s -= 2;
  if (wordPos(a, 'subj', 'conj') && (!next || next.kind === 'punct')) s -= 3;
  if (a.pos === 'adj' && has(next, (b) => b.pos === 'noun')) s += 0.5;
  // "Pappa lagar middag": a noun right after the subject noun, before any finite verb, is the verb (not "laws").
  if (
    a.pos === 'noun' &&
    !a.def &&
    !a.gen &&
    prev?.a?.pos === 'noun' &&
    !prev.a.gen &&
    u.analyses.some(isFiniteVerb) &&
    !units.slice(0, i).some((x) => x.a && isFiniteVerb(x.a))
  )
    s -= 2;
  s += homographScore(a, units, i);
  // "har långt hår": before a word that can only be a noun, a -t form is the adjective, not the adverb (far).
  if (
    a.pos === 'adj' &&
    u.analyses.every((b) => b.pos === 'adj' || wordPos(b, 'adv')) &&
    next?.analyses.length &&
    next.analyses.every((b) => b.pos === 'noun')
  )
    s += 2;
  // "Pappa diskar.": a bare noun and a word that ends the sentence — subject and finite verb.
  if (
    i === 1 &&
    isFiniteVerb(a) &&
    prev?.a?.pos === 'noun' &&
    (!next || next.kind === 'punct') &&
    units[i + 1]?.lower !== ','
  )
    s += 3;
  if (u.lower === 'var' && a.pos === 'word' && a.entry.pos === 'adv' && !(i === 0 || prev?.kind === 'punct')) s -= 3;
  if (
    u.lower === 'var' &&
    a.pos === 'word' &&
    a.entry.pos === 'det' &&
    // "var dag" (each day), never before a definite or plural noun: "Däremot var vädret fint" (was).
    (!has(next, (b) => b.pos === 'noun' && !b.def && !b.plural) ||
      prev?.a?.pos === 'noun' ||
      (prev?.lower ?? '') in SUBJECT_PRONOUNS)
  )
    s -= 4;
  if (
    u.lower === 'var' &&
    wordPos(a, 'adv') &&
    prev?.a?.pos === 'verb' &&
    nextFirst in SUBJECT_PRONOUNS &&
    has(units[i + 2], isFiniteVerb)
  )
    s += 6;
  // "Förlåt att jag stör", "Ursäkta att jag är sen": an apology before att + a subject is "Sorry (that) …".
  if (i === 0 && wordPos(a, 'interj') && next?.lower === 'att' && (units[i + 2]?.lower ?? '') in SUBJECT_PRONOUNS)
    s += 4;
  if (
    u.lower === 'var' &&
    i === 0 &&
    !question &&
    a.pos === 'verb' &&
    a.form === 'imp' &&
    has(next, (b) => b.pos === 'adj')
  )
    s += 4;
  // After a copula the -t form is a predicative adjective, not the homographic adverb (huset är vackert).
  const copulaBefore = (x: SvUnit | undefined) =>
    x?.a?.pos === 'verb' && ['vara', 'bli', 'verka', 'kännas', 'förbli'].includes(x.a.entry.inf);
  const degree =
    prev &&
    ['mycket', 'ganska', 'väldigt', 'så', 'för', 'riktigt', 'lite', 'inte', 'helt', 'alltför'].includes(prev.lower);
  // …unless an adjective follows: then an -t form that is also an adverb is its degree (helt slut, completely).
  const degreeOfNext = u.analyses.some((b) => wordPos(b, 'adv')) && has(next, (b) => b.pos === 'adj');
  // "Däremot var vädret fint": an inverted subject may stand between the copula and its adjective.
  const degreeBefore = degree || has(prev, (b) => wordPos(b, 'adv')) || (prev?.a?.pos === 'noun' && prev.a.def);
  if ((copulaBefore(prev) || (degreeBefore && copulaBefore(prev2))) && a.pos === 'adj' && !degreeOfNext) s += 3;
  // A notice line without a finite verb that starts with a -t form is the sign's adjective: "Öppet till den 31
  // december" → Open until, "Stängt för lunch" → Closed (the copula is understood), not the adverb openly.
  if (
    i === 0 &&
    a.pos === 'adj' &&
    u.analyses.some((b) => wordPos(b, 'adv')) &&
    !units.some((x) => x !== u && has(x, isFiniteVerb))
  )
    s += 3;
  // "Bad förbjudet", "Glass förbjuden": a notice of two words, the second an adjective, is a noun and its predicate.
  const twoWords = units.filter((x) => x.kind !== 'punct').length === 2;
  if (i === 0 && a.pos === 'noun' && twoWords && has(next, (b) => b.pos === 'adj')) s += 3;
  // Articles den/det/de only before an adjective (den stora bilen) or a definite noun (det huset).
  if (wordPos(a, 'det') && ['den', 'det', 'de'].includes(u.lower)) {
    const defNoun = has(next, (b) => b.pos === 'noun' && b.def);
    const adjOrPart = has(next, (b) => b.pos === 'adj' || b.pos === 'ppart');
    // "Den renoverade kyrkan": a -de form between den/det/de and a noun that is only a definite noun is the
    // participle, not a finite verb (and den not "it").
    const defNounOnly =
      Boolean(units[i + 2]?.analyses.length) && units[i + 2]!.analyses.every((b) => b.pos === 'noun' && b.def);
    const adjThenNoun =
      (!has(next, isFiniteVerb) || defNounOnly) &&
      adjOrPart &&
      (has(units[i + 2], (b) => b.pos === 'noun' || b.pos === 'adj') || Boolean(units[i + 2]?.compound));
    // "av de skadade", "för de äldre": after a preposition de is never the subject: the article of a headless
    // adjective (the injured, the elderly).
    const afterPrep = u.lower === 'de' && wordPos(prev?.a, 'prep') && adjOrPart;
    // "de mest besökta platserna": the article before a superlative with mest/minst.
    const mostThenAdj =
      (next?.lower === 'mest' || next?.lower === 'minst') &&
      has(units[i + 2], (b) => b.pos === 'adj' || b.pos === 'ppart');
    // "den flurbiga tröjan": an unknown word before a definite noun stands where the adjective would.
    const unknownThenNoun = next?.kind === 'unknown' && has(units[i + 2], (b) => b.pos === 'noun' && b.def);
    // "den femte våningen", "den dag du fick beslutet": before an ordinal and a definite noun, or a defined time.
    const ordinalThenNoun = ordinalOrTimeNoun(units, i);
    s += defNoun || adjThenNoun || unknownThenNoun || afterPrep || mostThenAdj || ordinalThenNoun ? 2 : -4;
  }
  if (
    u.lower === 'om' &&
    wordPos(a, 'subj') &&
    next &&
    (nextFirst in SUBJECT_PRONOUNS || has(next, (b) => b.pos === 'noun'))
  ) {
    const after = units[i + 2];
    if (nextFirst in SUBJECT_PRONOUNS || has(after, isFiniteVerb)) s += 2.5;
  }
  // Any subjunction reading wins before "subject pronoun + finite verb" (sedan de flyttade).
  if (wordPos(a, 'subj') && u.lower !== 'om' && nextFirst in SUBJECT_PRONOUNS && has(units[i + 2], isFiniteVerb))
    s += 2.5;
  // "att inte förlänga", "att aldrig svara": a clause adverb may stand between the marker and its infinitive.
  const attVerb = next && next.lower in MID_ADVERBS ? units[i + 2] : next;
  if (u.lower === 'att' && wordPos(a, 'part') && has(attVerb, (b) => b.pos === 'verb' && b.form === 'inf')) s += 1;
  // An unknown word shaped like an infinitive (att gnurfla) is a verb the lexicon lacks: "att" is "to".
  if (u.lower === 'att' && wordPos(a, 'part') && next?.kind === 'unknown' && /\p{Ll}a$/u.test(next.lower)) {
    if (!has(units[i + 2], isFiniteVerb)) s += 1;
  }
  const subjectNext = () =>
    next && (next.lower in SUBJECT_PRONOUNS || has(next, (b) => wordPos(b, 'det') || b.pos === 'noun'));
  if (u.lower === 'att' && wordPos(a, 'subj') && subjectNext()) s += 1.5;
  // "innan affären stänger", "tills såsen tjocknar": before a subject and a finite verb, a subjunction.
  if ((u.lower === 'innan' || u.lower === 'tills') && wordPos(a, 'subj') && subjectNext())
    if (units.slice(i + 2, i + 5).some((x) => has(x, isFiniteVerb))) s += 3;
  // "… innan affären stänger": after a subjunction and a definite noun, the finite verb (closes), not a noun (poles).
  if (isFiniteVerb(a) && has(prev, (b) => b.pos === 'noun' && b.def) && has(units[i - 2], (b) => wordPos(b, 'subj')))
    s += 3;
  if (
    u.lower === 'för' &&
    wordPos(a, 'adv') &&
    has(next, (b) => b.pos === 'adj' || wordPos(b, 'adv')) &&
    // "Tack för igår": what one thanks for is never "too" anything.
    !prev?.lower.startsWith('tack') &&
    // "Tillträde förbjudet för obehöriga", "Endast för behöriga": a plural adjective ending a notice is people.
    !(
      (has(next, (b) => b.pos === 'adj' && b.form === 'def') || PEOPLE_ADJECTIVES.has(next?.lower ?? '')) &&
      (!units[i + 2] || units[i + 2]!.kind === 'punct') &&
      !(prev?.a?.pos === 'verb' && ['vara', 'bli'].includes(prev.a.entry.inf))
    ) &&
    // "för nästan tio år sedan" is ago, not too.
    !units.slice(i + 2, i + 6).some((x) => x.lower === 'sedan') &&
    // "för mer information" is for more information, not too.
    !(
      ['mer', 'mera', 'mindre', 'fler', 'färre'].includes(next?.lower ?? '') &&
      has(units[i + 2], (b) => b.pos === 'noun')
    ) &&
    // "Soppan är för salt": after a copula, too + adjective even when the word is also a noun.
    (!has(next, (b) => b.pos === 'noun') ||
      (prev?.a?.pos === 'verb' &&
        ['vara', 'bli'].includes(prev.a.entry.inf) &&
        (!units[i + 2] || units[i + 2]!.kind === 'punct')))
  )
    s += 2.5;
  if (
    u.lower === 'för' &&
    wordPos(a, 'conj') &&
    i > 0 &&
    prev?.kind === 'punct' &&
    next &&
    next.lower in SUBJECT_PRONOUNS
  )
    s += 2.5;
  // "Förklara det för mig", "Läs den för oss": för after a verb's object pronoun is the preposition, not föra.
  const objectBefore = ['det', 'den', 'dem', 'mig', 'dig', 'honom', 'henne', 'oss', 'er'].includes(prev?.lower ?? '');
  if (u.lower === 'för' && a.pos === 'verb' && objectBefore && units.slice(0, i - 1).some((x) => x.a?.pos === 'verb'))
    s -= 6;
  if (u.lower in WH_WORDS && i === 0 && wordPos(a, 'adv', 'pron')) s += 2;
  // The second place of a wh-question is the finite verb (När åker ni hem? — åker is "go", not "field").
  if (
    i === 1 &&
    prev &&
    prev.lower in WH_WORDS &&
    wordPos(prev.a, 'adv', 'pron') &&
    isFiniteVerb(a) &&
    (nextFirst in SUBJECT_PRONOUNS || has(next, (b) => wordPos(b, 'det') || b.pos === 'noun'))
  )
    s += 3;
  if (u.lower === 'var' && i > 0 && wordPos(a, 'adv') && asksWhere(units, i)) s += 6;
  return s + scoreClause(a, units, i) + scoreVerbFirst(a, units, i, question) + scoreNounPairs(a, units, i);
}

export function disambiguate(units: SvUnit[]): void {
  const question = units.some((u) => u.lower === '?');
  for (let i = 0; i < units.length; i++) {
    const u = units[i]!;
    if (u.a || !u.analyses.length) continue;
    let best = u.analyses[0]!;
    let bestScore = -Infinity;
    for (const a of u.analyses.length > 1 ? u.analyses : []) {
      const s = score(a, units, i, question);
      if (s > bestScore) {
        best = a;
        bestScore = s;
      }
    }
    u.a = best;
  }
}
