import { MESSAGES } from './messages.js';

/**
 * Which characters a text field accepts (one rule for every field; the contracts apply it, the server stores
 * what passes unchanged). Refused, never silently replaced, so what is read back equals what was accepted:
 *
 * - every field: ill-formed UTF-16 (a lone surrogate), which no database can store as it was sent;
 * - `password`: nothing more (only its hash is stored);
 * - `translation` (typed or pasted text, not stored): control characters other than tab and line breaks;
 * - `multiline` (card texts, collection description): the same, and invisible format characters (Unicode
 *   category Cf: U+200B, the bidi overrides U+202A–U+202E and U+2066–U+2069, U+2060, tag characters …) except
 *   the zero-width joiner and non-joiner that emoji sequences and some scripts need;
 * - `line` (full name, collection name): the same, and any line break or tab;
 * - `email`: every control, format, private-use and default-ignorable character (U+200D and variation selectors
 *   included), so two addresses that look alike are alike.
 */
export type TextKind = 'password' | 'translation' | 'multiline' | 'line' | 'email';

export interface TextProblem {
  reason: 'surrogate' | 'control' | 'invisible';
  /** The offending code point (a lone surrogate's own value). */
  codePoint: number;
}

const CONTROL_EXCEPT_TAB_AND_BREAKS = String.raw`[\0-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F]`;
const FORMAT_EXCEPT_JOINERS = String.raw`(?![\u200C\u200D])\p{Cf}`;

/** Characters each kind refuses, besides lone surrogates. */
const FORBIDDEN: Record<TextKind, RegExp | undefined> = {
  password: undefined,
  translation: new RegExp(CONTROL_EXCEPT_TAB_AND_BREAKS, 'u'),
  multiline: new RegExp(`${CONTROL_EXCEPT_TAB_AND_BREAKS}|${FORMAT_EXCEPT_JOINERS}`, 'u'),
  line: new RegExp(String.raw`\p{Cc}|\p{Zl}|\p{Zp}|${FORMAT_EXCEPT_JOINERS}`, 'u'),
  email: /\p{Cc}|\p{Cf}|\p{Co}|\p{Zl}|\p{Zp}|\p{Default_Ignorable_Code_Point}/u,
};

const CONTROL = /^[\p{Cc}\p{Zl}\p{Zp}]$/u;
/** With the u flag a surrogate range matches only surrogates that are not part of a pair. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** The first character `value` may not hold as a `kind` field, or undefined when it is acceptable. */
export function findTextProblem(value: string, kind: TextKind): TextProblem | undefined {
  const lone = LONE_SURROGATE.exec(value);
  if (lone) return { reason: 'surrogate', codePoint: lone[0].charCodeAt(0) };
  const match = FORBIDDEN[kind]?.exec(value);
  if (!match) return undefined;
  const codePoint = match[0].codePointAt(0) ?? 0;
  return { reason: CONTROL.test(match[0]) ? 'control' : 'invisible', codePoint };
}

/** U+0000 style, as the messages name a character. */
export function formatCodePoint(codePoint: number): string {
  return `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** The client-facing message for a problem in the field called `field` (its name as the length message says it). */
export function textProblemMessage(field: string, problem: TextProblem): string {
  const character = formatCodePoint(problem.codePoint);
  if (problem.reason === 'surrogate') return MESSAGES.textLoneSurrogate(field);
  if (problem.reason === 'control') return MESSAGES.textControlCharacter(field, character);
  return MESSAGES.textInvisibleCharacter(field, character);
}
