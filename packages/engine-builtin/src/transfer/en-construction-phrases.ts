import type { EngineData } from '../engine-data.js';
import { wordMap } from '../lexicon/word-lists.js';
import { isBe, verb, word } from './en-construction-parts.js';
import { isPurposeTo } from './en-purpose.js';
import type { EnUnit } from './en-unit.js';

/**
 * Noun-phrase patterns of written English rewritten on the tagged units (see en-constructions.ts): "the centre of
 * the city" → "stadens centrum" (Swedish prefers the genitive), "the number of tourists" → "antalet turister",
 * "thousands of people" → "tusentals människor", "many of" → "många av", "most of the country" → "större delen av
 * landet", "about 5,000" → "cirka 5 000", "than expected" → "än väntat", "all over the world" → "över hela världen",
 * change without an object → förändras.
 */
/** Nouns of quantity or position that keep "of" (resten av dagen, mitten av natten, en del av). */
const KEEPS_OF = new Set([
  'rest',
  'middle',
  'part',
  'half',
  'majority',
  'minority',
  'number',
  'lot',
  'kind',
  'type',
  'sort',
  'piece',
  'amount',
  'end',
  'beginning',
  'start',
  'top',
  'bottom',
  'side',
  'edge',
  'front',
  'back',
  'one',
  'day',
  'week',
  'month',
  'year',
  'time',
  'city',
  'town',
  'university',
]);
/** Nouns whose "of" has a Swedish preposition of its own keep it (the cause of the fire → orsaken till branden). */
const NOUN_PREP = wordMap('noun-prepositions-en');
const DIRECTIONS: Record<string, string> = { north: 'norra', south: 'södra', east: 'östra', west: 'västra' };
const MILLIONS: Record<string, [string, string]> = {
  million: ['miljon', 'miljoner'],
  billion: ['miljard', 'miljarder'],
};
/** Nouns of size whose "of" before a number is på: "a population of 5,000". */
const MEASURED: Record<string, true> = {
  population: true,
  area: true,
  length: true,
  height: true,
  depth: true,
  total: true,
};
/** Tags of an infinitive after "to". */
const INF_HEADS = new Set(['verb', 'be', 'have', 'do']);
const SEASONS = new Set(['summer', 'winter', 'autumn', 'spring', 'fall']);
const TENS_OF: Record<string, string> = { hundreds: 'hundratals', thousands: 'tusentals', millions: 'miljontals' };

const single = (u: EnUnit | undefined) => Boolean(u && u.tag === 'noun' && !u.gen && !(u.base ?? '').includes(' '));

export function reshapePhrases(units: EnUnit[], data: EngineData): void {
  for (let i = 0; i < units.length; i++) {
    const u = units[i]!;
    const next = units[i + 1];
    // "anything else", "someone else" → "något annat", "någon annan": else after an indefinite pronoun.
    const prevLower = units[i - 1]?.tag === 'pron' ? units[i - 1]!.lower : '';
    if (u.lower === 'else' && /thing$/.test(prevLower))
      Object.assign(u, { sv: 'annat', tag: 'phrase', target: undefined });
    if (u.lower === 'else' && /one$|body$/.test(prevLower))
      Object.assign(u, { sv: 'annan', tag: 'phrase', target: undefined });
    // "the centre of the city" → "stadens centrum": the + noun + of + the + noun, nothing else in either phrase.
    const [n1, of, the2, n2, after] = units.slice(i + 1, i + 6);
    if (
      u.lower === 'the' &&
      u.tag === 'det' &&
      single(n1) &&
      !KEEPS_OF.has(n1!.base ?? n1!.lower) &&
      of?.lower === 'of' &&
      !NOUN_PREP.has(`${n1!.lower} of`) &&
      the2?.lower === 'the' &&
      single(n2) &&
      n2!.target?.entry.kind === 'noun' &&
      !(after && ['noun', 'adj'].includes(after.tag))
    ) {
      units.splice(i, 5, u, { ...n2!, gen: true }, n1!);
      i += 2;
      continue;
    }
    // "the price of petrol" → "bensinpriset": the + noun + of + a bare mass noun is a compound.
    if (
      u.lower === 'the' &&
      u.tag === 'det' &&
      single(n1) &&
      !KEEPS_OF.has(n1!.base ?? n1!.lower) &&
      of?.lower === 'of' &&
      single(the2) &&
      !the2!.plural &&
      the2!.target?.entry.kind === 'noun' &&
      the2!.target.entry.indefPl === null &&
      !(n2 && ['noun', 'adj'].includes(n2.tag)) &&
      !(n2 && ['and', 'or'].includes(n2.lower)) // "the prices of food and energy": no compound of one part
    ) {
      units.splice(i, 4, u, the2!, n1!);
      i += 2;
      continue;
    }
    // "Soup of the day" → "Dagens soppa": a bare noun opening a fragment before of the + noun.
    const [o2, t2, m2, a2] = units.slice(i + 1, i + 5);
    if (
      i === 0 &&
      single(u) &&
      !KEEPS_OF.has(u.base ?? u.lower) &&
      o2?.lower === 'of' &&
      t2?.lower === 'the' &&
      single(m2) &&
      m2!.target?.entry.kind === 'noun' &&
      !(a2 && ['noun', 'adj'].includes(a2.tag))
    ) {
      units.splice(0, 4, { ...t2!, cap: u.cap }, { ...m2!, gen: true }, { ...u, cap: false });
      i += 2;
      continue;
    }
    // "in the 17th century" → "på 1600-talet", "in the 1990s" → "på 1990-talet".
    const century = /^(\d{1,2})(st|nd|rd|th)$/.exec(n1?.text ?? '');
    // The tokenizer may split "1980s" into 1980 + s.
    const decade =
      /^(\d{3}0)s$/.exec(n1?.text ?? '') ??
      (of?.lower === 's' && !of.spaceBefore ? /^(\d{3}0)$/.exec(n1?.text ?? '') : null);
    if (u.lower === 'the' && ((century && of?.lower === 'century') || decade)) {
      const text = century ? `${Number(century[1]) - 1}00-talet` : `${decade![1]}-talet`;
      const lead = units[i - 1]?.lower === 'in' ? units[i - 1] : undefined;
      if (lead) Object.assign(lead, { sv: 'på', target: undefined });
      units.splice(i, century || of?.lower === 's' ? 3 : 2, { ...word(u, text, 'phrase', text), cap: u.cap });
      continue;
    }
    // "in the north of the country" → "i norra delen av landet".
    const dir = DIRECTIONS[n1?.lower ?? ''];
    const joined = n1?.text.toLowerCase() === `${n1?.lower} of`;
    if (u.lower === 'the' && dir && (joined || of?.lower === 'of') && units[i - 1]?.lower === 'in') {
      // "north of" may have been read as one preposition (norr om).
      Object.assign(u, { tag: 'phrase', sv: `${dir} delen av`, target: undefined });
      units.splice(i + 1, joined ? 1 : 2);
      continue;
    }
    // "ten million people" → "tio miljoner människor".
    // "3.2 billion kronor" → "3,2 miljarder kronor": after digits too.
    if (
      (u.tag === 'noun' || u.tag === 'num') &&
      MILLIONS[u.lower.replace(/s$/, '')] &&
      (units[i - 1]?.tag === 'num' || (units[i - 1]?.tag === 'lit' && /^\d/.test(units[i - 1]!.text))) &&
      (next?.tag === 'noun' || next?.tag === 'unknown' || units[i - 1]?.tag === 'lit')
    ) {
      const [one, many] = MILLIONS[u.lower.replace(/s$/, '')]!;
      const sv = ['one', '1', 'a'].includes(units[i - 1]!.lower) ? one : many;
      Object.assign(u, { tag: 'num', text: sv, lower: sv, target: undefined, base: undefined });
      continue;
    }
    // "a population of 5,000" → "en befolkning på 5 000".
    if (
      u.lower === 'of' &&
      MEASURED[units[i - 1]?.base ?? ''] &&
      next &&
      (next.tag === 'num' ||
        next.tag === 'lit' ||
        ['more', 'about', 'over', 'almost', 'nearly', 'less'].includes(next.lower))
    ) {
      Object.assign(u, { sv: 'på', target: undefined });
      continue;
    }
    // "in summer" → "på sommaren".
    if (u.lower === 'in' && next?.tag === 'noun' && SEASONS.has(next.lower) && next.target?.entry.kind === 'noun') {
      Object.assign(u, { sv: 'på', target: undefined });
      Object.assign(next, { tag: 'phrase', sv: next.target.entry.defSg ?? next.text, target: undefined });
      continue;
    }
    // "the number of tourists" → "antalet turister", "a number of people" → "ett antal människor".
    if (u.tag === 'noun' && u.base === 'number' && next?.lower === 'of' && units[i - 1]?.tag === 'det') {
      const t = data.enIndex.get('number')?.find((x) => x.entry.kind === 'noun' && x.entry.lemma === 'antal');
      if (t) {
        Object.assign(u, { target: t, cued: true });
        Object.assign(next, { sv: '', target: undefined });
      }
      continue;
    }
    // "thousands of people" → "tusentals människor".
    if (TENS_OF[u.lower] && next?.lower === 'of') {
      const sv = TENS_OF[u.lower]!;
      units.splice(i, 2, { ...u, text: sv, lower: sv, tag: 'num', target: undefined, sv: undefined, plural: true });
      continue;
    }
    // "many of the victims" → "många av offren"; "most of the students" → "de flesta av", "most of the country" →
    // "större delen av".
    if ((u.lower === 'many' || u.lower === 'most') && next?.lower === 'of') {
      const head = units.slice(i + 2, i + 6).find((x) => x.tag === 'noun');
      const sv =
        u.lower === 'many' ? 'många' : head?.plural || units[i + 2]?.tag === 'pron' ? 'de flesta' : 'större delen';
      Object.assign(u, { tag: 'phrase', sv, target: undefined });
      continue;
    }
    // "about 5,000 people" → "cirka 5 000".
    if (u.lower === 'about' && (next?.tag === 'num' || (next?.tag === 'lit' && /^\d/.test(next.text)))) {
      Object.assign(u, { tag: 'phrase', sv: 'cirka', target: undefined });
      continue;
    }
    // "faster than expected" → "snabbare än väntat".
    if (u.lower === 'than' && next?.tag === 'verb' && (next.vform === 'pp' || next.vform === 'past-pp')) {
      const e = next.target?.entry.kind === 'verb' ? next.target.entry : undefined;
      if (e?.supine) Object.assign(next, { tag: 'phrase', sv: e.supine, target: undefined });
      continue;
    }
    // "decided not to renew", "asked me never to call" → "att inte förnya", "att aldrig ringa": the negation belongs
    // to the infinitive, not to the verb before it.
    if (u.tag === 'neg' && next?.tag === 'to' && i > 0 && INF_HEADS.has(units[i + 2]?.tag ?? '')) {
      units.splice(i, 2, next, { ...word(u, u.text, 'adv', u.lower === 'never' ? 'aldrig' : 'inte'), cap: u.cap });
      continue;
    }
    // "gathered in the square to protest", "Restart your computer to install …" → "för att": a purpose.
    if (u.tag === 'to' && next?.tag === 'verb' && isPurposeTo(units, i)) u.sv = 'för att';
    // "from all over the world" → "från hela världen", "all over the floor" → "över hela golvet".
    if (u.lower === 'all' && next?.lower === 'over' && units[i + 2]?.lower === 'the') {
      const from = units[i - 1]?.lower === 'from';
      units.splice(i, 2, { ...word(u, 'all over', 'phrase', from ? 'hela' : 'över hela'), cap: u.cap });
      continue;
    }
    // "as well as" (a coordinator of its own) → "samt".
    if (u.tag === 'coord' && u.text.toLowerCase() === 'as well as')
      Object.assign(u, { tag: 'phrase', sv: 'samt', target: undefined });
    // "in order to study art" → "för att studera konst": a verb after a phrase ending in "att".
    if (u.tag === 'noun' && units[i - 1]?.tag === 'phrase' && /(^| )att$/.test(units[i - 1]!.sv ?? '')) {
      const t = data.enIndex.get(u.lower)?.find((x) => x.entry.kind === 'verb');
      if (t) Object.assign(u, { tag: 'verb', base: u.lower, vform: 'base', target: t });
    }
    // "It is estimated that 500 people died", "found that people sleep": that after a verb before a clause.
    if (u.lower === 'that' && (u.tag === 'det' || u.tag === 'pron') && units[i - 1]?.tag === 'verb') {
      const finite = units
        .slice(i + 2, i + 9)
        .some(
          (x) =>
            isBe(x) ||
            x.tag === 'modal' ||
            (x.tag === 'verb' && ['3sg', 'past', 'past-pp', 'base'].includes(x.vform ?? '')),
        );
      if (finite) Object.assign(u, { tag: 'subord', target: undefined, sv: undefined });
    }
    // "There have been many accidents" → "Det har funnits många olyckor".
    if (
      u.lower === 'there' &&
      u.tag === 'adv' &&
      (i === 0 || units[i - 1]?.tag === 'punct') &&
      next?.tag === 'have' &&
      isBe(units[i + 2])
    )
      Object.assign(u, { tag: 'there', target: undefined, sv: undefined });
    // "The car stopped" → "stannade"; "stopped raining" stays sluta.
    if (
      u.tag === 'verb' &&
      u.base === 'stop' &&
      (!next || ['punct', 'adv', 'prep', 'coord', 'subord'].includes(next.tag))
    ) {
      const t = verb(data, 'stanna');
      if (t) Object.assign(u, { target: t, cued: true });
    }
    // "The species is found only in Australia" → "finns": present be + found is where something is.
    if (u.lower === 'found' && isBe(units[i - 1]) && ['pres', '3sg'].includes(units[i - 1]!.vform ?? '')) {
      const t = verb(data, 'finnas');
      if (t) {
        Object.assign(u, { tag: 'verb', base: 'exist', vform: '3sg', target: t, cued: true });
        units.splice(i - 1, 1);
        i--;
        continue;
      }
    }
    // "The climate is changing" → "förändras": change without an object.
    const noObject =
      !next ||
      ['punct', 'prep', 'adv', 'subord', 'coord'].includes(next.tag) ||
      Boolean(next.degree) ||
      ['every', 'each', 'last', 'next'].includes(next.lower);
    const imperative = i === 0 || units[i - 1]?.tag === 'punct';
    if (u.tag === 'verb' && u.base === 'change' && noObject && !imperative) {
      const t = verb(data, 'förändras');
      if (t) Object.assign(u, { target: t, cued: true });
    }
  }
}
