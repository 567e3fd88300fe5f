import { wordSet } from '../lexicon/word-lists.js';
import { shouldIsRule } from './en-should.js';
/** Closed-class English words and their Swedish grammar, handled by rule rather than by lexicon sense. */

export type Gender = 'en' | 'ett';

export interface SvPronoun {
  subj: string;
  obj: string;
  refl: string;
  gender: Gender;
  plural: boolean;
}

export const PRONOUNS: Record<string, SvPronoun> = {
  i: { subj: 'jag', obj: 'mig', refl: 'mig', gender: 'en', plural: false },
  me: { subj: 'jag', obj: 'mig', refl: 'mig', gender: 'en', plural: false },
  you: { subj: 'du', obj: 'dig', refl: 'dig', gender: 'en', plural: false },
  // "you guys", "you all" (a plural "you" unit, src/transfer/en-chat.ts): the plural you.
  'you all': { subj: 'ni', obj: 'er', refl: 'er', gender: 'en', plural: true },
  he: { subj: 'han', obj: 'honom', refl: 'sig', gender: 'en', plural: false },
  him: { subj: 'han', obj: 'honom', refl: 'sig', gender: 'en', plural: false },
  she: { subj: 'hon', obj: 'henne', refl: 'sig', gender: 'en', plural: false },
  it: { subj: 'det', obj: 'det', refl: 'sig', gender: 'ett', plural: false },
  we: { subj: 'vi', obj: 'oss', refl: 'oss', gender: 'en', plural: true },
  us: { subj: 'vi', obj: 'oss', refl: 'oss', gender: 'en', plural: true },
  they: { subj: 'de', obj: 'dem', refl: 'sig', gender: 'en', plural: true },
  them: { subj: 'de', obj: 'dem', refl: 'sig', gender: 'en', plural: true },
  one: { subj: 'man', obj: 'en', refl: 'sig', gender: 'en', plural: false },
  everyone: { subj: 'alla', obj: 'alla', refl: 'sig', gender: 'en', plural: true },
  everybody: { subj: 'alla', obj: 'alla', refl: 'sig', gender: 'en', plural: true },
  someone: { subj: 'någon', obj: 'någon', refl: 'sig', gender: 'en', plural: false },
  somebody: { subj: 'någon', obj: 'någon', refl: 'sig', gender: 'en', plural: false },
  something: { subj: 'något', obj: 'något', refl: 'sig', gender: 'ett', plural: false },
  anything: { subj: 'något', obj: 'något', refl: 'sig', gender: 'ett', plural: false },
  nothing: { subj: 'ingenting', obj: 'ingenting', refl: 'sig', gender: 'ett', plural: false },
  nobody: { subj: 'ingen', obj: 'ingen', refl: 'sig', gender: 'en', plural: false },
  everything: { subj: 'allt', obj: 'allt', refl: 'sig', gender: 'ett', plural: false },
  this: { subj: 'det här', obj: 'det här', refl: 'sig', gender: 'ett', plural: false },
  that: { subj: 'det', obj: 'det', refl: 'sig', gender: 'ett', plural: false },
  these: { subj: 'de här', obj: 'de här', refl: 'sig', gender: 'en', plural: true },
  those: { subj: 'de där', obj: 'de där', refl: 'sig', gender: 'en', plural: true },
};

/** The Swedish pronoun of an English pronoun unit; a plural "you" (you guys, you all) is ni/er. */
export const pronounOf = (u: { lower: string; plural?: boolean }): SvPronoun | undefined =>
  PRONOUNS[u.lower === 'you' && u.plural ? 'you all' : u.lower];

export const SUBJECT_FORMS = new Set([
  'i',
  'you',
  'he',
  'she',
  'it',
  'we',
  'they',
  'one',
  'everyone',
  'everybody',
  'someone',
  'somebody',
  'nobody',
  'something',
  'nothing',
  'everything',
  'this',
  'that',
  'these',
  'those',
]);

/** Possessive determiners: [common, neuter, plural]. */
export const POSSESSIVES: Record<string, [string, string, string]> = {
  my: ['min', 'mitt', 'mina'],
  your: ['din', 'ditt', 'dina'],
  his: ['hans', 'hans', 'hans'],
  her: ['hennes', 'hennes', 'hennes'],
  its: ['dess', 'dess', 'dess'],
  our: ['vår', 'vårt', 'våra'],
  their: ['deras', 'deras', 'deras'],
};

/** Determiners: [common, neuter, plural, definite noun follows]. */
export const DETERMINERS: Record<string, [string, string, string, boolean]> = {
  this: ['den här', 'det här', 'de här', true],
  that: ['den där', 'det där', 'de där', true],
  these: ['de här', 'de här', 'de här', true],
  those: ['de där', 'de där', 'de där', true],
  some: ['någon', 'något', 'några', false],
  any: ['någon', 'något', 'några', false],
  no: ['ingen', 'inget', 'inga', false],
  every: ['varje', 'varje', 'alla', false],
  each: ['varje', 'varje', 'varje', false],
  all: ['all', 'allt', 'alla', false],
  many: ['många', 'många', 'många', false],
  much: ['mycket', 'mycket', 'mycket', false],
  few: ['få', 'få', 'få', false],
  several: ['flera', 'flera', 'flera', false],
  both: ['båda', 'båda', 'båda', false],
  another: ['en annan', 'ett annat', 'andra', false],
  other: ['annan', 'annat', 'andra', false],
  which: ['vilken', 'vilket', 'vilka', false],
  what: ['vilken', 'vilket', 'vilka', false],
  more: ['mer', 'mer', 'fler', false],
  most: ['de flesta', 'det mesta', 'de flesta', false],
  a: ['en', 'ett', '', false],
  an: ['en', 'ett', '', false],
  the: ['', '', '', true],
  last: ['förra', 'förra', 'förra', true],
  // "last" as the final one, on a sign or timetable (en-sign-headings.ts): "Last train" → "Sista tåget", "Last entry
  // 17:00" (before a value, a label) → "Sista inträde 17.00". Keys no token can be.
  'last:final': ['sista', 'sista', 'sista', true],
  'last:label': ['sista', 'sista', 'sista', false],
  whose: ['vems', 'vems', 'vems', false],
  next: ['nästa', 'nästa', 'nästa', false],
  such: ['en sådan', 'ett sådant', 'sådana', false],
};

export const MODALS: Record<string, { pres: string; past: string }> = {
  will: { pres: 'ska', past: 'skulle' },
  would: { pres: 'skulle', past: 'skulle' },
  shall: { pres: 'ska', past: 'skulle' },
  can: { pres: 'kan', past: 'kunde' },
  could: { pres: 'kunde', past: 'kunde' },
  must: { pres: 'måste', past: 'måste' },
  should: { pres: 'borde', past: 'borde' },
  may: { pres: 'får', past: 'fick' },
  might: { pres: 'kan', past: 'kunde' },
  'ought to': { pres: 'borde', past: 'borde' },
  'had to': { pres: 'måste', past: 'fick' },
};

/**
 * The Swedish modal for an English one in its clause (`rest`: the clause from the verb group on), or null.
 */
export function swedishModal(
  modal: string | null,
  o: { haveTo: boolean; perfect: boolean; passive: boolean; adverbs: string[] },
  rest: { lower: string }[],
  subject: { lower: string }[],
): { pres: string; past: string } | null {
  const { haveTo, perfect, passive, adverbs } = o;
  // "must not" is a prohibition: "You must not park here" → "Du får inte parkera här" (måste inte = need not).
  // "It may rain", "You may be right", "He may have missed it": may of possibility is kan; permission (You may go,
  // May I) stays får.
  const possibility =
    modal === 'may' &&
    // "Children may not be left alone" forbids: får inte.
    (perfect ||
      (rest.some((u) => u.lower === 'be' || u.lower.startsWith('be ')) && !(passive && adverbs.includes('inte'))) ||
      subject.some((u) => ['it', 'there', 'this', 'that'].includes(u.lower)));
  if (modal === 'should' && shouldIsRule(subject, passive, perfect)) return { pres: 'bör', past: 'borde' };
  // "You don't have to pay" → "Du behöver inte betala": no obligation, not a prohibition.
  return haveTo && adverbs.includes('inte')
    ? { pres: 'behöver', past: 'behövde' }
    : modal === 'must' && adverbs.includes('inte')
      ? { pres: 'får', past: 'fick' }
      : possibility
        ? { pres: 'kan', past: 'kunde' }
        : modal
          ? (MODALS[modal] ?? null)
          : null;
}

/**
 * The clause names a finished time (yesterday, last week, two days ago, in 2019): a verb whose past is spelled like
 * its base (hurt, read, put, cut) is then the past ("I hurt my back yesterday" → "skadade").
 */
export function pastTimeEn(c: { lower: string }[]): boolean {
  return c.some(
    (u, i) =>
      u.lower === 'yesterday' ||
      u.lower === 'ago' ||
      (u.lower === 'last' &&
        /^(night|week|month|year|summer|winter|spring|autumn|weekend|time|\w+day)$/.test(c[i + 1]?.lower ?? '')) ||
      (u.lower === 'in' && /^(1[5-9]|20)\d\d$/.test(c[i + 1]?.lower ?? '')),
  );
}

/** Indefinite pronouns a relative clause may follow ("anything (that) I can do" → något som jag kan göra). */
export const INDEFINITE_PRONOUNS = new Set([
  'everything',
  'anything',
  'something',
  'nothing',
  'everyone',
  'anyone',
  'someone',
  'all',
]);

export const BE_FORMS: Record<string, 'pres' | 'past' | 'base' | 'pp' | 'ing'> = {
  am: 'pres',
  is: 'pres',
  are: 'pres',
  was: 'past',
  were: 'past',
  be: 'base',
  been: 'pp',
  being: 'ing',
};
export const HAVE_FORMS: Record<string, 'pres' | 'past' | 'base' | 'pp' | 'ing'> = {
  have: 'pres',
  has: 'pres',
  had: 'past',
  having: 'ing',
};
export const DO_FORMS: Record<string, 'pres' | 'past'> = { do: 'pres', does: 'pres', did: 'past' };

export const WH: Record<string, string> = {
  what: 'vad',
  who: 'vem',
  whom: 'vem',
  where: 'var',
  when: 'när',
  why: 'varför',
  how: 'hur',
  which: 'vilken',
  whose: 'vems',
};

export const COORD: Record<string, string> = { and: 'och', but: 'men', or: 'eller', so: 'så' };

export const SUBORD: Record<string, string> = {
  that: 'att',
  because: 'eftersom',
  if: 'om',
  whether: 'om',
  when: 'när',
  while: 'medan',
  before: 'innan',
  after: 'efter att',
  until: 'tills',
  although: 'trots att',
  though: 'trots att',
  since: 'eftersom',
  unless: 'om inte',
  as: 'eftersom',
  where: 'där',
  who: 'som',
  which: 'som',
  whom: 'som',
};

/** English adverbs that take the clause-adverbial slot in Swedish (after the finite verb, or before it in subclauses). */
export const CLAUSE_ADVERBS: Record<string, string> = {
  not: 'inte',
  never: 'aldrig',
  always: 'alltid',
  often: 'ofta',
  also: 'också',
  already: 'redan',
  just: 'bara',
  really: 'verkligen',
  probably: 'förmodligen',
  still: 'fortfarande',
  usually: 'brukar',
  sometimes: 'ibland',
  rarely: 'sällan',
  seldom: 'sällan',
  even: 'även',
  almost: 'nästan',
  only: 'bara',
  ever: 'någonsin',
  actually: 'faktiskt',
  maybe: 'kanske',
  perhaps: 'kanske',
  certainly: 'säkert',
  definitely: 'definitivt',
  hardly: 'knappt',
  rather: 'hellre',
  however: 'dock',
  last: 'senast',
  kindly: 'vänligen',
};

/** Swedish verbs followed by a bare infinitive (vill gå, kan gå); others take "att". */
export const SV_BARE_INF = wordSet('bare-infinitive-verbs-sv');
/** Verbs whose s-passive takes a bare infinitive (förväntas sjunka, sägs vara). */
export const SV_PASSIVE_BARE_INF = wordSet('passive-bare-infinitive-sv');

export const STATIVE_SV = new Set<string>();

/** The clause so far is a plural or first/second person subject pronoun, perhaps with one adverb (I really …). */
export function subjectPronounBefore(units: readonly { tag: string; lower: string }[]): boolean {
  const last = units[units.length - 1];
  const pron = last?.tag === 'adv' ? units[units.length - 2] : last;
  return pron?.tag === 'pron' && ['i', 'you', 'we', 'they'].includes(pron.lower);
}

/** A day or date after "on" makes it a preposition, not a particle: "will be held on Tuesday" (not hold on). */
export const ON_DATE = /^(monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekdays|weekends|\d.*)s?$/;

/** "I will see you tomorrow": after a modal, to or do the verb slot is filled by a verb, not a formula (vi ses). */
export function formulaInVerbSlot(units: readonly { tag: string }[], kind: string): boolean {
  return kind === 'phrase' && ['modal', 'to', 'do'].includes(units[units.length - 1]?.tag ?? '');
}

/** "I came by bus": by + a means of transport is a preposition (med buss), not the particle of come by (komma förbi). */
export const BY_MEANS = new Set(['bus', 'train', 'car', 'bike', 'bicycle', 'boat', 'plane', 'air', 'taxi', 'ferry']);
