import type { Direction } from '@swedish-translator/core';
import { type EntityData, normaliseFormula } from './entity-data.js';
import { isKnownName } from './shared.js';

/** English words written with a capital wherever they stand: weekdays and months. */
const PROPER_EN =
  /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|Mon|Tue|Wed|Thu|Fri|Sat|Sun)$/;

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
    // A formula written with its own question mark (Något mer?) keeps it, not one more.
    const end = /[.!?]$/.test(whole) ? '' : (source.trim().match(/[.!?:]+$/)?.[0] ?? '');
    return inCapitals(source, whole + end);
  }
  // "Please take a number", "Vänligen stör ej": a notice's please before a formula ("Take a number" → "Ta en kölapp").
  const please = (direction === 'en-sv' ? /^\s*please\s+(.+)$/i : /^\s*vänligen\s+(.+)$/i).exec(source);
  const asked = please ? table.get(normaliseFormula(please[1]!)) : undefined;
  if (asked !== undefined && /^\p{Lu}/u.test(asked) && !/[?]$/.test(asked)) {
    const word = direction === 'en-sv' ? 'Vänligen' : 'Please';
    const end = source.trim().match(/[.!]+$/)?.[0] ?? '';
    return inCapitals(source, `${word} ${asked.charAt(0).toLowerCase()}${asked.slice(1)}${end}`);
  }
  // "No worries, take your time", "Best wishes, Erik": a formula before a comma, the rest translated on its own.
  const comma = source.indexOf(',');
  const before = comma > 0 ? table.get(normaliseFormula(source.slice(0, comma))) : undefined;
  const after = source.slice(comma + 1).trim();
  if (before !== undefined && /\p{L}/u.test(after) && !/^\d/.test(after)) {
    const own = table.get(normaliseFormula(after));
    const tail = own !== undefined ? own + (after.match(/[.!?]+$/)?.[0] ?? '') : rest(after);
    // The part after the comma goes on in lower case, as in the source ("I" and a Swedish "jag" aside).
    const lower = /^\p{Ll}/u.test(after) || (direction === 'en-sv' && /^I\b/.test(after));
    return `${before}, ${lower && !/^I\b/.test(tail) ? tail.charAt(0).toLowerCase() + tail.slice(1) : tail}`;
  }
  // "Mvh Anna", "Hej Erik": a formula followed by a name or two (names-kept.tsv, so "Stäng Grinden" stays a sign).
  const name = source.trim().match(/^(.+?)((?:\s+\p{Lu}\p{Ll}[\p{L}-]*){1,2})([.!]?)$/u);
  const greeting = name && isKnownName(name[2]!.trim()) ? table.get(normaliseFormula(name[1]!)) : undefined;
  if (name && greeting !== undefined) return `${greeting}${rest(name[2]!.trim()).replace(/^/, ' ')}${name[3]}`;
  const colon = source.indexOf(':');
  if (colon > 0) {
    const head = table.get(normaliseFormula(source.slice(0, colon)));
    const tail = source.slice(colon + 1).trim();
    // "kl. 14:30" and "Obs: 14:30" aside, a label before a colon is followed by its value.
    if (head !== undefined && tail && !/^\d/.test(source.slice(colon - 1))) {
      // "Danger: high voltage" → "Fara: högspänning": a value in lower case stays so (not "I", not an acronym).
      const value = rest(tail);
      const first = value.match(/^[\p{L}-]+/u)?.[0] ?? '';
      const lower =
        /^\p{Ll}/u.test(tail) && !/^(I\b|\p{Lu}{2})/u.test(value) && !PROPER_EN.test(first) && !isKnownName(first);
      return `${inCapitals(source.slice(0, colon), head)}: ${lower ? value.charAt(0).toLowerCase() + value.slice(1) : value}`;
    }
  }
  return null;
}
