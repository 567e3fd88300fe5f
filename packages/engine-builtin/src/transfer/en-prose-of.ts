import type { NounEntry } from '../lexicon/types.js';
import { nounForm } from '../morphology/sv.js';
import { joinSpan, word } from './en-construction-parts.js';
import { svWord } from './en-np.js';
import type { EnUnit } from './en-unit.js';

/**
 * Of-phrases and time spans of news and encyclopaedia prose that the word-by-word reading gets wrong:
 * - "the capital of Norway" → "Norges huvudstad", "the history of Stockholm" → "Stockholms historia": the X of a
 *   name is the name's genitive (not "X av Name"), except for heads a name stands beside or is a part of
 *   ("the city of Paris", "the rest of Europe", "the north of Sweden");
 * - "the fire of 1888" → "branden 1888": the year follows the noun without a preposition;
 * - "over the past five years", "in the last ten years" → "under de senaste fem åren": past/last before a number and
 *   a plural unit of time is senaste, with the definite noun, and the span is under it.
 */
const NOT_GENITIVE_HEADS = new Set([
  'city',
  'town',
  'village',
  'kingdom',
  'republic',
  'state',
  'island',
  'county',
  'province',
  'municipality',
  'region',
  'port',
  'name',
  'word',
  'month',
  'year',
  'day',
  'rest',
  'remainder',
  'part',
  'majority',
  'minority',
  'whole',
  'half',
  'third',
  'quarter',
  'number',
  'amount',
  'lot',
  'group',
  'north',
  'south',
  'east',
  'west',
  'centre',
  'center',
  'middle',
  'edge',
  'end',
  'beginning',
  'start',
  'top',
  'bottom',
  'side',
  'map',
]);

const TIME_UNITS = new Set(['year', 'month', 'week', 'day', 'decade', 'century', 'hour', 'minute']);

const isYear = (u: EnUnit | undefined) => Boolean(u && u.tag === 'lit' && /^(1\d|20)\d\d$/.test(u.text));
const isName = (u: EnUnit | undefined) => Boolean(u && u.tag === 'unknown' && u.cap && !u.gen);

/** The index after "the [adjectives] noun" starting at `i` (a 'the' unit), or -1. */
function nounPhraseEnd(units: EnUnit[], i: number): number {
  let j = i + 1;
  while (units[j]?.tag === 'adj') j++;
  if (units[j]?.tag !== 'noun') return -1;
  while (units[j + 1]?.tag === 'noun') j++;
  return j + 1;
}

export function reshapeProseOf(units: EnUnit[]): void {
  for (let i = 0; i < units.length; i++) {
    const u = units[i]!;
    const end = u.lower === 'the' && u.tag === 'det' ? nounPhraseEnd(units, i) : -1;
    const head = units[end - 1];
    const of = units[end];
    if (end > 0 && head && of?.lower === 'of' && of.tag === 'prep') {
      const after = units[end + 2];
      // "the capital of Norway" → "Norges huvudstad" (not before a noun the name may modify: "of Sweden Democrats").
      if (
        isName(units[end + 1]) &&
        !head.cap &&
        !NOT_GENITIVE_HEADS.has(head.base ?? head.lower) &&
        !['noun', 'unknown', 'adj'].includes(after?.tag ?? '')
      ) {
        const name = { ...units[end + 1]!, gen: true, cap: u.cap || units[end + 1]!.cap };
        units.splice(end, 2);
        units.splice(i, 1, name);
        continue;
      }
      // "the fire of 1888" → "branden 1888".
      if (isYear(units[end + 1]) && !['noun', 'unknown'].includes(after?.tag ?? '')) {
        units.splice(end, 1);
        continue;
      }
    }
    // "over the past five years" → "under de senaste fem åren".
    const last = units[i + 1];
    if (u.lower === 'the' && last && ['past', 'last'].includes(last.lower)) {
      const n = units[i + 2];
      const hasNum = n?.tag === 'num' || (n?.tag === 'lit' && /^\d+$/.test(n.text));
      const t = units[i + (hasNum ? 3 : 2)];
      const entry = t?.target?.entry.kind === 'noun' ? (t.target.entry as NounEntry) : undefined;
      const k = i + (hasNum ? 4 : 3);
      // "the last years of his life" are his sista år, not the senaste.
      if (!t || !entry || !t.plural || !TIME_UNITS.has(t.base ?? '') || units[k]?.lower === 'of') continue;
      const count = hasNum ? ` ${n!.tag === 'lit' ? n!.text : svWord(n!)}` : '';
      const sv = `de senaste${count} ${nounForm(entry, true, true)}`;
      const prev = units[i - 1];
      const lead = prev && ['over', 'in', 'during', 'for', 'within'].includes(prev.lower) && prev.tag === 'prep';
      const start = lead ? i - 1 : i;
      const phrase = { ...word(u, sv, 'phrase', lead ? `under ${sv}` : sv), cap: units[start]!.cap };
      phrase.span = joinSpan(units[start]!, t);
      units.splice(start, k - start, phrase);
      i = start;
    }
  }
}
