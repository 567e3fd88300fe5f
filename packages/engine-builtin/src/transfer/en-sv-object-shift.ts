import type { EngineData } from '../engine-data.js';
import { analyzeSv } from '../morphology/sv.js';
import type { Piece } from '../tokenize.js';

const WEAK_OBJECTS = new Set(['mig', 'dig', 'honom', 'henne', 'oss', 'er', 'dem']);
const SUBJECTS = new Set(['jag', 'du', 'han', 'hon', 'vi', 'ni', 'de', 'man', 'den', 'det']);
const NEGATIONS = new Set(['inte', 'aldrig']);

/**
 * Swedish moves an unstressed object pronoun before inte/aldrig when the verb is a simple finite main verb: "Jag
 * hörde dig inte", "Vi såg dem aldrig", "Ring mig inte" (not "hörde inte dig", which stresses the pronoun). With an
 * auxiliary the pronoun stays after the participle or infinitive (har inte sett honom, kan inte hjälpa dig).
 */
export function shiftObjectPronouns(pieces: Piece[], data: EngineData): Piece[] {
  const out = [...pieces];
  const mainVerb = (p: Piece | undefined) =>
    Boolean(p?.text) &&
    !/\s/.test(p!.text) &&
    analyzeSv(data.svIndex, p!.text.toLowerCase()).some(
      (a) =>
        a.pos === 'verb' &&
        ['pres', 'past', 'imp'].includes(a.form) &&
        !a.entry.flags.has('aux') &&
        !['vara', 'ha', 'bli'].includes(a.entry.inf),
    );
  for (let i = 0; i + 2 < out.length; i++) {
    if (!mainVerb(out[i])) continue;
    const neg = SUBJECTS.has(out[i + 1]!.text.toLowerCase()) ? i + 2 : i + 1;
    const obj = out[neg + 1];
    if (!NEGATIONS.has(out[neg]?.text.toLowerCase() ?? '') || !obj || !WEAK_OBJECTS.has(obj.text.toLowerCase()))
      continue;
    [out[neg], out[neg + 1]] = [obj, out[neg]!];
  }
  return out;
}
