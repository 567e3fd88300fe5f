import type { Direction } from '@swedish-translator/core';

/**
 * CI floors for the real-world probes and dev set (src/quality/quality.test.ts), set at the engine's measured
 * figures. Raise them when the engine improves; never lower them. Probe floors are percent passed per group
 * (`all` = every probe); a group without a floor is only reported.
 */
export const PROBE_FLOORS: Record<string, number> = {
  all: 96.6,
  phenomena: 95.7,
  authorities: 94.3,
  dates: 93.7,
  times: 92.1,
  'money-units': 84.6,
  verbatim: 91.6,
  'particle-verbs': 90.1,
  'phrasal-verbs': 97.7,
  since: 95.4,
  tense: 92.8,
  modals: 95.8,
  requests: 100.0,
  'social-formulas': 95.4,
  'word-sense': 89.8,
  'signs-labels': 89.9,
  'unknown-words': 100.0,
  'words-en-sv': 99.5,
  'words-sv-en': 98.6,
  buttons: 93.3,
  imperatives: 95.0,
  'plural-cues': 100.0,
  questions: 93.3,
  'word-order': 98.1,
  articles: 100.0,
  prepositions: 100.0,
  idioms: 100.0,
  compounds: 100.0,
  'compound-words': 87.5,
  'verb-constructions': 92.0,
  'noun-phrases': 100.0,
  'requests-general': 100.0,
  'modal-passive': 100.0,
  'signs-grammar': 100.0,
  'tagging-en-sv': 81.5,
  'word-sense-general': 87.5,
  'signs-general': 96.8,
  'everyday-sv-en': 98.7,
};

/**
 * Floors of probe sets kept apart from `all` and `phenomena` (their figures were set before these sets existed, and
 * a harder set added later would pull them down without the engine changing): `test-data/probes-prose` and
 * `test-data/probes-fresh` (one file per area, written before the engine was run on it in the third round of issue
 * 11; group names start with `fresh-`).
 */
export const SEPARATE_PROBE_FLOORS: Record<string, number> = {
  'prose-en-sv': 73.3,
  'fresh-travel': 86.8,
  'fresh-health': 97.0,
  'fresh-requests': 100.0,
  'fresh-social': 94.4,
  'fresh-prose-en-sv': 52.0,
  'fresh-workplace': 90.6,
  'fresh-prose-sv-en': 78.4,
  'fresh-vocabulary': 91.6,
  'fresh-tense': 97.1,
  'fresh-sense': 93.5,
  'fresh-leftovers': 72.7,
  'fresh-en-sv-noticed': 88.4,
  'fresh-sv-en-noticed': 64.2,
  'fresh-tense4': 97.8,
  'fresh-tense4-check': 85.1,
  'fresh-tense6': 84.7,
  'fresh-tense6-check': 90.3,
  'fresh-prose4': 52.5,
  'fresh-prose4-check': 45.0,
  'fresh-entities4': 95.8,
  'fresh-entities4-check': 88.0,
  'fresh-requests4': 100.0,
  'fresh-requests4-check': 81.8,
  'fresh-sense4': 100.0,
  'fresh-sense4-check': 87.2,
  'fresh-signs4': 85.7,
  'fresh-signs4-check': 72.5,
  'fresh-texts5': 97.5,
  'fresh-texts5-check': 76.1,
  'fresh-chat6': 95.4,
  'fresh-chat6-check': 53.6,
  'fresh-signs5': 97.5,
  'fresh-signs5-check': 65.8,
  'fresh-work5': 97.5,
  'fresh-work5-check': 60.0,
  'fresh-times5': 100.0,
  'fresh-times5-check': 81.2,
  'fresh-auth5': 95.0,
  'fresh-auth5-check': 77.5,
  'fresh-letters6': 86.8,
  'fresh-letters6-check': 57.8,
  'fresh-unknown5': 85.0,
  'fresh-unknown5-check': 92.5,
  'fresh-instr5': 79.5,
  'fresh-instr5-check': 47.5,
  'fresh-syntax6': 94.5,
  'fresh-syntax6-check': 91.8,
  'fresh-signs6': 86.8,
  'fresh-signs6-check': 65.7,
  'fresh-signs7': 95.2,
  'fresh-signs7-check': 80.0,
  'fresh-ent6': 97.8,
  'fresh-ent6-check': 84.0,
  'fresh-ent7': 100.0,
  'fresh-ent7-check': 80.0,
  'fresh-work7': 100.0,
  'fresh-work7-check': 54.8,
  'fresh-chat7': 87.2,
  'fresh-chat7-check': 71.4,
  'fresh-lex6': 100.0,
  'fresh-lex6-check': 77.4,
  'fresh-lex7': 96.8,
  'fresh-lex7-check': 78.1,
  'fresh-imp6': 92.4,
  'fresh-imp6-check': 55.7,
  'fresh-auth7': 92.0,
  'fresh-auth7-check': 72.7,
  'fresh-instr7': 85.0,
  'fresh-instr7-check': 63.8,
};

export const DEV_FLOORS: {
  chrf: Record<Direction, number>;
  maxUnknownRate: Record<Direction, number>;
  maxSilentRate: Record<Direction, number>;
} = {
  chrf: { 'sv-en': 78.5, 'en-sv': 76.8 },
  /** Percent of source words passed through untranslated: a ceiling, lowered as the engine improves. */
  maxUnknownRate: { 'sv-en': 0.5, 'en-sv': 0.5 },
  /** Percent of source words passed through without being listed as unknown: a ceiling too. */
  maxSilentRate: { 'sv-en': 0.1, 'en-sv': 0.1 },
};
