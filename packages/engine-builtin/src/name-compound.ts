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

const ORDINAL_SUFFIX = (n: number) =>
  n % 100 >= 11 && n % 100 <= 13 ? 'th' : n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th';

/**
 * A year + -talet, a compound written with a hyphen after digits: 1990-talet → the 1990s, 1800-talet → the 19th
 * century, 50-talet → the '50s (after på/under/i: in/during the …). Tokens: [preposition] number "-" talet; null when they are not.
 */
export function decadeAt(
  tokens: readonly { text: string; lower: string; kind: string; spaceBefore: boolean }[],
  i: number,
): { len: number; english: string } | null {
  const prep = { på: 'in', i: 'in', under: 'during' }[tokens[i]?.lower ?? ''];
  const at = prep ? i + 1 : i;
  const [num, dash, word] = [tokens[at], tokens[at + 1], tokens[at + 2]];
  if (num?.kind !== 'num' || !/^(\d{3,4}|[1-9]0)$/.test(num.text) || dash?.text !== '-' || dash.spaceBefore)
    return null;
  if (word?.lower !== 'talet' || word.spaceBefore) return null;
  // "50-talet" → "the '50s": a decade written with two digits.
  if (num.text.length === 2) return { len: at + 3 - i, english: `${prep ? `${prep} ` : ''}the '${num.text}s` };
  const year = Number(num.text);
  const century = Math.floor(year / 100) + 1;
  const english = year % 100 === 0 ? `the ${century}${ORDINAL_SUFFIX(century)} century` : `the ${year}s`;
  return { len: at + 3 - i, english: prep ? `${prep} ${english}` : english };
}
