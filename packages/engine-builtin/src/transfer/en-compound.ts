import { splitCompound } from '../compound.js';
import type { NounEntry } from '../lexicon/types.js';
import { wordMap } from '../lexicon/word-lists.js';
import type { SvIndex } from '../morphology/sv.js';

/** Swedish first-part forms that no ending predicts (arbete → arbets-, stad → stads-, kyrka → kyrko-). */
const FIRST_PARTS = wordMap('compound-first-parts-sv');

/**
 * A noun as the first part of a Swedish compound (English noun + noun → one Swedish word): a listed form
 * (arbetsmiljö, stadsbuss), -s after derivational endings (ansökningsblankett, säkerhetsregel, informationsdisk,
 * barndomsminne; not -ling: kycklinggryta), agent nouns in -are without their -e (lärarlön), -s after a first part that is itself a compound ending in a consonant
 * (järnvägsbro, fotbollsdomare, kyrkogårdsmur), a final -a dropped from two-syllable nouns with plural -or
 * (skolbuss, kyrkklocka; kameraövervakning keeps it).
 */
export function compoundModifier(e: NounEntry, index: SvIndex): string {
  const w = e.lemma.toLowerCase();
  const listed = FIRST_PARTS.get(w);
  if (listed) return listed;
  if (/(ing|het|tion|sion|itet|skap|dom|nad|else)$/.test(w) && !w.endsWith('ling')) return `${w}s`;
  // Agent nouns in -are drop their -e: lärar|lön, läkar|besök, förar|plats.
  if (w.endsWith('are') && w.length >= 6) return w.slice(0, -1);
  const syllables = w.match(/[aeiouyåäö]+/g)?.length ?? 0;
  if (w.endsWith('a') && syllables === 2 && e.gender === 'en' && e.indefPl?.endsWith('or')) return w.slice(0, -1);
  if (w.length >= 6 && !/[aeiouyåäösxz]$/.test(w)) {
    const split = splitCompound(index, w);
    // Only a clear split of two parts of three letters or more (fot|boll, järn|väg), never a guess.
    if (split && split.parts.length === 2 && split.parts.every((p) => p.length >= 3) && split.cost < 2.5)
      return `${w}s`;
  }
  return w;
}
