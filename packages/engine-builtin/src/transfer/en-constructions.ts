import type { EngineData, EnTarget } from '../engine-data.js';
import { wordMap, wordSet } from '../lexicon/word-lists.js';
import {
  FREQUENCY_BEFORE,
  firstOfKind,
  hasObject,
  isBe,
  isDetLike,
  joinSpan,
  keepAdjective,
  mindVerb,
  pastBefore,
  pluralSubject,
  splitParticle,
  verb,
  word,
} from './en-construction-parts.js';
import type { EnUnit } from './en-unit.js';

/** Degree words before late in "running a bit late" (lite sen). */
const A_BIT: Record<string, true> = { 'a bit': true, 'a little': true, 'a little bit': true, bit: true };

/**
 * English constructions whose Swedish is not word for word, rewritten on the tagged units before the clause rules
 * run (so the tagger stays about word classes): look + adjective (ser trött ut), hurt without object (gör ont),
 * meet without object (träffas), was born (föddes), break + body part (bryta), be + an -ed adjective (var trött),
 * be running late (är sen), be back (tillbaka), a particle verb in "in" before a month (flytta i juni), ordinals
 * before a noun, keep + adjective (förvara kylt, håll dörren stängd) and the distributive "a week" only after a
 * frequency.
 */
const BODY_PARTS = wordSet('body-parts-en');
const MONTHS = wordSet('month-names-en');
const MEALS = new Set(['breakfast', 'lunch', 'dinner', 'supper']);
/** Verbs whose "for" + a meal is an outing (join us for lunch → på lunch), not what is eaten (till frukost). */
const OUTING_VERBS = new Set(['join', 'go', 'meet', 'invite', 'take', 'come', 'ask', 'be out', 'go out', 'head']);

/** The base of the verb up to three words before `i` ("join us for", "go out for"), or ''. */
function verbBefore(units: EnUnit[], i: number): string {
  for (let k = i - 1; k >= 0 && k >= i - 3; k--) if (units[k]!.tag === 'verb') return units[k]!.base ?? '';
  return '';
}
const WEEKDAYS = wordMap('weekdays-en');
const ADJ_PREP_EN = wordMap('adjective-prepositions-en');

export function reshapeConstructions(units: EnUnit[], data: EngineData): void {
  for (let i = 0; i < units.length; i++) {
    const u = units[i]!;
    const prev = units[i - 1];
    const next = units[i + 1];
    if (u.tag === 'verb') {
      // "She looks tired" → "Hon ser trött ut": the particle follows the predicative adjective.
      if (u.base === 'look' && !u.target?.entry.kind.startsWith('phrase')) {
        const k = next?.tag === 'adj' ? i + 1 : next?.tag === 'adv' && units[i + 2]?.tag === 'adj' ? i + 2 : -1;
        const se = verb(data, 'se');
        if (k > 0 && se && !units[k]!.degree) {
          u.target = se;
          u.cued = true;
          units.splice(k + 1, 0, word(units[k]!, 'ut', 'phrase', 'ut'));
          continue;
        }
      }
      // "My back hurts", "Where does it hurt?" → "gör ont"; "He hurt his knee", "was hurt" keep skada/såra.
      if (u.base === 'hurt' && !hasObject(next) && !isBe(prev)) {
        const t = verb(data, 'göra', 'ont');
        if (t) Object.assign(u, { target: t, cued: true });
      }
      // "We met at the station" → "Vi träffades": meet without an object is reciprocal.
      if (
        u.base === 'meet' &&
        !hasObject(next) &&
        pluralSubject(units, i) &&
        u.target?.entry.kind === 'verb' &&
        !u.target.entry.particle
      ) {
        const t = verb(data, 'träffas');
        if (t) Object.assign(u, { target: t, cued: true });
      }
      // "He broke his leg" → "bröt benet"; "broke the window" → "hade sönder fönstret".
      if (u.base === 'break' && hasObject(next) && u.target?.entry.kind === 'verb' && u.target.entry.inf === 'gå') {
        let k = i + 1;
        while (units[k] && ['det', 'poss', 'adj'].includes(units[k]!.tag)) k++;
        const body = BODY_PARTS.has(units[k]?.base ?? units[k]?.lower ?? '');
        const t = body ? verb(data, 'bryta') : verb(data, 'ha', 'sönder');
        if (t) Object.assign(u, { target: t, cued: true });
      }
      // "She was tired", "They were worried": an -ed word the lexicon has as an adjective of its own (trött, not the
      // participle of the verb's Swedish, byggd) is the state after be.
      // After a modal a thing's "be used", "be checked" is the passive (får inte användas); people stay in a state.
      const m = units[i - 2]?.tag === 'neg' ? i - 3 : i - 2;
      // So after "need to / have to / is to" ("The car needs to be repaired" → "behöver lagas").
      const event =
        (units[m]?.tag === 'modal' && !/^(i|you|he|she|we|they)$/.test(units[m - 1]?.lower ?? '')) ||
        (units[m]?.tag === 'to' && /^(needs?|needed|has|have|had|is|are|was|were)$/.test(units[m - 1]?.lower ?? ''));
      if (
        (u.vform === 'pp' || u.vform === 'past-pp') &&
        isBe(prev) &&
        prev!.vform !== 'ing' &&
        next?.lower !== 'by' &&
        !event
      ) {
        const adj = firstOfKind(data, u.lower, 'adj');
        const v = u.target?.entry.kind === 'verb' ? u.target.entry : undefined;
        const neuter = adj?.entry.kind === 'adj' ? adj.entry.neuter : '';
        // The participle of the verb's own Swedish, particle in front (inställt = ställa in), is no adjective of its own.
        const own =
          adj?.entry.kind === 'adj' &&
          v &&
          neuter !== v.supine &&
          neuter !== v.particle + (v.supine ?? '').replace(/it$/, 'et') &&
          /ed$/.test(u.lower);
        // A hinted adjective sense is a narrower reading: "She was moved" (rörd), but "The meeting was moved" (flyttades).
        const hinted = adj?.entry.kind === 'adj' && adj.entry.senses[adj.senseIndex]?.hint;
        const person = /^(i|you|he|she|we|they)$/.test(units[i - 2]?.lower ?? '');
        // "have been informed" → "har informerats": after been, such an adjective that is the participle of another
        // Swedish verb of the same English sense is that verb's passive (informerad, informera), unless a duration
        // or the adjective's own preposition follows ("has been closed for a week", "been interested in").
        const passiveOf =
          adj?.entry.kind === 'adj' &&
          prev?.lower === 'been' &&
          !/^(for|since)$/.test(next?.lower ?? '') &&
          !u.lower.includes(' ') &&
          !ADJ_PREP_EN.has(`${u.lower} ${next?.lower ?? ''}`)
            ? passiveVerbOf(data.enIndex.get(u.base ?? '') ?? [], neuter ?? '')
            : undefined;
        if (adj && own && passiveOf && u.lower !== 'born' && (!hinted || person))
          Object.assign(u, { target: passiveOf, cued: true });
        else if (adj && own && u.lower !== 'born' && (!hinted || person)) {
          // "worried about" (oroa sig för) keeps its preposition for the adjective (orolig för).
          const [w, p] = u.text.split(' ');
          Object.assign(u, { tag: 'adj', text: w, base: u.lower, target: adj, vform: undefined });
          const pt = p ? firstOfKind(data, p.toLowerCase(), 'prep') : undefined;
          if (p && pt) units.splice(i + 1, 0, { ...word(u, p, 'prep', ''), sv: undefined, target: pt });
        }
      }
      // "I'm running late" → "Jag är sen", "running ten minutes late" → "är tio minuter sen", "a bit late" → "lite sen".
      const lateAt = units.slice(i + 1, i + 5).findIndex((x) => x.lower === 'late');
      const lateU = units[i + 1 + lateAt];
      const between = units.slice(i + 1, i + 1 + lateAt);
      const measured =
        lateAt >= 0 &&
        ((between.every((x) => ['det', 'num', 'lit', 'noun', 'adj'].includes(x.tag)) &&
          (lateAt === 0 ||
            /^(minute|hour|second|bit|little)$/.test(units[i + lateAt]?.base ?? '') ||
            // "running 10 min late": the number and its shortened unit are one literal.
            /^\d+ ?(min|mins|h|hrs?)$/.test(units[i + lateAt]?.lower ?? ''))) ||
          between.map((x) => x.base ?? x.lower).join(' ') in A_BIT);
      if (u.base === 'run' && u.vform === 'ing' && isBe(prev) && lateU && measured) {
        const late = firstOfKind(data, 'late', 'adj');
        if (late) Object.assign(lateU, { tag: 'adj', base: 'late', target: late, sv: undefined });
        units.splice(i, 1);
        i--;
        continue;
      }
      // "We are moving in June", "They moved in August": the particle "in" heads a date.
      if (u.base?.endsWith(' in') && MONTHS.has(next?.lower ?? '')) splitParticle(units, i, data);
      // "waiting for an hour" → "väntat i en timme": "for" before a duration is not the particle (vänta på).
      const dur = /^(an?|\d+|two|three|four|five|ten|several|a few) (hour|day|week|month|year|minute)s?$/;
      const nextText = `${next?.text ?? ''} ${units[i + 2]?.text ?? ''}`.toLowerCase();
      if (u.base?.endsWith(' for') && (dur.test((next?.text ?? '').toLowerCase()) || dur.test(nextText)))
        splitParticle(units, i, data, 'for');
    }
    // "That sounds good" → "Det låter bra": a demonstrative subject of a verb other than be is det.
    if (i === 0 && ['that', 'this'].includes(u.lower) && next?.tag === 'verb' && u.tag !== 'noun')
      Object.assign(u, { tag: 'pron', lower: 'it', target: undefined, sv: undefined });
    // "Mind the gap" → "Se upp för glappet"; "I don't mind" → "Jag har inget emot det".
    if (u.lower === 'mind' && (u.tag === 'verb' || u.tag === 'noun' || u.tag === 'phrase') && !isDetLike(prev)) {
      mindVerb(units, i, data);
      continue;
    }
    // "We have just eaten", "She just left" → "precis": just before a perfect or past verb is time, not "only".
    if (
      u.lower === 'just' &&
      u.tag === 'adv' &&
      (next?.vform === 'pp' || next?.vform === 'past-pp' || next?.vform === 'past')
    )
      u.sv = 'precis';
    // "main courses", "credit cards": a multiword noun of the lexicon in the plural (only its singular is indexed).
    if ((u.tag === 'adj' || u.tag === 'noun') && next?.tag === 'noun' && next.plural && next.base) {
      const key = `${u.lower} ${next.base}`;
      const t = data.enIndex.get(key)?.find((x) => x.entry.kind === 'noun' && x.senseIndex === 0);
      if (t) {
        units.splice(i, 2, { ...next, text: `${u.text} ${next.text}`, base: key, target: t, span: joinSpan(u, next) });
        continue;
      }
    }
    // "after dinner" → "efter middagen": a meal after before/after/during is definite in Swedish.
    if (u.tag === 'prep' && ['after', 'before', 'during'].includes(u.lower) && next?.tag === 'noun') {
      if (MEALS.has(next.lower)) units.splice(i + 1, 0, { ...word(next, 'the', 'det', ''), sv: undefined });
    }
    // "Thanks for dinner" → "Tack för middagen": the meal thanked for is the one eaten; "Dinner is ready" →
    // "Middagen är klar": a meal that opens the sentence before be + an adjective is definite too (a notice keeps it
    // bare: "Lunch is served at 12" → "Lunch serveras").
    const thanked = prev?.base === 'thank you' || prev?.lower === 'thanks';
    const mealSubject =
      i === 0 && u.tag === 'noun' && MEALS.has(u.lower) && next?.tag === 'be' && units[i + 2]?.tag === 'adj';
    if (mealSubject) units.splice(i, 0, { ...word(u, 'the', 'det', ''), sv: undefined });
    else if (u.base === 'thank for' && next?.tag === 'noun' && MEALS.has(next.lower))
      units.splice(i + 1, 0, { ...word(next, 'the', 'det', ''), sv: undefined });
    else if (u.tag === 'prep' && u.lower === 'for' && next?.tag === 'noun' && MEALS.has(next.lower) && thanked)
      units.splice(i + 1, 0, { ...word(next, 'the', 'det', ''), sv: undefined });
    // "eggs for breakfast" → "ägg till frukost"; "join us for lunch", "go out for dinner" → "på lunch" (an outing).
    else if (u.tag === 'prep' && u.lower === 'for' && next?.tag === 'noun' && MEALS.has(next.lower))
      Object.assign(u, { target: undefined, sv: OUTING_VERBS.has(verbBefore(units, i)) ? 'på' : 'till' });
    // "I saw him on Monday" → "i måndags" (the phrase "on Monday" is the coming one, på måndag).
    const day = u.tag === 'phrase' && /^on \w+$/.test(u.base ?? '') ? WEEKDAYS.get(u.base!.slice(3)) : undefined;
    if (day && pastBefore(units, i)) u.sv = `i ${day}s`;
    // "moving in" read as a noun before a month.
    if (u.tag === 'noun' && u.base?.endsWith(' in') && isBe(prev) && MONTHS.has(next?.lower ?? ''))
      splitParticle(units, i, data);
    // "She was born in Sweden" → "Hon föddes i Sverige".
    if (u.lower === 'born' && isBe(prev) && prev!.vform === 'past') {
      const t = verb(data, 'föda');
      if (t) Object.assign(u, { tag: 'verb', base: 'bear', vform: 'pp', target: t, cued: true });
    }
    // "I'll be back" → "Jag är tillbaka": back after be is the adverb, and will + be back is the present.
    if (u.lower === 'back' && u.tag === 'adj' && isBe(prev) && !hasObject(next)) {
      const t = firstOfKind(data, 'back', 'adv');
      if (t) Object.assign(u, { tag: 'adv', target: t, sv: undefined });
      const m = units[i - 2];
      if (m?.tag === 'modal' && (m.lower === 'will' || m.lower === "'ll")) {
        units.splice(i - 2, 1);
        prev!.vform = 'pres';
        prev!.lower = 'am';
        i--;
      }
    }
    // "the third floor" → "tredje våningen": an ordinal before a noun is the number, not the fraction.
    if (
      u.tag === 'noun' &&
      ['noun', 'adj'].includes(next?.tag ?? '') &&
      (!prev || ['det', 'poss'].includes(prev.tag))
    ) {
      const num = firstOfKind(data, u.lower, 'num');
      const ordinal = /(st|nd|rd|th)$/.test(u.lower) || ['first', 'second', 'third'].includes(u.lower);
      if (num) Object.assign(u, { tag: 'num', target: num, base: undefined, plural: false, ordinal });
    }
    // "a day", "a month" are distributive only after a frequency or amount ("twice a day", "30 kronor a month").
    if (
      u.tag === 'adv' &&
      /^an? (day|week|month|year|hour)$/.test(u.text.toLowerCase()) &&
      !FREQUENCY_BEFORE.has(prev?.tag ?? '')
    ) {
      const [det, noun] = u.text.split(' ') as [string, string];
      const n = firstOfKind(data, noun.toLowerCase(), 'noun');
      if (n) {
        units.splice(
          i,
          1,
          { ...u, text: det, lower: det.toLowerCase(), tag: 'det', base: undefined, target: undefined, sv: undefined },
          {
            ...u,
            text: noun,
            lower: noun.toLowerCase(),
            tag: 'noun',
            base: noun.toLowerCase(),
            target: n,
            sv: undefined,
          },
        );
      }
    }
    keepAdjective(units, i, data);
  }
}

/** The verb whose participle `neuter` is, a particle verb first (inställt → ställa in, not the formal inställa). */
function passiveVerbOf(targets: EnTarget[], neuter: string): EnTarget | undefined {
  const verbs = targets.filter((x) => x.entry.kind === 'verb');
  const particle = verbs.find(
    (x) =>
      x.entry.kind === 'verb' && x.entry.particle && x.entry.particle + x.entry.supine?.replace(/it$/, 'et') === neuter,
  );
  return particle ?? verbs.find((x) => x.entry.kind === 'verb' && x.entry.supine === neuter);
}
