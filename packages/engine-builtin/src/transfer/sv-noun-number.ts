import type { NounEntry } from '../lexicon/types.js';
import { wordSet } from '../lexicon/word-lists.js';
import { namesCode } from './sv-code-labels.js';
import type { RenderContext } from './sv-render-context.js';
import { isNumberNoun } from './sv-render-np.js';
import type { SvUnit } from './sv-unit.js';
import { isPersonNoun, PLURAL_DETERMINERS, pickSense } from './sv-words.js';

/** Benefits are mass nouns in English: "beviljats bostadsbidrag" → "been granted housing allowance". */
const BENEFITS = wordSet('class:benefits-sv');
/** Verb + bare count noun whose object English gives "a": "har fått plats" → "has got a place", "har bil" → "a car". */
const OBJECT_ARTICLE = wordSet('object-article-sv');

/**
 * Whether a Swedish noun (analysed singular or plural) is rendered as an English plural: its own plural form, or a
 * noun whose plural is spelled like its singular after a number or plural determiner, or bare ("små barn", "trogna
 * djur"; but "per dygn" is per day, and a noun naming the code after it is one: "Kundnummer 1234"), and whether
 * a number stands before it.
 */
export function nounIsPlural(
  units: SvUnit[],
  i: number,
  a: { entry: NounEntry; def: boolean; plural: boolean },
  npHasDet: boolean,
  ctx: RenderContext,
): { plural: boolean; afterNumber: boolean; article: boolean } {
  const u = units[i]!;
  const article =
    i === 0 && !a.def && !npHasDet && Boolean(ctx.verbSv) && OBJECT_ARTICLE.has(`${ctx.verbSv} ${a.entry.lemma}`);
  const prevU = units[i - 1];
  const numberAt = (x: SvUnit | undefined) =>
    (x?.kind === 'lit' && /^\d+(,\d+)?$/.test(x.lower) && x.lower !== '1') ||
    (x?.a?.pos === 'word' && x.a.entry.pos === 'num' && !['en', 'ett', 'första'].includes(x.lower));
  // "fem nya lärare", "två svenska forskare": a plural adjective between the number or determiner and the noun.
  const pluralBefore = (x: SvUnit | undefined) => numberAt(x) || PLURAL_DETERMINERS.has(x?.lower ?? '');
  const afterNumber =
    pluralBefore(prevU) || (prevU?.a?.pos === 'adj' && prevU.a.form === 'def' && pluralBefore(units[i - 2]));
  const sameForms = a.entry.indefPl === a.entry.lemma;
  // People after a preposition are plural even in a predicate ("billigare för barn" → for children).
  const afterPrep = prevU?.a?.pos === 'word' && prevU.a.entry.pos === 'prep' && isPersonNoun(pickSense(a.entry.senses));
  const bare =
    !npHasDet &&
    prevU?.lower !== 'per' &&
    !a.def &&
    sameForms &&
    !u.singular &&
    !BENEFITS.has(a.entry.lemma) &&
    !article &&
    // A predicate noun takes "a" ("Han är lärare").
    (prevU?.a?.pos === 'adj' ? prevU.a.form === 'def' : !ctx.predicateArticle || afterPrep);
  const code = !a.def && sameForms && namesCode(units, i);
  const plural = !code && !(afterNumber && isNumberNoun(a.entry)) && (a.plural || ((afterNumber || bare) && sameForms));
  return { plural, afterNumber, article };
}
