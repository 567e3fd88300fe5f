import { attributeVerbs } from '../alignment.js';
import type { EngineData } from '../engine-data.js';
import type { VerbEntry } from '../lexicon/types.js';
import { verbForm } from '../morphology/sv.js';
import type { Piece } from '../tokenize.js';
import { CLAUSE_ADVERBS } from './en-grammar.js';
import type { EnUnit } from './en-unit.js';

/** Pieces of the Swedish verb group of en-sv-clause.ts: alignment to the English words, coordinated verbs in phrases. */

/**
 * Says which English words the Swedish verb group renders (see alignment.ts): the verbs the English chain right to
 * left, do-support rendering nothing of its own ("did not go" → "gick inte"); a reflexive or particle the main verb;
 * clause adverbs the English adverb they translate. The pieces are given their spans in place.
 */
export function alignVerbGroup(
  verbs: readonly Piece[],
  ofMainVerb: readonly Piece[],
  adverbs: readonly Piece[],
  chainUnits: readonly EnUnit[],
  preAdverbs: readonly EnUnit[],
): void {
  const adverbUnits = [...preAdverbs, ...chainUnits].filter(
    (u) => u.tag === 'neg' || (u.tag === 'adv' && u.lower in CLAUSE_ADVERBS),
  );
  const verbal = chainUnits.filter((u) => ['be', 'have', 'modal', 'verb'].includes(u.tag));
  attributeVerbs(
    verbs,
    verbal.map((u) => u.span),
  );
  const main = verbal[verbal.length - 1]?.span;
  for (const p of ofMainVerb) p.src ??= main;
  const unused = [...adverbUnits];
  for (const p of adverbs) {
    const k = unused.findIndex((u) => (u.sv ?? CLAUSE_ADVERBS[u.lower]) === p.text);
    if (k >= 0) p.src ??= unused.splice(k, 1)[0]!.span;
  }
}

/** "gick och lägga sig" → "gick och lade sig": a verb joined by och in a phrase takes the first verb's form. */
export function inflectCoordinated(
  particle: string,
  finite: string,
  vg: { rest: string[]; entry?: VerbEntry },
  data: EngineData,
) {
  const m = /^och (\S+)(.*)$/.exec(particle);
  if (!m || !vg.entry) return particle;
  const second = data.lex.verbs.get(m[1]!)?.[0];
  // After har/hade the second verb is a supine too: "har gått och lagt sig".
  const tenses: Record<string, 'past' | 'pres'> = { [vg.entry.past ?? '']: 'past', [vg.entry.present ?? '']: 'pres' };
  const sup = vg.rest[vg.rest.length - 1] === vg.entry.supine ? 'sup' : undefined;
  const form = vg.rest.length ? sup : tenses[finite];
  if (!second || !form) return particle;
  return `och ${verbForm(second, form)}${m[2]}`;
}
