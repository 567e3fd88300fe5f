import type { EngineData } from '../engine-data.js';
import { analyzeSv } from '../morphology/sv.js';
import type { Piece } from '../tokenize.js';

const WEAK_OBJECTS = new Set(['mig', 'dig', 'honom', 'henne', 'oss', 'er', 'dem']);
const NEGATIONS = new Set(['inte', 'aldrig']);

/**
 * Swedish moves an unstressed object pronoun before inte/aldrig when the verb is a simple finite main verb: "Jag
 * hörde dig inte", "Vi såg dem aldrig", "Ring mig inte" (not "hörde inte dig", which stresses the pronoun). With an
 * auxiliary the pronoun stays after the participle or infinitive (har inte sett honom, kan inte hjälpa dig).
 */
export function shiftObjectPronouns(pieces: Piece[], data: EngineData): Piece[] {
  const out = [...pieces];
  // After an inverted subject (Varför ringde du inte mig?) the pronoun is left where it stands.
  for (let i = 0; i + 2 < out.length; i++) {
    const obj = out[i + 2]!;
    // The negation first: it is the cheap test, the verb's analysis is not.
    if (!NEGATIONS.has(out[i + 1]!.text.toLowerCase()) || !mainVerb(out[i], data)) continue;
    if (WEAK_OBJECTS.has(obj.text.toLowerCase())) [out[i + 1], out[i + 2]] = [obj, out[i + 1]!];
  }
  return out;
}

/** A simple finite main verb (not vara, ha, bli or an auxiliary). */
function mainVerb(p: Piece | undefined, data: EngineData): boolean {
  return (
    Boolean(p?.text) &&
    !/\s/.test(p!.text) &&
    analyzeSv(data.svIndex, p!.text.toLowerCase()).some(
      (a) =>
        a.pos === 'verb' &&
        ['pres', 'past', 'imp'].includes(a.form) &&
        !a.entry.flags.has('aux') &&
        !['vara', 'ha', 'bli'].includes(a.entry.inf),
    )
  );
}
