import type { Direction } from '@swedish-translator/core';
import { type EntityData, normaliseFormula } from './entity-data.js';

/** An all-capitals sign (RÖKNING FÖRBJUDEN) is answered in capitals. */
function inCapitals(source: string, text: string): string {
  const letters = source.replace(/[^\p{L}]/gu, '');
  return letters.length > 1 && letters === letters.toUpperCase() ? text.toUpperCase() : text;
}

/**
 * The whole input as a fixed formula (sign, label, button, greeting), keeping its final punctuation; a formula before
 * a colon ("Bäst före: 2025-05-04") is translated and the rest handed to `rest`. Null when the input is no formula.
 */
export function translateFormula(
  source: string,
  direction: Direction,
  data: EntityData,
  rest: (text: string) => string,
): string | null {
  const table = data.formulas[direction];
  const key = normaliseFormula(source);
  const button = direction === 'en-sv' && /^\p{Lu}/u.test(source.trim()) ? data.buttonsEnSv.get(key) : undefined;
  const whole = table.get(key) ?? button;
  if (whole !== undefined) {
    const end = source.trim().match(/[.!?:]+$/)?.[0] ?? '';
    return inCapitals(source, whole + end);
  }
  const colon = source.indexOf(':');
  if (colon > 0) {
    const head = table.get(normaliseFormula(source.slice(0, colon)));
    const tail = source.slice(colon + 1).trim();
    // "kl. 14:30" and "Obs: 14:30" aside, a label before a colon is followed by its value.
    if (head !== undefined && tail && !/^\d/.test(source.slice(colon - 1)))
      return `${inCapitals(source.slice(0, colon), head)}: ${rest(tail)}`;
  }
  return null;
}
