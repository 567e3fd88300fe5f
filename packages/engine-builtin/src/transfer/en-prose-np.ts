import type { EngineData } from '../engine-data.js';
import { firstOfKind, word } from './en-construction-parts.js';
import { nounReading, toNoun } from './en-retag.js';
import type { EnUnit } from './en-unit.js';

/**
 * Noun phrases of news and encyclopaedia prose that the word-by-word reading gets wrong:
 * - "the most successful businessmen" → "de framgångsrikaste affärsmännen": most between the article and an adjective
 *   is the superlative of that adjective inside one noun phrase (not a determiner of its own);
 * - "one of the longest in the world" → "en av de längsta": a superlative without a noun after "one of the" is plural;
 * - "the best player in the country" → "i landet": "på landet" (the countryside) only right after a verb (bor på landet);
 * - "more than half of the students" → "hälften av": half before of is the noun hälften;
 * - "a third of all new cars" → "av alla": "of all" before a noun phrase is of + all, not the intensifier allra;
 * - "the same month" → "samma månad", "in the summer of 1792" → "sommaren 1792", "much of the city" → "en stor del av".
 */
const DEMONSTRATIVES = new Set(['these', 'those', 'this', 'that']);
const OF_MINE: Record<string, string> = {
  mine: 'mig',
  yours: 'dig',
  his: 'honom',
  hers: 'henne',
  ours: 'oss',
  theirs: 'dem',
};
const isFiniteAfterPair = (u: EnUnit | undefined) =>
  Boolean(
    u && (u.tag === 'modal' || ((u.tag === 'be' || u.tag === 'verb') && /^(pres|past|3sg)$/.test(u.vform ?? ''))),
  );
const isYear = (u: EnUnit | undefined) => Boolean(u && u.tag === 'lit' && /^(1\d|20)\d\d$/.test(u.text));

export function reshapeProseNp(units: EnUnit[], data: EngineData): void {
  for (let i = 0; i < units.length; i++) {
    const u = units[i]!;
    const prev = units[i - 1];
    const next = units[i + 1];
    if (u.lower === 'most' && prev?.lower === 'the' && next?.tag === 'adj' && !next.degree) {
      next.degree = 'sup';
      units.splice(i, 1);
      i--;
      continue;
    }
    if (
      u.tag === 'adj' &&
      u.degree === 'sup' &&
      prev?.lower === 'the' &&
      units[i - 2]?.lower === 'of' &&
      ['one', 'some', 'many', 'two', 'three', 'several'].includes(units[i - 3]?.lower ?? '') &&
      !['noun', 'adj', 'unknown'].includes(next?.tag ?? '')
    ) {
      u.plural = true;
      continue;
    }
    if (u.tag === 'phrase' && u.base === 'in the country' && prev?.tag !== 'verb') {
      Object.assign(u, { sv: 'i landet', target: undefined });
      continue;
    }
    if (u.lower === 'half' && next?.lower === 'of' && u.tag !== 'noun') {
      const t = firstOfKind(data, 'half', 'noun');
      if (t?.entry.kind === 'noun' && t.entry.lemma === 'hälft')
        Object.assign(u, { tag: 'num', sv: 'hälften', target: undefined });
      continue;
    }
    // "such a big house" → "ett sådant stort hus": such carries the article.
    if (u.lower === 'such' && (next?.lower === 'a' || next?.lower === 'an') && units[i + 2]?.tag !== 'punct') {
      Object.assign(u, { tag: 'det', target: undefined, sv: undefined });
      units.splice(i + 1, 1);
      continue;
    }
    // "fruit such as apples" → "frukt såsom äpplen": a preposition inside the noun phrase, not a clause.
    if (u.base === 'such as' && u.tag === 'subord' && ['noun', 'unknown'].includes(prev?.tag ?? '')) {
      u.tag = 'prep';
      continue;
    }
    // "The next train leaves …" → "Nästa tåg avgår …": nästa takes the indefinite noun and no article.
    if (u.lower === 'the' && next?.lower === 'next' && units[i + 2]?.tag === 'noun') {
      const span = u.span && next.span ? ([u.span[0], next.span[1]] as const) : u.span;
      Object.assign(u, {
        tag: 'det',
        sv: 'nästa',
        target: undefined,
        text: `${u.text} ${next.text}`,
        lower: 'the next',
        span,
      });
      units.splice(i + 1, 1);
      continue;
    }
    // "All the shops were closed" → "Alla butiker var stängda": all + the is one determiner (not "desto", not V2).
    if (u.lower === 'all' && next?.lower === 'the' && ['noun', 'adj'].includes(units[i + 2]?.tag ?? '')) {
      const span = u.span && next.span ? ([u.span[0], next.span[1]] as const) : u.span;
      Object.assign(u, {
        tag: 'det',
        base: 'all',
        target: undefined,
        sv: undefined,
        text: `${u.text} ${next.text}`,
        span,
      });
      units.splice(i + 1, 1);
      continue;
    }
    // "All our burgers …", "all these books" → "alla våra hamburgare", "alla de här böckerna": all before a possessive
    // or demonstrative is a determiner of that noun phrase (not the pronoun allt fronted by V2).
    if (
      u.lower === 'all' &&
      u.tag === 'pron' &&
      (next?.tag === 'poss' || (next?.tag === 'det' && DEMONSTRATIVES.has(next.lower))) &&
      ['noun', 'adj'].includes(units[i + 2]?.tag ?? '')
    ) {
      Object.assign(u, { tag: 'det', base: 'all', target: undefined, sv: undefined });
      continue;
    }
    // "a friend of mine" → "en vän till mig": of + a possessive pronoun after a noun is till + the object pronoun.
    if (u.lower === 'of' && prev?.tag === 'noun' && next && OF_MINE[next.lower]) {
      Object.assign(u, { tag: 'prep', sv: 'till', target: undefined });
      Object.assign(next, { tag: 'pron', sv: OF_MINE[next.lower], target: undefined });
      continue;
    }
    // "Salt and pepper are on the table", "Fish and chips is …": two words joined by and before the finite verb are
    // the subject, nouns (not the imperatives salta, peppra).
    if (i === 0 && next?.lower === 'and' && isFiniteAfterPair(units[3])) {
      const pair = [u, units[2]!];
      const nounable = (w: EnUnit) =>
        w.tag === 'noun' || (w.tag === 'verb' && w.vform === 'base' && nounReading(data, w.lower) !== undefined);
      if (pair.some((w) => w.tag !== 'noun') && pair.every(nounable)) for (const w of pair) toNoun(data, w);
    }
    // "get to town" → "komma till stan": after a multiword verb ending in to, a noun with a phrase "to X" of its own
    // keeps that phrase's form (the verb has taken the "to"; bare institutions also go through en-chat.ts).
    if (u.tag === 'noun' && prev?.tag === 'verb' && prev.base?.endsWith(' to')) {
      const to = data.enIndex.get(`to ${u.lower}`)?.find((t) => t.entry.kind === 'phrase');
      if (to?.entry.kind === 'phrase' && to.entry.sv.startsWith('till '))
        Object.assign(u, { tag: 'phrase', sv: to.entry.sv.slice(5), target: undefined });
      continue;
    }
    // "one third of the food" → "en tredjedel av maten": one + an ordinal before of is a fraction.
    if (u.lower === 'one' && next?.tag === 'num' && units[i + 2]?.lower === 'of') {
      const t = firstOfKind(data, next.lower, 'noun');
      if (t?.entry.kind === 'noun') {
        Object.assign(u, { tag: 'num', lower: `one ${next.lower}`, sv: `en ${t.entry.lemma}`, target: undefined });
        units.splice(i + 1, 1);
        continue;
      }
    }
    // "in the same month" → "i samma månad": samma takes the indefinite noun.
    if (u.base === 'the same' && u.tag === 'pron' && next?.tag === 'noun') {
      Object.assign(u, { tag: 'det', sv: 'samma', target: undefined });
      continue;
    }
    // "in the summer of 1792" → "sommaren 1792".
    if (u.tag === 'phrase' && /^på \S+(en|et)$/.test(u.sv ?? '') && next?.lower === 'of' && isYear(units[i + 2])) {
      u.sv = u.sv!.slice(3);
      units.splice(i + 1, 1);
      continue;
    }
    // "Much of the city was destroyed" → "En stor del av staden förstördes" (a quantity heading the subject).
    if (u.lower === 'much' && next?.lower === 'of' && ['det', 'poss'].includes(units[i + 2]?.tag ?? '')) {
      Object.assign(u, { tag: 'num', sv: 'en stor del', target: undefined });
      continue;
    }
    if (u.base === 'of all' && ['noun', 'adj', 'num'].includes(next?.tag ?? '')) {
      const all = { ...word(u, 'all', 'det', ''), sv: undefined, base: 'all' };
      Object.assign(u, {
        text: 'of',
        lower: 'of',
        tag: 'prep',
        base: undefined,
        target: firstOfKind(data, 'of', 'prep'),
      });
      units.splice(i + 1, 0, all);
    }
  }
}
