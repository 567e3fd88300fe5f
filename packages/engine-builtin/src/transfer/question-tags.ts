import type { EngineData } from '../engine-data.js';
import { analyzeEnVerb } from '../morphology/en.js';
import type { Token } from '../tokenize.js';

/** Swedish tags after a comma that ask for agreement: "Det är kallt, eller hur?" */
const SV_TAGS = [['eller', 'hur'], ['inte', 'sant'], ['va'], ['visst'], ['väl'], ['ju']];

/**
 * A Swedish statement asking for agreement: a tag after a comma ("…, eller hur?", "…, va?") or "väl" after the verb of
 * a statement ending in a question mark ("Du kommer väl på festen?"). Returns the statement without the tag and its
 * question mark, to be translated as a statement and given an English tag (`englishTag`).
 */
export function stripSvTag(tokens: Token[]): { tokens: Token[]; tagged: boolean } {
  let end = tokens.length;
  if (tokens[end - 1]?.text !== '?') return { tokens, tagged: false };
  end--;
  for (const tag of SV_TAGS) {
    const start = end - tag.length;
    if (start > 1 && tokens[start - 1]!.text === ',' && tag.every((w, k) => tokens[start + k]!.lower === w))
      return { tokens: tokens.slice(0, start - 1), tagged: true };
  }
  // "Du kommer väl …?": väl third or fourth, after a subject and its verb (not in a verb-first question).
  const val = tokens.findIndex((t, i) => i >= 2 && i <= 4 && t.lower === 'väl');
  if (val > 0 && tokens.slice(0, val).every((t) => t.kind === 'word') && tokens[0]!.lower !== 'väl')
    return { tokens: [...tokens.slice(0, val), ...tokens.slice(val + 1, end)], tagged: true };
  return { tokens, tagged: false };
}

const PRONOUN_SUBJECTS = new Set(['i', 'you', 'he', 'she', 'it', 'we', 'they', 'there']);
const AUX = new Set([
  ...['am', 'is', 'are', 'was', 'were', 'have', 'has', 'had', 'do', 'does', 'did'],
  ...['will', 'would', 'can', 'could', 'should', 'shall', 'must', 'may', 'might'],
]);
const CONTRACTED: Record<string, string> = { "'re": 'are', "'m": 'am', "'ve": 'have', "'ll": 'will', "'d": 'would' };
const NEGATED: Record<string, string> = { "won't": 'will', "can't": 'can', "shan't": 'shall', cannot: 'can' };
const PLURAL_AUX = new Set(['are', 'were', 'have', 'do']);

function negate(aux: string, subject: string): string {
  if (aux === 'am') return "aren't";
  if (aux === 'will') return "won't";
  if (aux === 'can') return "can't";
  if (aux === 'shall') return "shan't";
  if (aux === 'may' || aux === 'might') return `${aux} not`;
  return subject === 'i' && aux === 'are' ? "aren't" : `${aux}n't`;
}

/**
 * The English question tag for a statement ("It's cold today" → "isn't it", "You like coffee" → "don't you",
 * "You haven't seen it" → "have you"): the first auxiliary, or do/does/did for a bare verb, negated after a positive
 * statement, with the subject as a pronoun. Null when the statement shows neither.
 */
export function englishTag(statement: string, data: EngineData): string | null {
  const words = statement
    .replace(/[.!?]+$/, '')
    .split(/\s+/)
    .map((w) => w.toLowerCase().replace(/’/g, "'"));
  const first = words[0] ?? '';
  const bare = first.replace(/'.*$/, '');
  let subject = PRONOUN_SUBJECTS.has(bare) ? bare : ['this', 'that'].includes(bare) ? 'it' : '';
  let aux = '';
  let negative = false;
  let k = 0;
  const suffix = first.slice(bare.length);
  if (subject && suffix)
    aux = suffix === "'s" ? (/^(been|got)$/.test(words[1] ?? '') ? 'has' : 'is') : (CONTRACTED[suffix] ?? '');
  if (!aux) {
    k = words.findIndex((w, i) => i > 0 && i <= 5 && (AUX.has(w.replace(/n't$/, '')) || w in NEGATED));
    if (k > 0) {
      const w = words[k]!;
      negative = w.endsWith("n't") || w === 'cannot';
      aux = NEGATED[w] ?? w.replace(/n't$/, '');
    }
  } else k = 0;
  if (aux && words[k + 1] === 'not') negative = true;
  if (aux && ['never', 'no', 'nothing', 'nobody'].some((w) => words.slice(k + 1, k + 3).includes(w))) negative = true;
  if (!aux) {
    if (!subject || !words[1]) return null;
    const isVerb = (b: string) => Boolean(data.enIndex.get(b)?.some((t) => t.entry.kind === 'verb'));
    const forms = analyzeEnVerb(words[1], data.enIrrPast, data.enIrrPp, isVerb).map((a) => a.form);
    if (!forms.length) return null;
    aux = forms.includes('past') || forms.includes('past-pp') ? 'did' : forms.includes('3sg') ? 'does' : 'do';
  }
  if (!subject) subject = PLURAL_AUX.has(aux) ? 'they' : 'it';
  return negative ? `${aux} ${subject}` : `${negate(aux, subject)} ${subject}`;
}

const EN_TAG = new RegExp(
  String.raw`,\s*(?:(?:${[...AUX].join('|')})(?:n't)?|won't|can't|shan't|aren't)\s+(?:i|you|he|she|it|we|they|there)\s*\?\s*$|,\s*right\s*\?\s*$`,
  'iu',
);

/** "It's cold today, isn't it?" → the statement "It's cold today" (translated with ", eller hur?") or null. */
export function stripEnTag(sentence: string): string | null {
  const m = sentence.match(EN_TAG);
  return m && m.index! > 0 ? sentence.slice(0, m.index) : null;
}
