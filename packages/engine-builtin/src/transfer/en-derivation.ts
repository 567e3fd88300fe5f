import type { AdjEntry, NounEntry, VerbEntry } from '../lexicon/types.js';
import { participleAdjective, type SvIndex } from '../morphology/sv.js';
import type { EnTag, EnUnit } from './en-unit.js';

/** One reading of an English word and its score (higher is likelier). */
export interface Cand {
  unit: Partial<EnUnit> & { tag: EnTag };
  score: number;
}

/**
 * English words the lexicon lacks, read from a word it has (only when the word as written has no reading at all):
 * other spellings (colored → coloured, center → centre, traveling → travelling, jewelry → jewellery), un- before an
 * adjective or participle (unwashed → otvättad, unsafe → osäker: Swedish o- is as productive), re- before a verb
 * (reread → läsa om, refreeze → frysa om), non- before an adjective (non-refundable → ej återbetalningsbar), -ness
 * after an adjective (openness → öppenhet) and -able after a verb (washable → tvättbar). Swedish from the base word's
 * chosen entry; a word none of these explains stays unknown.
 */
export function derivedReadings(word: string, read: (w: string) => Cand[], sv: SvIndex): Cand[] {
  for (const alt of britishSpellings(word)) {
    const c = read(alt);
    if (c.some((x) => x.unit.target)) return c;
  }
  const open = openCompound(word, read);
  if (open.length) return open;
  const m = /^(un|non-?|re-?)(\w{3,})$/.exec(word) ?? /^(\w{3,})(ness|able)$/.exec(word);
  if (!m) return [];
  const [, a, b] = m;
  const prefix = a!.replace('-', '');
  const base = prefix === 'un' || prefix === 'non' || prefix === 're' ? b! : a!;
  const suffix = base === a ? b! : '';
  const cands = read(base).filter((x) => x.unit.target);
  if (suffix === 'able') return verbAdjectives(word, cands, base) ?? [];
  for (const x of cands) {
    const e = x.unit.target!.entry;
    if (suffix === 'ness' && e.kind === 'adj') return [noun(word, e)];
    if (prefix === 're' && e.kind === 'verb' && !e.particle && !e.flags.has('aux')) {
      // återöppna, återansluta where Swedish has the verb; else the particle om (läsa om, frysa om, måla om).
      const ater = sv.get(`åter${e.inf}`)?.find((a) => a.pos === 'verb' && a.form === 'inf')?.entry as
        | VerbEntry
        | undefined;
      const entry = ater ?? { ...e, lemma: `${e.inf} om`, particle: 'om' };
      // Every form the base reads as (read: base, past, participle), each with the new verb.
      return cands
        .filter((y) => y.unit.target?.entry === e)
        .map((y) => ({ unit: { ...y.unit, target: { entry, senseIndex: 0, score: 0 } }, score: y.score }));
    }
    if (prefix === 'un' || prefix === 'non') {
      const adj =
        e.kind === 'adj'
          ? e
          : e.kind === 'verb' && (x.unit.vform === 'pp' || x.unit.vform === 'past-pp') && !e.flags.has('aux')
            ? participleAdjective(e)
            : null;
      if (adj)
        return [
          {
            unit: {
              tag: 'adj',
              base: word,
              target: { entry: negate(word, adj, prefix === 'un' ? 'o' : 'ej '), senseIndex: 0, score: 0 },
            },
            score: 1,
          },
        ];
    }
  }
  return [];
}

/**
 * A compound written solid or hyphenated whose open spelling is a lexicon sense: lightbulb(s) → light bulb(s),
 * highchair → high chair, after-school → after school.
 */
function openCompound(word: string, read: (w: string) => Cand[]): Cand[] {
  if (word.includes('-')) {
    const c = read(word.replaceAll('-', ' ')).filter((x) => x.unit.target);
    return c;
  }
  for (let i = 3; i <= word.length - 3; i++) {
    const c = read(`${word.slice(0, i)} ${word.slice(i)}`).filter((x) => x.unit.target && x.unit.tag === 'noun');
    if (c.length) return c;
  }
  return [];
}

const RULES: [RegExp, string][] = [
  [/(?<=\w{2})or(s|ed|ing|ful|ite|ites|less)?$/, 'our$1'],
  [/(?<=\w{2})ter(s)?$/, 'tre$1'],
  [/(?<=\w{2})iz(e|es|ed|ing|ation|ations)$/, 'is$1'],
  [/(?<=[aeiou])l(ed|ing|er|ers)$/, 'll$1'],
  [/(?<=\w{2})ense(s)?$/, 'ence$1'],
  [/(?<=\w{2})og(s)?$/, 'ogue$1'],
  [/elry$/, 'ellery'],
  [/^gray/, 'grey'],
];

/** British spellings of an American-spelled word (for a lexicon row written the British way). */
export function britishSpellings(word: string): string[] {
  return RULES.map(([re, rep]) => word.replace(re, rep)).filter((alt) => alt !== word);
}

function negate(word: string, e: AdjEntry, prefix: string): AdjEntry {
  const p = (f: string | null) => f && `${prefix}${f}`;
  return {
    ...e,
    lemma: p(e.lemma)!,
    neuter: p(e.neuter),
    def: p(e.def),
    comp: null,
    sup: null,
    senses: [{ text: word }],
  };
}

function noun(word: string, e: AdjEntry): Cand {
  const lemma = `${e.lemma}het`;
  const entry: NounEntry = {
    kind: 'noun',
    lemma,
    gender: 'en',
    defSg: `${lemma}en`,
    indefPl: null,
    defPl: null,
    senses: [{ text: word }],
    rank: e.rank,
  };
  return { unit: { tag: 'noun', base: word, target: { entry, senseIndex: 0, score: 0 } }, score: 1 };
}

/** washable → tvättbar, adjustable → justerbar: the Swedish verb stem + -bar. */
function verbAdjectives(word: string, cands: Cand[], base: string): Cand[] | null {
  const verb = cands.find((x) => x.unit.target?.entry.kind === 'verb' && x.unit.base === base)?.unit.target?.entry as
    | VerbEntry
    | undefined;
  if (!verb || verb.particle || verb.flags.size || !verb.inf.endsWith('a')) return null;
  const stem = `${verb.inf.slice(0, -1)}bar`;
  const entry: AdjEntry = {
    kind: 'adj',
    lemma: stem,
    neuter: `${stem}t`,
    def: `${stem}a`,
    comp: null,
    sup: null,
    senses: [{ text: word }],
    rank: verb.rank,
  };
  return [{ unit: { tag: 'adj', base: word, target: { entry, senseIndex: 0, score: 0 } }, score: 1 }];
}
