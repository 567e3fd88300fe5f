import { MID_ADVERBS } from './sv-grammar.js';
import type { SvUnit } from './sv-unit.js';
import { isPersonNoun, pickSense } from './sv-words.js';

/** Pronouns before "som" that name people: "någon som ringde" → "someone who called". */
const PERSON_BEFORE_SOM = new Set([
  'någon',
  'ingen',
  'alla',
  'de',
  'den',
  'dom',
  'jag',
  'du',
  'han',
  'hon',
  'vi',
  'ni',
]);

/** "som" as a relative: who for people, which after a comma, otherwise that. */
export function relativePronoun(units: SvUnit[], i: number): string {
  // "jobbar som sjuksköterska" → "works as a nurse": som after a verb (and its adverbs) before a bare noun with no
  // verb of its own; "De jobbar som lärare" → "as teachers": after a plural subject pronoun the role is plural.
  const nu = units[i + 1];
  const bare = (plural: boolean) => nu?.analyses.find((x) => x.pos === 'noun' && !x.def && x.plural === plural);
  const sg = bare(false);
  const pl = bare(true);
  const before = units.slice(0, i).reverse();
  const pv = before.find((x) => !(x.lower in MID_ADVERBS))?.a?.pos;
  const finite = (x: SvUnit) => x.a?.pos === 'verb' && (x.a.form === 'pres' || x.a.form === 'past');
  // "ett jobb som undersköterska" → "a job as an assistant nurse": after a noun, before a bare person noun.
  const role = pv === 'noun' && isPersonNoun(pickSense((sg ?? pl)?.entry.senses ?? []));
  if (
    (sg || pl) &&
    nu?.a?.pos === 'noun' &&
    (pv === 'verb' || pv === 'ppart' || role) &&
    !units.slice(i).some(finite)
  ) {
    const subject = before.find((x) => x.a?.pos !== 'verb' && x.a?.pos !== 'ppart' && !(x.lower in MID_ADVERBS));
    if (pl && (!sg || ['de', 'dom', 'vi'].includes(subject?.lower ?? ''))) {
      nu.a = pl;
      return 'as';
    }
    nu.a = sg!;
    nu.singular = true;
    return /^[aeiou]/i.test(pickSense(sg!.entry.senses)) ? 'as an' : 'as a';
  }
  const ante = [...units.slice(0, i)].reverse().find((x) => x.a?.pos === 'noun' || x.compound || x.kind === 'unknown');
  const anteSense =
    ante?.a?.pos === 'noun'
      ? pickSense(ante.a.entry.senses)
      : ante?.compound
        ? pickSense(ante.compound.head.entry.senses)
        : '';
  if (ante?.kind === 'unknown' || isPersonNoun(anteSense)) return 'who';
  // "någon som ringde" → "someone who called".
  // "Det var jag som ringde" → "It was me who called": a personal pronoun before som is a person too.
  if (PERSON_BEFORE_SOM.has(units[i - 1]?.lower ?? '')) return 'who';
  return units[i - 1]?.kind === 'punct' ? 'which' : 'that';
}
