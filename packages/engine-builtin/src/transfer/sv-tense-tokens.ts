import type { EngineData } from '../engine-data.js';
import { analyzeSv, verbForm } from '../morphology/sv.js';
import type { Token } from '../tokenize.js';

/** Swedish says where someone sits, stands or lies while doing something: "satt och läste" → "was reading". */
const POSITIONAL = new Set(['sitta', 'stå', 'ligga']);

const verbReadings = (data: EngineData, t: Token | undefined) =>
  t?.kind === 'word'
    ? analyzeSv(data.svIndex, t.lower).flatMap((a) => (a.pos === 'verb' && !a.passive ? [a] : []))
    : [];

const retext = (t: Token, text: string): Token => ({
  ...t,
  text: t.cap ? text[0]!.toUpperCase() + text.slice(1) : text,
  lower: text,
});

/**
 * Token rewrites for tense and aspect before tagging (issue 11, fourth round):
 * - sitta/stå/ligga + och + a verb in the same past or supine form is the progressive of that verb, said the way the
 *   engine already reads it, with "hålla på att" ("Jag satt och läste när du ringde" → "I was reading when you
 *   called", "Jag har suttit och jobbat" → "I have been working"); the present keeps "is sitting and writing";
 * - "någon gång" before a verb in a question is "ever" (Har du någon gång varit …? → Have you ever been …?).
 */
export function prepareTenseTokens(tokens: Token[], data: EngineData): Token[] {
  const out = [...tokens];
  const question = tokens.some((t) => t.text === '?');
  for (let i = 0; i + 2 < out.length; i++) {
    const t = out[i]!;
    if (question && (t.lower === 'någon' || t.lower === 'nån') && out[i + 1]?.lower === 'gång') {
      if (verbReadings(data, out[i + 2]).length) out.splice(i, 2, retext(t, 'någonsin'));
      continue;
    }
    if (out[i + 1]?.lower !== 'och') continue;
    const pos = verbReadings(data, t).find((a) => POSITIONAL.has(a.entry.inf) && a.entry.particle === '');
    // In the present English can keep the position ("He is lying and reading"); a past needs the progressive.
    if (!pos || (pos.form !== 'past' && pos.form !== 'sup')) continue;
    const second = verbReadings(data, out[i + 2]).find(
      (a) => a.form === pos.form && !POSITIONAL.has(a.entry.inf) && a.entry.particle === '',
    );
    const hold = data.lex.verbs.get('hålla')?.find((e) => e.particle === '');
    if (!second || !hold) continue;
    const och = out[i + 1]!;
    out.splice(
      i,
      3,
      retext(t, verbForm(hold, pos.form)),
      retext({ ...och, cap: false }, 'på'),
      retext({ ...och, cap: false }, 'att'),
      retext({ ...out[i + 2]!, cap: false }, second.entry.inf),
    );
  }
  return out;
}
