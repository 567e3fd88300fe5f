import type { EngineData } from '../engine-data.js';
import { wordMap, wordSet } from '../lexicon/word-lists.js';
import { verb } from './en-construction-parts.js';
import type { EnUnit } from './en-unit.js';

/** English verbs of using a screen before a button name → Swedish verb and particle (data/lists/interface.tsv). */
const UI_VERBS = wordMap('ui-verbs-en');
/** Button and menu names → the Swedish interface's name. */
const UI_LABELS = wordMap('ui-labels-en');
/** Keyboard keys, kept as written after press/hit (tagging.tsv). */
const KEY_NAMES = wordSet('key-names-en');

/**
 * "Tap Next" → "Tryck på Nästa", "Click Save" → "Klicka på Spara", "Select Share" → "Välj Dela": a capitalised button
 * or menu name (one or two words) after a verb of using a screen is that name, not a word of the sentence. Returns
 * whether it applied.
 */
export function uiLabelAfterVerb(units: EnUnit[], i: number, data: EngineData): boolean {
  const u = units[i]!;
  // "Tap Done": a sentence or a coordinated clause opening with the noun reading of tap or click is the verb.
  const opens = i === 0 || ['coord', 'punct'].includes(units[i - 1]!.tag);
  if (u.tag === 'noun' && !(opens && UI_VERBS.has(u.lower))) return false;
  const sv = UI_VERBS.get(u.tag === 'noun' ? u.lower : (u.base ?? ''));
  const a = units[i + 1];
  if (!sv || !a?.cap || a.tag === 'punct') return false;
  // "Press Enter" → "Tryck på Enter": a key's name after press/hit is kept as written.
  const key = (u.base === 'press' || u.base === 'hit') && KEY_NAMES.has(a.lower);
  const b = key ? undefined : units[i + 2];
  const two = b?.cap && b.tag !== 'punct' ? UI_LABELS.get(`${a.text} ${b.text}`.toLowerCase()) : undefined;
  const label = key ? a.text : (two ?? UI_LABELS.get(a.text.toLowerCase()));
  if (!label) return false;
  const [lemma, particle = ''] = sv.split(' ');
  const t = verb(data, lemma!, particle);
  if (t) Object.assign(u, { tag: 'verb', vform: 'base', base: u.base ?? u.lower, target: t, cued: true });
  Object.assign(a, { tag: 'lit', text: label, lower: label.toLowerCase(), target: undefined, base: undefined });
  if (two) units.splice(i + 2, 1);
  return true;
}
