import type { Token } from '../tokenize.js';
import { type EntityMatch, fixedToken } from './shared.js';

/** Words before a week number that already say how it relates (i, under, från … v. 12). */
const WEEK_PREPS = new Set(['i', 'under', 'från', 'till', 'efter', 'före', 'senast', 'på', 'av', 'om', 'är', 'och']);

/** Subject pronouns and definite nouns: after a verb they show that a date opening the sentence is an adverbial. */
const SUBJECTS = new Set(['jag', 'du', 'han', 'hon', 'vi', 'ni', 'de', 'man', 'det']);
const BE_FORMS = new Set(['är', 'var', 'blir', 'blev']);
/**
 * "Den 24 december är butiken stängd", "Den 1 juli höjs hyran" → "On 24 December …": a date opening the sentence
 * with a subject after its verb is when; in "Den 2 maj är en tisdag", "Den 6 juni är nationaldagen" it is the subject.
 */
export function subjectAfterVerb(tokens: readonly Token[], k: number): boolean {
  const t = tokens[k + 1];
  if (t?.kind !== 'word' || t.cap || !(SUBJECTS.has(t.lower) || /^[a-zåäö]{3,}(en|et|na|an)$/.test(t.lower)))
    return false;
  // "Den 6 juni är nationaldagen": after vara/bli a definite noun ending the sentence is the predicate.
  return !(BE_FORMS.has(tokens[k]?.lower ?? '') && !SUBJECTS.has(t.lower) && tokens[k + 2]?.kind !== 'word');
}

/** "v. 34", "v 12" → "week 34": the week number as written in Swedish calendars. */
export function weekNumber(tokens: readonly Token[], i: number, prev: Token | undefined): EntityMatch | null {
  // "vecka 19" takes "in" after a verb as "v. 19" does; after a preposition the rules translate it.
  const word = tokens[i]!.lower === 'vecka';
  if (tokens[i]!.lower !== 'v' && !(word && prev?.kind === 'word' && !WEEK_PREPS.has(prev.lower))) return null;
  // After a verb the week is an adverbial: "startar v. 34" → "starts in week 34".
  const lead = prev?.kind === 'word' && !WEEK_PREPS.has(prev.lower) ? 'in ' : '';
  const k = tokens[i + 1]?.text === '.' && !word ? i + 2 : i + 1;
  const n = tokens[k];
  const joined = n?.kind === 'num' ? /^(\d{1,2})-(\d{1,2})$/.exec(n.text) : null;
  if (joined) return { len: k + 1 - i, token: fixedToken(tokens[i]!, `${lead}weeks ${joined[1]}–${joined[2]}`) };
  if (n?.kind !== 'num' || !/^\d{1,2}$/.test(n.text) || Number(n.text) > 53 || Number(n.text) < 1) return null;
  const to = tokens[k + 2];
  if (/^[-–]$/.test(tokens[k + 1]?.text ?? '') && to?.kind === 'num' && /^\d{1,2}$/.test(to.text))
    return { len: k + 3 - i, token: fixedToken(tokens[i]!, `${lead}weeks ${n.text}–${to.text}`) };
  return { len: k + 1 - i, token: fixedToken(tokens[i]!, `${lead}week ${n.text}`) };
}
