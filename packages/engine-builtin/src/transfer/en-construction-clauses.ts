import type { EngineData } from '../engine-data.js';
import { wordMap, wordSet } from '../lexicon/word-lists.js';
import { analyzeEnNoun, analyzeEnVerb } from '../morphology/en.js';
import { usuallyBeforeVerb } from './en-clause.js';
import { firstOfKind, gerundVerb, isBe, personNoun, thingSubject, verb, word } from './en-construction-parts.js';
import { keepsEmotiveAdjective } from './en-emotive.js';
import { INDEFINITE_PRONOUNS } from './en-grammar.js';
import { uiLabelAfterVerb } from './en-ui-labels.js';
import type { EnUnit } from './en-unit.js';

/**
 * English clause patterns rewritten on the tagged units before the clause rules (see en-constructions.ts):
 * wh-word + to-infinitive (vad jag ska göra), relative clauses without "that" (bilen som vi köpte), tell/ask + object
 * + to-infinitive (sa åt oss att, bad barnen att), know + a person (känna), a thing means (betyda), time as an
 * occasion (första gången, varje gång), gerunds after like/stop (tycker om att läsa), progressive -ing read as an
 * -ande adjective (vem ringer), be + sure (säker), where + motion (vart), look forward to (se fram emot).
 */
const SUBJECT_PRONOUNS = new Set(['i', 'you', 'he', 'she', 'we', 'they']);
const OBJECT_TO_SUBJECT: Record<string, string> = {
  me: 'i',
  us: 'we',
  him: 'he',
  her: 'she',
  them: 'they',
  you: 'you',
};
const FINITE_FORMS = new Set(['past', 'past-pp', '3sg', 'base', 'pres']);
/** Words before "time" that make it an occasion (gång), not time itself (tid). */
const OCCASION_BEFORE = new Set(['first', 'last', 'next', 'every', 'each', 'this', 'that', 'many', 'several', 'few']);
/** Verbs whose -ing complement is a verb (tycker om att läsa), not a noun (läsning). */
const GERUND_VERBS = new Set(['like', 'love', 'hate', 'enjoy', 'prefer', 'start', 'stop', 'begin', 'finish', 'avoid']);
const MOTION = new Set(['go', 'run', 'drive', 'move', 'travel', 'fly', 'walk', 'head']);
/** Time nouns that open a sentence as an adverbial ("Last year we lived …"), not as a noun with a relative clause. */
const TIME_DETS = new Set(['last', 'next', 'this', 'every', 'each', 'one']);

const SAY = wordSet('clause-verbs-en');
/** Adjectives before an omitted that, with the Swedish that opens the clause. */
/** Adjectives before a that-clause, with the Swedish preposition before att (that-adjectives-en: sure → på att). */
const THAT_AFTER_ADJ: Record<string, string> = {
  afraid: 'att',
  glad: 'att',
  sorry: 'att',
  happy: 'att',
  ...Object.fromEntries([...wordMap('that-adjectives-en')].map(([adj, prep]) => [adj, `${prep} att`])),
};

/** A name: a capitalised word the lexicon does not know. */
const name = (x: EnUnit | undefined) => Boolean(x && x.tag === 'unknown' && x.cap);
const isFiniteVerb = (u: EnUnit | undefined) =>
  Boolean(
    u && (['modal', 'be', 'have', 'do'].includes(u.tag) || (u.tag === 'verb' && FINITE_FORMS.has(u.vform ?? ''))),
  );

export function reshapeClauses(units: EnUnit[], data: EngineData): void {
  if (units[0]?.lower === 'usually') usuallyBeforeVerb(units);
  for (let i = 0; i < units.length; i++) {
    const u = units[i]!;
    const prev = units[i - 1];
    const next = units[i + 1];
    // "I don't know what to do" → "vad jag ska göra": the subject is the clause's (or the one shown: "show me how").
    if ((u.tag === 'wh' || u.tag === 'subord') && i > 0 && next?.tag === 'to' && verbal(units[i + 2])) {
      const shown = OBJECT_TO_SUBJECT[prev?.lower ?? ''];
      const subj = shown ?? units.slice(0, i).find((x) => x.tag === 'pron' && SUBJECT_PRONOUNS.has(x.lower))?.lower;
      const past = units.slice(0, i).some((x) => x.vform === 'past' || (x.tag === 'do' && x.lower === 'did'));
      const pron = { ...word(next, subj ?? 'one', 'pron', ''), sv: undefined };
      const modal = { ...word(next, past ? 'would' : 'shall', 'modal', ''), sv: undefined, base: 'shall' };
      units.splice(i + 1, 1, pron, modal);
      units[i + 3]!.vform = 'base';
      continue;
    }
    // "Where is she going?", "Where is Tom?": the phrase "where is" (var ligger) is for places, not people or the
    // progressive.
    if (u.tag === 'phrase' && /^where (is|are)$/.test(u.base ?? '')) {
      const rest = units.slice(i + 1, i + 5);
      const person = next?.tag === 'pron' || (next?.tag === 'unknown' && next.cap);
      if (person || rest.some((x) => x.tag === 'verb' && x.vform === 'ing')) {
        const [w, b] = u.text.split(' ') as [string, string];
        const be = b.toLowerCase();
        units.splice(
          i,
          1,
          { ...u, text: w, lower: 'where', tag: 'wh', base: undefined, sv: undefined, target: undefined },
          { ...u, text: b, lower: be, tag: 'be', base: 'be', vform: 'pres', sv: undefined, target: undefined },
        );
        i--;
        continue;
      }
    }
    // "on their way to school" → "på väg till skolan" (the phrase is not matched before "to").
    const way = units[i + 2];
    const wayAlone = way?.text.toLowerCase() === 'way';
    if (u.lower === 'on' && next?.tag === 'poss' && (wayAlone || way?.base?.startsWith('way to '))) {
      // "way to school" may have been read as one noun (skolväg): its "to school" is the phrase till skolan.
      const rest = wayAlone ? undefined : data.enIndex.get(way!.base!.slice(4))?.[0];
      if (!wayAlone && rest?.entry.kind !== 'phrase') continue;
      const tail = rest?.entry.kind === 'phrase' ? [{ ...word(way!, 'to', 'phrase', rest.entry.sv) }] : [];
      units.splice(i, 3, { ...u, text: 'on', tag: 'phrase', sv: 'på väg', target: undefined, base: 'on way' }, ...tail);
      continue;
    }
    // "I think Tom is right", "I'm sure Tom will help": an omitted that before a named subject or after an adjective
    // (säker på att); "knows that Mary …": that read as a pronoun before a clause.
    // "Tell Anna to call me": a to-infinitive after the name is no clause.
    const clauseAfter = units[i + 1]?.tag !== 'to' && units.slice(i + 1, i + 4).some(isFiniteVerb);
    const sayBefore = prev?.tag === 'verb' && SAY.has(prev.base ?? '');
    // "I'm (not/very) sure": be, perhaps with a negation or degree adverb, before the adjective.
    let b = i - 2;
    // "I'm so sorry I missed …": so is still read as a conjunction here.
    while (b > i - 5 && (/^(neg|adv)$/.test(units[b]?.tag ?? '') || units[b]?.lower === 'so')) b--;
    const beAdj = isBe(units[b]);
    const adjBefore = prev?.tag === 'adj' && prev.lower in THAT_AFTER_ADJ && beAdj;
    // "disappointed the shop was closed": after such an adjective a noun phrase may open the clause too.
    const subjectHere =
      name(u) || (u.tag === 'pron' && SUBJECT_PRONOUNS.has(u.lower)) || (adjBefore && /^(det|poss)$/.test(u.tag));
    if (subjectHere && clauseAfter && ((sayBefore && name(u)) || adjBefore)) {
      const sv = adjBefore ? THAT_AFTER_ADJ[prev!.lower] : undefined;
      units.splice(i, 0, { ...word(u, 'that', 'subord', ''), sv });
      if (prev) prev.clauseFollows = true;
      i++;
      continue;
    }
    // "We are aware that prices have risen" → "medvetna om att": the adjective's preposition before att.
    if (u.lower === 'that' && u.tag === 'subord' && prev?.tag === 'adj' && beAdj && !u.sv)
      u.sv = THAT_AFTER_ADJ[prev.base ?? prev.lower];
    if (
      u.lower === 'that' &&
      u.tag === 'pron' &&
      sayBefore &&
      (name(next) || next?.tag === 'pron') &&
      isFiniteVerb(units[i + 2])
    )
      Object.assign(u, { tag: 'subord', target: undefined });
    // "the car we bought" → "bilen som vi köpte": a subject pronoun and a finite verb right after a noun, or after an
    // indefinite pronoun ("everything you need", "anything else I can do" → allt som du behöver, något annat som jag …).
    const head = prev?.lower === 'else' ? units[i - 2] : prev;
    const finite =
      isFiniteVerb(next) || (next?.tag === 'verb' && next.vform === 'base' && /^(i|you|we|they)$/.test(u.lower));
    if (
      u.tag === 'pron' &&
      SUBJECT_PRONOUNS.has(u.lower) &&
      (prev?.tag === 'noun' || INDEFINITE_PRONOUNS.has(head?.lower ?? '')) &&
      finite
    ) {
      if (prev?.tag !== 'noun' || (!frontedTime(units, i - 1) && !frontedPhrase(units, i - 1) && !prev?.gen)) {
        units.splice(i, 0, { ...word(u, 'that', 'subord', ''), sv: prev?.tag === 'noun' ? undefined : 'som' });
        i++;
        continue;
      }
    }
    const label = (u.tag === 'verb' || u.tag === 'noun') && uiLabelAfterVerb(units, i, data);
    if (u.tag === 'verb' && !label) reshapeVerb(units, i, data);
    // "the first time", "every time" → "första gången", "varje gång".
    if (u.tag === 'noun' && u.base === 'time' && prev && (OCCASION_BEFORE.has(prev.lower) || prev.tag === 'num')) {
      const t = data.enIndex.get('time')?.find((x) => x.entry.kind === 'noun' && x.entry.lemma === 'gång');
      if (t) Object.assign(u, { target: t, cued: true });
    }
    // "Who is coming?": after be, an -ing word whose adjective is a Swedish -ande participle is the progressive.
    // Likewise an -ing noun right after be ("has been learning Swedish"), not a compound modifier.
    const ingAdj = u.tag === 'adj' && next?.tag !== 'noun' && !keepsEmotiveAdjective(units, i);
    const ingNoun = u.tag === 'noun' && ['noun', 'det', 'poss'].includes(next?.tag ?? '');
    if ((ingAdj || ingNoun) && /ing$/.test(u.lower) && isBe(prev)) {
      const a = u.target?.entry.kind === 'adj' ? u.target.entry.lemma : u.tag === 'noun' ? 'ande' : '';
      const v = analyzeEnVerb(u.lower, data.enIrrPast, data.enIrrPp, (b) => data.enIndex.has(b)).find(
        (x) => x.form === 'ing',
      );
      const t = v && data.enIndex.get(v.base)?.find((x) => x.entry.kind === 'verb');
      if (/(ande|ende)$/.test(a) && v && t) Object.assign(u, { tag: 'verb', base: v.base, vform: 'ing', target: t });
    }
    // "I'm not sure", "Are you sure?" → "säker".
    if (u.tag === 'adv' && u.lower === 'sure' && (isBe(prev) || isBe(units[i - 2]))) {
      const t = firstOfKind(data, 'sure', 'adj');
      if (t) Object.assign(u, { tag: 'adj', base: 'sure', target: t, sv: undefined });
    }
    // "It's time to go" → "Det är dags att gå".
    if (u.tag === 'noun' && u.lower === 'time' && isBe(prev) && units[i - 2]?.lower === 'it' && next?.tag === 'to')
      Object.assign(u, { tag: 'phrase', sv: 'dags', target: undefined });
    // "Where are you going?" → "Vart ska du?": a direction.
    if (u.tag === 'wh' && u.lower === 'where') {
      const v = units.slice(i + 1).find((x) => x.tag === 'verb');
      if (v && MOTION.has(v.base ?? '') && !units.some((x) => x.lower === 'from')) u.sv = 'vart';
    }
  }
}

/** The noun at `k` ends a sentence-opening prepositional phrase ("After dinner", "On Sundays"). */
function frontedPhrase(units: EnUnit[], k: number): boolean {
  let s = k;
  while (s > 0 && ['det', 'adj', 'num', 'poss', 'noun'].includes(units[s - 1]!.tag)) s--;
  return units[s - 1]?.tag === 'prep' && (s - 1 === 0 || units[s - 2]?.tag === 'punct');
}

const verbal = (u: EnUnit | undefined) => Boolean(u && ['verb', 'be', 'have', 'do'].includes(u.tag));

/** The noun at `k` ends a sentence-opening time phrase ("Last year", "This morning"). */
function frontedTime(units: EnUnit[], k: number): boolean {
  let s = k;
  while (s > 0 && ['det', 'adj', 'num', 'poss'].includes(units[s - 1]!.tag)) s--;
  const atStart = s === 0 || units[s - 1]?.tag === 'punct';
  return atStart && (TIME_DETS.has(units[s]?.lower ?? '') || s === k);
}

/** "tell anyone" → "berätta för någon": indefinite pronouns for people. */
const MAKE_IT_AFTER = new Set([
  'tonight',
  'today',
  'tomorrow',
  'on',
  'at',
  'this',
  'next',
  'to',
  'after',
  'before',
  'in',
]);
const PERSON_INDEFINITES = new Set(['someone', 'somebody', 'anyone', 'anybody', 'everyone', 'everybody', 'nobody']);

/** A person: a name or a pronoun or indefinite for one (tell Anna, tell him, know someone). */
const person = (x: EnUnit | undefined) =>
  name(x) || (x?.tag === 'pron' && (x.lower in OBJECT_TO_SUBJECT || PERSON_INDEFINITES.has(x.lower)));

function reshapeVerb(units: EnUnit[], i: number, data: EngineData): void {
  const u = units[i]!;
  const next = units[i + 1];
  const after = units[i + 2];
  // "She told us to sit down" → "sa åt oss att"; "tell me about it" → "berätta för mig om det".
  // "I can't make it tonight" → "Jag kan inte komma i kväll", "Can you make it?": make it negated or asked with can,
  // ending the clause or before a time or place ("I can make it" may be cooking).
  if (
    u.base === 'make' &&
    next?.lower === 'it' &&
    (!after || after.tag === 'punct' || MAKE_IT_AFTER.has(after.lower))
  ) {
    const before = units.slice(Math.max(0, i - 3), i);
    const t = verb(data, 'komma');
    if (t && (before.some((x) => x.tag === 'neg') || ['can', 'could'].includes(units[0]?.lower ?? ''))) {
      Object.assign(u, { target: t, cued: true });
      units.splice(i + 1, 1);
    }
    return;
  }
  // "Tell Anna to call me", "Tell the children to go to bed" → "Säg åt Anna att …": any noun phrase before to.
  let k = i + 1;
  while (
    u.base === 'tell' &&
    units[k] &&
    ['det', 'poss', 'adj', 'noun', 'pron', 'unknown', 'lit'].includes(units[k]!.tag)
  )
    k++;
  if (u.base === 'tell' && k > i + 1 && units[k]?.tag === 'to') {
    const t = verb(data, 'säga', 'åt');
    if (t) Object.assign(u, { target: t, cued: true });
    return;
  }
  // "He told his boss that he was ill" → "berättade för sin chef att": a person told something takes för.
  if (u.base === 'tell' && personNoun(units, i + 1) && ['subord', 'wh'].includes(units[k]?.tag ?? '')) {
    units.splice(i + 1, 0, { ...word(next!, 'for', 'prep', 'för'), target: undefined });
    return;
  }
  if (u.base === 'tell' && person(next)) {
    if (after?.tag === 'to') {
      const t = verb(data, 'säga', 'åt');
      if (t) Object.assign(u, { target: t, cued: true });
    } else if (after && after.tag !== 'det' && after.tag !== 'poss' && after.tag !== 'noun') {
      units.splice(i + 1, 0, { ...word(next!, 'for', 'prep', 'för'), target: undefined });
    }
    return;
  }
  // "asked the children to be quiet" → "bad barnen att vara tysta".
  if (u.base === 'ask') {
    let k = i + 1;
    while (units[k] && ['det', 'poss', 'adj', 'noun', 'pron', 'unknown'].includes(units[k]!.tag)) k++;
    if (k > i + 1 && units[k]?.tag === 'to') {
      const t = verb(data, 'be');
      if (t) Object.assign(u, { target: t, cued: true });
    }
    return;
  }
  // "Do you know my brother?", "I've known her for years" → känna: knowing a person.
  if (u.base === 'know' && (person(next) || personNoun(units, i + 1) || next?.lower === 'each')) {
    const t = verb(data, 'känna');
    if (t) Object.assign(u, { target: t, cued: true });
    return;
  }
  // "What does this word mean?" → betyda: a thing means, a person means (mena).
  if (u.base === 'mean' && thingSubject(units, i)) {
    const t = verb(data, 'betyda');
    if (t) Object.assign(u, { target: t, cued: true });
    return;
  }
  // "We look forward to the holiday" → "ser fram emot".
  if (u.base === 'look' && next?.lower === 'forward' && after?.lower === 'to') {
    const t = verb(data, 'se', 'fram emot');
    if (t) Object.assign(u, { target: t, cued: true });
    units.splice(i + 1, 2);
    return;
  }
  // "She loves playing tennis" → "älskar att spela tennis".
  if (GERUND_VERBS.has(u.base ?? '') && next?.tag === 'noun' && /ing$/.test(next.lower)) {
    const obj = units[i + 2];
    const g = gerundVerb(data, next.lower, Boolean(obj && ['det', 'poss', 'noun', 'pron', 'verb'].includes(obj.tag)));
    if (!g) return;
    Object.assign(next, { tag: 'verb', base: g.base, vform: 'ing', target: g.target });
    if (obj?.tag === 'verb' && obj.vform === '3sg') {
      const n = analyzeEnNoun(obj.lower, data.enIrrSingular, (b) => data.enIndex.has(b))[0];
      const nt = n && data.enIndex.get(n.base)?.find((x) => x.entry.kind === 'noun');
      if (n && nt) Object.assign(obj, { tag: 'noun', base: n.base, plural: n.plural, target: nt, vform: undefined });
    }
  }
}
