import type { EngineData } from '../engine-data.js';
import { isBe, verb, word } from './en-construction-parts.js';
import type { EnUnit } from './en-unit.js';

/**
 * Constructions of news and encyclopaedia prose rewritten on the tagged units (see en-constructions.ts): "is
 * located in" → "ligger i", and "however" → "dock", which after the subject
 * (", however,") moves behind the finite verb as a sentence adverb: "The plan, however, was …" → "Planen var dock …".
 */
const FINITE = new Set(['be', 'have', 'modal', 'do']);

export function reshapeProse(units: EnUnit[], data: EngineData): void {
  for (let i = 0; i < units.length; i++) {
    const u = units[i]!;
    const prev = units[i - 1];
    const next = units[i + 1];
    // "The town is located in the north" → "Staden ligger i norra delen".
    if (
      (u.lower === 'located' || u.lower === 'situated') &&
      isBe(prev) &&
      prev!.vform !== 'pp' &&
      next?.tag === 'prep'
    ) {
      const t = verb(data, 'ligga');
      if (t) {
        const vform = prev!.vform === 'past' ? 'past' : '3sg';
        Object.assign(u, { tag: 'verb', vform, base: 'lie', target: t, cued: true, sv: undefined });
        units.splice(i - 1, 1);
        i--;
      }
      continue;
    }
    if (u.lower !== 'however' || u.tag !== 'adv') continue;
    // "However, the weather was bad" → "Vädret var dock dåligt" would need the subject found; "Dock var …" is fine.
    if (i === 0 && next?.text === ',') {
      Object.assign(u, { tag: 'phrase', sv: 'dock', target: undefined });
      units.splice(i + 1, 1);
      continue;
    }
    // "The plan, however, was never …": drop the commas and put dock after the finite verb.
    if (prev?.text === ',' && next?.text === ',' && i >= 2) {
      const f = units[i + 2];
      if (!f || !(FINITE.has(f.tag) || (f.tag === 'verb' && f.vform && f.vform !== 'base' && f.vform !== 'ing')))
        continue;
      units.splice(i - 1, 3);
      units.splice(i, 0, word(u, 'however', 'adv', 'dock'));
      i--;
    }
  }
}
