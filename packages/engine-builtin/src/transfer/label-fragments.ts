import type { Direction } from '@swedish-translator/core';

/**
 * Sign and label fragments of up to five words that no formula lists, reshaped after the sentence rules have
 * translated them word by word: the two languages order such labels differently ("Endast medlemmar" → "Members
 * only"), write a negated label with another word ("Not in use" → "Ej i bruk") and give a state label an
 * adjective where a sentence would have a verb ("Closed for lunch" → "Stängt för lunch", not the past "Stängde").
 * Only the label's frame is touched; the words inside it are the rules' own translation, so a cue still picks their
 * sense. Returns the text unchanged when the source is no such fragment.
 */
export function reshapeLabel(source: string, text: string, direction: Direction): string {
  const src = source.trim().replace(/[.!]+$/, '');
  // "Gäller ej reavaror", "Gäller ej i kombination med …" → "Not valid for sale items", "Not valid in combination …".
  const valid = direction === 'sv-en' && /^gäller (ej|inte)\s/i.test(src) ? NOT_VALID.exec(text) : null;
  if (valid)
    return `Not valid ${/^(on|in|at|for|with|during|after|before|from|to|until)\b/i.test(valid[1]!) ? '' : 'for '}${valid[1]}`;
  const words = src.split(/\s+/);
  if (words.length < 2 || words.length > 5 || /[?,:;]/.test(src)) return text;
  const end = text.match(/[.!]+$/)?.[0] ?? '';
  const out = text.slice(0, text.length - end.length);
  const stop = /\.$/.test(source.trim());
  const reshaped = direction === 'sv-en' ? reshapeSvEn(src, out, stop) : reshapeEnSv(src, out);
  return reshaped === null ? text : reshaped + end;
}

/** A subjectless "Gäller ej" as the rules translate it. */
const NOT_VALID = /^(?:does not apply|doesn't apply|is not valid|isn't valid)(?: to)? (.+)$/i;

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const low = (s: string) => (/^\p{Lu}\p{Ll}/u.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);

function reshapeSvEn(src: string, out: string, stop: boolean): string | null {
  // "Endast medlemmar" → "Members only", "Endast för boende" → "For residents only".
  let m = /^only (.+)$/i.exec(out);
  if (/^endast\s/i.test(src) && m) return `${cap(m[1]!)} only`;
  // "Glass förbjuden", "Bad förbjudet" → "No ice cream", "No swimming".
  // "Rökning förbjuden inomhus" → "No smoking indoors": a place or time after the adjective stays after the noun.
  m = /^(?:the )?(.+?) (?:is )?(?:forbidden|forbiddenly|prohibited)( .+)?$/i.exec(out);
  // A word the rules read as a verb ("Bad" as the past of be: "asked") is no label noun.
  if (/^\S+\sförbjud(en|et|na)(\s|$)/i.test(src) && m && !/ed$/i.test(m[1]!)) return `No ${low(m[1]!)}${m[2] ?? ''}`;
  // "Ej rökning", "Ej genomfart" → "No smoking", "No through road": ej before an activity or passage noun.
  m = /^not (.+)$/i.exec(out);
  if (/^ej \S+(ning|ring|fart|träde)$/i.test(src) && m) return `No ${m[1]}`;
  // "Köket stängt", "Toaletten ur funktion" → "Kitchen closed", "Toilet out of order": a heading's noun without "the".
  m = /^the (\S+) ((?:\S+ed|\S+en|out of|closed|shut|open|full|empty|sold out|switched off)\b.*)$/i.exec(out);
  // Not a past tense ("Riksdagen röstade …"): no -de/-te, no sentence's final stop.
  if (!stop && /^\p{L}+(en|et|an|na|n)\s(\p{L}+(d|t|da)|ur)(\s|$)/iu.test(src) && m) {
    // "Vägen avstängd" → "Road closed": a sign's avstängd is closed, not switched off.
    const state = /^\S+\savstängd/i.test(src) ? m[2]!.replace(/^switched off/i, 'closed') : m[2];
    return `${cap(m[1]!)} ${state}`;
  }
  return null;
}

/** Second words after which "Closed"/"Open" opens a state label, not an imperative or a past. */
const STATE_NEXT = /^(for|every|daily|all|from|until|till|on|at|today|now|weekdays|weekends|24|\d+)$/i;

function reshapeEnSv(src: string, out: string): string | null {
  const [first, second] = src.split(/\s+/) as [string, string];
  // "Not in use" → "Ej i bruk": a label negates with ej.
  if (/^not$/i.test(first) && /^(not|inte|ej) /i.test(out)) return `Ej ${out.replace(/^\S+ /, '')}`;
  // "Closed for lunch", "Open every day" → "Stängt för lunch", "Öppet varje dag".
  const state = /^closed$/i.test(first) ? 'Stängt' : /^open$/i.test(first) ? 'Öppet' : null;
  if (state && STATE_NEXT.test(second)) {
    const rest = out.replace(/^\S+ /, '');
    return `${state} ${/^for$/i.test(second) ? rest.replace(/^\S+/, 'för') : rest}`;
  }
  // "No swimming" → "Bad förbjudet": an activity a notice forbids, its adjective agreeing with the noun.
  const ban = /^(ingen|inget) (\S+)$/i.exec(out);
  // "No skateboarding": an activity the lexicon lacks, read after an interjection "Nej", is forbidden too (common gender).
  const unknownBan = /^nej (\S+)$/i.exec(out);
  if (/^no \w+ing$/i.test(src) && unknownBan) return `${cap(unknownBan[1]!)} förbjuden`;
  if (/^no \w+ing$/i.test(src) && ban)
    return `${cap(ban[2]!)} förbjud${ban[1]!.toLowerCase() === 'inget' ? 'et' : 'en'}`;
  // "Now open", "Closed today" → "Nu öppet", "Stängt i dag": a state label is neuter (the place is open).
  if (/^((now|temporarily|currently|still|also) (open|closed)|(open|closed) (today|tomorrow|now|again))$/i.test(src))
    return out.replace(/(^|\s)(Ö|ö)ppen(?=\s|$)/, '$1$2ppet').replace(/(^|\s)(S|s)tängd(?=\s|$)/, '$1$2tängt');
  // "No pets allowed" → "Husdjur ej tillåtna": the label's adjective agrees with its noun.
  const m = /^(ingen|inget|inga) (.+?) (?:tillät|tillåts|tillåten|tillåtet|tillåtna)$/i.exec(out);
  if (/^no\s.+\sallowed$/i.test(src) && m) {
    const ending = { ingen: 'en', inget: 'et', inga: 'na' }[m[1]!.toLowerCase() as 'ingen'];
    return `${cap(m[2]!)} ej tillåt${ending}`;
  }
  return null;
}
