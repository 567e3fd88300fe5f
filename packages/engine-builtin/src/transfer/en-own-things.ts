import type { EngineData } from '../engine-data.js';
import { wordSet } from '../lexicon/word-lists.js';
import { verb, word } from './en-construction-parts.js';
import type { EnUnit } from './en-unit.js';

/** Swedish clothes and body parts that are definite where English has a possessive (own-things-sv, noun-classes.tsv). */
const OWN_THINGS = wordSet('own-things-sv');
/** Verbs of taking clothes off and putting them on, and their Swedish reflexive particle verb. */
const DRESS: Record<string, string> = { 'take off': 'av sig', remove: 'av sig', 'put on': 'på sig' };
/** The possessive that refers back to the subject pronoun before the verb (an imperative's is "your"). */
const OWN: Record<string, string> = { i: 'my', you: 'your', he: 'his', she: 'her', we: 'our', they: 'their' };

/**
 * "Take off your shoes", "Please remove your coat", "He took off his jacket" → "Ta av dig skorna", "Han tog av sig
 * jackan": taking one's own clothes off (or putting them on) is the reflexive ta av sig / ta på sig, and the garment is
 * definite instead of possessive. Another object ("Remove the battery") keeps ta bort.
 */
export function reshapeOwnThings(units: EnUnit[], data: EngineData): void {
  for (let i = 0; i < units.length; i++) {
    const v = units[i]!;
    const particle = v.tag === 'verb' ? DRESS[v.base ?? ''] : undefined;
    const poss = units[i + 1];
    const noun = units[i + 2];
    if (!particle || poss?.tag !== 'poss' || noun?.tag !== 'noun') continue;
    const sv = noun.target?.entry.kind === 'noun' ? noun.target.entry.lemma : '';
    if (!OWN_THINGS.has(sv)) continue;
    const subject = units[i - 1];
    const imperative = i === 0 || subject?.tag === 'punct' || subject?.tag === 'interj';
    const own = imperative ? 'your' : OWN[subject?.lower ?? ''];
    if (own !== poss.lower) continue;
    const t = verb(data, 'ta', particle);
    if (t?.entry.kind !== 'verb' || t.entry.particle !== particle) continue;
    Object.assign(v, { target: t, cued: true });
    units[i + 1] = { ...word(poss, 'the', 'det', ''), sv: undefined };
  }
}
