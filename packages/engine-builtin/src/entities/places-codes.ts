import { wordMap, wordSet } from '../lexicon/word-lists.js';
import type { Token } from '../tokenize.js';
import { type EntityMatch, fixedToken } from './shared.js';
import { sourceText } from './verbatim.js';

const PLACES = { sv: wordMap('numbered-places-sv'), en: wordMap('numbered-places-en') };
const CONTACT_LABELS = wordMap('contact-labels');
const KEPT_NAMES = wordSet('names-places');
const UNITS = { sv: wordMap('units-sv'), en: wordMap('units-en') };
/** What names a numbered place: B, B12, F34B, 3a, 23, 3.14. */
const PLACE_CODE = /^(\p{Lu}\d{0,4}\p{Lu}?|\d{1,4}\p{Ll}?|\d{1,2}\.\d{1,3})$/u;

/** Words a place and its bare number may follow (from platform 3, på plan 3, the room 12). */
const BEFORE_PLACE = new Set(
  'at from to in on into of via near by the for and or till på från i vid mot och eller av under över'.split(' '),
);

const glued = (t: Token | undefined) => t !== undefined && !t.spaceBefore;

/**
 * "hållplats B", "spår 3a", "gate B12", "rum 3.14" ⇄ "stop B", "platform 3a", "gate B12", "room 3.14": a noun naming a
 * numbered place and its code, kept whole so the code is copied as written (no decimal comma, no unknown letter) and
 * the noun takes its place sense (stop is no verb, gate no "grind").
 */
export function numberedPlace(tokens: readonly Token[], i: number, lang: 'sv' | 'en'): EntityMatch | null {
  const t = tokens[i]!;
  const noun = t.kind === 'word' ? PLACES[lang].get(t.lower) : undefined;
  const c = tokens[i + 1];
  if (!noun || !c?.spaceBefore || (c.kind !== 'word' && c.kind !== 'num')) return null;
  // "at gate 12" → "vid gate 12": after English "at" the rules choose the preposition with the noun.
  if (lang === 'en' && t.lower === 'gate' && tokens[i - 1]?.lower === 'at') return null;
  let k = i + 2;
  while (glued(tokens[k]) && (tokens[k]!.kind === 'word' || tokens[k]!.kind === 'num')) k++;
  const code = sourceText(tokens, i + 1, k);
  if (!PLACE_CODE.test(code)) return null;
  // "building 200 new homes", "stop 2 buses": a bare number names a place only after a preposition or an article.
  const prev = tokens[i - 1];
  if (/^[\d.]+$/.test(code) && prev?.kind === 'word' && !BEFORE_PLACE.has(prev.lower)) return null;
  // "rum 3 dl", "plats 3 st": a number with a unit after it is an amount, not a code.
  if (tokens[k]?.kind === 'word' && UNITS[lang].has(tokens[k]!.lower)) return null;
  const text = `${t.cap && i === 0 ? noun[0]!.toUpperCase() + noun.slice(1) : noun} ${code}`;
  return { len: k - i, token: fixedToken(t, text) };
}

/** "c/o Berg", "lgh 1102", "Tel: 031-…", "x 2" → kept as written in both languages (address, label, multiplier). */
export function addressPart(tokens: readonly Token[], i: number): EntityMatch | null {
  const t = tokens[i]!;
  if (t.kind !== 'word') return null;
  const [a, b] = [tokens[i + 1], tokens[i + 2]];
  if (t.lower === 'c' && a?.text === '/' && glued(a) && b?.lower === 'o' && glued(b))
    return { len: 3, token: fixedToken(t, sourceText(tokens, i, i + 3)) };
  if (t.lower === 'lgh' && a?.kind === 'num') return { len: 2, token: fixedToken(t, sourceText(tokens, i, i + 2)) };
  const label = CONTACT_LABELS.get(t.lower);
  if (label && (a?.text === ':' || a?.kind === 'num' || a?.text === '+'))
    return { len: 1, token: fixedToken(t, t.cap ? label : label.toLowerCase()) };
  // "H&M", "AT&T": capitals joined by an ampersand are one name.
  if (a?.text === '&' && glued(a) && glued(b) && /^\p{Lu}{1,3}$/u.test(t.text) && /^\p{Lu}{1,3}$/u.test(b?.text ?? ''))
    return { len: 3, token: fixedToken(t, sourceText(tokens, i, i + 3)) };
  // "1 tablett x 2", "2 x 250 ml": a multiplier before a number.
  if (t.lower === 'x' && a?.kind === 'num' && tokens[i - 1] !== undefined && t.spaceBefore)
    return { len: 1, token: fixedToken(t, t.text) };
  return null;
}

/** A decimal number with the other language's decimal sign (1,5 ⇄ 1.5). */
const otherDecimalSign = (s: string, lang: 'sv' | 'en') => (lang === 'sv' ? s.replace(',', '.') : s.replace('.', ','));

/** "2–3 dl", "1,5-2 kg", "2–3 tsp" → the range with the other language's unit and decimal sign. */
export function unitRange(tokens: readonly Token[], i: number, lang: 'sv' | 'en'): EntityMatch | null {
  const [a, dash, b, u] = [tokens[i]!, tokens[i + 1], tokens[i + 2], tokens[i + 3]];
  if (a.kind !== 'num') return null;
  const num = lang === 'sv' ? /^\d+(,\d+)?$/ : /^\d+(\.\d+)?$/;
  // "2-3" written with a hyphen is one number token.
  const joined = /^(\d+(?:[.,]\d+)?)[-–](\d+(?:[.,]\d+)?)$/.exec(a.text);
  const ju = joined && dash?.kind === 'word' ? UNITS[lang].get(dash.lower) : undefined;
  if (joined && ju && num.test(joined[1]!) && num.test(joined[2]!))
    return {
      len: 2,
      token: fixedToken(a, `${otherDecimalSign(joined[1]!, lang)}–${otherDecimalSign(joined[2]!, lang)} ${ju}`),
    };
  if (!num.test(a.text) || (dash?.text !== '–' && dash?.text !== '-')) return null;
  if (dash.spaceBefore || b?.kind !== 'num' || b.spaceBefore || !num.test(b.text) || u?.kind !== 'word') return null;
  const unit = u.text === u.text.toLowerCase() || u.text.length > 1 ? UNITS[lang].get(u.lower) : undefined;
  if (!unit) return null;
  return {
    len: 4,
    token: fixedToken(a, `${otherDecimalSign(a.text, lang)}–${otherDecimalSign(b.text, lang)} ${unit}`),
  };
}

/** "per kg", "per st", "per l" without an amount before them → the other language's unit ("Pris per kg: 99 kr"). */
export function perUnitAlone(tokens: readonly Token[], i: number, lang: 'sv' | 'en'): EntityMatch | null {
  const t = tokens[i]!;
  const u = tokens[i + 1];
  if (t.lower !== 'per' || u?.kind !== 'word' || u.text.length > 4) return null;
  const unit = UNITS[lang].get(u.lower);
  return unit
    ? { len: 2, token: fixedToken(t, `${t.text} ${unit === 'pcs' ? 'piece' : unit === 'st' ? 'styck' : unit}`) }
    : null;
}

/** "GPS", "USB-C", "IKEA", "iOS": a name or brand in capitals from the kept list is copied, never read as words (GPS is no plural of GP). */
export function keptAcronym(tokens: readonly Token[], i: number): EntityMatch | null {
  const t = tokens[i]!;
  if (t.kind !== 'word' || !KEPT_NAMES.has(t.text) || !/^\p{L}\p{Lu}/u.test(t.text)) return null;
  return { len: 1, token: fixedToken(t, t.text) };
}
