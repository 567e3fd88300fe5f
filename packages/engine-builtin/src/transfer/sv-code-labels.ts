import type { SvUnit } from './sv-unit.js';

/**
 * The unit after i (past a colon) is a number or code written with digits (4567-23, ABC123, 2026/4412). A label
 * before a colon ends its clause, so the sentence marks it beforehand (`namesCode` on the unit).
 */
export function namesCode(units: readonly SvUnit[], i: number): boolean {
  if (units[i]?.namesCode) return true;
  const n = units[i + 1]?.lower === ':' ? units[i + 2] : units[i + 1];
  return n?.kind === 'lit' && /\d/.test(n.lower);
}

/**
 * "Kundnummer: 4455", "Ärendenummer: AB-123": a number noun before a colon and a value with digits names that one
 * code; so does any noun before a code that is not a plain count ("Rum: 3" may be three rooms).
 */
export function markCodeLabels(units: readonly SvUnit[]): void {
  units.forEach((u, i) => {
    const value = units[i + 2];
    if (units[i + 1]?.lower !== ':' || !namesCode(units, i) || !value) return;
    const lemma = u.compound?.head.entry.lemma ?? (u.a?.pos === 'noun' ? u.a.entry.lemma : '');
    if (/nummer$/.test(lemma) || !/^\d+$/.test(value.lower)) u.namesCode = true;
  });
}
