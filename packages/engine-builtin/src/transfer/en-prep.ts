import { wordMap, wordSet } from '../lexicon/word-lists.js';
import { svWord } from './en-np.js';
import type { SvRenderContext } from './en-render-context.js';
import type { EnUnit } from './en-unit.js';

const SPEAK = new Set(['speak', 'talk', 'chat']);
const SPEAK_SV = new Set(['tala', 'prata', 'snacka']);
/** Swedish verbs that move something in time: their "until" is the new date, till (not fram till, up to). */
const MOVED_IN_TIME = wordSet('moved-in-time-verbs-sv');
const MEASURE_NOUNS = wordSet('measure-nouns-en');
const WEEKDAYS = wordMap('weekdays-en');
const DURATION_EN = wordSet('duration-nouns-en');
const NUMBER_MODIFIERS = new Set(['more than', 'less than', 'almost', 'nearly', 'over', 'about', 'around', 'at least']);
/** Workplaces and public buildings that Swedish is "på", not "i" (på kontoret, på sjukhuset). */
const PA_PLACES = wordSet('pa-places-en');
/** Islands Swedish is "på" (på Island, på Kreta), and the nouns "off" is utanför before (utanför kusten). */
const PA_ISLANDS = wordSet('pa-islands-en');
const OFF_NOUNS = wordSet('off-nouns-en');
/** Works made by someone: "by" after them is the maker (målningar av svenska konstnärer). */
const WORK_NOUNS = wordSet('work-nouns-en');

/** The head noun of the noun phrase after the preposition at `i` (its base form), or ''. */
function nounAfter(units: EnUnit[], i: number): string {
  for (let k = i + 1; k < units.length && k <= i + 4; k++) {
    const x = units[k]!;
    if (x.tag === 'noun') return (x.base ?? x.lower).split(' ').pop() ?? '';
    // "off Norway's coast": a genitive name stands in the determiner's place.
    if (x.tag === 'unknown' && x.gen) continue;
    if (!['det', 'poss', 'adj', 'num'].includes(x.tag) && !(x.tag === 'lit' && /^\d+$/.test(x.text))) return '';
  }
  return '';
}

const AUDIENCE_VERBS = wordSet('audience-verbs-en');
const AUDIENCE_VERBS_SV = wordSet('audience-verbs-sv');
const AUDIENCE = new Set([...wordSet('audience-nouns-en'), ...wordSet('person-nouns-en')]);
const PERSON_OBJECTS = new Set(['me', 'you', 'him', 'her', 'us', 'them', 'everyone', 'everybody', 'someone']);

/** "present the plan to the board", "explain it to me": to + a person after a verb of showing or telling. */
function toAudience(units: EnUnit[], i: number, ctx: SvRenderContext): boolean {
  const next = units[i + 1];
  const head = nounAfter(units, i);
  const person =
    PERSON_OBJECTS.has(next?.lower ?? '') ||
    AUDIENCE.has(head) ||
    /(?:[^e]er|or|ist|ant|ent)s?$/.test(head) ||
    (next?.tag === 'unknown' && next.cap);
  if (!person) return false;
  for (let k = i - 1; k >= 0 && k >= i - 7; k--) {
    const x = units[k]!;
    if (x.tag === 'verb') return AUDIENCE_VERBS.has(x.base ?? '');
    if (!['det', 'poss', 'adj', 'noun', 'num', 'pron', 'lit', 'adv'].includes(x.tag)) return false;
  }
  return AUDIENCE_VERBS_SV.has(ctx.lastVerb ?? '');
}

/** The noun after the preposition at `i`, with a noun before it ("front desk" read as two nouns). */
export function deskAfter(units: EnUnit[], i: number): string {
  let k = i + 1;
  while (units[k] && ['det', 'adj'].includes(units[k]!.tag)) k++;
  const a = units[k];
  const b = units[k + 1];
  if (a?.tag !== 'noun') return '';
  if (b?.tag === 'noun') return `${a.lower} ${b.base ?? b.lower}`;
  return a.base ?? a.lower;
}

const ADJ_PREP = wordMap('adjective-prepositions-en');
const NOUN_PREP = wordMap('noun-prepositions-en');
const VERB_OBJECT_PREP = wordMap('verb-object-prepositions-en');

/** "notify us of any changes" → "om": the verb before the object (a pronoun or up to three words) chooses. */
function verbObjectPrep(units: EnUnit[], i: number, verbEn: string | undefined): string | undefined {
  const p = units[i]!.lower;
  for (let k = i - 1; k >= Math.max(0, i - 4); k--) {
    const x = units[k]!;
    if (x.tag === 'verb') return VERB_OBJECT_PREP.get(`${x.base ?? x.lower} ${p}`);
    if (x.tag === 'prep' || x.tag === 'punct') return undefined;
  }
  // The clause's verb was rendered before these units: the object starts them.
  return i <= 4 && verbEn ? VERB_OBJECT_PREP.get(`${verbEn} ${p}`) : undefined;
}

const BESIDE_EN = wordSet('beside-nouns-en');
/** Desks and counters one is "at" that Swedish is "i" (i receptionen, i kassan). */
export const DESKS_EN = wordSet('desk-nouns-en');

/** The noun of the phrase after a preposition at `i` is one of BESIDE_EN. */
function besideNoun(units: EnUnit[], i: number): boolean {
  for (let k = i + 1; k < Math.min(units.length, i + 4); k++) {
    const x = units[k]!;
    if (x.tag === 'noun') return BESIDE_EN.has(x.base ?? x.lower);
    if (x.tag !== 'det' && x.tag !== 'adj' && x.tag !== 'poss') return false;
  }
  return false;
}

/** "in two hours", "in a few days", "in ten minutes": in + a number or quantifier + a duration noun. */
function inDuration(units: EnUnit[], i: number): boolean {
  const next = units[i + 1];
  if (APPROX_IN.has(next?.lower ?? '') && units[i + 2]?.lower !== 'an') return inDuration(units, i + 1);
  const quantity =
    next?.tag === 'num' ||
    (next?.tag === 'lit' && /^\d+$/.test(next.text)) ||
    ['a', 'an', 'a few', 'few', 'several', 'some'].includes(next?.lower ?? '');
  // "Be there in 10 min", "Back in 5": a message shortens the unit or leaves it out after a number.
  if (next?.tag === 'lit' && SHORT_DURATION.test(next.text)) return true;
  if (!quantity) return false;
  const after = units[i + 2];
  const bare = next?.tag === 'num' || (next?.tag === 'lit' && /^\d\d?$/.test(next.text));
  if (bare && (!after || after.tag === 'punct') && WHERE_IN.has(units[i - 1]?.lower ?? '')) return true;
  return DURATION_EN.has(nounAfter(units, i));
}

/** Digits, a decimal or a range of them (25–30, 1,5, 2-3) before a duration noun. */
const DIGITS = /^\d+(?:[.,]\d+)?(?:\s?[–-]\s?\d+(?:[.,]\d+)?)?$/;
/** "in about 10 minutes", "in just 3 days" → "om ungefär 10 minuter": words rounding the number in between. */
const APPROX_IN = wordSet('approx-in-en');
/** A number and a time unit a message shortens (10 min, 2 hrs) that entity recognition keeps as one span. */
const SHORT_DURATION = /^\d+\s?(min|mins|sec|secs|hr|hrs|h)\.?$/;
/** Where a message says it will be before "in" and a bare number: "Be there in 5", "Back in 10", "Home in 20". */
const WHERE_IN = new Set(['there', 'here', 'back', 'home', 'ready', 'done', 'out', 'down', 'up', 'over', 'free']);

const CHANGE_VERBS = new Set([
  'delay',
  'increase',
  'reduce',
  'rise',
  'fall',
  'extend',
  'cut',
  'raise',
  'lower',
  'grow',
]);

/** The same verbs in Swedish, for a verb group already rendered before the preposition (försenades med). */
const CHANGE_VERBS_SV = new Set([
  'försena',
  'öka',
  'minska',
  'förminska',
  'stiga',
  'sjunka',
  'förlänga',
  'sänka',
  'höja',
  'växa',
]);

/** A number (word or digits), perhaps after a limit, follows the preposition at `i`. */
function amountAfter(units: EnUnit[], i: number): boolean {
  const n = units[i + 1]?.tag === 'adv' ? units[i + 2] : units[i + 1];
  return n?.tag === 'num' || (n?.tag === 'lit' && /^\d/.test(n.text)) || n?.lower === 'a' || n?.lower === 'an';
}

/** English number words above twelve, which are no hour of the clock said in words. */
const AGE_WORD =
  /^(thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(-(one|two|three|four|five|six|seven|eight|nine))?)$/;
const LIMITS = new Set(['more than', 'no more than', 'up to', 'at most', 'maximum', 'max', 'at least', 'less than']);

/** A limit on a quantity ("more than four", "up to 3") stands before the preposition at `i`. */
function limitBefore(units: EnUnit[], i: number): boolean {
  return units
    .slice(Math.max(0, i - 5), i)
    .some((u, k, a) => LIMITS.has(u.base ?? u.lower) || (u.lower === 'than' && a[k - 1]?.lower === 'more'));
}

/** The Swedish preposition for the English one at `i`, chosen by what is around it ('' drops it). */
const PERIODS_EN = new Set(['month', 'week', 'year', 'term', 'semester', 'quarter']);
const DAYS_EN = new Set([
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'day',
  'weekend',
]);

/** A day of a recurring period: "the 25th of each month", "the last Friday of every month". */
function inPeriod(units: EnUnit[], i: number): boolean {
  const prev = units[i - 1];
  const period = units[i + 2];
  if (!PERIODS_EN.has(period?.base ?? period?.lower ?? '')) return false;
  return (prev?.tag === 'lit' && /^den \d/.test(prev.sv ?? prev.text)) || DAYS_EN.has(prev?.base ?? prev?.lower ?? '');
}

export function prepSv(units: EnUnit[], i: number, ctx: SvRenderContext): string {
  const u = units[i]!;
  const next = units[i + 1];
  // Duration: "for three years" → "i tre år".
  // "a cup of coffee" → "en kopp kaffe": no preposition after a measure noun.
  if (u.lower === 'of' && MEASURE_NOUNS.has(units[i - 1]?.base ?? '') && (next?.tag === 'noun' || next?.tag === 'adj'))
    return '';
  // "on the 25th of each month" → "den 25:e i varje månad", "the first Monday of every month" → "i varje månad".
  if (u.lower === 'of' && (next?.lower === 'each' || next?.lower === 'every') && inPeriod(units, i)) return 'i';
  // "for more than forty years" → "i mer än fyrtio år".
  const modified =
    ((next?.tag === 'adv' && NUMBER_MODIFIERS.has(next.base ?? next.lower)) ||
      // "for about 20 minutes": "about" before a number is already the phrase "cirka".
      (next?.tag === 'phrase' && next.sv === 'cirka')) &&
    (units[i + 2]?.tag === 'num' || (units[i + 2]?.tag === 'lit' && DIGITS.test(units[i + 2]!.text)));
  if (u.lower === 'for' && modified && DURATION_EN.has(nounAfter(units, i + 1))) return 'i';
  // "around 12,000 people" → "omkring 12 000", "about one third" → "omkring en tredjedel".
  if (
    (u.lower === 'around' || u.lower === 'about') &&
    (next?.tag === 'num' || (next?.tag === 'lit' && /^\d/.test(next.text)))
  )
    return 'omkring';
  // "I haven't seen him for two weeks" → "på två veckor", "for weeks" → "på flera veckor".
  if (u.lower === 'for' && ctx.negatedPerfect && DURATION_EN.has(nounAfter(units, i))) {
    if (next?.tag === 'noun' && next.plural) return 'på flera';
    if (next?.tag === 'num' || next?.tag === 'det') return 'på';
  }
  if (
    u.lower === 'for' &&
    ((next?.tag === 'num' && DURATION_EN.has(nounAfter(units, i))) ||
      // "for 24 hours" → "i 24 timmar": digits before a duration noun.
      // "for 25–30 minutes", "for 1.5 hours": a range or a decimal too.
      (next?.tag === 'lit' &&
        DIGITS.test(next.text) &&
        DURATION_EN.has(units[i + 2]?.base ?? units[i + 2]?.lower ?? '')) ||
      (next?.tag === 'det' &&
        ['several', 'many', 'a', 'an', 'some', 'few'].includes(next.lower) &&
        units[i + 2]?.tag === 'noun' &&
        DURATION_EN.has(units[i + 2]!.base ?? '')))
  )
    return 'i';
  else if (u.lower === 'to' && ctx.beenTo) return 'i';
  else if (u.lower === 'to' && toAudience(units, i, ctx)) return 'för';
  // "speak to the manager" → "tala med chefen": one speaks with someone in Swedish, not to them.
  else if (
    u.lower === 'to' &&
    ((units[i - 1]?.tag === 'verb' && SPEAK.has(units[i - 1]!.base ?? '')) ||
      (i === 0 && SPEAK_SV.has(ctx.lastVerb ?? '')))
  )
    return 'med';
  // "We postponed the trip until May" → "sköt upp resan till maj".
  else if (u.lower === 'until' && MOVED_IN_TIME.has(ctx.lastVerb ?? '') && next?.tag !== 'pron') return 'till';
  else if (u.lower === 'on' && ctx.pastClause && next && !next.plural && WEEKDAYS.has(next.lower)) {
    // "I saw him on Monday" → "i måndags": a past weekday is i + -s ("på måndag" is the coming one).
    next.consumed = true;
    return `i ${WEEKDAYS.get(next.lower)}s`;
  } else if (u.lower === 'in' && inDuration(units, i))
    // "in two hours": from now is om (om två timmar), how long something took is på (på två timmar), and so is the
    // span a limit counts over ("no more than four tablets in 24 hours" → på 24 timmar).
    return ctx.pastClause || limitBefore(units, i) ? 'på' : 'om';
  // "in 1477", "in 2005" → "år …"; "in 1500 schools" is a number.
  else if (u.lower === 'in' && next?.tag === 'lit' && /^(1\d|20)\d\d$/.test(next.text) && units[i + 2]?.tag !== 'noun')
    return 'år';
  // "at 50 km/h", "at 200 °C" → "i"; "at SEK 99" → "på": an amount, not a clock time.
  else if (u.lower === 'at' && next?.tag === 'lit' && /^\d[\d ,]*\s?(km\/h|mph|°|grader)/.test(next.text)) return 'i';
  // "Machine wash at 40 degrees" → "i 40 grader": a number before degrees is a temperature.
  else if (u.lower === 'at' && /^(num|lit)$/.test(next?.tag ?? '') && /^degrees?$/.test(units[i + 2]?.lower ?? ''))
    return 'i';
  else if (u.lower === 'at' && next?.tag === 'lit' && /^\d[\d ,]*\s\p{L}/u.test(next.text)) return 'på';
  // "left school at sixteen" → "vid sexton års ålder": a number word above twelve alone after at is an age.
  else if (
    u.lower === 'at' &&
    next?.tag === 'num' &&
    AGE_WORD.test(next.lower) &&
    !units[i + 2]?.tag.match(/^(noun|num|adj)$/)
  ) {
    next.consumed = true;
    return `vid ${svWord(next)} års ålder`;
  } else if (
    u.lower === 'at' &&
    (next?.tag === 'num' ||
      (next?.tag === 'lit' && /^\d/.test(next.text)) ||
      next?.lower === 'half' ||
      (next?.lower === 'a' && units[i + 2]?.lower === 'quarter'))
  )
    return 'klockan';
  else if ((u.lower === 'at' || u.lower === 'by') && !ctx.passive && besideNoun(units, i))
    // "at the window", "by the lake": vid, beside something, not på.
    return 'vid';
  else if (u.lower === 'at' && DESKS_EN.has(deskAfter(units, i))) return 'i';
  else if (u.lower === 'at') return 'på';
  else if (u.lower === 'in' && PA_PLACES.has(nounAfter(units, i)))
    // "in an office", "in the hospital": Swedish is at such places, på.
    return 'på';
  else if (u.lower === 'in' && next?.cap && PA_ISLANDS.has(next.text)) return 'på';
  else if (u.lower === 'off' && OFF_NOUNS.has(nounAfter(units, i))) return 'utanför';
  else if (u.lower === 'as' && (next?.tag === 'adj' || next?.tag === 'adv')) return u.sv ?? 'lika';
  else if (u.lower === 'as') return 'som';
  // "delayed by two hours", "increased by 5 %" → "med": by + an amount after a verb of change is a difference.
  else if (
    u.lower === 'by' &&
    (CHANGE_VERBS.has(units[i - 1]?.base ?? '') || (i === 0 && CHANGE_VERBS_SV.has(ctx.lastVerb ?? ''))) &&
    amountAfter(units, i)
  )
    return 'med';
  else if (u.lower === 'by' && ctx.passive) return 'av';
  else if (u.lower === 'by' && units[i - 1]?.tag === 'noun' && WORK_NOUNS.has(units[i - 1]!.base ?? '')) return 'av';
  else if (units[i - 1]?.tag === 'adj' && ADJ_PREP.get(`${units[i - 1]!.base ?? units[i - 1]!.lower} ${u.lower}`))
    // "afraid of" → "rädd för", "interested in" → "intresserad av": the adjective chooses the preposition.
    return ADJ_PREP.get(`${units[i - 1]!.base ?? units[i - 1]!.lower} ${u.lower}`)!;
  // "a member of the club" → "medlem i klubben", "lack of water" → "brist på vatten": the noun chooses it.
  else if (units[i - 1]?.tag === 'noun' && NOUN_PREP.get(`${units[i - 1]!.lower} ${u.lower}`))
    return NOUN_PREP.get(`${units[i - 1]!.lower} ${u.lower}`)!;
  const vp = verbObjectPrep(units, i, ctx.lastVerbEn);
  if (vp) return vp;
  return svWord(u);
}
