import { wordMap, wordSet } from '../lexicon/word-lists.js';
import type { Token } from '../tokenize.js';
import { type EntityMatch, fixedToken, isKnownName } from './shared.js';

/**
 * Ages and spans written as one hyphenated word before a noun, both ways: "a 3-year-old son" ⇄ "en 3-årig son",
 * "a two-week holiday" → "två veckors semester", "tvåårig" → "two-year-old".
 */
const NUMBERS_EN = wordMap('clock-numbers-en');
const SPANS_EN = wordMap('span-units-en');
const AGE_WORDS_SV = wordMap('age-words-sv');
const AGE_NOUNS_SV = [...wordSet('age-nouns-sv')];
/** Swedish -årig adjectives this module makes: read as adjectives by the en→sv rules (see `ageAdjective`). */
export const AGE_ADJECTIVE_SV = /^(\d+-|\p{Ll}+)årig$/u;

/** The number and the unit of "3-year-old", "two-week", "30-minute" at i; null when there is none. */
function span(tokens: readonly Token[], i: number): { n: string; digits: boolean; unit: string; len: number } | null {
  const t = tokens[i];
  if (t?.kind === 'word') {
    const [n, ...rest] = t.lower.split('-');
    return n && rest.length && NUMBERS_EN.has(n) && !/^\d/.test(n)
      ? { n, digits: false, unit: rest.join('-'), len: 1 }
      : null;
  }
  const [dash, unit] = [tokens[i + 1], tokens[i + 2]];
  if (t?.kind !== 'num' || !/^\d{1,3}$/.test(t.text) || dash?.text !== '-' || dash.spaceBefore) return null;
  if (unit?.kind !== 'word' || unit.spaceBefore) return null;
  return { n: t.text, digits: true, unit: unit.lower, len: 3 };
}

/** "(a) 3-year-old", "(a) two-week", "(a) 10-minute" before a noun → "3-årig", "två veckors", "10 minuters". */
export function spanBeforeNounEn(tokens: readonly Token[], i: number): EntityMatch | null {
  const article = /^(a|an)$/.test(tokens[i]?.lower ?? '') ? 1 : 0;
  const s = span(tokens, i + article);
  const noun = tokens[i + article + (s?.len ?? 0)];
  if (!s) return null;
  // "a 3-year-old", "two-year-olds" as nouns → "3-åring", "tvååringar".
  if ((s.unit === 'year-old' || s.unit === 'year-olds') && noun?.kind !== 'word' && !article) {
    const sv = s.digits ? `${s.n}-` : NUMBERS_EN.get(s.n)!;
    return { len: s.len, token: fixedToken(tokens[i]!, `${sv}åring${s.unit.endsWith('s') ? 'ar' : ''}`) };
  }
  if (noun?.kind !== 'word') return null;
  const age = s.unit === 'year-old' || s.unit === 'year';
  // The article stays for the rules, which make an age adjective agree (ett treårigt barn).
  if (age && article) return null;
  const sv = s.digits ? s.n : NUMBERS_EN.get(s.n)!;
  if (age) {
    const text = s.digits ? `${sv}-årig` : `${sv}årig`;
    return { len: s.len, token: fixedToken(tokens[i + article]!, text) };
  }
  const forms = SPANS_EN.get(s.unit)?.split('|');
  if (!forms) return null;
  const one = s.n === '1' || s.n === 'one';
  return { len: article + s.len, token: fixedToken(tokens[i]!, one ? forms[0]! : `${sv} ${forms[1]}`) };
}

/**
 * "(en) tvåårig (pojke)", "3-åriga", "femåring" → "(a) two-year-old (boy)", "3-year-old": a Swedish age the lexicon need
 * not list; before a noun for no person or animal a span ("ett tvåårigt kontrakt" → "a two-year contract").
 */
export function ageSv(tokens: readonly Token[], i: number): EntityMatch | null {
  const article = /^(en|ett)$/.test(tokens[i]!.lower) ? 1 : 0;
  const t = tokens[i + article];
  let n = '';
  let k = i + article + 1;
  let word = t?.lower ?? '';
  // "3-årig" is read as "3", "-", "årig".
  if (t?.kind === 'num' && /^\d{1,3}$/.test(t.text) && tokens[k]?.text === '-' && !tokens[k]!.spaceBefore) {
    const w = tokens[k + 1];
    if (w?.kind !== 'word' || w.spaceBefore) return null;
    n = t.text;
    word = w.lower;
    k += 2;
  } else if (t?.kind !== 'word') return null;
  const m = /^(\p{Ll}*?)år(ig|igt|iga|ing|ingar)$/u.exec(word);
  if (!m) return null;
  const en = n || AGE_WORDS_SV.get(m[1]!);
  if (!en || (n && m[1])) return null;
  const person = m[2]!.startsWith('ing');
  const next = tokens[k]?.kind === 'word' ? tokens[k]!.lower : '';
  const old = person || (!next && m[2] !== 'igt') || AGE_NOUNS_SV.some((s) => next.startsWith(s));
  const plural = person && m[2] === 'ingar';
  const a = article ? (/^[aeiou]/.test(en) ? 'an ' : 'a ') : '';
  return { len: k - i, token: fixedToken(tokens[i]!, `${a}${en}-year${old ? '-old' : ''}${plural ? 's' : ''}`) };
}

const PERSONS_SV = new Set(['jag', 'du', 'han', 'hon', 'hen', 'vi', 'ni', 'de', 'dom', 'båda', 'alla']);
const AFTER_AGE = new Set(['i', 'idag', 'nu', 'och', 'men', 'sedan', 'snart', 'nästa', 'på']);

/**
 * "Han är 45 år.", "Min dotter är tre år nu" → "45 years old", "three years old": an age after a person and "är";
 * the rules keep "år" bare after anything else (Garantin är 2 år).
 */
export function yearsOldSv(tokens: readonly Token[], i: number): EntityMatch | null {
  const [subject, be, n, ar, after] = [tokens[i - 2], tokens[i - 1], tokens[i], tokens[i + 1], tokens[i + 2]];
  if (!/^(är|var|blir|blev)$/.test(be?.lower ?? '') || ar?.lower !== 'år' || !n) return null;
  const en = n.kind === 'num' && /^\d{1,3}$/.test(n.text) ? n.text : AGE_WORDS_SV.get(n.lower);
  if (!en || (after?.kind === 'word' && !AFTER_AGE.has(after.lower))) return null;
  const s = subject?.lower ?? '';
  const name = subject?.kind === 'word' && subject.cap && (i - 2 > 0 || isKnownName(subject.text));
  if (!PERSONS_SV.has(s) && !AGE_NOUNS_SV.some((a) => s.startsWith(a)) && !name) return null;
  return { len: 2, token: fixedToken(n, `${en} years old`) };
}
