import { type CompoundSplit, type ModifierEntry, splitCompound } from './compound.js';
import type { Lexicon } from './lexicon/types.js';
import { wordSet } from './lexicon/word-lists.js';
import { analyzeSv, type SvAnalysis, type SvIndex } from './morphology/sv.js';

const PLACES = wordSet('names-places');

/** A noun head, plain or itself a compound (EU-|medlemsländerna). */
function headOf(index: SvIndex, word: string): Pick<CompoundSplit, 'head' | 'modifiers'> | null {
  const noun = analyzeSv(index, word).find((a) => a.pos === 'noun') as (SvAnalysis & { pos: 'noun' }) | undefined;
  if (noun) return { head: noun, modifiers: [] };
  const split = splitCompound(index, word);
  return split && split.parts.length === 2 ? split : null;
}

/** A place or institution's English name for a compound's first part (Göteborgs- → Gothenburg, Stockholms- → Stockholm). */
function nameOf(lex: Lexicon, part: string): string | null {
  for (const p of part.endsWith('s') ? [part, part.slice(0, -1)] : [part]) {
    const english = lex.namesSvEn.get(p) ?? (PLACES.has(p) ? p : null);
    if (english) return english.replace(/^the /, '');
  }
  return null;
}

/**
 * Compounds with a name or an abbreviation first, which the splitter never sees because they are capitalised or
 * hyphenated: Stockholms|regionen → the Stockholm region, Göteborgs|området → the Gothenburg area,
 * EU-|länderna → the EU countries. The first part is kept as written unless the names list gives its English; an
 * abbreviation no list knows (XYZ-rapporten) is kept and reported as unknown.
 */
export function nameCompound(index: SvIndex, lex: Lexicon, text: string): CompoundSplit | null {
  const dash = text.lastIndexOf('-');
  if (dash > 0) {
    const left = text.slice(0, dash);
    const right = text.slice(dash + 1).toLowerCase();
    if (right.length < 3 || left.includes('-')) return null;
    const head = headOf(index, right);
    if (!head) return null;
    const noun = analyzeSv(index, left.toLowerCase()).find((a) => a.pos === 'noun' && !a.def && !a.plural);
    const name = nameOf(lex, left);
    const abbreviation = /^[A-ZÅÄÖ0-9]{2,5}$/.test(left);
    if (!noun && !name && !abbreviation) return null;
    const mods: ModifierEntry[] = noun && !name ? [noun.entry as ModifierEntry] : [];
    return {
      modifiers: [...mods, ...head.modifiers],
      head: head.head,
      parts: [left, right],
      cost: 2,
      ...(mods.length ? {} : { lead: name ?? left, leadUnknown: !name && !noun }),
    };
  }
  if (!/^\p{Lu}/u.test(text)) return null;
  for (let i = text.length - 3; i >= 3; i--) {
    const name = nameOf(lex, text.slice(0, i));
    if (!name) continue;
    const rest = text.slice(i).toLowerCase();
    const head = headOf(index, rest);
    if (head && rest.length >= 3) return { ...head, parts: [text.slice(0, i), rest], cost: 2, lead: name };
  }
  return null;
}
