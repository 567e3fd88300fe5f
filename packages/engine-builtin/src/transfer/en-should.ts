/** Subjects whose "should" is advice or expectation (borde), not a rule (bör). */
const ADVICE_SUBJECTS = new Set([
  'i',
  'you',
  'he',
  'she',
  'it',
  'we',
  'they',
  'this',
  'that',
  'there',
  'u',
  'who',
  'what',
]);

/**
 * "should" of a rule or instruction is bör, its advice to a person borde: a passive ("Forms should be signed" → "bör
 * undertecknas") or a noun-phrase subject ("Pupils should bring …", "Applications should be sent …", the register of
 * letters and school notes); a pronoun ("You should rest") or a perfect ("should have told") keeps borde.
 */
export function shouldIsRule(subject: readonly { lower: string }[], passive: boolean, perfect: boolean): boolean {
  if (perfect) return false;
  return passive || (subject.length > 0 && !subject.some((u) => ADVICE_SUBJECTS.has(u.lower)));
}
