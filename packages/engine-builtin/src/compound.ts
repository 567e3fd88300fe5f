import type { AdjEntry, NounEntry, VerbEntry } from './lexicon/types.js';
import { analyzeSv, type SvAnalysis, type SvIndex } from './morphology/sv.js';

export interface CompoundSplit {
  /** Modifier parts in order, each a lexicon entry used in its citation sense. */
  modifiers: (NounEntry | AdjEntry | VerbEntry)[];
  /** The inflected head (last part), which carries definiteness and number. */
  head: SvAnalysis & { pos: 'noun' };
  parts: string[];
}

const MIN_HEAD = 3;
const MIN_MOD = 2;

/** A modifier as it appears before the head: a noun lemma, a stem without final -a/-e (skol- for skola), an adjective, a verb stem. */
function modifierEntry(index: SvIndex, part: string): NounEntry | AdjEntry | VerbEntry | null {
  const direct = index.get(part) ?? [];
  const noun = direct.find((a) => a.pos === 'noun' && !a.def && !a.plural);
  if (noun) return noun.entry as NounEntry;
  for (const suffix of ['a', 'e']) {
    const a = (index.get(part + suffix) ?? []).find(
      (x) => (x.pos === 'noun' && !x.def && !x.plural) || (x.pos === 'verb' && x.form === 'inf'),
    );
    if (a) return a.entry as NounEntry | VerbEntry;
  }
  const adj = direct.find((a) => a.pos === 'adj' && a.form === 'common');
  if (adj) return adj.entry as AdjEntry;
  return null;
}

function splitModifiers(
  index: SvIndex,
  text: string,
  depth: number,
): { entries: (NounEntry | AdjEntry | VerbEntry)[]; parts: string[] } | null {
  const whole = modifierEntry(index, text);
  if (whole) return { entries: [whole], parts: [text] };
  // Linking -s- (sjukhus|parkering) and -e- (barnomsorg has none, but gäst-e-) are dropped before lookup.
  for (const link of ['s', 'e']) {
    if (text.length > MIN_MOD + 1 && text.endsWith(link)) {
      const m = modifierEntry(index, text.slice(0, -1));
      if (m) return { entries: [m], parts: [text] };
    }
  }
  if (depth === 0) return null;
  for (let i = text.length - MIN_MOD; i >= MIN_MOD; i--) {
    const right = splitModifiers(index, text.slice(i), 0);
    if (!right) continue;
    const left = splitModifiers(index, text.slice(0, i), depth - 1);
    if (left) return { entries: [...left.entries, ...right.entries], parts: [...left.parts, ...right.parts] };
  }
  return null;
}

/** Splits an unknown word into known parts with a noun head, preferring the longest head. */
export function splitCompound(index: SvIndex, word: string): CompoundSplit | null {
  if (word.length < MIN_HEAD + MIN_MOD) return null;
  for (let i = MIN_MOD; i <= word.length - MIN_HEAD; i++) {
    const headWord = word.slice(i);
    const head = analyzeSv(index, headWord).find((a) => a.pos === 'noun') as (SvAnalysis & { pos: 'noun' }) | undefined;
    if (!head) continue;
    const mods = splitModifiers(index, word.slice(0, i), 2);
    if (mods) return { modifiers: mods.entries, head, parts: [...mods.parts, headWord] };
  }
  return null;
}
