import type { Cand } from './en-candidates.js';
import { proseScore } from './en-choose-prose.js';
import { emotiveIngScore } from './en-emotive.js';
import { CLAUSE_ADVERBS } from './en-grammar.js';
import { toScore } from './en-to.js';
import type { EnTag, EnUnit } from './en-unit.js';

/** The choice between the readings of one English word (en-candidates.ts) by the units before it and the next word. */
const MEASURE_ADJECTIVES = new Set(['long', 'high', 'wide', 'deep', 'tall', 'old', 'thick', 'broad']);

export const NOMINAL_NEXT = new Set<EnTag>(['noun', 'adj', 'num']);
/** Verbs an adjective follows as a predicative ("seems tired", "will remain closed"). */
const COPULA_VERBS = new Set('be get become seem look feel sound stay keep turn grow go remain'.split(' '));

/** "You had better leave", "We'd better not wait": a bare infinitive follows had/would better. */
const afterBetter = (units: EnUnit[], k: number) =>
  units[k]?.lower === 'better' && ['modal', 'have'].includes(units[k - 1]?.tag ?? '');

export function choose(
  cands: Cand[],
  units: EnUnit[],
  nextC: Cand[] | undefined,
  word: string,
  isFirst: boolean,
  nextWord?: string,
  nextCap?: boolean,
): Cand | undefined {
  const i = units.length;
  const prev = units[i - 1];
  const prevTag = prev?.tag;
  const nextTags = new Set((nextC ?? []).map((c) => c.unit.tag));
  const nextNominal = [...nextTags].some((t) => NOMINAL_NEXT.has(t)) && !nextTags.has('be');
  let best: Cand | undefined;
  let bestScore = -Infinity;
  for (const c of cands) {
    let s = c.score;
    const tag = c.unit.tag;
    const afterDet =
      (prevTag === 'det' || prevTag === 'poss' || prevTag === 'adj' || prevTag === 'num' || Boolean(prev?.gen)) &&
      !afterBetter(units, i - 1);
    if (afterDet && (tag === 'noun' || tag === 'adj')) s += 3;
    if (afterDet && (tag === 'verb' || tag === 'pron' || (tag === 'prep' && prevTag !== 'adj'))) s -= 3;
    const verbSlot =
      ['modal', 'to', 'do'].includes(prevTag ?? '') ||
      afterBetter(units, i - 1) ||
      (prevTag === 'neg' && afterBetter(units, i - 2)) ||
      (prevTag === 'neg' && ['modal', 'do', 'neg'].includes(units[i - 2]?.tag ?? '')) ||
      // "I do not really like it": a clause adverb after the negation.
      (prevTag === 'adv' && units[i - 2]?.tag === 'neg' && ['modal', 'do'].includes(units[i - 3]?.tag ?? '')) ||
      (prevTag === 'pron' && ['i', 'you', 'he', 'she', 'we', 'they', 'it'].includes(prev!.lower));
    if ((verbSlot || (prevTag === 'adv' && prev!.lower === 'last')) && tag === 'verb') s += 3;
    // "How do kids get …", "Do plants need …": after do a plural noun before a verb is the subject, not a 3sg verb.
    if (prevTag === 'do' && tag === 'noun' && c.unit.plural && nextTags.has('verb')) s += 4;
    if (prevTag === 'do' && tag === 'verb' && c.unit.vform === '3sg') s -= 4; // do takes the base form
    // "since we last met", "I last saw her" → "senast": last between a subject pronoun and its verb.
    if (word === 'last' && verbSlot && prevTag === 'pron' && nextTags.has('verb') && tag === 'adv') s += 8;
    // "I'm not really sure": after be, its negation and a degree adverb, the predicative adjective (säker, not visst).
    const beAdv =
      prevTag === 'adv' && (units[i - 2]?.tag === 'be' || (units[i - 2]?.tag === 'neg' && units[i - 3]?.tag === 'be'));
    if (tag === 'adj' && beAdv) s += 2;
    // "The house is always warm": no finite or bare verb follows be and an adverb (värma).
    if (tag === 'verb' && beAdv && !['ing', 'pp', 'past-pp'].includes(c.unit.vform ?? '')) s -= 3;
    // "because he never calls", "she often sleeps": a sentence adverb between a subject pronoun and a word that
    // agrees with it as a finite verb.
    const advSubject =
      (prevTag === 'neg' || (prevTag === 'adv' && prev!.lower in CLAUSE_ADVERBS)) && units[i - 2]?.tag === 'pron'
        ? units[i - 2]!.lower
        : '';
    if (advSubject && tag === 'verb' && finiteAfterPronoun([c], advSubject)) s += 3;
    if ((prevTag === 'to' || prevTag === 'modal' || prevTag === 'do') && tag === 'verb' && c.unit.vform === 'base')
      s += 1;
    if (verbSlot && tag === 'noun') s -= 2;
    // "I like it", "We like music": right after a subject pronoun a word that can be its finite verb is not a
    // preposition or subjunction (like → liksom).
    // "I really like it": one adverb may stand between them.
    const subject = prevTag === 'pron' ? prev : prevTag === 'adv' && units[i - 2]?.tag === 'pron' ? units[i - 2] : null;
    if (subject && (tag === 'subord' || tag === 'prep') && finiteAfterPronoun(cands, subject.lower)) s -= 4;
    if (
      (prevTag === 'be' || prevTag === 'have') &&
      tag === 'verb' &&
      (c.unit.vform === 'ing' || c.unit.vform === 'pp' || c.unit.vform === 'past-pp')
    )
      s += 3;
    if (
      isFirst &&
      tag === 'verb' &&
      c.unit.vform === 'base' &&
      (nextTags.has('det') ||
        nextTags.has('pron') ||
        nextTags.has('poss') ||
        nextTags.has('prep') ||
        nextTags.has('to'))
    )
      s += 2;
    if ((tag === 'det' || tag === 'poss') && !nextNominal && !['a', 'an', 'the'].includes(word)) s -= 4;
    if (tag === 'det' && nextNominal) s += 2;
    if (tag === 'to') s += toScore(nextTags, nextC, nextCap ? undefined : nextWord, prev);
    if (tag === 'subord' && c.unit.tag === 'subord' && (prevTag === 'noun' || prevTag === 'verb')) s += 1;
    const ppReading = cands.some((x) => x.unit.tag === 'verb' && (x.unit.vform === 'pp' || x.unit.vform === 'past-pp'));
    // A participle is a state after "is" (the door is closed), an event after "was", before "by", after a modal or
    // "to" (has to be paid → måste betalas, needs to be cleaned → behöver städas).
    const modalNot = units[i - 2]?.tag === 'neg' && units[i - 3]?.tag === 'modal'; // "cannot be opened"
    const lyAdv = prevTag === 'adv' && prev!.lower.endsWith('ly'); // "were quickly sold": as if the adverb were not there
    const beBefore =
      prevTag === 'be' ? prev : (prevTag === 'pron' || lyAdv) && units[i - 2]?.tag === 'be' ? units[i - 2] : undefined;
    // "The windows are cleaned every spring": a repeated time makes the participle an event (putsas), not a state.
    const repeated = ['every', 'each', 'daily', 'weekly', 'monthly', 'yearly', 'regularly', 'twice'].includes(
      nextWord ?? '',
    );
    const stateBe = beBefore
      ? !repeated &&
        (beBefore.vform === 'pres' ||
          (beBefore.vform === 'base' && !['modal', 'to'].includes(units[i - (lyAdv ? 3 : 2)]?.tag ?? '') && !modalNot))
      : prevTag === 'adv';
    if (tag === 'adj' && !c.unit.degree && ppReading && stateBe && nextWord !== 'by') s += 3.5;
    if (tag === 'adj' && !c.unit.degree && ppReading && !beBefore && prevTag !== 'adv' && !afterDet) s -= 0.5;
    if (tag === 'adj' && ppReading && beBefore && !stateBe) s -= 3;
    // "has been moved to Thursday" → "har flyttats": after "been" a participle is an event (s-passive), unless a
    // duration says how long the state lasted ("has been closed for a week" → "har varit stängd").
    if (tag === 'adj' && ppReading && prev?.lower === 'been' && !/^(for|since|sedan)\b/.test(nextWord ?? '')) s -= 3;
    // A noun phrase is complete: a following finite verb reading beats a compound noun (the children play).
    if (
      prevTag === 'noun' &&
      tag === 'verb' &&
      ['3sg', 'past', 'past-pp', 'base'].includes(c.unit.vform ?? '') &&
      !['be', 'modal'].some((t) => nextTags.has(t as EnTag)) // "Mobile phones may …": no verb before a modal
    )
      s += units[i - 1]?.plural && c.unit.vform === '3sg' ? 0 : 2;
    if (prevTag === 'noun' && tag === 'noun' && units[i - 1]?.plural) s -= 2;
    if (prevTag === 'be' && tag === 'adj') s += 3;
    s += proseScore(c, cands, units, nextTags, word, nextWord, ppReading);
    // "is very hard": a degree adverb after be is followed by the predicative adjective, not an adverb.
    const beTwoBack = units[i - 2]?.tag === 'be' || (units[i - 2]?.tag === 'verb' && units[i - 2]!.base === 'be');
    if (tag === 'adj' && beTwoBack && ['very', 'so', 'too', 'quite', 'really', 'pretty'].includes(prev?.lower ?? ''))
      s += 3;
    // "Thanks!", "Sorry, I …", "No, thanks.": a word standing alone between punctuation is the interjection.
    if (tag === 'interj' && (isFirst || prevTag === 'punct') && !nextC?.length) s += 5;
    if (prevTag === 'be' && tag === 'verb' && c.unit.vform === 'ing') s += 4;
    s += emotiveIngScore(c, units, word, nextC, nextWord);
    // "If you have a fever, stay at home": after a fronted if/when clause and its comma comes the imperative.
    if (tag === 'verb' && c.unit.vform === 'base' && prev?.text === ',' && units[0]?.tag === 'subord') s += 3;
    if (
      tag === 'prep' &&
      (nextTags.has('det') ||
        nextTags.has('poss') ||
        nextTags.has('num') ||
        nextTags.has('noun') ||
        nextTags.has('pron') ||
        !nextC?.length)
    )
      s += 2;
    if ((prev?.lower === 'which' || prev?.lower === 'who') && tag === 'verb') s += 3;
    // "The museum, which opened in 1987": after a comma or a noun, which opens a relative clause, not a noun phrase.
    if (tag === 'det' && word === 'which' && (prev?.text === ',' || prevTag === 'noun')) s -= 4;
    // "a history that goes back", "the paintings that were stolen": that + a finite verb after a noun is relative.
    const finiteNext =
      ['be', 'have', 'modal'].some((t) => nextTags.has(t as EnTag)) ||
      Boolean(nextC?.some((x) => x.unit.tag === 'verb' && ['3sg', 'past', 'past-pp'].includes(x.unit.vform ?? '')));
    if (tag === 'subord' && word === 'that' && prevTag === 'noun' && finiteNext && !nextTags.has('det')) s += 4;
    // "told her brother that his car was ready": that before a possessive opens a clause (no determiner precedes one).
    if (tag === 'subord' && word === 'that' && nextTags.has('poss') && ['noun', 'verb', 'adj'].includes(prevTag ?? ''))
      s += 4;
    // "lay in ruins": right after a preposition a word is its noun, not a finite verb.
    if (prevTag === 'prep' && tag === 'verb' && ['3sg', 'past'].includes(c.unit.vform ?? '')) s -= 2;
    // "Send (in) copies of …", "make changes": right after a base-form verb an -s form is its plural object.
    if (
      prevTag === 'verb' &&
      prev?.vform === 'base' &&
      tag === 'verb' &&
      c.unit.vform === '3sg' &&
      cands.some((x) => x.unit.tag === 'noun')
    )
      s -= 2;
    // "promised lower taxes": after a verb that takes no bare infinitive, an adjective before its noun.
    if (
      prevTag === 'verb' &&
      tag === 'verb' &&
      c.unit.vform === 'base' &&
      !LICENSING_VERBS.has(prev?.base ?? '') &&
      cands.some((x) => x.unit.tag === 'adj') &&
      nextNominal
    )
      s -= 2;
    // "500 kilometres long", "ten metres high": a measure adjective after a number and its unit.
    // "40 mm long": a measure recognised as one entity ("40 mm", "en och en halv timme") before the adjective.
    const measured =
      (prevTag === 'noun' && ['num', 'lit'].includes(units[i - 2]?.tag ?? '')) ||
      (prevTag === 'lit' && /\d|timme$/.test(prev!.lower) && / \S+$/.test(prev!.lower));
    if (tag === 'adj' && measured && MEASURE_ADJECTIVES.has(word)) s += 4;
    if (
      (prevTag === 'wh' || prevTag === 'subord') &&
      tag === 'verb' &&
      c.unit.vform !== 'base' &&
      c.unit.vform !== 'ing'
    )
      s += 2;
    if (
      tag === 'subord' &&
      word === 'that' &&
      prevTag === 'noun' &&
      ['a', 'an', 'the', 'i', 'you', 'he', 'she', 'we', 'they', 'it'].includes(nextWord ?? '')
    )
      s += 3;
    if (
      tag === 'subord' &&
      word === 'that' &&
      prevTag === 'verb' &&
      (['i', 'you', 'he', 'she', 'we', 'they', 'it', 'a', 'an', 'the', 'there'].includes(nextWord ?? '') ||
        (nextTags.has('pron') && !nextTags.has('noun')))
    )
      s += 3;
    if (
      tag === 'subord' &&
      nextC?.some((x) => x.unit.tag === 'pron') &&
      ['i', 'you', 'he', 'she', 'we', 'they', 'it'].includes(nextWord ?? '')
    )
      s += 2.5;
    if (isFirst && tag === 'verb' && c.unit.vform === 'base') s += 1;
    if (
      tag === 'verb' &&
      c.unit.vform === 'base' &&
      ['he', 'she', 'it'].includes(prev?.lower ?? '') &&
      cands.some((x) => x.unit.tag === 'verb' && x.unit.vform !== 'base')
    )
      s -= 1.5;
    if (tag === 'to' && nextTags.has('verb')) s += 2;
    if (tag === 'adj' && prev?.tag === 'verb' && COPULA_VERBS.has(prev.base ?? '')) s += 3;
    if (
      tag === 'verb' &&
      c.unit.vform === 'ing' &&
      prevTag === 'noun' &&
      ['det', 'adj', 'poss'].includes(units[i - 2]?.tag ?? '')
    )
      s -= 2;
    if (tag === 'to' && nextTags.has('verb') && (prevTag === 'verb' || prevTag === 'adj' || prevTag === 'be')) s += 3;
    if (
      tag === 'verb' &&
      (c.unit.vform === 'pp' || c.unit.vform === 'past-pp') &&
      units.slice(-3).some((u) => u.tag === 'have')
    )
      s += 2;
    const clauseAdverb = prev?.tag === 'adv' && prev.lower in CLAUSE_ADVERBS && !prev.base?.startsWith('last '); // not last year
    if (tag === 'verb' && clauseAdverb) s += 3;
    if (tag === 'noun' && c.unit.plural && nextTags.has('noun') && !nextTags.has('verb')) s -= 1.5;
    if (tag === 'det' && (word === 'last' || word === 'next') && nextTags.has('noun')) s += 4;
    const andVerb = c.unit.vform === 'base' && units[0]?.vform === 'base'; // "Sign it and return it", "Push and wait"
    if (tag === 'verb' && prevTag === 'coord' && (units[i - 2]?.tag === 'verb' || andVerb)) s += 2.5;
    // "He paid and then left the shop": after "and then" a word that can be a verb is the clause's next verb.
    if (tag === 'verb' && prev?.base === 'and then' && units.some((u) => u.tag === 'verb')) s += 2.5;
    // "for the school fair": after a preposition's noun no predicative adjective follows.
    if (tag === 'adj' && prevTag === 'noun' && cands.some((x) => x.unit.tag === 'noun') && prepositionObject(units))
      s -= 3;
    if (prev?.tag === 'unknown' && prev.cap && i > 0 && tag === 'verb' && c.unit.vform !== 'base') s += 2;
    if (tag === 'there' && prevTag === 'be') s += 4;
    if (tag === 'there' && !nextTags.has('be') && !nextTags.has('modal')) s -= 3;
    // "has been learning": the participle been is a be-form too.
    if (prevTag === 'verb' && prev?.base === 'be' && tag === 'verb' && c.unit.vform === 'ing') s += 7;
    // "on the order form", "at the traffic lights": a noun object of a preposition is followed by its compound head,
    // not by its verb; "a study visit", "Alcohol free": a singular noun is not followed by a bare base verb unless a
    // do, modal, to or let/make/help before it asks for one ("Does the bus stop here?", "Let the dough rest").
    if (prevTag === 'noun' && tag === 'verb' && ['3sg', 'past', 'past-pp', 'base'].includes(c.unit.vform ?? '')) {
      if (prepositionObject(units)) s -= 3;
      else if (c.unit.vform === 'base' && !prev?.plural && !baseVerbLicensed(units)) s -= 2.5;
    }
    if (s > bestScore) {
      best = c;
      bestScore = s;
    }
  }
  return best;
}

/** Prepositions that also open clauses (after the meeting ends): their noun may be a subject. */
const CLAUSE_PREPOSITIONS = new Set(['after', 'before', 'until', 'till', 'since', 'as', 'like', 'than', 'once']);

/** The last unit ends a noun phrase that a preposition governs after the clause's verb ("Turn at the traffic"). */
function prepositionObject(units: EnUnit[]): boolean {
  let k = units.length - 1;
  while (k >= 0 && ['noun', 'adj', 'num'].includes(units[k]!.tag)) k--;
  if (k >= 0 && ['det', 'poss'].includes(units[k]!.tag)) k--;
  const p = units[k];
  if (p?.tag !== 'prep' || CLAUSE_PREPOSITIONS.has(p.lower)) return false;
  // Only inside a predicate: "The owner of the shop lives here" still has its verb to come.
  for (let j = k - 1; j >= 0; j--) {
    const u = units[j]!;
    if (['punct', 'subord', 'coord', 'wh'].includes(u.tag)) return false;
    if (['verb', 'be', 'have', 'modal', 'do'].includes(u.tag)) return true;
  }
  return false;
}

const LICENSING_VERBS = new Set(['let', 'make', 'help', 'watch', 'see', 'hear', 'have', 'feel']);

/** Something earlier in the sentence takes a bare infinitive after a noun: do, a modal, to, let/make/help …. */
function baseVerbLicensed(units: EnUnit[]): boolean {
  return units.some(
    (u) => ['do', 'modal', 'to'].includes(u.tag) || (u.tag === 'verb' && LICENSING_VERBS.has(u.base ?? '')),
  );
}

/** A finite verb reading that agrees with the subject pronoun before it (I like, she likes, they liked). */
function finiteAfterPronoun(cands: Cand[], pronoun: string): boolean {
  const forms = ['i', 'you', 'we', 'they'].includes(pronoun)
    ? ['base', 'past', 'past-pp']
    : ['he', 'she', 'it'].includes(pronoun)
      ? ['3sg', 'past', 'past-pp']
      : [];
  return cands.some((c) => c.unit.tag === 'verb' && forms.includes(c.unit.vform ?? ''));
}
