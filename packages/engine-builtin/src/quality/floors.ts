import type { Direction } from '@swedish-translator/core';

/**
 * CI floors for the real-world probes and dev set (src/quality/quality.test.ts), set at the engine's measured
 * figures. Raise them when the engine improves; never lower them. Probe floors are percent passed per group
 * (`all` = every probe); a group without a floor is only reported.
 */
export const PROBE_FLOORS: Record<string, number> = {
  all: 63.4,
  phenomena: 47.4,
  authorities: 25.0,
  dates: 22.2,
  times: 32.0,
  'money-units': 31.8,
  verbatim: 63.6,
  'particle-verbs': 60.7,
  since: 42.8,
  tense: 53.8,
  modals: 62.5,
  requests: 40.6,
  'social-formulas': 86.3,
  'word-sense': 50.0,
  'signs-labels': 38.8,
  'unknown-words': 66.6,
  'words-en-sv': 76.0,
  'words-sv-en': 85.2,
};

export const DEV_FLOORS: { chrf: Record<Direction, number>; maxUnknownRate: Record<Direction, number> } = {
  chrf: { 'sv-en': 63.7, 'en-sv': 60.6 },
  /** Percent of source words passed through untranslated: a ceiling, lowered as the engine improves. */
  maxUnknownRate: { 'sv-en': 3.9, 'en-sv': 3.2 },
};
