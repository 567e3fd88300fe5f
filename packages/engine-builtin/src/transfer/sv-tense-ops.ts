import type { EnOp } from './en-verb.js';
import type { SvChain } from './sv-chain.js';
import type { ClauseState } from './sv-clause-state.js';
import type { SvUnit } from './sv-unit.js';

/** Words after skulle that make it a plan in the past cut short: "skulle precis gå" → "was just about to leave". */
const ABOUT_TO = new Set(['precis', 'just']);
/** skulle with these is a wish or a conditional ("skulle gärna hjälpa"), never a plan in the past. */
const CONDITIONAL_CUES = new Set(['om', 'gärna', 'nog', 'kanske', 'hellre', 'helst', 'ifall', '?']);
/** Verbs after skulle that state a hypothetical ("skulle vara kul", "skulle behöva"), not an intention. */
const STATIVE = new Set(['vara', 'ha', 'vilja', 'kunna', 'behöva', 'gilla', 'tycka', 'älska', 'kosta', 'passa']);

const WOULD: EnOp = { kind: 'modal', present: 'would', past: 'would', nonfinite: 'would' };
const verbOf = (u: SvUnit | undefined) => (u?.a?.pos === 'verb' ? u.a : null);

/**
 * Tense and modal readings a Swedish verb chain takes from its neighbours (issue 11, fourth round), applied to the
 * English operations `chainOps` built:
 * - "kan ha glömt" → "may have forgotten": kan + a perfect is a possibility (negated it stays "can't have");
 * - "kommer att bli arg" → "will get angry": bli + adjective after a modal is get (be with det: "will be cold");
 * - "skulle precis gå" → "was just about to leave", "skulle ringa men glömde" / "skulle äta när …" → "was going to":
 *   past skulle in a statement followed by men/när is a plan that did not happen, not a conditional;
 * - "hade tänkt åka" → "had planned to go": tänka in the perfect is planning, not "had been going to".
 */
export function refineTenseOps(c: SvUnit[], sc: SvChain, subject: SvUnit[], ops: EnOp[], followedBy?: string): void {
  const { chain, j } = sc;
  const v0 = verbOf(chain[0]);
  const lowers = new Set(c.map((u) => u.lower));
  const negated = lowers.has('inte') || lowers.has('aldrig') || lowers.has('ej');
  const [op0, op1] = ops;
  if (
    op0?.kind === 'modal' &&
    op0.present === 'can' &&
    op1?.kind === 'perfect' &&
    v0?.entry.inf === 'kunna' &&
    v0.form === 'pres' &&
    !negated
  )
    ops[0] = lowers.has('?')
      ? { kind: 'modal', present: 'could', past: 'could', nonfinite: 'be able to' }
      : { kind: 'modal', present: 'may', past: 'might', nonfinite: 'be able to' };
  const last = ops[ops.length - 1];
  const lastV = verbOf(chain[chain.length - 1]);
  if (
    op0?.kind === 'modal' &&
    ops.length === 2 &&
    last?.kind === 'lex' &&
    last.text !== 'get' &&
    lastV?.entry.inf === 'bli' &&
    lastV.entry.particle === '' &&
    lastV.form === 'inf'
  ) {
    const nx = c.slice(j).filter((x) => !x.consumed);
    const adj = ['mycket', 'väldigt', 'ganska', 'så', 'lite', 'för'].includes(nx[0]?.lower ?? '') ? nx[1] : nx[0];
    const nounAfter = nx.slice(nx.indexOf(adj!) + 1)[0]?.a?.pos === 'noun';
    if (adj?.a?.pos === 'adj' && adj.a.form !== 'comp' && !nounAfter)
      ops[ops.length - 1] = { kind: 'lex', text: subject[0]?.lower === 'det' ? 'be' : 'get' };
  }
  // "Brukade du spela …?", "Jag brukade inte …" → "Did you use to …?", "I didn't use to …": do-support, not "Used you".
  if (op0?.kind === 'modal' && op0.past === 'used to' && v0?.form === 'past' && (negated || lowers.has('?')))
    ops[0] = { kind: 'lex', text: 'use to' };
  const aboutTo = c.some((u) => ABOUT_TO.has(u.lower));
  if (
    op0?.kind === 'modal' &&
    op0.present === 'will' &&
    ops.length === 2 &&
    op1?.kind === 'lex' &&
    v0?.entry.inf === 'skola' &&
    (v0.form === 'past' || (v0.form === 'pres' && aboutTo)) &&
    !negated &&
    ![...lowers].some((w) => CONDITIONAL_CUES.has(w)) &&
    !STATIVE.has(verbOf(chain[1])?.entry.inf ?? '') &&
    subject[0]?.lower !== 'det'
  ) {
    if (aboutTo) ops[0] = { kind: 'lex', text: 'be about to' };
    else if (followedBy === 'men' || followedBy === 'när') ops[0] = { kind: 'lex', text: 'be going to' };
    // "gå" before a plan cut short is leaving: "skulle precis gå när du ringde".
    const main = verbOf(chain[1]);
    const alone = c.slice(j).every((x) => x.consumed || x.kind === 'punct') && followedBy !== 'och';
    if (ops[0]!.kind === 'lex' && main?.entry.inf === 'gå' && alone) ops[1] = { kind: 'lex', text: 'leave' };
  }
  if (op0?.kind === 'perfect' && op1?.kind === 'lex' && op1.text === 'be going to' && ops.length === 3)
    ops[1] = { kind: 'lex', text: 'plan to' };
  // "Du hade kunnat ringa", "skulle ha kunnat" → "could have called"; "hade velat" → "would have liked to".
  const k =
    op0?.kind === 'perfect' ? 0 : op0?.kind === 'modal' && op0.present === 'will' && op1?.kind === 'perfect' ? 1 : -1;
  const after = ops[k + 1];
  if (k >= 0 && (v0?.form === 'past' || k === 0) && ops.length === k + 3 && v0?.form !== 'pres') {
    if (after?.kind === 'modal' && after.present === 'can')
      ops.splice(
        0,
        k + 2,
        { kind: 'modal', present: 'could', past: 'could', nonfinite: 'be able to' },
        { kind: 'perfect' },
      );
    else if (after?.kind === 'lex' && after.text === 'want to')
      ops.splice(0, k + 2, WOULD, { kind: 'perfect' }, { kind: 'lex', text: 'like to' });
  }
  // "Han ska ha sagt att …" → "He is said to have said …": ska + a perfect about someone else reports hearsay.
  const third = subject.length > 0 && !['jag', 'vi', 'du', 'ni', 'man'].includes(subject[0]!.lower);
  if (
    op0?.kind === 'modal' &&
    op0.present === 'will' &&
    v0?.form === 'pres' &&
    op1?.kind === 'perfect' &&
    third &&
    !lowers.has('?')
  )
    ops[0] = { kind: 'lex', text: 'be said to' };
}

/**
 * "Det är bäst att du går hem nu" → "You had better go home now": the opening is dropped (`stripBestSv`) and the
 * clause after it gets "had better" before its verb ("… att du inte går" → "had better not go"). Only for a
 * statement in the present.
 */
export function stripBestSv<T extends { lower: string; kind: string }>(tokens: T[]): { tokens: T[]; best: boolean } {
  const words = ['det', 'är', 'bäst', 'att'];
  if (words.every((w, k) => tokens[k]?.lower === w) && tokens[4]?.kind === 'word' && tokens[5]?.kind === 'word') {
    const rest = tokens.slice(4);
    if (!rest.some((t) => ['?', 'om'].includes(t.lower))) return { tokens: rest, best: true };
  }
  return { tokens, best: false };
}

/**
 * Modals a clause takes from the rest of the sentence: "had better" in the first clause after a stripped "Det är
 * bäst att" (see stripBestSv), and "would have" for hade + supine outside the condition of a counterfactual ("Det
 * hade varit bättre om du hade ringt" → "It would have been better if you had called"), and vore as were / would be.
 */
export function sentenceModal(st: ClauseState, ops: EnOp[], tense: string, verb: string): void {
  // "om jag vore du" → "if I were you"; "Jag vore tacksam om …" → "I would be grateful if …".
  if (verb === 'vore' && ops.length === 1 && ops[0]!.kind === 'lex' && ops[0]!.text === 'be')
    ops.splice(0, 0, st.conditional ? { kind: 'modal', present: 'were', past: 'were', nonfinite: 'be' } : WOULD);
  if (verb === 'vore' && st.conditional) ops.pop();
  if (st.best && tense === 'pres' && ops.length === 1 && ops[0]!.kind === 'lex') {
    ops.unshift({ kind: 'modal', present: 'had better', past: 'had better', nonfinite: 'had better' });
    st.best = false;
  }
  if (st.counterfactual && !st.sub && tense === 'past' && ops[0]?.kind === 'perfect' && ops.length > 1)
    ops.unshift(WOULD);
}

/** An om/ifall-clause with hade: hade + supine in the other clause is a counterfactual (see sentenceModal). */
export function counterfactual(tokens: { lower: string }[]): boolean {
  const k = tokens.findIndex((t) => t.lower === 'om' || t.lower === 'ifall');
  return k >= 0 && tokens.slice(k + 1).some((t) => t.lower === 'hade');
}

/** "Det kan ha regnat i natt" → "last night": i natt with a past or perfect verb in the sentence is the night before. */
export function pastNight(units: SvUnit[]): void {
  const night = units.find((u) => u.lower === 'i natt' || u.lower === 'inatt');
  const past = units.some((u) => u.a?.pos === 'verb' && (u.a.form === 'past' || u.a.form === 'sup'));
  const future = units.some((u) => ['ska', 'skall', 'kommer', 'tänker'].includes(u.lower));
  if (!night || !past || future || night.a?.pos !== 'word') return;
  const a = night.a;
  const senses = [{ text: 'last night' }, ...a.entry.senses.filter((x) => x.text !== 'last night')];
  night.a = { ...a, entry: { ...a.entry, senses } };
}

/** Verbs reporting what someone said should be done. */
const REPORTING = new Set(['säga', 'skriva', 'tycka', 'mena', 'förklara']);

/**
 * "Läkaren sa att jag skulle vila" → "The doctor said I should rest": past skulle in an att-clause after a
 * reporting verb, about someone other than the reporter, passes on an instruction (ska); with the same subject it
 * stays a reported future ("Hon sa att hon skulle komma" → "would come").
 */
export function reportedOrder(st: ClauseState, v: SvUnit['a'], subject: SvUnit[], subjectEn?: string): boolean {
  // "Jag tycker att du ska gå" → "I think you should go": ska in an opinion is advice, whoever the subject.
  if (st.sub && st.lastMain === 'tycka' && v?.pos === 'verb' && v.form === 'pres') return true;
  if (!st.sub || v?.pos !== 'verb' || v.form !== 'past' || !REPORTING.has(st.lastMain ?? '')) return false;
  const who = subject.length === 1 ? subject[0]!.lower : '';
  return ['jag', 'du', 'vi', 'ni', 'man'].includes(who) && Boolean(st.subject) && st.subject!.en !== subjectEn;
}
