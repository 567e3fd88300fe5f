import { wordMap, wordSet } from '../lexicon/word-lists.js';

/** Words an English message opens with when it leaves out its subject, and the subject (Running late → I'm). */
const DROPPED = wordMap('dropped-subject-en');
/** The same for questions that leave out "do you" / "are you" (Want some coffee? Coming tonight?). */
const DROPPED_Q = wordMap('dropped-subject-en-question');
const OPENERS = wordSet('chat-openers-en');
/** What may follow an -ing word that opens a message without its subject (Running late; not Running shoes). */
const AFTER_ING = wordSet('after-dropped-ing-en');
/** A gerund that is the subject: "Swimming is fun". */
const SUBJECT_FOLLOWS = new Set([
  'is',
  'was',
  'are',
  'were',
  "isn't",
  "wasn't",
  'can',
  'will',
  'makes',
  'helps',
  'has',
  'takes',
]);
/** "Don't know" (I), not "Don't forget" (an imperative). */
const DONT_VERBS = new Set(['know', 'think', 'care', 'mind', 'remember', 'understand', 'have', 'feel', 'want', 'get']);
const NOT_THINKING = new Set(['about', 'of', 'twice', 'ahead', 'again', 'outside', 'big', 'positive']);
const WORD = /^(\p{L}+(?:['’]\p{L}+)?)/u;

/** Whether `first` (lower case) opens a statement with its subject left out, given the word after it. */
function dropsSubject(first: string, next: string, nextText: string, clause: string): boolean {
  if (SUBJECT_FOLLOWS.has(next)) return false;
  // "Driving in the snow is dangerous": the -ing phrase is the subject of a later verb.
  if (first.endsWith('ing'))
    return (next === '' || AFTER_ING.has(next)) && !clause.split(/\s+/).some((w) => SUBJECT_FOLLOWS.has(w));
  switch (first) {
    case 'have':
      return next === 'to';
    case 'just':
      return next.endsWith('ed') || ['got', 'left', 'saw', 'woke', 'came', 'heard', 'sent', 'found'].includes(next);
    case "don't":
      return DONT_VERBS.has(next);
    case 'love':
      return next !== '' && next !== 'from' && next !== 'and';
    case 'miss':
      return next !== '' && !/^\p{Lu}/u.test(nextText);
    case 'think':
    case 'guess':
      return !NOT_THINKING.has(next);
    default:
      return next !== '';
  }
}

/** The message with the subject read before position `at`, or null when it keeps its own. */
function restoreAt(sentence: string, at: number, question: boolean): string | null {
  const rest = sentence.slice(at);
  const m = WORD.exec(rest);
  if (!m) return null;
  const first = m[1]!.replace('’', "'").toLowerCase();
  const after = rest.slice(m[1]!.length);
  const nextText = /^\s+(\p{L}+(?:['’]\p{L}+)?)/u.exec(after)?.[1] ?? '';
  const next = nextText.toLowerCase().replace('’', "'");
  const subject = question
    ? DROPPED_Q.get(first)
    : DROPPED.has(first) && dropsSubject(first, next, nextText, after.split(',')[0]!.toLowerCase())
      ? DROPPED.get(first)
      : undefined;
  if (!subject) return null;
  const capital = /^\p{Lu}/u.test(m[1]!);
  const said = capital || subject.startsWith('I') ? subject : subject.charAt(0).toLowerCase() + subject.slice(1);
  const word = subject === 'I' || !capital ? m[1]! : m[1]!.charAt(0).toLowerCase() + m[1]!.slice(1);
  const own = capital ? word.charAt(0).toLowerCase() + word.slice(1) : word;
  return `${sentence.slice(0, at)}${said} ${own}${after}`;
}

/**
 * A text message that leaves out its subject: "Running late, sorry!" → "I'm running late, sorry!", "Miss you" → "I
 * miss you", "Want some coffee?" → "Do you want some coffee?"; also after an opener and a comma ("Sorry, can't make
 * it"), and in the clause after a comma when the message is about "I" ("I'm so tired, going to bed"). "Sounds great"
 * is read as "It sounds great", and `impersonal` says that its Swedish leaves "det" out too (Låter toppen).
 */
export function restoreDroppedSubjectEn(sentence: string): { sentence: string; impersonal: boolean } {
  const question = /\?\s*$/.test(sentence);
  const lead = /^\s*(\p{L}+)\s*,\s+/u.exec(sentence);
  const at = lead && OPENERS.has(lead[1]!.toLowerCase()) ? lead[0].length : /^\s*/.exec(sentence)![0].length;
  if (question) {
    // "Coming tonight?"; "We're going to the beach, wanna come?": the question is the clause after the last comma.
    const last = sentence.lastIndexOf(', ');
    return { sentence: restoreAt(sentence, last < at ? at : last + 2, true) ?? sentence, impersonal: false };
  }
  const restored = restoreAt(sentence, at, false);
  const out = restored ?? sentence;
  const impersonal = at === 0 && restored !== null && /^It\s/.test(out);
  // The clause after a comma, when the first one is about "I" too.
  const aboutMe = /^\s*(?:\p{L}+\s*,\s+)?I(?:['’](?:m|ve|ll|d))?\s/u.test(out);
  const next = out.indexOf(', ', at);
  if (!aboutMe || next < 0) return { sentence: out, impersonal };
  const second = restoreAt(out, next + 2, false);
  return { sentence: second && /^I\b/.test(second.slice(next + 2)) ? second : out, impersonal };
}
