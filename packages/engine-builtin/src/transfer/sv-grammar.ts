import { wordSet } from '../lexicon/word-lists.js';
/** Closed-class Swedish grammar the engine handles by rule rather than by lexicon sense. */

export type Person = { person: 1 | 2 | 3; plural: boolean };

export const SUBJECT_PRONOUNS: Record<string, { en: string; p: Person }> = {
  jag: { en: 'I', p: { person: 1, plural: false } },
  du: { en: 'you', p: { person: 2, plural: true } },
  han: { en: 'he', p: { person: 3, plural: false } },
  hon: { en: 'she', p: { person: 3, plural: false } },
  hen: { en: 'they', p: { person: 3, plural: true } },
  den: { en: 'it', p: { person: 3, plural: false } },
  det: { en: 'it', p: { person: 3, plural: false } },
  man: { en: 'you', p: { person: 2, plural: true } },
  vi: { en: 'we', p: { person: 1, plural: true } },
  ni: { en: 'you', p: { person: 2, plural: true } },
  de: { en: 'they', p: { person: 3, plural: true } },
  dom: { en: 'they', p: { person: 3, plural: true } },
  detta: { en: 'this', p: { person: 3, plural: false } },
  denna: { en: 'this', p: { person: 3, plural: false } },
  dessa: { en: 'these', p: { person: 3, plural: true } },
  någon: { en: 'someone', p: { person: 3, plural: false } },
  något: { en: 'something', p: { person: 3, plural: false } },
  ingen: { en: 'nobody', p: { person: 3, plural: false } },
  inget: { en: 'nothing', p: { person: 3, plural: false } },
  ingenting: { en: 'nothing', p: { person: 3, plural: false } },
  sånt: { en: 'such things', p: { person: 3, plural: true } },
  sådant: { en: 'such things', p: { person: 3, plural: true } },
  alla: { en: 'everyone', p: { person: 3, plural: false } },
  allt: { en: 'everything', p: { person: 3, plural: false } },
  allting: { en: 'everything', p: { person: 3, plural: false } },
  vem: { en: 'who', p: { person: 3, plural: false } },
  'det här': { en: 'this', p: { person: 3, plural: false } },
  'den här': { en: 'this', p: { person: 3, plural: false } },
  'de här': { en: 'these', p: { person: 3, plural: true } },
  'det där': { en: 'that', p: { person: 3, plural: false } },
  'den där': { en: 'that', p: { person: 3, plural: false } },
  'de där': { en: 'those', p: { person: 3, plural: true } },
  vad: { en: 'what', p: { person: 3, plural: false } },
};

export const OBJECT_PRONOUNS: Record<string, string> = {
  mig: 'me',
  mej: 'me',
  dig: 'you',
  dej: 'you',
  honom: 'him',
  henne: 'her',
  oss: 'us',
  er: 'you',
  dem: 'them',
  dom: 'them',
  den: 'it',
  det: 'it',
  henom: 'them',
  en: 'one',
  hen: 'them',
};

export const REFLEXIVE_EN: Record<string, string> = {
  I: 'myself',
  you: 'yourself',
  he: 'himself',
  she: 'herself',
  it: 'itself',
  we: 'ourselves',
  they: 'themselves',
};

export const POSSESSIVE_EN: Record<string, string> = {
  I: 'my',
  you: 'your',
  he: 'his',
  she: 'her',
  it: 'its',
  we: 'our',
  they: 'their',
};

export const POSSESSIVES: Record<string, string> = {
  min: 'my',
  mitt: 'my',
  mina: 'my',
  din: 'your',
  ditt: 'your',
  dina: 'your',
  hans: 'his',
  hennes: 'her',
  dess: 'its',
  vår: 'our',
  vårt: 'our',
  våra: 'our',
  er: 'your',
  ert: 'your',
  era: 'your',
  deras: 'their',
  hens: 'their',
};

export const WH_WORDS: Record<string, string> = {
  vad: 'what',
  vem: 'who',
  vilka: 'who',
  var: 'where',
  vart: 'where',
  när: 'when',
  hur: 'how',
  varför: 'why',
  vilken: 'which',
  vilket: 'which',
  vems: 'whose',
  varifrån: 'where from',
};

/** Adverbs that sit in the clause-adverbial slot (after the finite verb in Swedish, before the main verb in English). */
export const MID_ADVERBS: Record<string, string> = {
  inte: 'not',
  ej: 'not',
  någonsin: 'ever',
  aldrig: 'never',
  alltid: 'always',
  ofta: 'often',
  också: 'also',
  redan: 'already',
  bara: 'only',
  verkligen: 'really',
  nog: 'probably',
  kanske: 'maybe',
  fortfarande: 'still',
  sällan: 'rarely',
  snart: 'soon',
  just: 'just',
  ju: '',
  väl: '',
  nästan: 'almost',
  ens: 'even',
  även: 'also',
  gärna: 'gladly',
  heller: 'either',
  ibland: 'sometimes',
  egentligen: 'actually',
  antagligen: 'probably',
  troligen: 'probably',
  förmodligen: 'probably',
  tyvärr: 'unfortunately',
  'inte heller': 'either',
  'inte alls': 'at all',
  'inte längre': 'anymore',
  'ännu inte': 'yet', // "har ännu inte fattats" → "hasn't been made yet"
  'inte ännu': 'yet',
  säkert: 'surely',
  absolut: 'absolutely',
  knappt: 'hardly',
  genast: 'immediately',
  precis: 'just',
  // Discourse adverbs of prose: "har dock försenats" → "has been delayed, however".
  dock: 'however',
  alltså: 'thus',
  däremot: 'on the other hand',
  dessutom: 'also',
  faktiskt: 'actually',
};

/** Discourse adverbs opening a sentence, where English has its own fronted form (Dessutom kommer … → In addition …). */
export const FRONTED_ADVERBS: Record<string, string> = {
  dessutom: 'in addition',
  dock: 'however',
  däremot: 'on the other hand',
  alltså: 'so',
};

/** Adverbs that go before the verb in English; others ('snart', 'ibland', 'heller'...) go to the end. */
export const EN_PREVERBAL = new Set([
  'ever',
  'not',
  'never',
  'always',
  'often',
  'also',
  'already',
  'only',
  'really',
  'probably',
  'still',
  'rarely',
  'just',
  'almost',
  'even',
  'hardly',
  'actually',
  'surely',
  'usually',
  'thus',
  'however',
]);

export const CLAUSE_CONJ = new Set(['och', 'men', 'eller', 'utan', 'samt']);

export const SUBJUNCTIONS = new Set([
  'att',
  'om',
  'när',
  'eftersom',
  'medan',
  'innan',
  'fast',
  'fastän',
  'tills',
  'därför att',
  'för att',
  'så att',
  'ifall',
  'även om',
  'trots att',
  'utan att',
  'sedan',
  'efter att',
  'då',
  'som',
  'om inte',
  'så snart',
  'så fort',
  'så länge',
  'som om',
]);

/** Verbs that take a bare infinitive and become English auxiliaries or catenatives. */
export const AUX_INF: Record<string, { modal?: string; past?: string; lex?: string; nonfinite?: string }> = {
  kunna: { modal: 'can', past: 'could', nonfinite: 'be able to' },
  skola: { modal: 'will', past: 'would', nonfinite: 'have to' },
  vilja: { lex: 'want to' },
  måste: { lex: 'have to' },
  böra: { modal: 'should', past: 'should', nonfinite: 'ought to' },
  få: { modal: 'may', past: 'could', nonfinite: 'be allowed to' },
  behöva: { lex: 'need to' },
  bruka: { lex: 'usually' },
  hinna: { lex: 'have time to' },
  orka: { lex: 'have the energy to' },
  våga: { lex: 'dare to' },
  låta: { lex: 'let' },
  tänka: { lex: 'be going to' },
  verka: { lex: 'seem to' },
  sluta: { lex: 'stop' },
  börja: { lex: 'start to' },
  försöka: { lex: 'try to' },
  lova: { lex: 'promise to' },
  glömma: { lex: 'forget to' },
  lära: { lex: 'be said to' },
};

/** Verbs taking "att" + infinitive that form one English verb group (kommer att → will). */
export const AUX_ATT: Record<string, { modal?: string; past?: string; lex?: string }> = {
  komma: { modal: 'will', past: 'would' },
  bruka: { lex: 'usually' },
  behöva: { lex: 'need to' },
  sluta: { lex: 'stop' },
  börja: { lex: 'start to' },
  försöka: { lex: 'try to' },
  tänka: { lex: 'be going to' },
};

/** English senses that only make sense as auxiliaries; skipped when an aux verb is the main verb. */
export const MODAL_SENSES = new Set([
  'can',
  'will',
  'shall',
  'may',
  'must',
  'should',
  'ought to',
  'be able to',
  'be going to',
  'have to',
  'be allowed to',
  'usually',
  'use to',
  'want',
  'wish',
]);

/** Stative verbs stay in the simple present even where a progressive would otherwise be chosen. */
export const STATIVE_EN = wordSet('stative-en');

export const COPULAS = new Set(['vara', 'bli', 'verka', 'se ut', 'känna sig', 'låta', 'förbli']);

export const TIME_NOUNS_ON = wordSet('time-nouns-on-sv');
export const TIME_NOUNS_IN = wordSet('time-nouns-in-sv');
export const PLACE_NOUNS_AT = wordSet('place-nouns-at-sv');

/** Possessives and quantifiers that make a Swedish noun phrase plural (min → mina, många, alla …). */
export const PLURAL_DETERMINER_WORDS = [
  'mina',
  'dina',
  'sina',
  'våra',
  'era',
  'dessa',
  'många',
  'några',
  'alla',
  'flera',
  'inga',
  'båda',
  'hundratals',
  'tusentals',
  'tiotusentals',
  'miljontals',
] as const;
