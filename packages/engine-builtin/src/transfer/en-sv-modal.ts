import type { SvVerbGroup } from './en-sv-chain.js';
import type { EnUnit } from './en-unit.js';

/**
 * "She may come tonight" → "Hon kommer kanske i kväll": may about someone else in a statement is a possibility
 * (kanske + the present), while "You may go" and "May I …?" give permission (får). Rewrites `vg` in place.
 */
export function mayIsPerhaps(vg: SvVerbGroup | null, chain: EnUnit[], subject: EnUnit[], question: boolean): void {
  const head = subject[subject.length - 1]?.lower;
  if (!vg?.entry || question || !head || ['i', 'you', 'we'].includes(head)) return;
  if (!chain.some((u) => u.lower === 'may') || vg.finite !== 'får' || vg.rest.length !== 1 || vg.passive) return;
  if (vg.adverbs.includes('inte') || !vg.entry.present) return;
  vg.finite = vg.entry.present;
  vg.rest = [];
  vg.adverbs.unshift('kanske');
}
