import type { SvAnalysis } from '../morphology/sv.js';
import { AUX_INF, POSSESSIVES, SUBJECT_PRONOUNS } from './sv-grammar.js';
import type { SvUnit } from './sv-unit.js';

/**
 * Tagger scores from clause structure (added to those of sv-disambiguate.ts): where the finite verb stands (after the
 * subject, second after a fronted adverbial), agreement between a determiner and its noun, and what follows a
 * copula or "hållas".
 */
const isFiniteVerb = (a: SvAnalysis) => a.pos === 'verb' && (a.form === 'pres' || a.form === 'past');
const isImperative = (a: SvAnalysis) => a.pos === 'verb' && a.form === 'imp';
const has = (u: SvUnit | undefined, p: (a: SvAnalysis) => boolean) => Boolean(u?.analyses.some(p));
const wordPos = (a: SvAnalysis | undefined, ...pos: string[]) => a?.pos === 'word' && pos.includes(a.entry.pos);

/** Personal pronouns that are only ever a subject (den/det/de may be articles). */
const PERSONAL_SUBJECTS = new Set(['jag', 'du', 'han', 'hon', 'hen', 'vi', 'ni', 'man']);
/** Determiners that only go with a singular noun ("sånt väder", but "sånt händer": händer is the verb). */
const SINGULAR_DETS = new Set(['sånt', 'sådant', 'sån', 'sådan', 'något', 'inget', 'någon', 'ingen', 'detta']);
const CLAUSE_START = new Set(['och', 'men', 'eller', 'så']);
const MID = new Set(['inte', 'ej', 'aldrig', 'också', 'redan', 'alltid']);
const LATA_FORMS = new Set(['låt', 'låter', 'lät', 'låta', 'låtit']);

/** Whether the finite verb of the clause containing unit `i` has been tagged already (left of `i`). */
function finiteBefore(units: SvUnit[], i: number): boolean {
  // After a leading subordinate clause without a comma, the main clause has a finite verb of its own: "Fast det var
  // kallt badade vi".
  let n = 0;
  for (let k = i - 1; k >= 0; k--) {
    const u = units[k]!;
    if (u.kind === 'punct' || CLAUSE_START.has(u.lower)) return n > 0;
    if (u.a && isFiniteVerb(u.a)) n++;
    if (u.a?.pos === 'word' && u.a.entry.pos === 'subj') return n > 1 || (n === 1 && k > 0);
  }
  return n > 0;
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

/** Whether a subject noun phrase can start at `u`: a definite noun, a determiner, a pronoun or a name. */
function nounPhraseStart(u: SvUnit | undefined): boolean {
  if (!u) return false;
  if (PERSONAL_SUBJECTS.has(u.lower) || ['den', 'det', 'de', 'dom'].includes(u.lower)) return true;
  return has(u, (b) => (b.pos === 'noun' && b.def) || wordPos(b, 'det', 'pron'));
}

/** A determiner, pronoun, adjective, number or genitive before a noun: its own form decides definiteness. */
function modifiedBefore(prev: SvUnit | undefined): boolean {
  const p = prev?.a;
  if (!p) return prev?.kind === 'unknown' || prev?.kind === 'lit';
  return p.pos === 'adj' || p.pos === 'ppart' || (p.pos === 'word' && ['det', 'pron', 'num'].includes(p.entry.pos));
}

export function scoreClause(a: SvAnalysis, units: SvUnit[], i: number): number {
  const u = units[i]!;
  const prev = units[i - 1];
  const next = units[i + 1];
  let s = 0;
  // "Jag köpte den åt dig" → "for you": åt after the clause's finite verb, before a person, is the preposition.
  if (u.lower === 'åt' && wordPos(a, 'prep') && finiteBefore(units, i) && has(next, (b) => wordPos(b, 'pron', 'det')))
    s += 4;
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
  // The only word of a sentence that can be its finite verb is the verb: "De unga flyttar" (not the noun flytt).
  if (
    isFiniteVerb(a) &&
    i > 0 &&
    !wordPos(prev?.a, 'prep', 'det') &&
    units.every((x, k) => k === i || !has(x, isFiniteVerb)) &&
    /^[.!?]$/.test(units[units.length - 1]?.lower ?? '') &&
    (!next || next.kind === 'punct' || next.a?.pos === 'word')
  )
    s += 7;
  // "det bästa jag har ätit": den/det/de before a superlative is its article.
  if (
    wordPos(a, 'det') &&
    ['den', 'det', 'de'].includes(u.lower) &&
    has(next, (b) => b.pos === 'adj' && b.form === 'sup')
  )
    s += 5;
  // A supine needs ha before it: after another verb "svalt" is the adjective (cool), not svälja's supine.
  if (a.pos === 'verb' && a.form === 'sup' && prev?.a?.pos === 'verb' && prev.a.entry.inf !== 'ha') s -= 2;
  // "Får ej frysas": a sentence-initial word before inte/ej is the finite verb (not the noun får, sheep).
  if (isFiniteVerb(a) && i === 0 && (next?.lower === 'ej' || next?.lower === 'inte')) s += 3;
  // Nothing modifies a personal pronoun: before "vi" a -de form is the verb, not a participle ("badade vi").
  if ((a.pos === 'ppart' || a.pos === 'adj' || a.pos === 'noun') && PERSONAL_SUBJECTS.has(next?.lower ?? '') && i > 0)
    s -= 3;
  // "sedan" before a finite verb and its subject is "then" ("Sedan åt vi middag", "och sedan gick vi ut").
  const clauseStart = i === 0 || prev?.kind === 'punct' || CLAUSE_START.has(prev?.lower ?? '');
  if (
    (u.lower === 'sedan' || u.lower === 'sen') &&
    clauseStart &&
    wordPos(a, 'adv') &&
    has(next, isFiniteVerb) &&
    (subjectPronounAt(units, i + 2) ||
      // "Sedan skickas beslutet till dig": before an s-passive and its noun phrase too.
      (has(next, (b) => b.pos === 'verb' && b.passive) && nounPhraseStart(units[i + 2])))
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
  const verbAt = MID.has(units[i + 2]?.lower ?? '') ? i + 3 : i + 2;
  if (u.lower === 'om' && wordPos(a, 'subj') && subjectPronounAt(units, i + 1) && !has(units[verbAt], isFiniteVerb))
    s -= 3;
  // "om ditt barn har", "om ditt barn inte kan": om before a possessive noun phrase and its verb is "if".
  if (
    u.lower === 'om' &&
    wordPos(a, 'subj') &&
    has(next, (b) => wordPos(b, 'pron', 'det')) &&
    !subjectPronounAt(units, i + 1) &&
    has(units[i + 2], (b) => b.pos === 'noun') &&
    has(units[MID.has(units[i + 3]?.lower ?? '') ? i + 4 : i + 3], isFiniteVerb)
  )
    s += 3;
  // "Om apparaten inte startar": om before a noun, a clause adverb and a finite verb is "if".
  if (
    u.lower === 'om' &&
    wordPos(a, 'subj') &&
    has(next, (b) => b.pos === 'noun') &&
    MID.has(units[i + 2]?.lower ?? '') &&
    has(units[i + 3], isFiniteVerb)
  )
    s += 3;
  // "byggdes och anses vara": after och/men/eller, a verb whose present and infinitive coincide continues the
  // finite verb before it, unless a modal governs both.
  if (
    isFiniteVerb(a) &&
    CLAUSE_START.has(prev?.lower ?? '') &&
    u.analyses.some((b) => b.pos === 'verb' && b.form === 'inf')
  ) {
    const before = units.slice(0, i - 1).findLast((x) => x.a?.pos === 'verb');
    if (before?.a?.pos === 'verb' && isFiniteVerb(before.a) && !(before.a.entry.inf in AUX_INF)) s += 2;
  }
  // "I morgon skickas beslutet", "Om du inte betalar skickas ärendet": V2 after a fronted adverbial or clause — the
  // clause's first -s form before a noun phrase, with no modal or att before it, is the finite present passive.
  if (
    isFiniteVerb(a) &&
    a.pos === 'verb' &&
    a.passive &&
    i > 0 &&
    (prev?.kind !== 'punct' || prev.lower === ',') &&
    !wordPos(prev?.a, 'prep', 'det', 'part') &&
    prev?.lower !== 'för att' &&
    !(prev?.a?.pos === 'verb') &&
    u.analyses.some((b) => b.pos === 'verb' && b.form === 'inf') &&
    !finiteBefore(units, i) &&
    nounPhraseStart(next)
  )
    s += 2;
  // "enligt gällande regler", "din gällande adress": a word that is a preposition or an adjective is the adjective
  // after a preposition or determiner and before a noun (gällande din ansökan keeps "regarding").
  if (
    wordPos(a, 'prep') &&
    u.analyses.some((b) => b.pos === 'adj') &&
    (wordPos(prev?.a, 'prep', 'det') || (prev?.lower ?? '') in POSSESSIVES) &&
    has(next, (b) => b.pos === 'noun')
  )
    s -= 3;
  // "billigare för barn": för joining clauses (because) needs a finite verb after it; else it is the preposition.
  if (u.lower === 'för' && wordPos(a, 'conj') && !units.slice(i + 1).some((x) => has(x, isFiniteVerb))) s -= 3;
  // "som drabbas av": after the relative som the verb is finite (present passive, not the infinitive).
  if (isFiniteVerb(a) && prev?.lower === 'som' && u.analyses.some((b) => b.pos === 'verb' && b.form === 'inf')) s += 2;
  // "Låt barnen använda apparaten", "lät honom öppna dörren": after låta and its object the infinitive is a verb,
  // not the adjective (använda, used; öppna, open) or a noun (vara, goods).
  if (a.pos === 'verb' && a.form === 'inf' && has(prev, (b) => b.pos === 'noun' || wordPos(b, 'pron'))) {
    let k = i - 1;
    const inNp = (x: SvUnit) =>
      has(x, (b) => b.pos === 'noun' || b.pos === 'adj' || wordPos(b, 'det', 'pron', 'num')) || MID.has(x.lower);
    while (k > 0 && i - k < 5 && !LATA_FORMS.has(units[k]!.lower) && inNp(units[k]!)) k--;
    if (k < i - 1 && LATA_FORMS.has(units[k]?.lower ?? '')) s += 3;
  }
  // "lägg i pastan och låt den koka", "kontrollera … och försök igen": och after an imperative joins another.
  if (a.pos === 'verb' && a.form === 'imp' && (prev?.lower === 'och' || prev?.lower === 'eller')) {
    if (units.slice(0, i - 1).some((x) => x.a?.pos === 'verb' && x.a.form === 'imp')) s += 4;
  }
  // A clause after a comma that starts with a verb and no subject is an imperative: "…, ta på dig jackan".
  if (
    a.pos === 'verb' &&
    a.form === 'imp' &&
    prev?.kind === 'punct' &&
    prev.lower === ',' &&
    !subjectPronounAt(units, i + 1)
  )
    s += 1.5;
  // "Tack för snabbt svar": för before an adjective and its noun is the preposition, not "too".
  if (
    u.lower === 'för' &&
    wordPos(a, 'adv') &&
    has(next, (b) => b.pos === 'adj') &&
    units[i + 2]?.analyses.length &&
    units[i + 2]!.analyses.every((b) => b.pos === 'noun')
  )
    s -= 3;
  // "Tack för det", "Tack så mycket för hjälpen": för after a thanks is the preposition, never the verb föra.
  if (
    u.lower === 'för' &&
    a.pos === 'verb' &&
    units.slice(Math.max(0, i - 3), i).some((x) => x.lower.split(' ').includes('tack'))
  )
    s -= 8;
  // "kommer att vara här": "att" before an infinitive with no finite verb after it is "to", not "that" + a noun
  // subject (vara, goods).
  if (
    u.lower === 'att' &&
    a.pos === 'word' &&
    a.entry.pos === 'subj' &&
    has(next, (b) => b.pos === 'verb' && b.form === 'inf') &&
    !has(units[i + 2], isFiniteVerb)
  )
    s -= 1.5;
  // "Flyg SK 1415 landar", "Buss 4 går": a clause-initial word before a number or code and a finite verb names the
  // vehicle or thing with that number (the subject), not an imperative.
  if (i === 0 && a.pos === 'noun' && next?.kind === 'lit' && /\d/.test(next.lower) && has(units[2], isFiniteVerb))
    s += 3;
  // "slutet av filmen", "början av maj": a definite noun before "av" is the noun, not an adjective (sluten).
  if (a.pos === 'noun' && a.def && next?.lower === 'av') s += 3.5;
  // "beviljat ansökan", "Början var svår": a noun whose definite form is its indefinite one (ansökan, anmälan,
  // början) is definite without a determiner, adjective or number before it.
  if (a.pos === 'noun' && a.def && !a.plural && u.lower === a.entry.lemma && !modifiedBefore(prev)) s += 0.5;
  // A verb entry with a particle that does not follow ("kopplade" is not "koppla av").
  if ((a.pos === 'verb' || a.pos === 'ppart') && a.entry.particle && next?.lower !== a.entry.particle.split(' ')[0])
    s -= 0.3;
  // "blev stulen": after bli a participle is the passive; "hållas kopplade": after hållas the predicative.
  if (a.pos === 'ppart' && prev?.a?.pos === 'verb' && prev.a.entry.inf === 'bli') s += 4.5;
  if (a.pos === 'adj' && prev?.a?.pos === 'verb' && prev.a.entry.inf === 'hålla' && prev.a.passive) s += 3;
  return s;
}

/** Scores of a clause-initial verb: an imperative ("Sitt ner!", "Gör det själv!") or a question's inverted verb. */
export function scoreVerbFirst(a: SvAnalysis, units: SvUnit[], i: number, question: boolean): number {
  const u = units[i]!;
  const prev = units[i - 1];
  const next = units[i + 1];
  const nextFirst = next?.tokens[0]?.lower ?? '';
  let s = 0;
  if (a.pos === 'verb' && a.form === 'imp' && i > 0) s -= 1;
  if (a.pos === 'verb' && a.form === 'imp' && i === 0 && !question) s += 0.5;
  // "Sitt ner!", "Kom hit": a sentence-initial imperative before no noun is not a possessive or noun.
  if (
    a.pos === 'verb' &&
    a.form === 'imp' &&
    i === 0 &&
    !question &&
    next?.kind === 'word' &&
    !has(next, (b) => b.pos === 'noun' || b.pos === 'adj')
  )
    s += 1.5;
  // "Kör försiktigt", "Ät långsamt": before a manner adverb (an -t form) that no noun follows, not the noun (kör, choir).
  const manner = has(next, (b) => b.pos === 'word' && b.entry.pos === 'adv') && /t$/.test(nextFirst);
  if (
    a.pos === 'verb' &&
    a.form === 'imp' &&
    i === 0 &&
    !question &&
    manner &&
    !has(units[i + 2], (b) => b.pos === 'noun')
  )
    s += 3;
  // "Akta dig!", "Skynda er": an imperative before the addressee's reflexive.
  if (a.pos === 'verb' && a.form === 'imp' && i === 0 && (nextFirst === 'dig' || nextFirst === 'er')) s += 1;
  // "Kommer du?": a clause-initial finite verb before a subject pronoun is inverted; not before det/den/dem outside a
  // question when the form is the imperative too: "Gör det själv!", "Kör den försiktigt." (gör, kör, hör, bär …).
  const imperativeToo =
    !question && /^(det|den|dem)( här| där)?$/.test(next?.lower ?? '') && u.analyses.some(isImperative);
  if (
    (i === 0 || prev?.kind === 'punct') &&
    next &&
    next.lower in SUBJECT_PRONOUNS &&
    isFiniteVerb(a) &&
    !imperativeToo
  )
    s += 2;
  return s;
}
