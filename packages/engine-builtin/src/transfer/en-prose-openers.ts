import { nounForm } from '../morphology/sv.js';
import type { EnUnit } from './en-unit.js';

/**
 * Openers and set phrases of letters, e-mails and news prose:
 * - "Dear Anna,", "Dear colleagues," → "Kära Anna,", "Kära kollegor,": a salutation, not the adjective dyr, and
 *   like an interjection it does not invert the clause after its comma;
 * - "Of course, the bus was late" → "Naturligtvis var bussen sen": before a comma and a clause, of course is a
 *   sentence adverb (the main clause inverts), not the answer "Javisst";
 * - "from all over Europe", "from all over the world" → "från hela Europa", "från hela världen"; elsewhere
 *   "all over the country" → "över hela landet".
 */
export function reshapeProseOpeners(units: EnUnit[]): void {
  const first = units[0];
  const second = units[1];
  if (first?.lower === 'dear' && (second?.cap || second?.tag === 'noun') && units.some((u) => u.text === ',')) {
    Object.assign(first, { tag: 'interj', sv: 'kära', target: undefined });
    const comma = units.findIndex((u) => u.text === ',');
    for (const u of units.slice(1, comma)) if (u.tag === 'unknown' || u.tag === 'noun') u.cued = true;
  }
  if (first?.base === 'of course' && second?.text === ',' && units.length > 4)
    Object.assign(first, { tag: 'adv', sv: 'naturligtvis', target: undefined });
  for (let i = 0; i < units.length; i++) {
    const u = units[i]!;
    const from = units[i - 1]?.lower === 'from';
    // The lexicon's "all over the world" (världen över).
    if (u.base === 'all over the world' && u.tag === 'phrase') {
      const sv = from ? 'hela världen' : 'över hela världen';
      Object.assign(u, { sv, target: undefined });
      continue;
    }
    if (u.lower !== 'all' || u.base === 'all over the world' || units[i + 1]?.lower !== 'over') continue;
    const n = units[i + 2];
    const t = units[i + 3];
    const entry = t?.target?.entry.kind === 'noun' ? t.target.entry : undefined;
    const name = n?.tag === 'unknown' && n.cap;
    if (!name && !(n?.lower === 'the' && t?.tag === 'noun' && entry)) continue;
    const sv = from ? 'hela' : 'över hela';
    if (name) {
      units.splice(i, 2, { ...u, tag: 'phrase', sv, target: undefined, text: 'all over', lower: 'all over' });
      continue;
    }
    const noun = nounForm(entry!, true, Boolean(t!.plural));
    units.splice(i, 4, {
      ...u,
      tag: 'phrase',
      sv: `${sv} ${noun}`,
      target: undefined,
      text: 'all over',
      lower: 'all over',
    });
  }
}
