import { CLAUSE_ADVERBS } from './en-grammar.js';
import type { EnUnit } from './en-unit.js';

/**
 * Where the main clause's verb group starts again inside a clause that a relative clause opened ("The man who lives
 * here is old" → at "is"), or -1; `g` is the relative clause's own first finite verb. A clause adverb before that
 * verb is moved behind it ("Teachers who work in small schools often earn less").
 */
export function mainVerbAfterRelative(clause: EnUnit[], g: number): number {
  let k = -1;
  for (let x = g + 1; x < clause.length; x++) {
    const u = clause[x]!;
    const prevU = clause[x - 1]!;
    // "has been approved": been (read as the verb be) is an auxiliary too.
    const auxBefore = prevU.tag === 'verb' && prevU.base === 'be' && prevU.vform === 'pp';
    if (
      !auxBefore &&
      (['be', 'have', 'modal', 'do'].includes(u.tag) ||
        (u.tag === 'verb' &&
          u.vform !== 'ing' &&
          u.vform !== 'pp' &&
          !['be', 'have', 'modal', 'do', 'to', 'neg'].includes(prevU.tag) &&
          prevU.tag !== 'adv'))
    ) {
      // "which we bought is old": after a relative clause with its own subject, right after its verb.
      // "People who smoke should stop": an auxiliary right after the relative clause's own lexical verb.
      const auxAfterVerb =
        ['be', 'have', 'modal', 'do'].includes(u.tag) && prevU.tag === 'verb' && prevU.vform !== 'pp';
      if ((x > g + 1 || g > 0 || auxAfterVerb) && !['be', 'have', 'modal', 'do', 'neg'].includes(prevU.tag)) {
        k = x;
        break;
      }
    }
    // "Teachers who work in small schools often earn less": a clause adverb opens the main clause's verb group.
    if (
      u.tag === 'verb' &&
      (u.vform === '3sg' || u.vform === 'base' || u.vform === 'past') &&
      (prevU.tag === 'adv' || prevU.tag === 'neg') &&
      prevU.lower in CLAUSE_ADVERBS &&
      prevU.lower !== 'usually' &&
      x > g + 2 &&
      ['noun', 'pron', 'unknown'].includes(clause[x - 2]!.tag)
    ) {
      k = x - 1;
      clause.splice(x - 1, 2, u, prevU);
      break;
    }
  }
  return k;
}
