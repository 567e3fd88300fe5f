import { isFiniteStart, npEndAfter } from './en-clause.js';
import type { EnUnit } from './en-unit.js';

/**
 * Words that open a subordinate clause though the tagger read them as prepositions: "Since the railway opened in
 * 2019, …", "After the war ended, …" (a noun phrase and a finite verb follow). A leading since-clause before a main
 * clause in the perfect is temporal (sedan), otherwise causal (eftersom). "between 2010 and 2020": and between two
 * numbers joins them inside one phrase and does not end the clause (so the main clause after the comma still inverts).
 * Also two clause adverbs the tagger reads as plain adverbs: "not yet" after an auxiliary, "rather" before an adjective.
 */
const CLAUSE_PREPOSITIONS = new Set(['since', 'after', 'before', 'until']);

export function markClauseOpeners(units: EnUnit[]): void {
  for (let i = 0; i < units.length; i++) {
    const u = units[i]!;
    const prev = units[i - 1];
    const next = units[i + 1];
    if (
      (u.lower === 'and' || u.lower === 'or') &&
      u.tag === 'coord' &&
      prev &&
      ['num', 'lit'].includes(prev.tag) &&
      ['num', 'lit'].includes(next?.tag ?? '') &&
      !['noun', 'adj', 'unknown'].includes(units[i + 2]?.tag ?? '') && // "2 and 4 people" is a coordinated subject
      /^\d/.test(prev.text)
    ) {
      Object.assign(u, { tag: 'phrase', sv: u.lower === 'and' ? 'och' : 'eller', target: undefined });
      continue;
    }
    // "do not yet know", "has not yet arrived": a negation in the verb group (vet ännu inte, har ännu inte kommit).
    if (u.base === 'not yet' && u.tag === 'adv' && ['do', 'have', 'be', 'modal'].includes(prev?.tag ?? '')) {
      Object.assign(u, { tag: 'neg', sv: 'ännu inte', base: undefined, target: undefined });
      continue;
    }
    // "rather good" → "ganska bra"; "would rather stay" keeps hellre (a clause adverb).
    if (u.lower === 'rather' && u.tag === 'adv' && ['adj', 'adv'].includes(units[i + 1]?.tag ?? '')) {
      u.sv = 'ganska';
      continue;
    }
    // "It was good, though." → "Det var bra ändå.": a clause-final though is an adverb.
    if (u.lower === 'though' && prev?.text === ',' && (!next || /^[.!?]$/.test(next.text))) {
      Object.assign(u, { tag: 'adv', sv: 'ändå', target: undefined });
      units.splice(i - 1, 1);
      i--;
      continue;
    }
    // "the same house as us" → "samma hus som oss", "the same as yesterday" → "samma som igår".
    if (u.text.toLowerCase() === 'the same') {
      const as = units.findIndex((x, k) => k > i && k < i + 8 && x.lower === 'as');
      if (as > 0) Object.assign(units[as]!, { tag: 'phrase', sv: 'som', target: undefined });
      if (as > 0 || next?.tag === 'noun' || next?.tag === 'adj') Object.assign(u, { sv: 'samma', target: undefined });
      continue;
    }
    // "twice as high in December as in May" → "dubbelt så högt i december som i maj".
    if (u.lower === 'as' && ['adj', 'adv'].includes(next?.tag ?? '') && next?.lower !== 'well') {
      const second = units.findIndex((x, k) => k > i + 1 && k < i + 10 && x.lower === 'as');
      const twice = prev?.lower === 'twice';
      if (twice) Object.assign(prev!, { tag: 'adv', sv: 'dubbelt', target: undefined });
      if (twice) Object.assign(u, { tag: 'phrase', sv: 'så', target: undefined });
      if (second > 0 && units[second]!.tag === 'subord')
        Object.assign(units[second]!, { sv: 'som', target: undefined });
      continue;
    }
    if (u.tag !== 'prep' || !CLAUSE_PREPOSITIONS.has(u.lower)) continue;
    // "He left after the party ended", "We ate before the guests arrived": inside a sentence too, but since there
    // keeps its own reading (sedan after a perfect, else eftersom; chosen in en-sv.ts).
    const inside = prev && prev.text !== ',' && prev.tag !== 'coord';
    if (inside && u.lower === 'since') continue;
    const end = npEndAfter(units, i + 1);
    const v = end > 0 ? units[end] : undefined;
    const pluralSubject = Boolean(units[end - 1]?.plural) || units[end - 1]?.tag === 'pron';
    if (!v || !isFiniteStart(v) || (v.tag === 'verb' && v.vform === 'base' && (!inside || !pluralSubject))) continue;
    // "after the meeting on Monday had ended" is rare; "after dinner we" has no finite verb and stays a preposition.
    if (inside && v.tag === 'verb' && v.vform === '3sg' && units[end - 1]?.plural) continue;
    u.tag = 'subord';
    u.target = undefined;
    if (u.lower === 'since') {
      const comma = units.findIndex((x, k) => k > end && x.text === ',');
      const perfectAfter = comma > 0 && units.slice(comma).some((x) => x.tag === 'have');
      u.sv = perfectAfter ? 'sedan' : 'eftersom';
    } else u.sv = undefined;
  }
}
