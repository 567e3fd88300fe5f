import type { EngineData } from '../engine-data.js';
import type { Token } from '../tokenize.js';

/**
 * Swedish abbreviations written with points and no spaces ("p.g.a.", "t.ex.", "bl.a.", "inkl.", "fr.a.") come out of
 * the tokenizer as letters and points; a run that spells a row of the lexicon ("p.g.a." in words.tsv, with or
 * without its last point) is joined into one word token, so it is read as the word it abbreviates ("Stängt p.g.a.
 * sjukdom" → "Closed due to illness"), not as the letters p, g, a. The token keeps the source's text and place.
 */
export function joinAbbreviations(tokens: Token[], data: EngineData): Token[] {
  if (!tokens.some((t) => t.kind === 'punct' && t.text === '.')) return tokens;
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const found = t.kind === 'word' && t.text.length <= 4 ? abbreviationAt(tokens, i, data) : null;
    if (!found) {
      out.push(t);
      continue;
    }
    const last = tokens[i + found.len - 1]!;
    out.push({ ...t, text: found.text, lower: found.lower, end: last.end });
    i += found.len - 1;
  }
  return out;
}

/** The longest dotted abbreviation of the lexicon starting at i: its length in tokens, text and lexicon key. */
function abbreviationAt(tokens: Token[], i: number, data: EngineData) {
  let text = '';
  let best: { len: number; text: string; lower: string } | null = null;
  for (let k = i; k < i + 8 && tokens[k]; k++) {
    const x = tokens[k]!;
    if (k > i && x.spaceBefore) break;
    const point = x.kind === 'punct' && x.text === '.';
    if (!point && (x.kind !== 'word' || x.text.length > 4 || (k > i && tokens[k - 1]?.kind === 'word'))) break;
    text += x.text;
    // A point must have been passed ("t.ex", not "t"); the key is looked up with and without the last point, but one
    // word and a point ("osv.", "inkl.") only as the lexicon spells it with the point: "ung." ends a sentence.
    if (!text.includes('.')) continue;
    const lower = text.toLowerCase();
    const keys = point ? [lower, lower.slice(0, -1)] : [lower, `${lower}.`];
    for (const key of keys.filter((x) => /\.\p{L}/u.test(x) || (point && x === lower)))
      if (data.svIndex.has(key)) {
        best = { len: k - i + 1, text, lower: key };
        break;
      }
  }
  return best;
}
