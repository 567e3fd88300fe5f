import { wordSet } from '../lexicon/word-lists.js';
import type { EnUnit } from './en-unit.js';

const PURPOSE_VERBS = wordSet('purpose-verbs-en');
const OBJECT_INFINITIVE_VERBS = wordSet('object-infinitive-verbs-en');
const INFINITIVE_NOUNS = wordSet('infinitive-nouns-en');
const WRITING_VERBS = new Set(['write', 'call', 'phone', 'ring', 'email', 'e-mail']);
const PLACE_ADVERBS = new Set(['here', 'there', 'below', 'above']);
/** What may stand in an object noun phrase between the verb and "to". */
const NP_TAGS = new Set(['det', 'poss', 'adj', 'noun', 'num', 'pron']);

/**
 * Whether "to" at `i`, before a verb, says what for (för att) rather than being a plain infinitive marker (att):
 * after a verb of moving or gathering ("gathered in the square to protest"), and after a verb and its object in an
 * instruction ("Restart your computer to install the update", "Click the link to reset your password"), unless the
 * verb makes its object the doer ("Ask your manager to sign") or a noun takes the infinitive ("the right to vote").
 */
export function isPurposeTo(units: readonly EnUnit[], i: number): boolean {
  // "I am writing to ask", "I'm calling to confirm": a letter's or call's purpose (för att).
  const prev = units[i - 1];
  if (prev?.tag === 'verb') return prev.vform === 'ing' && WRITING_VERBS.has(prev.base ?? '');
  const main = units.slice(0, i).findLast((x) => x.tag === 'verb' && x.vform !== 'ing');
  const base = main?.base ?? '';
  if (!main || PURPOSE_VERBS.has(base.split(' ')[0]!)) return Boolean(main);
  const m = units.indexOf(main);
  const object = units.slice(m + 1, i);
  const head = units[i - 1];
  // "Click here to log in": a place adverb stands for the object.
  if (m === 0 && object.length === 1 && PLACE_ADVERBS.has(head?.lower ?? '')) return !OBJECT_INFINITIVE_VERBS.has(base);
  return (
    m === 0 &&
    main.vform === 'base' &&
    object.length > 0 &&
    // "Press Enter to continue": a key's name kept as written (lit) is an object too.
    (object.every((x) => NP_TAGS.has(x.tag)) || (object.length === 1 && head?.tag === 'lit')) &&
    (head?.tag === 'noun' || head?.tag === 'lit') &&
    !OBJECT_INFINITIVE_VERBS.has(base) &&
    !INFINITIVE_NOUNS.has(head.base ?? head.lower)
  );
}
