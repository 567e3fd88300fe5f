import type { SvAnalysis } from '../morphology/sv.js';
import { SUBJECT_PRONOUNS } from './sv-grammar.js';
import type { SvUnit } from './sv-unit.js';

const isFiniteVerb = (a: SvAnalysis) => a.pos === 'verb' && (a.form === 'pres' || a.form === 'past');
const has = (u: SvUnit | undefined, p: (a: SvAnalysis) => boolean) => Boolean(u?.analyses.some(p));

/** What may stand between a verb of asking or knowing and "var": "vet du inte var", "säg mig var". */
const PRONOUNS_AFTER_ASK = new Set([
  'inte',
  'du',
  'ni',
  'jag',
  'vi',
  'mig',
  'dig',
  'oss',
  'er',
  'honom',
  'henne',
  'dem',
]);
/** A phrase ending in a verb of knowing or asking ("jag vet", "jag undrar") before an indirect question. */
const ASK_VERBS = new Set(['vet', 'visste', 'undrar', 'undrade', 'frågar', 'frågade', 'säger', 'sa', 'berättar']);

/**
 * "Var" opens an indirect question (where, not was): before a subject pronoun and its verb (vet du var hon bor), and
 * before a definite noun and its verb after a verb of knowing or saying (kan du säga (mig) var toaletten är, jag
 * vet inte var stationen ligger).
 */
export function asksWhere(units: readonly SvUnit[], i: number): boolean {
  const next = units[i + 1];
  if (!has(units[i + 2], isFiniteVerb)) return false;
  if ((next?.tokens[0]?.lower ?? '') in SUBJECT_PRONOUNS) return true;
  let back = i - 1;
  while (back > 0 && PRONOUNS_AFTER_ASK.has(units[back]!.lower)) back--;
  const before = units[back];
  const asker =
    before?.a?.pos === 'verb' ||
    ASK_VERBS.has(
      before?.lower
        .replace(/ inte$/, '')
        .split(' ')
        .pop() ?? '',
    );
  return asker && has(next, (b) => b.pos === 'noun' && b.def);
}
