import type { AdjEntry, NounEntry, VerbEntry } from './lexicon/types.js';
import { wordMap } from './lexicon/word-lists.js';
import { analyzeSv, type SvAnalysis, type SvIndex } from './morphology/sv.js';

export type ModifierEntry = NounEntry | AdjEntry | VerbEntry;

export interface CompoundSplit {
  /** Modifier parts in order, each a lexicon entry used in its citation sense. */
  modifiers: ModifierEntry[];
  /** The inflected head (last part), which carries definiteness and number. */
  head: SvAnalysis & { pos: 'noun' };
  parts: string[];
  /** How safe the split is: lower is better (about 2 for two plain parts). */
  cost: number;
  /** English written before the modifiers: a name or abbreviation (Stockholms|regionen, EU-|länderna). */
  lead?: string;
  /** The lead is an abbreviation no list knows: reported as unknown. */
  leadUnknown?: boolean;
}

/** A split whose head may also be an adjective or a past participle (miljö|vänlig, ny|öppnad, skatte|finansierad). */
export interface AnySplit {
  modifiers: ModifierEntry[];
  head: SvAnalysis;
  parts: string[];
  cost: number;
}

const MIN_HEAD = 3;
const MIN_MOD = 2;
const MAX_PARTS = 4;
/** Endings after which Swedish links with -s- (försäljnings|ökning, not försäljning|sökning). */
const S_LINKED = /(ing|het|tion|sion|itet|skap|dom|else|nad)$/;

/** Adverbs that are first parts of compounds (fram|dörren → front door, ytter|väggen → outer wall). */
const PREFIXES = new Map<string, NounEntry>(
  [...wordMap('compound-prefixes-sv')].map(([sv, en]) => [
    sv,
    { kind: 'noun', lemma: sv, gender: 'en', defSg: null, indefPl: null, defPl: null, senses: [{ text: en }], rank: 0 },
  ]),
);

interface Modifier {
  entry: ModifierEntry;
  cost: number;
}

const isLemmaNoun = (a: SvAnalysis) => a.pos === 'noun' && !a.def && !a.plural && !a.gen;
const rankCost = (e: ModifierEntry) => Math.min(e.rank, 60_000) / 200_000;

/**
 * A modifier as it appears before the next part, with the cost of reading it so: a noun lemma (bil-), a noun with
 * linking -s- (bostads-, arbets- for arbete), -e- or -es- (hyres- for hyra), a final -a turned into
 * -o-/-u- (kvinno-, gatu-) or dropped (skol-, pojk- for pojke), an adjective (stor-, ny-), a verb stem (lär-, spar-).
 */
function modifierReadings(index: SvIndex, seg: string, next = ''): Modifier[] {
  const out: Modifier[] = [];
  // Three equal consonants are written as two: webb|baserad → webbaserad, natt|tåg → nattåg.
  const c = seg.at(-1)!;
  if (next.startsWith(c) && !/[aeiouyåäö]/.test(c) && seg.at(-2) !== c && seg.length >= 2)
    for (const m of modifierReadings(index, seg + c)) out.push({ ...m, cost: m.cost + 0.15 });
  const noun = (form: string) => (index.get(form) ?? []).find(isLemmaNoun)?.entry as NounEntry | undefined;
  const push = (entry: ModifierEntry | undefined, cost: number) => {
    if (entry) out.push({ entry, cost: cost + rankCost(entry) });
  };
  const sLinked = S_LINKED.test(seg);
  push(noun(seg), sLinked ? 0.4 : 0);
  if (seg.length > MIN_MOD) {
    const last = seg.at(-1)!;
    const base = seg.slice(0, -1);
    if (last === 's') {
      push(noun(base), S_LINKED.test(base) ? -0.2 : 0.05);
      // ansöknings- for ansökan (plural ansökningar), anmälnings- for anmälan.
      const plural = (index.get(`${base}ar`) ?? []).find((a) => a.pos === 'noun' && a.plural && !a.def);
      if (plural && base.endsWith('ning')) push(plural.entry as NounEntry, 0);
      push(noun(`${base}e`), 0.15);
      if (base.endsWith('e')) push(noun(`${base.slice(0, -1)}a`), 0.2);
    }
    if (last === 'o' || last === 'u') push(noun(`${base}a`), 0.1);
    if (last === 'e') push(noun(`${base}a`), 0.15);
    if (last === 'e') push(noun(base), 0.3);
  }
  push(noun(`${seg}a`), 0.2);
  push(noun(`${seg}e`), 0.2);
  // sop|säck, kläd|hängare: a noun with only plural forms (sopor, kläder) is its stem as a first part, before a verb's.
  for (const end of ['or', 'er']) {
    const pl = noun(`${seg}${end}`);
    if (pl && !pl.defSg) push(pl, 0.1);
  }
  for (const a of index.get(`${seg}a`) ?? [])
    if (a.pos === 'verb' && a.form === 'inf' && !a.passive && !a.entry.particle) {
      push(a.entry, 0.25);
      break;
    }
  const adj = (index.get(seg) ?? []).find((a) => a.pos === 'adj' && a.form === 'common');
  push(adj?.entry as AdjEntry | undefined, 0.1);
  // små|delar, små|barn: the plural form of liten is its compound form.
  const adjPlural = (index.get(seg) ?? []).find((a) => a.pos === 'adj' && a.form === 'def');
  if (!adj) push(adjPlural?.entry as AdjEntry | undefined, 0.35);
  push(PREFIXES.get(seg), 0.1);
  return out;
}

/** Best readings by index, segment and the next part's first letter: splits of every unknown word reuse them. */
const BEST = new WeakMap<SvIndex, Map<string, Modifier | null>>();

function bestReading(index: SvIndex, seg: string, next: string): Modifier | null {
  let cache = BEST.get(index);
  if (!cache || cache.size > 50_000) {
    cache = new Map();
    BEST.set(index, cache);
  }
  const key = `${seg}|${next[0] ?? ''}`;
  let best = cache.get(key);
  if (best === undefined) {
    best = modifierReadings(index, seg, next).sort((a, b) => a.cost - b.cost)[0] ?? null;
    cache.set(key, best);
  }
  return best;
}

/** Extra cost of a part by its length: two letters are nearly never a safe part, three letters seldom. */
function lengthCost(len: number): number {
  return len <= 2 ? 0.9 : len === 3 ? 0.25 : 0;
}

interface Path {
  cost: number;
  mods: ModifierEntry[];
  parts: string[];
}

/** The cheapest reading of `text` as 1–`maxParts` modifiers. */
function bestModifiers(
  index: SvIndex,
  text: string,
  next: string,
  maxParts: number,
  memo: Map<string, Path | null>,
): Path | null {
  const key = `${text}/${next[0] ?? ''}/${maxParts}`;
  if (memo.has(key)) return memo.get(key)!;
  let best: Path | null = null;
  const whole = bestReading(index, text, next);
  if (whole) best = { cost: 1 + whole.cost + lengthCost(text.length), mods: [whole.entry], parts: [text] };
  if (maxParts > 1) {
    for (let i = MIN_MOD; i <= text.length - MIN_MOD; i++) {
      const right = bestReading(index, text.slice(i), next);
      if (!right) continue;
      const left = bestModifiers(index, text.slice(0, i), text.slice(i), maxParts - 1, memo);
      if (!left) continue;
      // A two-letter part inside a compound (ba|se|rad) is a fragment, not a word.
      const rightLen = text.length - i;
      const cost = left.cost + 1 + right.cost + lengthCost(rightLen) + (rightLen <= 2 ? 1 : 0);
      if (!best || cost < best.cost)
        best = { cost, mods: [...left.mods, right.entry], parts: [...left.parts, text.slice(i)] };
    }
  }
  memo.set(key, best);
  return best;
}

function headCost(a: SvAnalysis): number {
  if (a.pos === 'noun') return a.gen ? 0.4 : 0;
  if (a.pos === 'adj') return a.form === 'comp' || a.form === 'sup' ? 0.6 : 0.05;
  if (a.pos === 'ppart') return 0.1;
  if (a.pos === 'verb') return 0.3;
  return Number.POSITIVE_INFINITY;
}

/**
 * The cheapest split of an unknown word into known parts (the last a noun, adjective or participle that inflects):
 * fewer parts first, then no short fragments, the expected linking -s-, nouns over other readings and frequent
 * parts over rare ones. Null when no split is safe.
 */
export function splitAny(index: SvIndex, word: string, accept: (a: SvAnalysis) => boolean): AnySplit | null {
  if (word.length < MIN_HEAD + MIN_MOD || /[^a-zåäöéü-]/.test(word) || /^-|-$|--/.test(word)) return null;
  // A present participle (friande, fällande) is a verb form, not fri|ande.
  if (/[ae]nde$/.test(word) && (index.get(word.slice(0, -3)) ?? []).some((a) => a.pos === 'verb')) return null;
  const memo = new Map<string, Path | null>();
  let best: AnySplit | null = null;
  for (let i = MIN_MOD; i <= word.length - MIN_HEAD; i++) {
    const headWord = word.slice(i);
    const heads = analyzeSv(index, headWord).filter(accept);
    if (!heads.length) continue;
    const head = heads.sort((a, b) => headCost(a) - headCost(b))[0]!;
    const mods = bestModifiers(index, word.slice(0, i), headWord, MAX_PARTS - 1, memo);
    if (!mods) continue;
    // A noun modifier ending in -ing/-het/… before a head starting with s- wants the link (försäljnings|ökning).
    const lastPart = mods.parts.at(-1)!;
    const linkMissed = S_LINKED.test(lastPart) && headWord.startsWith('s') && !lastPart.endsWith('s');
    const cost =
      mods.cost +
      1 +
      headCost(head) +
      lengthCost(headWord.length) +
      rankCost(head.entry as ModifierEntry) +
      (linkMissed ? 0.5 : 0);
    if (!best || cost < best.cost) best = { modifiers: mods.mods, head, parts: [...mods.parts, headWord], cost };
  }
  if (!best) return null;
  // A split of 3+ parts that needs a fragment of two letters is a guess, not an analysis.
  if (best.parts.length > 2 && best.parts.some((p) => p.length <= 2)) return null;
  return best;
}

/** Splits an unknown word into known parts with a noun head (sjukhus|parkeringen, bostads|bidraget). */
export function splitCompound(index: SvIndex, word: string): CompoundSplit | null {
  const s = splitAny(index, word, (a) => a.pos === 'noun');
  return s ? { ...s, head: s.head as SvAnalysis & { pos: 'noun' } } : null;
}
