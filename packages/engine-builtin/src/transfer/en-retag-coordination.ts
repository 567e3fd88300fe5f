import type { EngineData } from '../engine-data.js';
import { wordSet } from '../lexicon/word-lists.js';
import { toNoun } from './en-retag.js';
import type { EnUnit } from './en-unit.js';

/** Verbs an instruction ends a step with, without an object ("Add sugar and stir", "… and serve"). */
const STEP_VERBS = new Set([...wordSet('step-verbs-en'), ...wordSet('verb-first-en')]);
const ENDS = new Set(['.', '!', ',', ';', ':', ')']);

/**
 * "Season with salt and pepper", "Add oil and water": after "and", a word the tagger read as a bare verb is the
 * second of two nouns when a noun stands before "and" (bare, or after a preposition: "with the salt and pepper") and
 * nothing an imperative would take follows it — the sentence ends, or a preposition comes. Verbs that end a step
 * without an object ("Add sugar and stir") stay verbs.
 */
export function nounAfterAnd(units: EnUnit[], data: EngineData): void {
  for (let i = 1; i + 1 < units.length; i++) {
    const x = units[i + 1]!;
    if (units[i]!.lower !== 'and' || x.tag !== 'verb' || x.vform !== 'base' || STEP_VERBS.has(x.base ?? '')) continue;
    const prev = units[i - 1]!;
    if (prev.tag !== 'noun') continue;
    let k = i - 2;
    while (k >= 0 && units[k]!.tag === 'adj') k--;
    const before = units[k];
    const bare = !before || !['det', 'poss', 'num'].includes(before.tag);
    const afterPrep = before && ['det', 'poss'].includes(before.tag) && units[k - 1]?.tag === 'prep';
    if (!bare && !afterPrep) continue;
    const next = units[i + 2];
    if (next && !ENDS.has(next.text) && !(next.tag === 'prep' && next.lower !== 'to')) continue;
    toNoun(data, x);
  }
}
