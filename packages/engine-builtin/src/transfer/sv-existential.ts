import { wordSet } from '../lexicon/word-lists.js';
import type { EnOp } from './en-verb.js';
import { npEnd } from './sv-clause.js';
import { TIME_NOUNS_IN, TIME_NOUNS_ON } from './sv-grammar.js';
import type { SvUnit } from './sv-unit.js';
import { DURATION_NOUNS, pickSense, UNCOUNTABLE } from './sv-words.js';

/** Posture verbs that say where something is: "Det står en bil utanför" → "There is a car outside". */
const POSTURE = new Set(['stå', 'ligga', 'sitta', 'hänga']);
const INDEFINITE = /^(en|ett|några|många|flera|två|tre|fyra|fem|\d+)$/;
/** "Det är många människor här" → "There are many people here"; "Det är få som vet" → "There are few who know". */
const QUANTIFIERS = new Set(['många', 'mycket', 'några', 'flera', 'få']);
/** Prepositions of place; "hos" names a place whatever follows it ("hos Anna" → "at Anna's"). */
const PLACE_PREPS = new Set([
  'i',
  'på',
  'vid',
  'utanför',
  'framför',
  'bakom',
  'bredvid',
  'ovanför',
  'nedanför',
  'under',
]);
const PLACE_ADVERBS = new Set(['här', 'där', 'ute', 'inne', 'utanför', 'hemma', 'överallt', 'uppe', 'nere']);
/** Weather that "det kommer/blir" says is on its way: "Det kommer regn" → "There will be rain". */
const WEATHER = wordSet('weather-nouns-sv');
const SEASONS_AND_MEALS = wordSet('bare-after-time-sv');
/** English nouns that take no "a": "Finns det plats?" → "Is there space?". */
const MASS_EN = wordSet('mass-nouns-en');

function timeNoun(u: SvUnit | undefined): boolean {
  const lemma = u?.a?.pos === 'noun' ? u.a.entry.lemma : '';
  return (
    TIME_NOUNS_IN.has(lemma) || TIME_NOUNS_ON.has(lemma) || DURATION_NOUNS.has(lemma) || SEASONS_AND_MEALS.has(lemma)
  );
}

/**
 * A place after the noun phrase that ends at `e`: "här", "utanför", or a place preposition before a definite noun
 * ("i kassan", "på taket") — "Det är en stad i Sverige" describes what "det" is, "Det är kö i kassan" says what is
 * there. "hos" + anyone is a place.
 */
function placeAfter(after: SvUnit[], e: number): boolean {
  const p = after[e];
  if (!p) return false;
  if (PLACE_ADVERBS.has(p.lower)) return true;
  if (p.lower === 'hos') return Boolean(after[e + 1]);
  // A fixed phrase that starts with a place preposition: "i kassan", "på vägen".
  if (p.kind === 'phrase') return PLACE_PREPS.has(p.lower.split(' ')[0]!);
  if (!PLACE_PREPS.has(p.lower)) return false;
  let k = e + 1;
  while (after[k]?.a?.pos === 'adj' || ['den', 'det', 'de'].includes(after[k]?.lower ?? '')) k++;
  const n = after[k]?.a;
  return n?.pos === 'noun' && n.def;
}

/**
 * Whether "det" + the main verb + what follows is existential — English "there is/are": "det finns"; a posture verb
 * before an indefinite noun phrase; "det är" before a quantified noun ("många människor", "få som vet") or before an
 * indefinite or bare noun and a place ("Det är kö i kassan" → "There is a queue at the checkout"). `article` is set
 * when a bare singular count noun follows, which English gives "a".
 */
export function existentialAfterDet(
  mainLemma: string,
  after: SvUnit[],
): { existential: boolean; article: boolean; future?: boolean } {
  const first = after[0];
  const bareCount =
    first?.a?.pos === 'noun' &&
    !first.a.def &&
    !first.a.gen &&
    !first.a.plural &&
    first.a.entry.indefPl !== first.a.entry.lemma &&
    !UNCOUNTABLE.has(pickSense(first.a.entry.senses)) &&
    !MASS_EN.has(pickSense(first.a.entry.senses));
  if (mainLemma === 'finnas') return { existential: true, article: bareCount };
  // "Det kommer regn i eftermiddag", "Det blir snö i helgen" → "There will be rain/snow …" (not "It is coming rain"),
  // "Det kom mycket snö" → "There was a lot of snow".
  const weather = first && /^(mycket|lite)$/.test(first.lower) ? after[1] : first;
  if ((mainLemma === 'komma' || mainLemma === 'bli') && weather?.a?.pos === 'noun' && !weather.a.def)
    return { existential: WEATHER.has(weather.a.entry.lemma), article: bareCount && weather === first, future: true };
  const indefinite = INDEFINITE.test(first?.lower ?? '');
  if (POSTURE.has(mainLemma)) return { existential: indefinite, article: false };
  if (mainLemma !== 'vara' || !first) return { existential: false, article: false };
  const second = after[1];
  // "Det är mycket att göra" → "There is a lot to do".
  const toDo = first.lower === 'mycket' && second?.lower === 'att';
  if (
    QUANTIFIERS.has(first.lower) &&
    ((second?.a?.pos === 'noun' && !timeNoun(second)) || second?.lower === 'som' || toDo)
  )
    return { existential: true, article: false };
  const bare = first.a?.pos === 'noun' && !first.a.def && !first.a.gen && !timeNoun(first);
  if (!bare && !/^(en|ett)$/.test(first.lower)) return { existential: false, article: false };
  if (!bare && timeNoun(after[1])) return { existential: false, article: false };
  const e = npEnd(after, 0);
  if (e <= 0 || !placeAfter(after, e)) return { existential: false, article: false };
  return { existential: true, article: bare && bareCount };
}

/** Weather nouns whose English is a verb with "it": "Det kommer regn" → "It's going to rain". */
const WEATHER_VERBS: Record<string, string> = { regn: 'rain', snö: 'snow', hagel: 'hail', duggregn: 'drizzle' };

/**
 * "Det kommer regn i eftermiddag" → "It's going to rain this afternoon", "Det blir snö" → "It will snow", "Det kom
 * regn" → "It rained": det + komma/bli + a bare weather noun is the weather verb; the noun is consumed and `ops`
 * rewritten. False (nothing changed) otherwise.
 */
export function weatherAfterDet(mainLemma: string, after: SvUnit[], ops: EnOp[], past: boolean): boolean {
  if (mainLemma !== 'komma' && mainLemma !== 'bli') return false;
  const n = after[0];
  const verb = n?.a?.pos === 'noun' && !n.a.def && !n.a.plural ? WEATHER_VERBS[n.a.entry.lemma] : undefined;
  if (!verb || ops.length !== 1) return false;
  n!.consumed = true;
  const future: EnOp =
    mainLemma === 'komma'
      ? { kind: 'lex', text: 'be going to' }
      : { kind: 'modal', present: 'will', past: 'would', nonfinite: 'will' };
  ops.splice(0, 1, ...(past ? [] : [future]), { kind: 'lex', text: verb });
  return true;
}
