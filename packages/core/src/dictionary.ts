/**
 * The learner's dictionary (GET /api/dictionary): what one entry looks like on the wire and the names of its forms.
 * The built-in lexicon fills it (packages/engine-builtin/src/dictionary); the web shows it on the lookup card.
 */

/** Languages a word can be looked up in (`from`). */
export const DICTIONARY_LANGUAGES = ['sv', 'en'] as const;
export type DictionaryLanguage = (typeof DICTIONARY_LANGUAGES)[number];

/**
 * Named forms, per part of speech. A form the language lacks (a mass noun's plural, a modal's imperative) is left out.
 * - Swedish nouns: indefinite_singular, definite_singular, indefinite_plural, definite_plural.
 * - Swedish verbs: infinitive, present, past, supine, imperative (particle verbs carry the particle: "tycker om").
 * - Swedish adjectives: en, ett, plural_definite, comparative, superlative.
 * - English verbs: infinitive, third_person, past, past_participle, present_participle.
 * - English nouns: singular, plural.
 */
export const DICTIONARY_FORM_LABELS = {
  indefinite_singular: 'indefinite singular',
  definite_singular: 'definite singular',
  indefinite_plural: 'indefinite plural',
  definite_plural: 'definite plural',
  infinitive: 'infinitive',
  present: 'present',
  past: 'past',
  supine: 'supine',
  imperative: 'imperative',
  en: 'en form',
  ett: 'ett form',
  plural_definite: 'plural / definite',
  comparative: 'comparative',
  superlative: 'superlative',
  third_person: 'third person singular',
  past_participle: 'past participle',
  present_participle: 'present participle',
  singular: 'singular',
  plural: 'plural',
} as const;
export type DictionaryFormName = keyof typeof DICTIONARY_FORM_LABELS;
export type DictionaryForms = Partial<Record<DictionaryFormName, string>>;

/** A phrase from the lexicon that uses the word, with its translation. */
export interface DictionaryExample {
  sv: string;
  en: string;
}

/** One thing a looked-up word is: "var" answers with the verb vara, the adverb "where" and the determiner "each". */
export interface DictionaryEntry {
  /** Citation form in the language looked up in: hundarna → "hund", gick → "gå", went → "go", children → "child". */
  lemma: string;
  /** "noun", "verb", "adjective", "adverb", "preposition", "pronoun", "determiner", "conjunction", "subjunction",
   * "numeral", "interjection", "particle", "phrase" or "proper noun". */
  pos: string;
  /** Swedish nouns only (and compounds, from their last part). */
  gender?: 'en' | 'ett';
  /** Named forms (see DICTIONARY_FORM_LABELS); `{}` for words that do not inflect. */
  forms: DictionaryForms;
  /** In the other language, most common first; a narrower sense carries its hint: "time (occasion)". */
  translations: string[];
  /** Phrases from the lexicon that use one of the forms, when there are any (at most three). */
  examples?: DictionaryExample[];
  /** Parts of a compound the lexicon does not list whole: sjukhusparkering → ["sjukhus", "parkering"]. */
  parts?: string[];
  /**
   * Front of a flashcard: the Swedish side with its grammar — "en hund (hunden, hundar)", "att gå (går, gick, gått)",
   * "stor (stort, stora, större, störst)"; for an English word, its most common Swedish translation written so.
   */
  card_front: string;
  /** Back of a flashcard: the English meaning ("dog"; up to three senses, "question, issue, matter"). */
  card_back: string;
}
