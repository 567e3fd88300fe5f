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
/** Verbs before "you" that leave out "I'll" (Call you later). */
const BEFORE_YOU = wordMap('dropped-subject-en-you');
/** Past verbs read with "I" only before an object or a particle ("Lost my keys", not "Lost property"). */
const PAST_OBJECT = new Set(['it', 'them', 'him', 'her', 'you', 'a', 'an', 'the', 'my', 'your', 'his', 'our', 'some']);
const PAST_PARTICLE = new Set(['this', 'that', 'up', 'out', 'home', 'back', 'everything', 'something', 'one']);
/** A past verb: regular -ed or a listed irregular one ("Stayed home", "Took the bus", "Went to bed"). */
const PAST =
  /^(\p{L}+[^e]ed|saw|told|sent|bought|lost|left|made|heard|broke|found|took|went|came|had|ate|caught|spent|woke|slept)$/u;
/** "Be there in 5", "Be back soon": where "I'll" is left out before be (not "Be careful"). */
const BE_WHERE = new Set(['there', 'back', 'home', 'right', 'ready', 'done', 'down', 'over', 'out', 'up', 'late']);
const BE_WHEN = /\b(in (\d|a |an |one |two |five |ten |fifteen |twenty |half )|soon|shortly|later)/;

/** Whether `first` (lower case) opens a statement with its subject left out, given the word after it. */
function dropsSubject(first: string, next: string, nextText: string, clause: string): boolean {
  if (SUBJECT_FOLLOWS.has(next)) return false;
  // "Driving in the snow is dangerous": the -ing phrase is the subject of a later verb.
  if (first.endsWith('ing'))
    return (next === '' || AFTER_ING.has(next)) && !clause.split(/\s+/).some((w) => SUBJECT_FOLLOWS.has(w));
  if (PAST.test(first))
    return PAST_OBJECT.has(next) || PAST_PARTICLE.has(next) || (next === 'to' && /^(went|came)$/.test(first));
  switch (first) {
    case 'be':
      return BE_WHERE.has(next) && BE_WHEN.test(clause);
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
    : next === 'you' && BEFORE_YOU.has(first)
      ? BEFORE_YOU.get(first)
      : (DROPPED.has(first) || PAST.test(first)) &&
          dropsSubject(first, next, nextText, after.split(',')[0]!.toLowerCase())
        ? (DROPPED.get(first) ?? 'I')
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
export function restoreDroppedSubjectEn(text: string): { sentence: string; impersonal: boolean } {
  const question = /\?\s*$/.test(text);
  const sentence = question ? restoreBe(stillOn(text)) : commaAfterInterjection(text);
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

const INTERJECTIONS = wordSet('chat-interjections-en');
const BE_AFTER = wordSet('be-after-pronoun-en');
/** A subject (or "that"/"this") after an interjection: "lol that's so funny", "omg I forgot". */
const CLAUSE_START =
  /^(i|i'm|i'll|i've|i'd|you|you're|we|we're|they|they're|he|she|it|it's|that|that's|this|there|there's)$/;
const INTERJECTION = /^(\s*)(oh my god|\p{L}+)(\s+)(\p{L}+(?:['’]\p{L}+)?)/u;
const PRONOUN_FIRST = /^(\s*)(you|we|they|he|she|it)((?:\s+(?:guys|all|two))?\s+)(\p{L}+)/iu;

/** "lol that's so funny" → "lol, that's so funny": the interjection stands outside the clause (no inversion). */
function commaAfterInterjection(sentence: string): string {
  // Most sentences open with no interjection: a plain look at the first word before the regex.
  const start = sentence.trimStart();
  const space = start.indexOf(' ');
  const lead = (space < 0 ? start : start.slice(0, space)).toLowerCase();
  if (lead !== 'oh' && !INTERJECTIONS.has(lead)) return sentence;
  const m = INTERJECTION.exec(sentence);
  if (!m) return sentence;
  const first = m[2]!.toLowerCase();
  if (first !== 'oh my god' && !INTERJECTIONS.has(first)) return sentence;
  if (!CLAUSE_START.test(m[4]!.toLowerCase().replace('’', "'"))) return sentence;
  return `${m[1]}${m[2]},${m[3]}${sentence.slice(m[0].length - m[4]!.length)}`;
}

/** "You coming?", "They home yet?", "You ok?" → "Are you coming?": the chat question that leaves out be. */
function restoreBe(sentence: string): string {
  const m = PRONOUN_FIRST.exec(sentence);
  if (!m) return sentence;
  const word = m[4]!.toLowerCase();
  if (!BE_AFTER.has(word) && !(word.endsWith('ing') && word.length > 4)) return sentence;
  const pron = m[2]!.toLowerCase();
  const be = pron === 'he' || pron === 'she' || pron === 'it' ? 'Is' : 'Are';
  const own = pron === 'i' ? m[2]! : m[2]!.charAt(0).toLowerCase() + m[2]!.slice(1);
  return `${m[1]}${be} ${own}${sentence.slice(m[1]!.length + m[2]!.length)}`;
}

/** "Still on for tomorrow?", "Are we still on for Saturday?": whether a plan holds (Gäller det fortfarande …?). */
const STILL_ON = /^(\s*)(?:(?:are we|is it|is that|is this|we're|it's)\s+)?still on(?:\s+for\s+(.+?))?\s*\?\s*$/i;
const ON_DAY = /^(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/i;
const BARE_TIME = /^(tonight|today|tomorrow|this |next )/i;

function stillOn(sentence: string): string {
  const m = STILL_ON.exec(sentence);
  if (!m) return sentence;
  const when = m[2] ?? '';
  // "for dinner", "for the party": the plan itself is the subject (Gäller middagen fortfarande?).
  if (when && !BARE_TIME.test(when) && !ON_DAY.test(when))
    return `${m[1]}Does ${/^(the|our|my|your|this|that) /i.test(when) ? '' : 'the '}${when} still apply?`;
  return `${m[1]}Does it still apply${!when ? '' : ON_DAY.test(when) ? ` on ${when}` : ` ${when}`}?`;
}

/**
 * A two-word verb phrase opening the sentence, or following a reply word ("Ok, see you then"), before a time, a place,
 * the plural "guys"/"all" or the end ("See you at 8", "See you guys tomorrow") is the formula (vi ses), not the verb
 * with its object.
 */
export function leadsSentence(units: readonly { tag: string; lower: string }[], after: { lower: string } | undefined) {
  return (
    units.every((u) => u.tag === 'interj' || u.tag === 'punct' || REPLY_WORDS.has(u.lower)) &&
    (TIME_WORDS.has(after?.lower ?? '') ||
      // Or a time or date entity recognition has turned ("See you at twenty past nine", "See you on the 3rd").
      (after as { kind?: string } | undefined)?.kind === 'fixed' ||
      (units.length > 0 && (!after || /^[!.]$/.test(after.lower))))
  );
}
const TIME_WORDS = wordSet('formula-followers-en');
const REPLY_WORDS = wordSet('chat-openers-en');
