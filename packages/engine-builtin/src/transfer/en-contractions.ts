import type { Token } from '../tokenize.js';

/** English contractions are expanded before tagging so that grammar rules see full words. */
export const CONTRACTIONS: Record<string, string[]> = {
  "can't": ['can', 'not'],
  "won't": ['will', 'not'],
  "shan't": ['shall', 'not'],
  "i'm": ['i', 'am'],
  "let's": ['let', 'us'],
  cannot: ['can', 'not'],
  "ain't": ['is', 'not'],
};
export const IS_HOSTS = new Set([
  'he',
  'she',
  'it',
  'that',
  'what',
  'there',
  'who',
  'where',
  'here',
  'how',
  'this',
  'everything',
  'nothing',
]);

/** One word of a split contraction: the first keeps the token's capital and space. */
const mk = (t: Token, text: string, first: boolean): Token => ({
  ...t,
  text,
  lower: text.toLowerCase(),
  cap: first ? t.cap : false,
  spaceBefore: first ? t.spaceBefore : true,
});

/** Splits contractions into full words (don't → do not, he's → he is); possessive 's stays a marker. */
export function expandTokens(tokens: Token[]): (Token & { gen?: boolean })[] {
  const out: (Token & { gen?: boolean })[] = [];
  for (const t of tokens) {
    if (t.kind !== 'word' || (!t.lower.includes("'") && !Object.hasOwn(CONTRACTIONS, t.lower))) {
      out.push(t);
      continue;
    }
    const l = t.lower;
    const whole = CONTRACTIONS[l];
    if (whole) {
      whole.forEach((w, i) => {
        out.push(mk(t, i === 0 && t.cap ? w[0]!.toUpperCase() + w.slice(1) : w, i === 0));
      });
      continue;
    }
    const m = /^(.+?)(n't|'re|'ve|'ll|'d|'s|'m|')$/.exec(l);
    if (!m) {
      out.push(t);
      continue;
    }
    const host = t.text.slice(0, m[1]!.length);
    const suffix = m[2]!;
    const expand: Record<string, string> = {
      "n't": 'not',
      "'re": 'are',
      "'ve": 'have',
      "'ll": 'will',
      "'d": 'would',
      "'m": 'am',
    };
    if (suffix === "'s" || suffix === "'") {
      if (suffix === "'s" && IS_HOSTS.has(m[1]!)) {
        out.push(mk(t, host, true), mk(t, sIsHas(tokens, tokens.indexOf(t)) ? 'has' : 'is', false));
      } else out.push({ ...mk(t, host, true), gen: true });
      continue;
    }
    out.push(mk(t, host, true), mk(t, expand[suffix]!, false));
  }
  return semiModals(dropPossessiveGot(out));
}

/** Adverbs that stand between a perfect's has and its participle and mark the perfect (She's already left). */
const PERFECT_ADVERBS = new Set(['already', 'just', 'never', 'ever', 'recently', 'finally', 'since', 'now']);
const MID = new Set([...PERFECT_ADVERBS, 'not', 'always', 'also', 'only', 'really', 'probably', 'still']);
/** Participles after 's that only a perfect takes (He's gone, She's been, It's got). */
const ALWAYS_HAS = new Set(['been', 'gone', 'got', 'gotten', 'happened', 'arrived', 'died', 'disappeared']);
/** Irregular past participles (the regular ones end in -ed). */
const IRREGULAR_PP = new Set(
  'done seen taken eaten written given known forgotten broken spoken driven ridden fallen chosen stolen woken begun drunk sung swum flown grown thrown shown worn torn hidden bitten frozen shaken beaten left lost found made had heard told said sold paid sent spent bought brought caught taught thought felt kept met read put cut hurt set let shut won built lent meant slept understood become come run'.split(
    ' ',
  ),
);
/** What opens an object noun phrase after a participle (He's lost his keys). */
const OBJECT_START = new Set(
  'the a an my your his her its our their this that these those some any me him us them you it all every no'.split(' '),
);

/**
 * "He's gone home", "She's already left", "He's lost his keys": 's before a participle is has when the participle is
 * one only the perfect takes, a perfect adverb comes between, or an object follows; otherwise it is is (It's
 * finished, It's made in China, She's interested in art).
 */
function sIsHas(tokens: Token[], i: number): boolean {
  let k = i + 1;
  let perfectAdverb = false;
  while (tokens[k] && MID.has(tokens[k]!.lower)) perfectAdverb ||= PERFECT_ADVERBS.has(tokens[k++]!.lower);
  const w = tokens[k]?.lower ?? '';
  if (ALWAYS_HAS.has(w)) return true;
  if (!IRREGULAR_PP.has(w) && !(w.length > 4 && w.endsWith('ed'))) return false;
  // "He's worked here since 2015": a time since which, or a place after a person's participle, is the perfect.
  const after = tokens[k + 1]?.lower ?? '';
  const person = ['he', 'she'].includes(tokens[i]!.lower.replace(/'s$/, ''));
  if (after === 'since' || (person && ['here', 'there', 'abroad', 'hard'].includes(after))) return true;
  return perfectAdverb || OBJECT_START.has(after);
}

const HAVE_GOT_SUBJECTS = new Set(['i', 'you', 'we', 'they', 'he', 'she', 'it']);
const HAVE_GOT_NEXT = new Set(
  'a an the any some no two three four five six seven eight nine ten my your his her its our their to this that these those plenty lots enough'.split(
    ' ',
  ),
);

/**
 * "have got" is possession, "have got to" necessity: the got is dropped (I've got two brothers → I have two brothers,
 * Have you got a pen? → Have you a pen?, I've got to go → I have to go) so that "har fått" is not produced.
 */
function dropPossessiveGot<T extends Token>(toks: T[]): T[] {
  if (!toks.some((t) => t.lower === 'got')) return toks;
  const isHave = (t: T | undefined) => t?.lower === 'have' || t?.lower === 'has';
  return toks.filter((t, i) => {
    if (t.lower !== 'got') return true;
    const next = toks[i + 1];
    if (!next || !(HAVE_GOT_NEXT.has(next.lower) || /^\d/.test(next.lower))) return true;
    const prev = toks[i - 1];
    const prev2 = toks[i - 2];
    const prevIsSubject = prev !== undefined && HAVE_GOT_SUBJECTS.has(prev.lower);
    return !(isHave(prev) || (prevIsSubject && isHave(prev2)) || (prev?.lower === 'not' && isHave(prev2)));
  });
}

/**
 * Semi-modals the tagger has no modal for: "ought (not) to" is should ("You ought to rest" → "Du borde vila"), and
 * "need not"/"needn't" before a bare verb is "do not need to" ("You needn't worry" → "Du behöver inte oroa dig").
 */
function semiModals<T extends Token>(toks: T[]): T[] {
  if (!toks.some((t) => t.lower === 'ought' || t.lower === 'need')) return toks;
  const out: T[] = [];
  const word = (t: T, text: string, first = true): T => ({
    ...t,
    text: first && t.cap ? text[0]!.toUpperCase() + text.slice(1) : text,
    lower: text,
    cap: first && t.cap,
  });
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    const n1 = toks[i + 1]?.lower;
    const n2 = toks[i + 2]?.lower;
    if (t.lower === 'ought' && (n1 === 'to' || (n1 === 'not' && n2 === 'to'))) {
      out.push(word(t, 'should'));
      if (n1 === 'not') out.push(toks[i + 1]!);
      i += n1 === 'not' ? 2 : 1;
      continue;
    }
    // "You need not worry": a bare verb after need not (not "need not be" + adjective, which stays).
    const prev = toks[i - 1]?.lower ?? '';
    if (
      t.lower === 'need' &&
      n1 === 'not' &&
      n2 &&
      /^[a-z]+$/.test(n2) &&
      !NEED_NOT_BREAK.has(n2) &&
      !NEED_NOT_AFTER.has(prev)
    ) {
      out.push(word(t, 'do'), word(toks[i + 1]!, 'not', false), word(t, 'need', false), word(t, 'to', false));
      i += 1;
      continue;
    }
    out.push(t);
  }
  return out;
}
/** Words after "need not" that show need is no modal there ("We need not only money"), or the subject is "the". */
const NEED_NOT_BREAK = new Set(['only', 'just', 'to', 'a', 'an', 'the', 'have']);
const NEED_NOT_AFTER = new Set(['the', 'a', 'no', 'do', 'does', 'did', 'will', 'to']);
