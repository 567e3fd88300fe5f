import { wordMap, wordSet } from '../lexicon/word-lists.js';
import { indefiniteArticle } from '../morphology/en.js';
import type { SvUnit } from './sv-unit.js';
import { pickSense, UNCOUNTABLE } from './sv-words.js';

/** data/lists/everyday-sv.tsv */
const WHAT_NOUNS = wordSet('what-nouns-sv');
const PERSON_ADJECTIVES = wordMap('person-adjectives-sv');
const PERSON_NOUNS = wordSet('person-nouns-en');
const COPULAS = new Set(['är', 'var', 'blir', 'blev', 'bli', 'vara', 'varit', 'blivit']);
const DEGREE = new Set(['lika', 'så', 'inte', 'mycket', 'ganska', 'väldigt', 'jätte', 'för', 'rätt', 'också', 'nog']);
const MASS_EN = wordSet('mass-nouns-en');
const EXCLAIMING = new Set(['vilken', 'vilket', 'vilka']);
const PERSONS = new Set(['jag', 'du', 'han', 'hon', 'vi', 'ni', 'de', 'dom', 'man']);

function isPerson(u: SvUnit | undefined): boolean {
  if (!u) return false;
  if (PERSONS.has(u.lower)) return true;
  if (u.a?.pos === 'noun') return u.a.entry.senses.some((s) => PERSON_NOUNS.has(s.text));
  // A name the lexicon lacks, written with a capital (Tom är lång).
  return (u.kind === 'unknown' || u.kind === 'lit') && /^\p{Lu}\p{Ll}+$/u.test(u.tokens[0]?.text ?? '');
}

const NUMBER_LIMITS: Record<string, string> = { minst: 'at least', högst: 'at most' };

function startsNumber(u: SvUnit | undefined): boolean {
  return (u?.a?.pos === 'word' && u.a.entry.pos === 'num') || (u?.kind === 'lit' && /^\d/.test(u.lower));
}

function preferSense(u: SvUnit, text: string): void {
  const a = u.a;
  if (!a || !('senses' in a.entry)) return;
  const entry = { ...a.entry, senses: [{ text }, ...a.entry.senses.filter((s) => s.text !== text)] };
  u.a = { ...a, entry } as typeof a;
  u.analyses = u.analyses.map((x) => (x === a ? u.a! : x));
}

/**
 * Senses of everyday words chosen from their neighbours: "vilken/vilket" + a noun of `what-nouns-sv` asks "what"
 * (Vilken tid börjar filmen? → What time does the film start?), and an adjective of `person-adjectives-sv` describing
 * a person, as predicative or before a person noun, takes its person sense (Hon är lika lång som … → as tall as,
 * en lång man → a tall man).
 */
export function chooseEverydaySenses(units: SvUnit[]): void {
  if (EXCLAIMING.has(units[0]?.lower ?? '')) exclaimWhat(units);
  units.forEach((u, i) => {
    const next = units[i + 1];
    // "högst 23 kilo", "minst två veckor": before a number these are limits (at most, at least), not superlatives.
    const limit = NUMBER_LIMITS[u.lower];
    if (limit && startsNumber(next)) {
      u.kind = 'phrase';
      u.phrase = limit;
      return;
    }
    const which = ['vilken', 'vilket', 'vilka'].includes(u.lower) && next?.a?.pos === 'noun';
    // Before a noun the question word is its determiner (Vilka färger …? → What colours, not "who").
    const det = which ? u.analyses.find((x) => x.pos === 'word' && x.entry.pos === 'det') : undefined;
    if (det) u.a = det;
    if (which && next?.a?.pos === 'noun') {
      // "vilket år" / "vilka språk": the determiner's number decides a noun whose plural looks like its singular.
      const plural = u.lower === 'vilka';
      const def = next.a.def;
      const form = next.analyses.find((x) => x.pos === 'noun' && x.plural === plural && x.def === def);
      if (form && next.a.plural !== plural) next.a = form;
      if (next.a.pos !== 'noun' || !WHAT_NOUNS.has(next.a.entry.lemma)) return;
      preferSense(u, 'what');
      return;
    }
    if (u.a?.pos !== 'adj') return;
    const en = PERSON_ADJECTIVES.get(u.a.entry.lemma);
    if (!en) return;
    if (isPerson(next) && next?.a?.pos === 'noun') {
      preferSense(u, en);
      return;
    }
    // "Hur lång är du?"
    if (COPULAS.has(next?.lower ?? '') && isPerson(units[i + 2])) {
      preferSense(u, en);
      return;
    }
    let k = i - 1;
    while (k >= 0 && units[k]!.lower.split(' ').every((w) => DEGREE.has(w))) k--;
    // "Är han lång?", "Var hon lång?": the subject stands between the copula and the adjective.
    if (k >= 1 && isPerson(units[k]) && COPULAS.has(units[k - 1]!.lower)) {
      preferSense(u, en);
      return;
    }
    if (k < 0 || !COPULAS.has(units[k]!.lower)) return;
    // "Hon är lång", "Är han lång?" (inverted), "Tom har alltid varit lång".
    if (isPerson(units[k - 1]) || isPerson(units[k + 1]) || (k >= 2 && isPerson(units[k - 2]))) preferSense(u, en);
  });
}

/**
 * "Vilken fin klänning!" → "What a nice dress!", "Vilka fina blommor!" → "What nice flowers!", "Vilken tur!" →
 * "What luck!": vilken/vilket/vilka opening an exclamation without a verb is "what", with "a/an" before a singular
 * count noun.
 */
function exclaimWhat(units: SvUnit[]): void {
  if (units[units.length - 1]?.lower !== '!' || units.some((x) => x.a?.pos === 'verb')) return;
  const noun = units.find((x) => x.a?.pos === 'noun')?.a;
  if (noun?.pos !== 'noun') return;
  const en = pickSense(noun.entry.senses);
  const countable = units[0]!.lower !== 'vilka' && !noun.plural && !UNCOUNTABLE.has(en) && !MASS_EN.has(en);
  const first = units[1]?.a && 'senses' in units[1].a.entry ? pickSense(units[1].a.entry.senses) : en;
  Object.assign(units[0]!, { kind: 'phrase', phrase: countable ? `what ${indefiniteArticle(first)}` : 'what' });
}
