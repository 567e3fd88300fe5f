import type { NounEntry } from '../lexicon/types.js';
import { wordMap, wordSet } from '../lexicon/word-lists.js';
import { presentParticiple } from '../morphology/en.js';
import { chatPrepSv } from './chat-sv-order.js';
import { POSSESSIVE_EN, REFLEXIVE_EN, TIME_NOUNS_IN, TIME_NOUNS_ON } from './sv-grammar.js';
import type { RenderContext } from './sv-render-context.js';
import type { SvUnit } from './sv-unit.js';
import { DURATION_NOUNS, pickSense, prepFor, UNCOUNTABLE } from './sv-words.js';

/** Noun-phrase choices of the sv→en renderer: which article, possessive or none a Swedish noun gets in English. */
const OWN_THINGS = wordSet('own-things-sv');
const BARE_AFTER_TIME = wordSet('bare-after-time-sv');
const AS_TIME_EN = wordMap('bare-after-time-sv');
const TIME_PREPS = new Set(['sedan', 'sen', 'efter', 'före', 'innan', 'från']);
const MEASURE_EN = wordSet('measure-nouns-en');

/** "en kopp kaffe" → "a cup of coffee": a measure noun before a bare noun (or adjective + noun) takes "of". */
export function measureOf(entry: NounEntry, next: SvUnit | undefined, after: SvUnit | undefined): boolean {
  if (!MEASURE_EN.has(pickSense(entry.senses))) return false;
  const attr =
    next?.a?.pos === 'adj' || next?.a?.pos === 'ppart' || (next?.a?.pos === 'verb' && next.a.form === 'past');
  const head = attr ? after : next;
  return head?.a?.pos === 'noun' && !head.a.def && !head.a.gen;
}

/** "2,3 miljoner" → "2.3 million": after a number English keeps million and billion singular. */
export function numeralText(sense: string, prev: SvUnit | undefined): string {
  const afterNumber = prev?.kind === 'lit' || (prev?.a?.pos === 'word' && prev.a.entry.pos === 'num');
  return afterNumber && /^(millions|billions)$/.test(sense) ? sense.slice(0, -1) : sense;
}

/** "fem miljoner besökare" → "five million visitors": miljon, miljard as nouns after a number stay singular. */
export function isNumberNoun(entry: NounEntry): boolean {
  return /^(million|billion)$/.test(pickSense(entry.senses));
}

/**
 * A time noun before its number: "klockan sju" → "at seven", "År 1658 tvingades …" → "In 1658", nothing after a
 * preposition ("till klockan sju", "fram till år 2030" → "until 2030"); null for any other noun.
 */
export function timeHeadWords(units: SvUnit[], i: number): string[] | null {
  const a = units[i]!.a;
  const nx = units[i + 1];
  if (a?.pos !== 'noun' || a.def !== (a.entry.lemma === 'klocka') || a.plural) return null;
  const clock =
    a.entry.lemma === 'klocka' &&
    (nx?.kind === 'lit' ||
      (nx?.a?.pos === 'word' && nx.a.entry.pos === 'num') ||
      (nx?.kind === 'phrase' && /^(halv|kvart|fem|tio|tjugo) /.test(nx.lower)));
  const year = a.entry.lemma === 'år' && nx?.kind === 'lit' && /^1\d{3}$|^20\d\d$/.test(nx.lower);
  if (!clock && !year) return null;
  const prev = units[i - 1]?.a;
  return prev?.pos === 'word' && prev.entry.pos === 'prep' ? [] : [clock ? 'at' : 'in'];
}

/** A possessive without its noun: "Boken är min" → "The book is mine". */
export const INDEPENDENT_POSSESSIVES: Record<string, string> = {
  min: 'mine',
  mitt: 'mine',
  mina: 'mine',
  din: 'yours',
  ditt: 'yours',
  dina: 'yours',
  hennes: 'hers',
  vår: 'ours',
  vårt: 'ours',
  våra: 'ours',
  ert: 'yours',
  era: 'yours',
  deras: 'theirs',
};

/** "sedan skolan" → "since school", "efter jobbet" → "after work": institutions and meals as times, or ''. */
export function asTimeNoun(entry: NounEntry, plural: boolean, prev: SvUnit | undefined): string {
  if (plural || !TIME_PREPS.has(prev?.lower ?? '') || !BARE_AFTER_TIME.has(entry.lemma)) return '';
  return AS_TIME_EN.get(entry.lemma) || pickSense(entry.senses);
}

/**
 * What English puts before a Swedish definite noun: "the", the owner's possessive for body parts and clothes
 * ("tvättade händerna" → his hands), or nothing for a generic noun ("Livet är kort") or a time ("sedan skolan").
 */
export function definiteDeterminer(u: SvUnit, prev: SvUnit | undefined, ctx: RenderContext): string {
  const a = u.a;
  if (a?.pos !== 'noun' || u.generic || asTimeNoun(a.entry, a.plural, prev)) return '';
  // "efter öppnandet" → "after opening": a verb's -ande/-ende noun is an English -ing form, without an article.
  if (!a.plural && /[ae]nde$/.test(a.entry.lemma) && /ing$/.test(a.entry.senses[0]?.text ?? '')) return '';
  return ctx.owner && !a.gen && OWN_THINGS.has(a.entry.lemma) ? POSSESSIVE_EN[ctx.owner]! : 'the';
}

/** "Tack för snabbt svar" → "Thanks for the quick reply": after tack för a bare singular count noun is definite. */
function thanksForThe(units: SvUnit[], i: number): boolean {
  if (units[i]?.lower !== 'för' || !units[i - 1]?.lower.startsWith('tack')) return false;
  let k = i + 1;
  while (units[k]?.a?.pos === 'adj') k++;
  const n = units[k]?.a;
  return n?.pos === 'noun' && !n.def && !n.plural && !UNCOUNTABLE.has(pickSense(n.entry.senses));
}

/**
 * The English words for the preposition at `i` (possibly none): "för tre år sedan" → "three years ago" (för goes,
 * sedan becomes ago), "planer på att lämna" → "on leaving" (the infinitive after it becomes a gerund), "Tack för
 * snabbt svar" → "for the"; otherwise the preposition chosen by collocation (prepFor).
 */
export function prepositionWords(units: SvUnit[], i: number, ctx: RenderContext): string[] {
  const u = units[i]!;
  const next = units[i + 1];
  const e = u.a?.pos === 'word' ? u.a.entry : undefined;
  if (!e) return [];
  if (thanksForThe(units, i)) return ['for', 'the'];
  const sedan = units.slice(i + 2, i + 6).findIndex((x) => x.lower === 'sedan');
  if (u.lower === 'för' && sedan >= 0) {
    units[i + 2 + sedan]!.phrase = 'ago';
    units[i + 2 + sedan]!.kind = 'phrase';
    return [];
  }
  // "i förra veckan" → "last week", "i nästa vecka" → "next week": English takes no preposition.
  if (
    u.lower === 'i' &&
    /^(förra|nästa)$/.test(next?.lower.split(' ')[0] ?? '') &&
    (next!.tokens.length > 1 || units[i + 2]?.a?.pos === 'noun')
  )
    return [];
  const nounAfter = units.slice(i + 1, i + 4).some((x) => x.a?.pos === 'noun' || x.compound);
  const prep =
    chatPrepSv(u.lower, units.slice(i + 1, i + 3), nounAfter, ctx) ?? prepFor(u, units, i, pickSense(e.senses), ctx);
  const v = units[i + 2]?.a;
  if (next?.lower === 'att' && v?.pos === 'verb') {
    next.consumed = true;
    units[i + 2]!.consumed = true;
    return [prep, presentParticiple(pickSense(v.entry.senses, true))];
  }
  return [prep];
}

const SUCH = new Set(['sådan', 'sådant', 'sån', 'sånt']);
/** A noun, an adjective or a word the lexicon lacks: what "en sådan" is said of. */
const nounLike = (u: SvUnit | undefined) => u?.a?.pos === 'noun' || u?.a?.pos === 'adj' || u?.kind === 'unknown';

/** "en halvtimme" → "half an hour": an English noun that brings its own article. */
export function ownArticle(next: SvUnit | undefined): boolean {
  return next?.a?.pos === 'noun' && /^half an? /.test(pickSense(next.a.entry.senses));
}

/** English for a Swedish determiner at `i` (its analysis is a `det` word), with whether it is an article. */
export function determinerText(units: SvUnit[], i: number, ctx: RenderContext): { text: string; article?: boolean } {
  const u = units[i]!;
  const w = u.lower;
  const next = units[i + 1];
  const nextNoun = next?.a?.pos === 'noun' ? next.a : undefined;
  // "några lediga bord" → "any free tables": the noun may come after adjectives.
  let n = i + 1;
  while (units[n]?.a?.pos === 'adj') n++;
  const laterNoun = units[n]?.a?.pos === 'noun';
  // "en sådan bil" → "such a car": such comes before the article in English.
  if ((w === 'en' || w === 'ett') && SUCH.has(next?.lower ?? '') && nounLike(units[i + 2])) return { text: 'such' };
  if (SUCH.has(w) && (units[i - 1]?.lower === 'en' || units[i - 1]?.lower === 'ett') && nounLike(next))
    return { text: 'a', article: true };
  if (w === 'en' || w === 'ett') return ownArticle(next) ? { text: '' } : { text: 'a', article: true };
  // "några dagar" → "a few days": a small number of units of time.
  if (w === 'några' && !ctx.negOrQuestion && nextNoun?.plural && DURATION_NOUNS.has(nextNoun.entry.lemma))
    return { text: 'a few' };
  if (ctx.negOrQuestion && (w === 'någon' || w === 'något' || w === 'några') && laterNoun)
    return w === 'några' ? { text: 'any' } : { text: 'a', article: true };
  if ((w === 'något' || w === 'inget' || w === 'allt') && next?.a?.pos === 'adj' && units[i + 2]?.a?.pos !== 'noun')
    return {
      text: w === 'något' ? (ctx.negOrQuestion ? 'anything' : 'something') : w === 'inget' ? 'nothing' : 'everything',
    };
  if (w === 'den' || w === 'det' || w === 'de') return { text: 'the' };
  // "Drick mycket vatten" → "a lot of water": affirmative "much" before a noun is stilted (but too/so/how much).
  if (
    w === 'mycket' &&
    !ctx.negOrQuestion &&
    nextNoun &&
    !['för', 'så', 'hur', 'lika', 'alltför', 'inte'].includes(units[i - 1]?.lower ?? '')
  )
    return { text: 'a lot of' };
  // "Mycket bra." → "Very good.": before an adjective with no noun after it, mycket is its degree.
  if (w === 'mycket' && next?.a?.pos === 'adj' && !laterNoun) return { text: 'very' };
  // "några dagar" → "a few days": a small number of a duration, not an unspecified "some".
  if (w === 'några' && nextNoun && DURATION_NOUNS.has(nextNoun.entry.lemma)) return { text: 'a few' };
  return { text: pickSense(u.a?.pos === 'word' ? u.a.entry.senses : []) };
}

/** "Jag gör det själv" → "myself", "De byggde det själva" → "themselves": emphatic själv/själva agree with the
 * subject (number included); undefined when they don't match (then the lexicon's senses apply). */
export function emphaticReflexive(word: string, subjectEn: string): string | undefined {
  if (word === 'själv' && ['I', 'you', 'he', 'she', 'it'].includes(subjectEn)) return REFLEXIVE_EN[subjectEn];
  if (word === 'själva') return { we: 'ourselves', they: 'themselves', you: 'yourselves' }[subjectEn];
  return undefined;
}

/** "mycket/väldigt stor" → "very big"; "Jag har mycket att göra" → "I have a lot to do": mycket as a quantity before
 * att + infinitive ("much" when negated or asked), or on its own after a verb; negated clause-final längre →
 * "anymore"; undefined otherwise. */
export function degreeWord(units: SvUnit[], i: number, ctx: RenderContext): string | undefined {
  const w = units[i]?.lower;
  const next = units[i + 1];
  if (w === 'mycket' && next?.lower === 'att' && units[i + 2]?.a?.pos === 'verb')
    return ctx.negOrQuestion ? 'much' : 'a lot';
  const modifies = next?.a?.pos === 'adj' || (next?.a?.pos === 'word' && next.a.entry.pos === 'adv');
  if ((w === 'mycket' || w === 'väldigt') && modifies) return 'very';
  // "Han äter mycket" → "He eats a lot", "Det har ändrats mycket" → "a lot"; "så/för/hur mycket" → "so/too/how much",
  // "inte mycket" → "not much": mycket on its own modifies the verb.
  const a = units[i]?.a;
  // "Han bor inte här längre" → "He doesn't live here anymore": clause-final längre in a negated clause.
  if (w === 'längre' && ctx.negOrQuestion && (!next || next.kind === 'punct')) return 'anymore';
  if (w === 'mycket' && a?.pos === 'word' && a.entry.pos === 'adv' && !modifies && next?.a?.pos !== 'noun') {
    const before = units[i - 1]?.lower ?? '';
    return ctx.negOrQuestion || ['så', 'för', 'hur', 'lika', 'alltför', 'inte'].includes(before) ? 'much' : 'a lot';
  }
  return undefined;
}

const TIME_NOUNS = new Set([...TIME_NOUNS_ON, ...TIME_NOUNS_IN]);
/** "Vi tar nästa buss" → "the next bus": nästa before a noun that is not a time (next Friday), inside a clause. */
export const nextNotTime = (u: SvUnit, n: SvUnit | undefined, ctx: RenderContext) =>
  u.lower === 'nästa' &&
  n?.a?.pos === 'noun' &&
  !TIME_NOUNS.has(n.a.entry.lemma) &&
  Boolean(ctx.inSubject || ctx.afterLexVerb);
