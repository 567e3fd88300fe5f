import type { EngineData } from '../engine-data.js';
import { firstOfKind, word } from './en-construction-parts.js';
import type { EnUnit } from './en-unit.js';

/**
 * Noun phrases of news and encyclopaedia prose that the word-by-word reading gets wrong:
 * - "the most successful businessmen" → "de framgångsrikaste affärsmännen": most between the article and an adjective
 *   is the superlative of that adjective inside one noun phrase (not a determiner of its own);
 * - "one of the longest in the world" → "en av de längsta": a superlative without a noun after "one of the" is plural;
 * - "the best player in the country" → "i landet": "på landet" (the countryside) only right after a verb (bor på landet);
 * - "more than half of the students" → "hälften av": half before of is the noun hälften;
 * - "a third of all new cars" → "av alla": "of all" before a noun phrase is of + all, not the intensifier allra.
 */
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
