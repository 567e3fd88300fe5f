import type { EnUnit } from './en-unit.js';

/** English -self pronouns: the Swedish reflexive object and the emphatic själv/själva that agrees in number. */
const SELF: Record<string, { refl: string; emphatic: string }> = {
  myself: { refl: 'mig', emphatic: 'själv' },
  yourself: { refl: 'dig', emphatic: 'själv' },
  himself: { refl: 'sig', emphatic: 'själv' },
  herself: { refl: 'sig', emphatic: 'själv' },
  itself: { refl: 'sig', emphatic: 'själv' },
  oneself: { refl: 'sig', emphatic: 'själv' },
  ourselves: { refl: 'oss', emphatic: 'själva' },
  yourselves: { refl: 'er', emphatic: 'själva' },
  themselves: { refl: 'sig', emphatic: 'själva' },
};

/**
 * -self pronouns that are not the verb's reflexive object (that one the lexicon and the verb rows give: "hurt
 * himself", "help yourself"): after the object they are emphatic ("You can do it yourself" → "Du kan göra det själv",
 * "We painted the house ourselves" → "själva"); "by myself" is alone, "själv" ("by itself": "av sig själv"); after another preposition they are
 * the reflexive with själv ("talks about himself" → "pratar om sig själv").
 */
export function reshapeReflexives(units: EnUnit[]): void {
  for (let i = 1; i < units.length; i++) {
    const u = units[i]!;
    const self = u.tag === 'pron' ? SELF[u.lower] : undefined;
    if (!self) continue;
    const prev = units[i - 1]!;
    if (prev.tag === 'prep' && prev.lower === 'by') {
      units.splice(i - 1, 1);
      i--;
      // "The door closed by itself" → "av sig själv"; "She lives by herself" → "själv".
      Object.assign(u, { tag: 'phrase', sv: u.lower === 'itself' ? 'av sig själv' : self.emphatic, target: undefined });
    } else if (prev.tag === 'prep') Object.assign(u, { tag: 'phrase', sv: `${self.refl} själv`, target: undefined });
    else if (prev.tag === 'noun' || (prev.tag === 'pron' && !SELF[prev.lower]))
      Object.assign(u, { tag: 'phrase', sv: self.emphatic, target: undefined });
  }
}
