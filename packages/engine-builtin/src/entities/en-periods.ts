import { wordMap, wordSet } from '../lexicon/word-lists.js';
import type { Token } from '../tokenize.js';
import { dayOfMonth, type EntityMatch, fixedToken, isYear } from './shared.js';

const MONTHS = wordMap('months-en');
const PREPS = wordMap('date-prepositions-en');
const DECADES = wordMap('decades-en');
const ORDINALS = wordMap('ordinals-en');
const PERIODS = wordSet('period-nouns-en');
/** Month parts by their first word, longest first: "at the beginning of" → "i början av". */
const PARTS = (() => {
  const index = new Map<string, { words: string[]; sv: string }[]>();
  for (const [en, sv] of wordMap('month-parts-en')) {
    const words = en.split(' ');
    index.set(
      words[0]!,
      [...(index.get(words[0]!) ?? []), { words, sv }].sort((a, b) => b.words.length - a.words.length),
    );
  }
  return index;
})();

/** The Swedish month (and year) at k, if there is one: a capitalised May only (may is the modal). */
function monthAt(tokens: readonly Token[], k: number): { text: string; len: number } | null {
  const t = tokens[k];
  if (t?.kind !== 'word' || (t.lower === 'may' && !t.cap)) return null;
  const m = MONTHS.get(t.lower.replace(/\.$/, ''));
  if (!m) return null;
  return isYear(tokens[k + 1]) ? { text: `${m} ${tokens[k + 1]!.text}`, len: 2 } : { text: m, len: 1 };
}

/**
 * "at the beginning of June", "in early June", "mid-June", "by the end of the year" → "i början av juni", "i början
 * av juni", "i mitten av juni", "senast i slutet av året": a part of a month; the multiword forms also before
 * "the" + a time noun (`period-nouns-en`; the rules translate the noun).
 */
export function monthPartEn(tokens: readonly Token[], i: number): EntityMatch | null {
  const t = tokens[i];
  const inMid = t?.lower === 'in' ? 1 : 0;
  const w = tokens[i + inMid];
  const mid = w?.kind === 'word' ? /^mid-(\p{L}+)$/u.exec(w.text) : null;
  if (mid) {
    const m = monthAt([{ ...w!, text: mid[1]!, lower: mid[1]!.toLowerCase() }, ...tokens.slice(i + inMid + 1)], 0);
    return m ? { len: inMid + m.len, token: fixedToken(t!, `i mitten av ${m.text}`) } : null;
  }
  for (const p of PARTS.get(t?.lower ?? '') ?? []) {
    if (!p.words.every((w, n) => tokens[i + n]?.lower === w)) continue;
    const k = i + p.words.length;
    const m = monthAt(tokens, k);
    if (m) return { len: k + m.len - i, token: fixedToken(t!, `${p.sv} ${m.text}`) };
    // "at the end of the year", "at the beginning of next week": the rules translate what follows.
    const det = /^(the|next|last|this)$/.test(tokens[k]?.lower ?? '');
    if (p.words.length >= 3 && det && PERIODS.has(tokens[k + 1]?.lower ?? ''))
      return { len: k - i, token: fixedToken(t!, p.sv) };
  }
  return null;
}

/** "(in) the eighties", "the '80s", "the 80s" → "(på) åttiotalet". */
export function decadeEn(tokens: readonly Token[], i: number): EntityMatch | null {
  const prep = tokens[i]?.lower === 'in' ? 'på ' : tokens[i]?.lower === 'during' ? 'under ' : '';
  let k = i + (prep ? 1 : 0);
  if (tokens[k]?.lower !== 'the') return null;
  k++;
  if (tokens[k]?.text === "'" || tokens[k]?.text === '’') k++;
  const n = tokens[k];
  const s = tokens[k + 1];
  const digits = n?.kind === 'num' && /^\d0$/.test(n.text) && s?.lower === 's' && !s.spaceBefore;
  const sv = DECADES.get(digits ? `${n!.text}s` : (n?.lower ?? ''));
  if (!sv) return null;
  return { len: k + (digits ? 2 : 1) - i, token: fixedToken(tokens[i]!, prep + sv) };
}

/** "3rd", "2nd" before a noun (the 3rd floor, my 2nd visit) → "third", "second", which the rules inflect for. */
export function ordinalEn(tokens: readonly Token[], i: number): Token | null {
  const t = tokens[i]!;
  const word = t.kind === 'num' ? ORDINALS.get(t.lower) : undefined;
  const next = tokens[i + 1];
  if (!word || next?.kind !== 'word' || MONTHS.has(next.lower)) return null;
  if (/^(of|every|each|and|or|to|until|at|in|on|is|was)$/.test(next.lower)) return null;
  return { ...t, kind: 'word', text: word, lower: word };
}

/**
 * "(from) 2 to 6 June", "4–6 July", "2-6 June", "between 2 and 6 June", "June 2–6" → "(från den 2 till den 6 juni)",
 * "4–6 juli", "mellan den 2 och den 6 juni" ("on 9–11 October" → "den 9–11 oktober"): a range of days in one month.
 */
export function dateRangeEn(tokens: readonly Token[], i: number): EntityMatch | null {
  const lead = tokens[i]?.lower;
  const words = lead === 'from' ? ['från', 'till'] : lead === 'between' ? ['mellan', 'och'] : null;
  const on = lead === 'on' ? 1 : 0;
  let k = i + (words ? 1 : on);
  const before = words ? null : monthAt(tokens, k);
  if (before) k += before.len;
  const t = tokens[k];
  if (t?.kind !== 'num') return null;
  let a: number | null;
  let b: number | null;
  const joined = /^(\d{1,2})(?:st|nd|rd|th)?-(\d{1,2})(?:st|nd|rd|th)?$/.exec(t.text);
  if (joined) {
    [a, b] = [dayOfMonth(joined[1]!), dayOfMonth(joined[2]!)];
    k++;
  } else {
    const join = tokens[k + 1]?.lower ?? '';
    const ok = words ? join === (lead === 'between' ? 'and' : 'to') : /^(–|-|to|until|till)$/.test(join);
    if (!ok || tokens[k + 2]?.kind !== 'num') return null;
    [a, b] = [dayOfMonth(t.text), dayOfMonth(tokens[k + 2]!.text)];
    k += 3;
  }
  if (!a || !b || a >= b || (before && words)) return null;
  const m = before ?? monthAt(tokens, k);
  if (!m) return null;
  if (!before) k += m.len;
  const range = `${on ? 'den ' : ''}${a}–${b} ${m.text}`;
  const text = words ? `${words[0]} den ${a} ${words[1]} den ${b} ${m.text}` : range;
  return { len: k - i, token: fixedToken(tokens[i]!, text) };
}

/** "on 12/03/1985", "by 31/3" → "den 12/03/1985", "senast 31/3": a numeric date is copied, its preposition translated. */
export function numericDateEn(tokens: readonly Token[], i: number): EntityMatch | null {
  const sv = PREPS.get(tokens[i]?.lower ?? '');
  const n = tokens[i + 1];
  if (!sv || sv === 'klockan' || n?.kind !== 'num' || tokens[i + 2]?.kind === 'word') return null;
  const m = /^(\d{1,2})[/.](\d{1,2})(?:[/.](\d{2}|\d{4}))?$/.exec(n.text);
  if (!m || (n.text.includes('.') && !m[3])) return null;
  if (Number(m[1]) > 31 || Number(m[2]) > 31 || !m[1] || Number(m[1]) < 1) return null;
  return { len: 2, token: fixedToken(tokens[i]!, `${sv} ${n.text}`) };
}

/** "3 times a day", "twice a week" stay the rules'; "3 times" before a frequency or the end → "3 gånger". */
export function timesEn(tokens: readonly Token[], i: number): EntityMatch | null {
  const n = tokens[i]!;
  const w = tokens[i + 1]?.lower;
  if (n.kind !== 'num' || !/^\d+$/.test(n.text) || (w !== 'times' && w !== 'time')) return null;
  const after = tokens[i + 2];
  if (
    after?.kind === 'word' &&
    !/^(a|an|per|every|each|daily|weekly|monthly|yearly|in|over|more|as|now)$/.test(after.lower)
  )
    return null;
  return { len: 2, token: fixedToken(n, `${n.text} ${n.text === '1' ? 'gång' : 'gånger'}`) };
}
