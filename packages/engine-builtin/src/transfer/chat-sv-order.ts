import type { EngineData } from '../engine-data.js';
import { wordSet } from '../lexicon/word-lists.js';
import { analyzeSv } from '../morphology/sv.js';
import type { Token } from '../tokenize.js';

/**
 * Word order and short cuts of spoken Swedish in messages, read as the written sentence before translating (sv→en):
 * "Nån som vill med?" (Vill någon följa med?), "Vill du med?" (följa med), "Asså jag orkar inte" (Asså, jag …),
 * "e" (är) and "va" (vad at the start of a question, var after a word). Runs after the chat spellings (nån → någon).
 */

/** Modal verbs that leave out "följa" before "med" ("Vill du med?", "Ska ni med till stan?"). */
const MODALS_MED = new Set(['vill', 'ska', 'skulle', 'får', 'kan', 'måste', 'hänger']);
/** What may follow such a "med": the end, a place or a time ("med på bio", "med till stan", "med ikväll"). */
const AFTER_MED = new Set(['på', 'till', 'hem', 'ut', 'in', 'dit', 'hit', 'ikväll', 'imorgon', 'idag', 'nu', 'eller']);
const SUBJECTS = new Set(['jag', 'du', 'han', 'hon', 'vi', 'ni', 'de', 'dom', 'man', 'någon']);
/** Spoken openers a message runs into its clause without a comma ("Asså jag orkar inte", "Typ jag vet inte"). */
const OPENERS = wordSet('chat-run-in-openers-sv');

const word = (t: Token | undefined) => (t?.kind === 'word' ? t.lower : '');
const added = (at: Token, text: string, kind: Token['kind'] = 'word'): Token => ({
  text,
  lower: text,
  kind,
  cap: false,
  spaceBefore: kind === 'word',
  start: at.start,
  end: at.start,
});

const finite = (lower: string, data: EngineData) =>
  analyzeSv(data.svIndex, lower).some((a) => a.pos === 'verb' && (a.form === 'pres' || a.form === 'past'));

export function reorderChatSv(tokens: Token[], data: EngineData): Token[] {
  const out = tokens.map((t, i) => {
    // "Det e lugnt", "Hur e läget?" → är; "Va gör du?" → vad; "Hur va det?" → var.
    if (t.kind !== 'word') return t;
    if (t.lower === 'e' && (i > 0 || tokens[i + 1]?.kind === 'word')) return { ...t, lower: 'är' };
    if (t.lower !== 'va' || tokens[i + 1]?.kind !== 'word') return t;
    if (i === 0) return { ...t, lower: 'vad' };
    return tokens[i - 1]?.kind === 'word' ? { ...t, lower: 'var' } : t;
  });
  // "Nån som vill med på bio?" → "Vill någon med på bio?": a question to anyone, asked with its verb first.
  const last = out[out.length - 1];
  if (word(out[0]) === 'någon' && word(out[1]) === 'som' && last?.text === '?' && finite(word(out[2]), data)) {
    const verb = { ...out[2]!, cap: out[0]!.cap };
    out.splice(0, 3, verb, { ...out[0]!, cap: false });
  }
  // "Vill du med?", "Ska ni med på bio?" → "följa med": the verb a modal leaves out before med.
  for (let i = 1; i < out.length; i++) {
    if (word(out[i]) !== 'med') continue;
    const modalAt = SUBJECTS.has(word(out[i - 1])) ? i - 2 : i - 1;
    const after = out[i + 1];
    if (!MODALS_MED.has(word(out[modalAt])) || (after && after.kind === 'word' && !AFTER_MED.has(after.lower)))
      continue;
    out.splice(i, 0, added(out[i]!, 'följa'));
    break;
  }
  // "Asså jag orkar inte" → "Asså, jag orkar inte": the opener stands outside the clause.
  if (OPENERS.has(word(out[0])) && SUBJECTS.has(word(out[1])) && finite(word(out[2]), data))
    out.splice(1, 0, { ...added(out[1]!, ',', 'punct'), spaceBefore: false });
  return out;
}

/** Verbs of going along with someone, after which på + a place or event is "to" (följa med på bio). */
const ALONG_VERBS = new Set(['följa', 'hänga', 'gå', 'åka', 'komma']);
const SHORT_TIME = /^\d\d?( ?(min|minuter|tim|timmar|h|sek))?$/;
const TIME_UNIT = /^(min|minuter|tim|timmar|timme|sek|sekunder)$/;

/**
 * English for a preposition of spoken Swedish, or undefined: "om 10", "om 10 min" (in: a time ahead, the unit often
 * left out), "följa med på konserten" (to). `after` is the two units after it, `noun` whether a noun follows.
 */
export function chatPrepSv(
  lower: string,
  after: readonly { lower: string; kind: string }[],
  noun: boolean,
  ctx: { verbSv?: string; particleSv?: string },
): string | undefined {
  const [next, then] = after;
  if (
    lower === 'om' &&
    SHORT_TIME.test(next?.lower ?? '') &&
    (!then || then.kind === 'punct' || TIME_UNIT.test(then.lower))
  )
    return 'in';
  if (lower === 'på' && noun && ctx.particleSv === 'med' && ALONG_VERBS.has(ctx.verbSv ?? '')) return 'to';
  return undefined;
}
