import { type AnySplit, type CompoundSplit, type ModifierEntry, splitAny } from './compound.js';
import type { AdjEntry, Lexicon, NounEntry, Sense } from './lexicon/types.js';
import { wordMap } from './lexicon/word-lists.js';
import { pastParticiple, pluralNoun, presentParticiple } from './morphology/en.js';
import type { SvAnalysis, SvIndex } from './morphology/sv.js';
import { isPersonNoun } from './transfer/sv-words.js';

/** English for the parts of a split Swedish compound: "X Y" modifier order, the compound senses of listed parts. */
const MODIFIERS = wordMap('compound-modifiers-sv');
const HEADS = wordMap('compound-heads-sv');
const ADVERBS = wordMap('compound-adverbs-sv');
const HEADS_AFTER_PEOPLE = wordMap('compound-heads-after-people-sv');
const PARTICIPLES = wordMap('compound-participles-sv');
/** First parts that only strengthen the adjective (jätte|söt → really cute). */
const INTENSIFIERS = wordMap('compound-intensifiers-sv');

const lemmaOf = (e: ModifierEntry) => (e.kind === 'verb' ? e.inf : e.lemma);
const firstSense = (senses: Sense[]) => senses[0]?.text ?? '';

/** A first part in English: a listed compound sense, a verb's -ing form (spar|åtgärd → saving measure), else its sense. */
export function compoundModifierText(e: ModifierEntry): string {
  const listed = MODIFIERS.get(lemmaOf(e));
  if (listed) return listed;
  if (e.kind === 'verb') {
    const sense = e.senses.find((s) => !s.text.includes(' ') && s.text !== 'be') ?? e.senses[0];
    return sense ? presentParticiple(sense.text) : '';
  }
  return firstSense(e.senses);
}

/**
 * The head noun's sense inside a compound, when English uses another word there (bostads|politik → policy), or
 * after people or a sport (forskar|lag, ishockey|lag → team, while skatte|lag stays law).
 */
export function compoundHeadSense(e: NounEntry, modifiers: ModifierEntry[] = []): Sense[] {
  const last = modifiers.at(-1);
  const lastText = last ? compoundModifierText(last) : '';
  const team = HEADS_AFTER_PEOPLE.get(e.lemma);
  const own = last ? firstSense(last.senses) : '';
  if (team && (isPersonNoun(lastText) || isPersonNoun(own) || /(ball|hockey|bandy)$/.test(own)))
    return [{ text: team }];
  const listed = HEADS.get(e.lemma);
  return listed ? [{ text: listed }] : e.senses;
}

function adjectiveEnglish(split: AnySplit, lex: Lexicon): string | null {
  const head = split.head;
  const headText =
    head.pos === 'ppart' || head.pos === 'verb'
      ? (PARTICIPLES.get(head.entry.inf) ??
        pastParticiple(firstSense(head.entry.senses.filter((s) => !s.text.includes(' '))), lex))
      : head.pos === 'adj'
        ? (PARTICIPLES.get(head.entry.lemma) ?? firstSense(head.entry.senses))
        : '';
  if (!headText || split.modifiers.length !== 1) return null;
  const m = split.modifiers[0]!;
  const intensifier = INTENSIFIERS.get(split.parts[0]!.toLowerCase()) ?? INTENSIFIERS.get(lemmaOf(m));
  if (intensifier && head.pos === 'adj') return `${intensifier} ${headText}`;
  if (m.kind === 'adj') {
    const adverb = ADVERBS.get(m.lemma);
    if (!adverb) return null;
    return adverb.endsWith('-') ? `${adverb}${headText}` : `${adverb} ${headText}`;
  }
  if (m.kind === 'verb') return null;
  const mod = firstSense(m.senses);
  return mod.includes(' ') ? null : `${mod}-${headText}`;
}

/**
 * An unknown word read as a compound adjective or participle (miljö|vänlig, web|baserad, ny|startade): an adjective
 * analysis whose forms follow the last part and whose English joins the parts (web-based, newly started).
 */
export function compoundAdjective(index: SvIndex, lex: Lexicon, word: string, than = Infinity): SvAnalysis | null {
  const intensified = intensifiedAdjective(index, word);
  if (intensified) return intensified;
  // The neuter participle is the supine (webb|baserat system): a verb's active supine read as a participle.
  const split = splitAny(
    index,
    word,
    (a) => a.pos === 'adj' || a.pos === 'ppart' || (a.pos === 'verb' && a.form === 'sup' && !a.passive),
  );
  if (!split || split.cost >= than) return null;
  const english = adjectiveEnglish(split, lex);
  if (!english) return null;
  const prefix = split.parts.slice(0, -1).join('');
  const head = split.head;
  const rank = 'rank' in head.entry ? head.entry.rank : 0;
  const entry: AdjEntry = {
    kind: 'adj',
    lemma: word,
    neuter: word,
    def: word,
    comp: null,
    sup: null,
    senses: [{ text: english }],
    rank,
  };
  if (head.pos === 'adj') {
    const a = head.entry;
    Object.assign(entry, { lemma: prefix + a.lemma, neuter: prefix + a.neuter, def: prefix + a.def });
    const form = head.form === 'comp' || head.form === 'sup' ? 'common' : head.form;
    return { pos: 'adj', entry, form };
  }
  const form = head.pos === 'verb' ? 'neuter' : head.pos === 'ppart' && head.plural ? 'def' : 'common';
  return { pos: 'adj', entry, form };
}

/** An adjective after a first part that only strengthens it (super|god, skit|kallt → really good, really cold). */
function intensifiedAdjective(index: SvIndex, word: string): SvAnalysis | null {
  for (const [prefix, english] of INTENSIFIERS) {
    if (!word.startsWith(prefix) || word.length - prefix.length < 3) continue;
    const rest = word.slice(prefix.length);
    const a = (index.get(rest) ?? []).find((x) => x.pos === 'adj');
    if (a?.pos !== 'adj' || a.form === 'comp' || a.form === 'sup') continue;
    const e = a.entry;
    const senses = [{ text: `${english} ${firstSense(e.senses)}` }];
    const entry: AdjEntry = {
      ...e,
      lemma: prefix + e.lemma,
      neuter: prefix + e.neuter,
      def: prefix + e.def,
      comp: null,
      sup: null,
      senses,
    };
    return { pos: 'adj', entry, form: a.form };
  }
  return null;
}

/** A noun compound's English in its citation form: bostads|bidrag → housing allowance. */
export function compoundNounText(c: CompoundSplit, lex: Lexicon): string {
  const head = firstSense(compoundHeadSense(c.head.entry, c.modifiers));
  const mods = c.modifiers.map(compoundModifierText).join(' ');
  return head.includes('*') ? head.replace('*', pluralNoun(mods, lex)) : `${mods} ${head}`;
}
