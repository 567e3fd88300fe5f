import type { EngineData } from '../engine-data.js';
import { tillAfterVerb } from '../entities/clock.js';
import type { AdjEntry, NounEntry, Sense, VerbEntry } from '../lexicon/types.js';
import { wordMap, wordSet } from '../lexicon/word-lists.js';
import { adverbFromAdjective, pluralNoun } from '../morphology/en.js';
import { pluralOnly } from '../morphology/sv.js';
import {
  MODAL_SENSES,
  OBJECT_PRONOUNS,
  PLACE_NOUNS_AT,
  PLURAL_DETERMINER_WORDS,
  SUBJECT_PRONOUNS,
  TIME_NOUNS_IN,
  TIME_NOUNS_ON,
} from './sv-grammar.js';
import { agentAv } from './sv-participle.js';
import type { RenderContext } from './sv-render-context.js';
import type { SvUnit } from './sv-unit.js';

/** Word-level choices for sv→en: senses, comparison, prepositions by collocation, relative pronouns. */
export const THAN_OBJECT: Record<string, string> = {
  jag: 'me',
  han: 'him',
  hon: 'her',
  vi: 'us',
  de: 'them',
  dom: 'them',
};
export const DURATION_NOUNS = wordSet('duration-nouns-sv');
const EVENT_NOUNS = wordSet('event-nouns-sv');
const PERSON_NOUNS = wordSet('person-nouns-en');
/** English nouns for people: listed ones and agent nouns (teacher, doctor, dentist, …). */
export const isPersonNoun = (en: string) =>
  PERSON_NOUNS.has(en) || PERSON_NOUNS.has(en.split(' ').pop()!) || /(er|or|ist|ian|ant|ent)$/.test(en);
const SV_ADJ_PREP = wordMap('adjective-prepositions-sv');
const SV_NOUN_PREP = wordMap('noun-prepositions-sv');
const WATER_NOUNS = wordSet('water-nouns-sv');
const MONTHS_SV = wordMap('months-sv');
const DESK_NOUNS = wordSet('desk-nouns-sv');
const VID_CASES = wordMap('vid-case-nouns-sv');
const CONTACT_MEANS = new Set(['telefon', 'mejl', 'mail', 'e-post', 'epost', 'sms']);
export const PLURAL_DETERMINERS = new Set<string>([
  ...PLURAL_DETERMINER_WORDS,
  'bägge',
  'andra',
  'olika',
  'fler',
  'få',
]);

/** First sense, skipping senses that only work as an auxiliary when `lexical` is set. */
export function pickSense(senses: Sense[], lexical = false): string {
  const s = lexical ? (senses.find((x) => !MODAL_SENSES.has(x.text)) ?? senses[0]) : senses[0];
  return s?.text ?? '';
}

export const COMPARATIVE_IRREGULAR: Record<string, [string, string]> = {
  good: ['better', 'best'],
  bad: ['worse', 'worst'],
  many: ['more', 'most'],
  much: ['more', 'most'],
  little: ['less', 'least'],
  far: ['further', 'furthest'],
  old: ['older', 'oldest'],
};

export function comparative(adj: string, sup: boolean): string {
  const irr = COMPARATIVE_IRREGULAR[adj];
  if (irr) return sup ? irr[1] : irr[0];
  if (adj.includes(' ')) return `${sup ? 'most' : 'more'} ${adj}`;
  // A final silent e is no syllable: late → later/latest, large → larger.
  const syllables = (adj.replace(/([^aeiouy])e$/, '$1').match(/[aeiouy]+/g) ?? []).length;
  if (syllables === 1 || (syllables === 2 && /y$/.test(adj))) {
    let stem = adj;
    if (/[^aeiou]y$/.test(adj)) stem = `${adj.slice(0, -1)}i`;
    else if (/e$/.test(adj)) stem = adj.slice(0, -1);
    else if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(adj)) stem = adj + adj.at(-1);
    return stem + (sup ? 'est' : 'er');
  }
  return `${sup ? 'most' : 'more'} ${adj}`;
}

export const UNCOUNTABLE = wordSet('uncountable-nouns-en');

export function nounText(data: EngineData, e: NounEntry, plural: boolean): string {
  const s = pickSense(e.senses);
  // A noun Swedish has only in the plural gives its English as written ("regnkläder" → rainwear, "badsaker" → swimming
  // things), already plural or a mass noun.
  return plural && !UNCOUNTABLE.has(s) && !pluralOnly(e) ? pluralNoun(s, data.lex) : s;
}

export function modifierText(e: NounEntry | AdjEntry | VerbEntry): string {
  return pickSense(e.senses, true);
}

const [AUDIENCE_SV, AUDIENCE_NOUNS] = [wordSet('audience-verbs-sv'), wordSet('audience-nouns-en')];
const audience = (en: string) => en !== '' && (isPersonNoun(en) || AUDIENCE_NOUNS.has(en) || en in OBJECT_PRONOUNS);

const CHANGE_VERBS = wordSet('change-verbs-sv');
const APPROX = new Set(['nästan', 'omkring', 'cirka', 'ca', 'ungefär', 'drygt', 'knappt', 'över', 'runt', 'hela']);

/** "ökade med nästan tolv procent", "minskade med en fjärdedel": med + an amount after a verb of change. */
function changeAmount(units: SvUnit[], i: number, verb: string | undefined): boolean {
  const before = units.slice(Math.max(0, i - 4), i).find((x) => x.a?.pos === 'verb' || x.a?.pos === 'ppart')?.a;
  const inf = before?.pos === 'verb' || before?.pos === 'ppart' ? before.entry.inf : verb;
  if (!inf || !CHANGE_VERBS.has(inf)) return false;
  let k = i + 1;
  while (APPROX.has(units[k]?.lower ?? '')) k++;
  const n = units[k];
  if (n?.kind === 'lit' && /^\d/.test(n.lower)) return true;
  if (n?.a?.pos === 'word' && n.a.entry.pos === 'num') return true;
  if (n?.lower === 'hälften' || n?.lower === 'dubbelt') return true;
  const frac = units[k + 1]?.a;
  return (n?.lower === 'en' || n?.lower === 'ett') && frac?.pos === 'noun' && frac.entry.lemma.endsWith('del');
}

export function prepFor(u: SvUnit, units: SvUnit[], i: number, fallback: string, ctx: RenderContext): string {
  const next = units[i + 1];
  const nounU = units.slice(i + 1, i + 4).find((x) => x.a?.pos === 'noun' || x.compound);
  const n = nounU?.a?.pos === 'noun' ? nounU.a.entry.lemma : nounU?.compound ? nounU.compound.head.entry.lemma : '';
  // "gift med" → "married to", "rädd för" → "afraid of": the adjective chooses the preposition.
  const pa = units[i - 1]?.a;
  if (pa?.pos === 'adj') {
    const p = SV_ADJ_PREP.get(`${pa.entry.lemma} ${u.lower}`);
    if (p) return p;
  }
  // "priset på mat" → "the price of food": the noun chooses the preposition.
  const pn = units[i - 1]?.a;
  const np = pn?.pos === 'noun' && SV_NOUN_PREP.get(`${pn.entry.lemma} ${u.lower}`);
  if (np) return np;
  // A phrase ending in the adjective: "jag är trött på" → "I'm tired of".
  const phraseEnd = units[i - 1]?.kind === 'phrase' ? units[i - 1]!.lower.split(' ').pop() : undefined;
  const pp = phraseEnd && SV_ADJ_PREP.get(`${phraseEnd} ${u.lower}`);
  if (pp) return pp;
  // "har inte sovit på två dagar" → "haven't slept for two days": på a duration in a negated clause.
  if (
    u.lower === 'på' &&
    ctx.negOrQuestion &&
    next?.a?.pos === 'word' &&
    (next.a.entry.pos === 'num' || next.a.entry.pos === 'det') &&
    DURATION_NOUNS.has(n)
  )
    return 'for';
  if (u.lower === 'på') {
    // "nås på telefon", "svara på mejl" → "by phone", "by email": a bare means of contact.
    if (CONTACT_MEANS.has(next?.lower ?? '')) return 'by';
    if (TIME_NOUNS_ON.has(n)) return 'on';
    if (TIME_NOUNS_IN.has(n)) return 'in';
    if (PLACE_NOUNS_AT.has(n)) return 'at';
    // "på Skatteverket" → "at the Swedish Tax Agency": an institution is a place one is at.
    const named = next?.kind === 'unknown' ? next.tokens[0]! : undefined;
    if (named && (named.institution || ctx.data.lex.institutionsSv.has(named.text))) return 'at';
    return 'on';
  }
  // "Visa biljetten för föraren" → "Show the ticket to the driver": för + a person after a verb of showing or telling.
  const who = nounU?.a?.pos === 'noun' ? pickSense(nounU.a.entry.senses) : (next?.lower ?? '');
  if (u.lower === 'för' && AUDIENCE_SV.has(ctx.verbSv ?? '') && audience(who)) return 'to';
  // "bor hos min mamma" → "lives with my mother": staying at someone's home is with them.
  if (u.lower === 'hos' && ['bo', 'stanna', 'bo kvar'].includes(ctx.verbSv ?? '')) return 'with';
  if (u.lower === 'i' && (TIME_NOUNS_IN.has(n) || TIME_NOUNS_ON.has(n))) return 'in';
  if (u.lower === 'i' && DESK_NOUNS.has(n)) return 'at';
  // "Vid frågor, kontakta …" → "For questions, …", "Vid brand" → "In case of fire": vid before a case, not a place.
  const vidCase = u.lower === 'vid' && VID_CASES.get(n);
  if (vidCase && (ctx.fronted || !ctx.verbSv) && (i === 0 || units[i - 1]?.kind === 'punct')) return vidCase;
  // "Ring 112 vid akuta besvär", "stanna hemma vid feber": after the verb too, before an indefinite case noun.
  const caseNoun = nounU?.a?.pos === 'noun' && !nounU.a.def;
  if (vidCase && caseNoun && i > 0) return vidCase;
  if (u.lower === 'om' && next?.a?.pos === 'word' && next.a.entry.pos === 'num') return 'in';
  // "borta till måndag" → "away until Monday" (but "från måndag till fredag" keeps "to", "flyttats till torsdag" is
  // "moved to Thursday", "bokat rummet till onsdag" "booked … for Wednesday").
  if (
    u.lower === 'till' &&
    ((TIME_NOUNS_ON.has(n) && nounU === next) ||
      MONTHS_SV.has(next?.lower ?? '') ||
      /^(i ?dag|i ?morgon|i ?kväll|i ?övermorgon|i eftermiddag)$/.test(next?.lower ?? '')) &&
    !units.slice(Math.max(0, i - 3), i).some((x) => x.lower === 'från' || x.lower === 'mellan')
  )
    return tillAfterVerb(wordsBefore(units, i)) ?? tillAfterVerb(ctx.verbSv ? [ctx.verbSv] : []) ?? 'until';
  if (u.lower === 'i' && startsDuration(units, i + 1)) return 'for';
  if (u.lower === 'med' && changeAmount(units, i, ctx.verbSv)) return 'by';
  // "öppen till nio" → "open until nine" (but "från tre till fem" keeps "to").
  if (
    u.lower === 'till' &&
    (next?.lower === 'klockan' || (next?.a?.pos === 'word' && next.a.entry.pos === 'num')) &&
    !units.slice(Math.max(0, i - 6), i).some((x) => x.lower === 'från' || x.lower === 'mellan')
  )
    return 'until';
  // "har aldrig varit i Japan" → "been to Japan": a visited place.
  if (u.lower === 'i' && ctx.beenTo && next?.tokens[0]?.cap) return 'to';
  // "vid havet" → "by the sea": beside water, not at it.
  if (u.lower === 'vid' && WATER_NOUNS.has(n)) return 'by';
  // "under uppdateringen" → "during the update": an event that takes time, also after a noun.
  if (u.lower === 'under' && EVENT_NOUNS.has(n) && next?.a?.pos === 'noun') return 'during';
  // "Barn under 7 år" is an age: after a noun, under stays under.
  if (u.lower === 'under' && units[i - 1]?.a?.pos === 'noun') return 'under';
  // "stängs av under tre veckor" → "for three weeks": a counted duration, as after i.
  if (u.lower === 'under' && startsDuration(units, i + 1)) return 'for';
  const timeLike = TIME_NOUNS_ON.has(n) || TIME_NOUNS_IN.has(n) || DURATION_NOUNS.has(n) || EVENT_NOUNS.has(n);
  if (u.lower === 'under' && timeLike) return 'during';
  if (u.lower === 'av' && agentAv(units, i, ctx.passive, ctx.verbSv)) return 'by';
  return fallback;
}

/** Words that may stand before the number of a duration: "i mer än tre dagar", "i minst två veckor", "i cirka 20 minuter". */
const DURATION_QUANTIFIERS = new Set([
  'mer än',
  'mindre än',
  'upp till',
  'mer',
  'än',
  'minst',
  'högst',
  'cirka',
  'ca',
  'ungefär',
  'drygt',
  'knappt',
  'nästan',
]);

/**
 * A duration starts at `k`: a number (word or digits) or determiner, perhaps after quantifiers, and a duration noun —
 * "i 48 timmar", "i ett dygn", "i mer än tre dagar" take "for".
 */
export function startsDuration(units: readonly SvUnit[], k: number): boolean {
  while (DURATION_QUANTIFIERS.has(units[k]?.lower ?? '')) k++;
  const q = units[k];
  const isCount =
    (q?.a?.pos === 'word' && (q.a.entry.pos === 'num' || q.a.entry.pos === 'det')) ||
    (q?.kind === 'lit' && /^\d+$/.test(q.lower));
  const noun = units[k + 1]?.a;
  return isCount && noun?.pos === 'noun' && DURATION_NOUNS.has(noun.entry.lemma);
}

/** The words before unit i within its sentence part, nearest first (a phrase gives its words). */
function wordsBefore(units: readonly SvUnit[], i: number): string[] {
  const out: string[] = [];
  for (let k = i - 1; k >= 0 && units[k]!.kind !== 'punct'; k--) out.push(...units[k]!.lower.split(' ').reverse());
  return out;
}

/** A comparative after a verb is an adverb: "prata långsammare" → "speak more slowly", "springer snabbare" → "faster". */
export function comparativeAfter(adj: string, adverbial: boolean): string {
  const adv = adverbial ? adverbFromAdjective(adj) : adj;
  return adv !== adj && adv.endsWith('ly') && !(adj in COMPARATIVE_IRREGULAR) ? `more ${adv}` : comparative(adj, false);
}

/** "huset där jag växte upp" → "the house where I grew up": där after a noun, before a subject, is relative. */
export function relativeWhere(units: SvUnit[], i: number): string | undefined {
  const next = units[i + 1];
  return units[i]!.lower === 'där' && units[i - 1]?.a?.pos === 'noun' && next && next.lower in SUBJECT_PRONOUNS
    ? 'where'
    : undefined;
}

/**
 * A neuter adjective read as an adverb: after a lexical verb ("kör försiktigt" → "drive carefully"), or opening a
 * notice before a participle or "ur" ("Tillfälligt stängt", "Tillfälligt ur funktion" → "Temporarily …").
 */
export function neuterAdverb(units: readonly SvUnit[], i: number, ctx: RenderContext, nounNext: boolean): boolean {
  if (ctx.afterLexVerb && !nounNext) return true;
  const next = units[i + 1];
  return i === 0 && (next?.a?.pos === 'ppart' || /^ur\b/.test(next?.lower ?? ''));
}
