import type { EngineData } from '../engine-data.js';
import { wordSet } from '../lexicon/word-lists.js';
import { analyzeEnVerb } from '../morphology/en.js';
import type { Piece } from '../tokenize.js';

const ASKERS = [...wordSet('polite-askers-en')].join('|');
const OPENERS = [...wordSet('polite-openers-en')].join('|');
const MIND = new RegExp(
  String.raw`^(\s*)(${[...wordSet('mind-askers-en')].join('|')})(\s+you\s+)mind\s+(\p{L}+ing)\b`,
  'iu',
);
const LEADING = new RegExp(String.raw`^\s*(${OPENERS})\b\s*,?\s*`, 'i');
const TRAILING = /\s*,\s*please\s*([.!?]*)\s*$/i;
/** "If you have questions, please call us": please after a comma or "and" opens an imperative clause. */
const MID = /(,|\band)\s+please\s+(?=\p{L})/iu;
const ASKING = new RegExp(String.raw`\b(${ASKERS})(\s+you)\s+please\b`, 'i');

/**
 * "Please" (or "Kindly") in a request: "Please close the door" and "Close the door, please" are translated as the
 * imperative and closed with ", tack"; in "Could you please help me?" it is dropped (Kan du hjälpa mig?). Returns
 * the sentence without it and whether ", tack" is due.
 */
export function stripPlease(sentence: string): { sentence: string; tack: boolean } {
  if (!LEADING.test(sentence) && !/please/i.test(sentence)) return { sentence, tack: false };
  // "Would you please close the window?" asks whether one can: Kan/Kunde du stänga fönstret?
  if (ASKING.test(sentence))
    return {
      sentence: sentence.replace(ASKING, (_, asker: string, you: string) => `${couldFor(asker)}${you}`),
      tack: false,
    };
  const rest = sentence.replace(LEADING, '');
  if (rest !== sentence && /\p{L}/u.test(rest)) return { sentence: rest, tack: true };
  if (TRAILING.test(sentence)) return { sentence: sentence.replace(TRAILING, '$1'), tack: true };
  // Mid-sentence the imperative alone is polite enough: "Om du har frågor, tveka inte att kontakta oss."
  if (MID.test(sentence)) return { sentence: sentence.replace(MID, '$1 '), tack: false };
  return { sentence, tack: false };
}

const couldFor = (asker: string) => (/^(would|will)$/i.test(asker) ? (asker[0] === 'W' ? 'Could' : 'could') : asker);

/** "Would you mind opening the gate?" asks for an action: "Could you open the gate?" (Kan du öppna grinden?). */
export function rewriteMindRequest(sentence: string, data: EngineData): string {
  const m = sentence.match(MIND);
  if (!m) return sentence;
  const isVerb = (b: string) => Boolean(data.enIndex.get(b)?.some((t) => t.entry.kind === 'verb'));
  const base = analyzeEnVerb(m[4]!.toLowerCase(), data.enIrrPast, data.enIrrPp, isVerb).find((a) => a.form === 'ing');
  if (!base) return sentence;
  const could = /^\p{Lu}/u.test(m[2]!) ? 'Could' : 'could';
  return `${m[1]}${could}${m[3]}${base.base}${sentence.slice(m[0].length)}`;
}

const cap = (np: string) => np.charAt(0).toUpperCase() + np.slice(1);
const FIND_ATTACHED = /^(\s*)(?:please\s+)?find\s+(?:attached|enclosed)\s+(.+?)\s*([.!]*)\s*$/i;
const FIND_X_ATTACHED = /^(\s*)(?:please\s+)?find\s+(.+?)\s+(attached|enclosed)\s*([.!]*)\s*$/i;
const ATTACHED_IS = /^(\s*)(attached|enclosed)\s+(?:(is|are)|(?:please\s+)?find)\s+(.+?)\s*([.!]*)\s*$/i;

/**
 * "Please find the agenda attached", "Find attached the minutes": the e-mail formula says the thing is attached
 * ("Dagordningen är bifogad"), it asks nobody to look for it. Read as "The agenda is attached"; so are "Attached is/are
 * …" and "Enclosed please find …".
 */
export function rewriteFindAttached(sentence: string): string {
  const a = sentence.match(FIND_ATTACHED);
  if (a) return `${a[1]}${cap(a[2]!)} is attached${a[3] || '.'}`;
  const b = sentence.match(FIND_X_ATTACHED);
  if (b && !/\b(is|are|was|were)\b/i.test(b[2]!)) return `${b[1]}${cap(b[2]!)} is ${b[3]!.toLowerCase()}${b[4] || '.'}`;
  // "Attached is the presentation", "Enclosed are the minutes", "Attached please find …": the same formula.
  const c = sentence.match(ATTACHED_IS);
  if (c) return `${c[1]}${cap(c[4]!)} ${c[3]?.toLowerCase() ?? 'is'} ${c[2]!.toLowerCase()}${c[5] || '.'}`;
  return sentence;
}

const ALWAYS = /^(\s*)(never|always)\s+(\p{L}+)\b/iu;

/**
 * "Never leave children alone", "Always wear a helmet": an imperative after a frequency adverb. "Never" is read as
 * "Don't" and its inte becomes aldrig (Lämna aldrig …, Ge aldrig upp); "Always" is read with the verb first, so the
 * adverb follows it (Bär alltid …).
 */
export function frontImperative(sentence: string, data: EngineData): { sentence: string; never: boolean } {
  const m = sentence.match(ALWAYS);
  if (!m || !data.enIndex.get(m[3]!.toLowerCase())?.some((t) => t.entry.kind === 'verb'))
    return { sentence, never: false };
  const rest = sentence.slice(m[0].length);
  if (m[2]!.toLowerCase() === 'never') return { sentence: `${m[1]}Don't ${m[3]!.toLowerCase()}${rest}`, never: true };
  return { sentence: `${m[1]}${m[3]!.charAt(0).toUpperCase()}${m[3]!.slice(1)} always${rest}`, never: false };
}

const CHATTY = /^\s*\p{Ll}|\b(?:[Pp]ls|[Pp]lz|PLS|PLZ)\b/u;

/**
 * A notice (no full stop, question or exclamation mark at its end) asks in its own register: "Please wait here" →
 * "Vänligen vänta här", not ", tack"; "Do not touch" → "Rör ej" (a spoken "Don't" keeps inte).
 */
export function noticeRegister(pieces: Piece[], source: string, tack: boolean): Piece[] {
  if (/[.!?]\s*$/.test(source) || source.trim().split(/\s+/).length > 8) return tack ? addTack(pieces) : pieces;
  // A message typed as one ("pls call me", "Plz bring the chairs back") asks as a message does, not as a notice.
  if (tack && CHATTY.test(source)) return addTack(pieces);
  if (/^\s*(please\s+)?do not\b/i.test(source)) {
    const not = pieces.find((p) => p.text === 'inte');
    if (not) not.text = 'ej';
  }
  if (!tack) return pieces;
  const k = pieces.findIndex((p) => p.text && !p.punct);
  return [...pieces.slice(0, k), { text: 'vänligen' }, ...pieces.slice(k)];
}

/** Closes a request with ", tack" before its final punctuation. */
export function addTack(pieces: Piece[]): Piece[] {
  let end = pieces.length;
  while (end > 0 && (pieces[end - 1]!.punct || !pieces[end - 1]!.text)) end--;
  return [...pieces.slice(0, end), { text: ',', punct: true }, { text: 'tack' }, ...pieces.slice(end)];
}

const FEEL_FREE = /^(\s*)(?:please\s+)?(?:do\s+)?feel free to\s+(\p{L})/iu;
const OBJECT_PRONOUNS_SV = new Set(['mig', 'dig', 'oss', 'er', 'honom', 'henne', 'dem', 'den', 'det']);

/** "Feel free to call me" invites rather than orders: the imperative is said with gärna (Ring mig gärna). */
export function stripFeelFree(sentence: string): { sentence: string; gladly: boolean } {
  const m = sentence.match(FEEL_FREE);
  if (!m) return { sentence, gladly: false };
  return { sentence: `${m[1]}${m[2]!.toUpperCase()}${sentence.slice(m[0].length)}`, gladly: true };
}

/** Puts gärna after the imperative and an unstressed object pronoun: "Ring mig gärna", "Ställ gärna frågor". */
export function addGladly(pieces: Piece[]): Piece[] {
  let k = pieces.findIndex((p) => p.text && !p.punct);
  if (k < 0) return pieces;
  k++;
  if (OBJECT_PRONOUNS_SV.has(pieces[k]?.text.toLowerCase() ?? '')) k++;
  return [...pieces.slice(0, k), { text: 'gärna' }, ...pieces.slice(k)];
}

/**
 * "Thanks for helping me" → "Tack för att du hjälpte mig": Swedish thanks for what the other did with a clause, not
 * with "för att hjälpa" (which reads as a purpose). The infinitive after "tack för att" becomes du + its past; a
 * notice's "Thank you for not smoking" thanks for what one keeps from doing: "Tack för att du inte röker" (present).
 */
export function thanksForDoing(pieces: Piece[], data: EngineData): Piece[] {
  const t = pieces.findIndex((p) => /^tack( för)?$/i.test(p.text));
  const k = pieces[t]?.text.toLowerCase() === 'tack' && pieces[t + 1]?.text === 'för' ? t + 1 : t;
  if (k < 0 || (k === t && pieces[t]!.text.toLowerCase() === 'tack')) return pieces;
  const neg = /^(not|inte)$/.test(pieces[k + 1]?.text ?? '') ? 1 : 0;
  const att = pieces[k + 1 + neg]?.text === 'att' ? k + 1 + neg : -1;
  const verb = att > 0 ? pieces[att + 1] : undefined;
  const entry = verb ? data.lex.verbs.get(verb.text)?.find((e) => e.inf === verb.text && e.past) : undefined;
  const form = neg ? entry?.present : entry?.past;
  if (!verb || !form) return pieces;
  const not = neg ? [{ text: 'inte' }] : [];
  return [
    ...pieces.slice(0, k + 1),
    { text: 'att' },
    { text: 'du' },
    ...not,
    { ...verb, text: form },
    ...pieces.slice(att + 2),
  ];
}
