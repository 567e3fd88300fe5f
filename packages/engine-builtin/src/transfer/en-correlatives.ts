import type { EnUnit } from './en-unit.js';

/**
 * "both English and Swedish", "both men and women" → "både … och": both before a coordination within the next few
 * words (no verb between) is the correlative, not the determiner båda (which takes a definite noun: båda barnen).
 */
export function bothAnd(units: EnUnit[]): void {
  units.forEach((u, i) => {
    if (u.lower !== 'both' || u.tag !== 'det') return;
    const and = units.slice(i + 2, i + 6).findIndex((x) => x.lower === 'and');
    if (and >= 0 && !units.slice(i + 1, i + 2 + and).some((x) => x.tag === 'verb'))
      Object.assign(u, { sv: 'både', tag: 'phrase', target: undefined });
  });
}
