import type { EnOp } from './en-verb.js';
import type { SvChain } from './sv-chain.js';
import type { SvUnit } from './sv-unit.js';

/** Words after skulle that make it a plan in the past cut short: "skulle precis gå" → "was just about to leave". */
const ABOUT_TO = new Set(['precis', 'just']);
/** skulle with these is a wish or a conditional ("skulle gärna hjälpa"), never a plan in the past. */
const CONDITIONAL_CUES = new Set(['om', 'gärna', 'nog', 'kanske', 'hellre', 'helst', 'ifall', '?']);
/** Verbs after skulle that state a hypothetical ("skulle vara kul", "skulle behöva"), not an intention. */
const STATIVE = new Set(['vara', 'ha', 'vilja', 'kunna', 'behöva', 'gilla', 'tycka', 'älska', 'kosta', 'passa']);

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
  if (
    op0?.kind === 'modal' &&
    op0.present === 'will' &&
    ops.length === 2 &&
    op1?.kind === 'lex' &&
    v0?.entry.inf === 'skola' &&
    v0.form === 'past' &&
    !negated &&
    ![...lowers].some((w) => CONDITIONAL_CUES.has(w)) &&
    !STATIVE.has(verbOf(chain[1])?.entry.inf ?? '') &&
    subject[0]?.lower !== 'det'
  ) {
    const aboutTo = c.some((u) => ABOUT_TO.has(u.lower));
    if (aboutTo) ops[0] = { kind: 'lex', text: 'be about to' };
    else if (followedBy === 'men' || followedBy === 'när') ops[0] = { kind: 'lex', text: 'be going to' };
    // "gå" before a plan cut short is leaving: "skulle precis gå när du ringde".
    const main = verbOf(chain[1]);
    if (ops[0]!.kind === 'lex' && main?.entry.inf === 'gå' && c.slice(j).every((x) => x.consumed || x.kind === 'punct'))
      ops[1] = { kind: 'lex', text: 'leave' };
  }
  if (op0?.kind === 'perfect' && op1?.kind === 'lex' && op1.text === 'be going to' && ops.length === 3)
    ops[1] = { kind: 'lex', text: 'plan to' };
}

/**
 * "Det är bäst att du går hem nu" → "You had better go home now": the opening is dropped (`stripBestSv`) and the
 * clause after it gets "had better" before its verb. Only for a statement in the present without negation.
 */
export function stripBestSv<T extends { lower: string; kind: string }>(tokens: T[]): { tokens: T[]; best: boolean } {
  const words = ['det', 'är', 'bäst', 'att'];
  if (words.every((w, k) => tokens[k]?.lower === w) && tokens[4]?.kind === 'word' && tokens[5]?.kind === 'word') {
    const rest = tokens.slice(4);
    if (!rest.some((t) => ['inte', 'aldrig', 'ej', '?', 'om'].includes(t.lower))) return { tokens: rest, best: true };
  }
  return { tokens, best: false };
}

/** Adds "had better" to the first clause after a stripped "Det är bäst att" (see stripBestSv). */
export function applyBest(ops: EnOp[], tense: string): boolean {
  if (tense !== 'pres' || ops.length !== 1 || ops[0]!.kind !== 'lex') return false;
  ops.unshift({ kind: 'modal', present: 'had better', past: 'had better', nonfinite: 'had better' });
  return true;
}
