import type { EngineData } from '../engine-data.js';
import { wordMap, wordSet } from '../lexicon/word-lists.js';
import { analyzeSv } from '../morphology/sv.js';
import type { Token } from '../tokenize.js';

/** Verbs of hoping and thinking a message often opens without its "jag" ("Hoppas allt är bra", "Saknar dig"). */
const DROPPED_JAG = new Set(['hoppas', 'saknar', 'längtar', 'undrar']);
/** Finite verbs a message opens without its subject, with the subject understood (Kommer snart, Låter bra). */
const DROPPED = wordMap('dropped-subject-sv');
/** Words before a comma after which the clause may drop its subject too (Okej, kommer strax). */
const OPENERS = wordSet('chat-openers-sv');
/** Verbs of thinking that take a content clause without "att" (Tror det blir regn). */
const CLAUSE_VERBS = new Set(['tror', 'trodde', 'tycker', 'tyckte', 'hoppas']);
/** Kan and kunde drop their "jag" only before "inte" (a label says "Kan innehålla nötter"). */
const CAN = new Set(['kan', 'kunde']);
/** Verbs of meeting and fetching a message says after "kan" without "jag" (Kan hämta på lördag, Kan ringa dig sen). */
const CAN_VERBS = wordSet('dropped-subject-sv-kan');
/** "Kan komma imorgon" (I can come tomorrow), not "Kan komma att ändras" (may come to change): a notice. */
const canVerb = (next: string, after: Token | undefined) => CAN_VERBS.has(next) && after?.lower !== 'att';
const SUBJECTS = new Set(['jag', 'du', 'han', 'hon', 'vi', 'ni', 'de', 'dom', 'den', 'det', 'man', 'hen']);

/** The index after the first comma, when the words before it are all openers (Okej, Sorry,), else -1. */
function afterOpeners(tokens: readonly Token[]): number {
  const comma = tokens.findIndex((t) => t.text === ',');
  const opened = comma > 0 && tokens.slice(0, comma).every((t) => t.kind !== 'word' || OPENERS.has(t.lower));
  return opened ? comma + 1 : -1;
}

/** A verb after the modal is an s-passive (Ska förvaras svalt, Måste betalas): an instruction, not a message. */
function passiveAfter(tokens: readonly Token[], i: number, data: EngineData): boolean {
  return tokens
    .slice(i + 1, i + 4)
    .some(
      (t) =>
        t.kind === 'word' &&
        t.lower.endsWith('s') &&
        analyzeSv(data.svIndex, t.lower).some((a) => a.pos === 'verb' && a.passive),
    );
}

/**
 * "Hoppas allt är bra med dig" → read as "Jag hoppas …", "Kommer snart" → "Jag kommer snart", "Låter bra" → "Det låter
 * bra": an understood subject before a finite verb that opens a statement (also after "Okej," or "Sorry,"), when no
 * subject pronoun follows it. The subject takes no room in the source, so the alignment of the words typed is
 * unchanged. Not in questions (Kommer ikväll? asks about "you"), nor before "ej" (a sign: Går ej att öppna).
 */
export function restoreDroppedSubject(tokens: Token[], data: EngineData): Token[] {
  const comma0 = tokens.findIndex((t) => t.text === ',');
  if (tokens.slice(0, comma0 < 0 ? undefined : comma0).some((t) => t.text === '?')) return tokens;
  const opened = afterOpeners(tokens);
  const out = opened > 0 ? restoreAt(tokens, opened, data) : restoreAt(tokens, 0, data);
  // "Kommer inte ikväll, är sjuk": the clause after the comma shares the understood subject.
  const comma = out.findIndex((t) => t.text === ',');
  // "Jag sitter i telefon, ringer dig sen": so does the clause after a first clause with jag.
  const jagFirst = tokens[0]?.lower === 'jag' && comma > 2;
  if (opened > 0 || (out.length === tokens.length && !jagFirst) || comma < 0) return out;
  return restoreAt(out, comma + 1, data);
}

function restoreAt(tokens: Token[], i: number, data: EngineData): Token[] {
  const first = tokens[i];
  if (first?.kind !== 'word') return tokens;
  const next = tokens[i + 1]?.lower ?? '';
  let subject: string | undefined;
  if (DROPPED_JAG.has(first.lower)) {
    if (first.lower === 'hoppas' || !SUBJECTS.has(next) || next === 'dig') subject = 'jag';
  } else if (CLAUSE_VERBS.has(first.lower) && SUBJECTS.has(next) && next !== 'du' && next !== 'ni') {
    // "Tror det blir regn" → "I think it will rain": a verb of thinking before its content clause.
    subject = 'jag';
  } else if (
    CAN.has(first.lower) &&
    (next === 'inte' || (next === 'tyvärr' && tokens[i + 2]?.lower === 'inte') || canVerb(next, tokens[i + 2])) &&
    !passiveAfter(tokens, i, data)
  ) {
    // "Kan inte komma ikväll" → "I can't come tonight", "Kan hämta på lördag" → "I can pick it up on Saturday";
    // "Kan innehålla spår av nötter" is a label.
    subject = 'jag';
  } else if (DROPPED.has(first.lower) && !SUBJECTS.has(next) && next !== 'ej' && !passiveAfter(tokens, i, data)) {
    const finite = analyzeSv(data.svIndex, first.lower).some(
      (a) => a.pos === 'verb' && (a.form === 'pres' || a.form === 'past'),
    );
    if (finite) subject = DROPPED.get(first.lower);
  }
  if (!subject) return tokens;
  const inserted: Token = { ...first, text: subject, lower: subject, cap: first.cap, end: first.start };
  return [...tokens.slice(0, i), inserted, { ...first, cap: false }, ...tokens.slice(i + 1)];
}
