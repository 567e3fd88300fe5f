import type { SvAnalysis } from '../morphology/sv.js';
import type { SvUnit } from './sv-unit.js';

/**
 * Tagger scores from clause structure (added to those of sv-disambiguate.ts): where the finite verb stands (after the
 * subject, second after a fronted adverbial), agreement between a determiner and its noun, and what follows a
 * copula or "hållas".
 */
const isFiniteVerb = (a: SvAnalysis) => a.pos === 'verb' && (a.form === 'pres' || a.form === 'past');
const has = (u: SvUnit | undefined, p: (a: SvAnalysis) => boolean) => Boolean(u?.analyses.some(p));
const wordPos = (a: SvAnalysis | undefined, ...pos: string[]) => a?.pos === 'word' && pos.includes(a.entry.pos);

/** Personal pronouns that are only ever a subject (den/det/de may be articles). */
const PERSONAL_SUBJECTS = new Set(['jag', 'du', 'han', 'hon', 'hen', 'vi', 'ni', 'man']);
/** Determiners that only go with a singular noun ("sånt väder", but "sånt händer": händer is the verb). */
const SINGULAR_DETS = new Set(['sånt', 'sådant', 'sån', 'sådan', 'något', 'inget', 'någon', 'ingen', 'detta']);
const CLAUSE_START = new Set(['och', 'men', 'eller', 'så']);

/** Whether the finite verb of the clause containing unit `i` has been tagged already (left of `i`). */
function finiteBefore(units: SvUnit[], i: number): boolean {
  for (let k = i - 1; k >= 0; k--) {
    const u = units[k]!;
    if (u.kind === 'punct' || CLAUSE_START.has(u.lower)) return false;
    if (u.a && isFiniteVerb(u.a)) return true;
    if (u.a?.pos === 'word' && u.a.entry.pos === 'subj') return false;
  }
  return false;
}

/** Whether a subject pronoun stands at `i` ("vi", or "de" not followed by its noun). */
function subjectPronounAt(units: SvUnit[], i: number): boolean {
  const u = units[i];
  if (!u) return false;
  if (PERSONAL_SUBJECTS.has(u.lower)) return true;
  return (
    ['de', 'dom', 'det', 'den'].includes(u.lower) && !has(units[i + 1], (b) => b.pos === 'noun' || b.pos === 'adj')
  );
}

export function scoreClause(a: SvAnalysis, units: SvUnit[], i: number): number {
  const u = units[i]!;
  const prev = units[i - 1];
  const next = units[i + 1];
  let s = 0;
  // V2: after a fronted adverbial the finite verb comes before its subject ("I dag åker vi", "Sedan åt vi").
  if (
    isFiniteVerb(a) &&
    i > 0 &&
    prev?.kind !== 'punct' &&
    !CLAUSE_START.has(prev?.lower ?? '') &&
    subjectPronounAt(units, i + 1) &&
    !finiteBefore(units, i) &&
    !(prev?.a?.pos === 'word' && ['prep', 'det'].includes(prev.a.entry.pos) && prev.kind !== 'phrase')
  )
    s += 3;
  // "sedan" before a finite verb and its subject is "then" ("Sedan åt vi middag", "och sedan gick vi ut").
  const clauseStart = i === 0 || prev?.kind === 'punct' || CLAUSE_START.has(prev?.lower ?? '');
  if (
    (u.lower === 'sedan' || u.lower === 'sen') &&
    clauseStart &&
    wordPos(a, 'adv') &&
    has(next, isFiniteVerb) &&
    subjectPronounAt(units, i + 2)
  )
    s += 4;
  // The finite verb right after a noun subject: "Maten serveras varm", "Formuläret måste skickas in" (the -s and
  // måste forms are infinitives too).
  if (
    isFiniteVerb(a) &&
    a.pos === 'verb' &&
    a.form === 'pres' &&
    prev?.a?.pos === 'noun' &&
    !prev.a.gen &&
    u.analyses.some((b) => b.pos === 'verb' && b.form === 'inf') &&
    !finiteBefore(units, i)
  )
    s += 1.5;
  // A singular determiner does not go with a plural noun: "Sånt händer" is "such things happen".
  if (
    wordPos(a, 'det') &&
    SINGULAR_DETS.has(u.lower) &&
    has(next, isFiniteVerb) &&
    next!.analyses.every((b) => b.pos !== 'noun' || b.plural) &&
    u.analyses.some((b) => wordPos(b, 'pron'))
  )
    s -= 4;
  // "håller med om det." — om before a pronoun that no verb follows is the preposition, not "if".
  if (u.lower === 'om' && wordPos(a, 'subj') && subjectPronounAt(units, i + 1) && !has(units[i + 2], isFiniteVerb))
    s -= 3;
  // "Tack för snabbt svar": för before an adjective and its noun is the preposition, not "too".
  if (
    u.lower === 'för' &&
    wordPos(a, 'adv') &&
    has(next, (b) => b.pos === 'adj') &&
    units[i + 2]?.analyses.length &&
    units[i + 2]!.analyses.every((b) => b.pos === 'noun')
  )
    s -= 3;
  // A verb entry with a particle that does not follow ("kopplade" is not "koppla av").
  if ((a.pos === 'verb' || a.pos === 'ppart') && a.entry.particle && next?.lower !== a.entry.particle.split(' ')[0])
    s -= 0.3;
  // "blev stulen": after bli a participle is the passive; "hållas kopplade": after hållas the predicative.
  if (a.pos === 'ppart' && prev?.a?.pos === 'verb' && prev.a.entry.inf === 'bli') s += 4.5;
  if (a.pos === 'adj' && prev?.a?.pos === 'verb' && prev.a.entry.inf === 'hålla' && prev.a.passive) s += 3;
  return s;
}
