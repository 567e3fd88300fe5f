import type { EngineData } from '../engine-data.js';
import { wordSet } from '../lexicon/word-lists.js';
import { analyzeSv } from '../morphology/sv.js';
import type { Token } from '../tokenize.js';

const KIND = new Set(['snäll', 'snälla', 'vänlig', 'vänliga', 'god']);
const OPENERS = [...wordSet('polite-openers-sv')].map((o) => o.split(' ')).sort((a, b) => b.length - a.length);

/** The first word reads as an imperative (Stäng, Ring, Var) and no subject pronoun follows it. */
function startsImperative(tokens: readonly Token[], data: EngineData): boolean {
  const first = tokens[0];
  if (first?.kind !== 'word') return false;
  return analyzeSv(data.svIndex, first.lower).some((a) => a.pos === 'verb' && a.form === 'imp');
}

/** Whether any word could be a finite verb (a request without one is a noun phrase: "En kaffe, tack"). */
function hasFiniteVerb(tokens: readonly Token[], data: EngineData): boolean {
  return tokens.some(
    (t) =>
      t.kind === 'word' &&
      analyzeSv(data.svIndex, t.lower).some((a) => a.pos === 'verb' && (a.form === 'pres' || a.form === 'past')),
  );
}

/**
 * A polite request in Swedish: "Var snäll och vänta här" / "Vänligen kontakta oss" (the opener becomes "Please")
 * and "Stäng dörren, tack" / "En kaffe, tack" (", tack" becomes ", please"; after a statement it stays "thanks").
 * Returns the tokens of the request itself and what to add.
 */
export function stripPoliteSv(
  tokens: Token[],
  data: EngineData,
): { tokens: Token[]; please: boolean; pleaseAfter: boolean } {
  let rest = tokens;
  let please = false;
  for (const o of OPENERS) {
    const comma = rest[o.length]?.text === ',' ? 1 : 0;
    if (o.every((w, k) => rest[k]?.lower === w) && rest[o.length + comma]?.kind === 'word') {
      rest = rest.slice(o.length + comma);
      please = true;
      break;
    }
  }
  // "Kan du vara snäll och stänga dörren?" → "Can you please close the door?": the opener inside a question.
  const inner = rest.findIndex(
    (t, k) => k > 0 && t.lower === 'vara' && KIND.has(rest[k + 1]?.lower ?? '') && rest[k + 2]?.lower === 'och',
  );
  if (!please && inner > 0 && rest[inner + 3]?.kind === 'word') {
    rest = [...rest.slice(0, inner), ...rest.slice(inner + 3)];
    please = true;
  }
  // "Kan du snälla ringa mig?" → "Can you please call me?": snälla right after the subject of a question.
  const begging = rest.findIndex(
    (t, k) =>
      k > 1 && t.lower === 'snälla' && ['du', 'ni'].includes(rest[k - 1]!.lower) && rest[k + 1]?.kind === 'word',
  );
  if (!please && begging > 0) {
    rest = [...rest.slice(0, begging), ...rest.slice(begging + 1)];
    please = true;
  }
  let end = rest.length;
  while (end > 0 && rest[end - 1]!.kind === 'punct' && rest[end - 1]!.text !== ',') end--;
  const tack = end >= 3 && rest[end - 1]!.lower === 'tack' && rest[end - 2]!.text === ',';
  const body = tack ? rest.slice(0, end - 2) : rest;
  // "Nej, tack" and "Ja, tack" answer a question: thank you.
  const answer = body.length === 1 && ['ja', 'nej', 'jo'].includes(body[0]!.lower);
  // A question closed with ", tack" asks for something too: "Kan jag få notan, tack?" → "…, please?".
  const asks = rest.slice(end).some((t) => t.text === '?');
  const pleaseAfter =
    tack && !please && !answer && (asks || startsImperative(body, data) || !hasFiniteVerb(body, data));
  if (pleaseAfter) rest = [...body, ...rest.slice(end)];
  return { tokens: rest, please, pleaseAfter };
}
