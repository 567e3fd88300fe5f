import type { EngineData } from '../engine-data.js';
import type { VerbEntry } from '../lexicon/types.js';
import { wordSet } from '../lexicon/word-lists.js';
import { adjForm } from '../morphology/sv.js';
import { participleAdjective } from '../morphology/sv-derive.js';
import { isBe, word } from './en-construction-parts.js';
import type { EnUnit } from './en-unit.js';

/**
 * A sign's heading of a noun and its state, without article or verb: "Kitchen closed", "Lift out of order", "Flight
 * delayed" → "Köket stängt", "Hissen ur funktion", "Flyget försenat" (the thing in the definite, the participle
 * agreeing with it), and a permission heading "Dogs not allowed", "Camping prohibited" → "Hundar ej tillåtna",
 * "Camping förbjuden" (generic: no article). The first word of such a heading is the noun, not an imperative ("Shop
 * closed", "Train delayed"). A sentence (a finite verb, a determiner) is left alone, and so is one with a final stop
 * unless its state is a notice's (`heading-participles-en`, a permission, a need): "Flights cancelled." is a heading,
 * "Guests arrived." a sentence.
 */

/** Participles that state a notice's news also with a final stop ("Bridge closed.", "Platform changed."). */
const HEADING_PARTICIPLES = wordSet('heading-participles-en');

/** Permission states: the Swedish adjective's stem, and whether "not" comes with it. */
const PERMISSION: Record<string, { stem: string; neg?: boolean }> = {
  allowed: { stem: 'tillåt' },
  permitted: { stem: 'tillåt' },
  'not allowed': { stem: 'tillåt', neg: true },
  'not permitted': { stem: 'tillåt', neg: true },
  prohibited: { stem: 'förbjud' },
  forbidden: { stem: 'förbjud' },
  banned: { stem: 'förbjud' },
};

/** Adjectives that end a heading as its state ("Car park full"). */
const STATE_ADJECTIVES = new Set(['full', 'open', 'empty', 'unavailable', 'shut', 'locked', 'unlocked', 'busy']);

/** Participles of need: the heading is generic and present ("Booking required" → "Bokning krävs"). */
const NEEDS = new Map([
  ['needed', 'need'],
  ['required', 'require'],
  ['recommended', 'recommend'],
  ['accepted', 'accept'],
  ['advised', 'advise'],
  ['requested', 'request'],
  ['expected', 'expect'],
]);

/** Verbs that open an instruction with a state, not a heading ("Keep closed", "Stay seated", "Get started"). */
const NOT_HEADS = new Set(['keep', 'stay', 'get', 'remain', 'leave', 'be', 'feel', 'look', 'go', 'come', 'make']);

/** Tags that make the words after the state a sentence of their own, not a heading's adverbial. */
const FINITE_TAGS = new Set(['be', 'modal', 'have', 'do', 'pron', 'verb']);

/** A joined unit's whole text ("not allowed"; its `lower` is its first word). */
const lowerText = (u: EnUnit) => u.text.toLowerCase();

export const nounOf = (u: EnUnit, data: EngineData) => data.enIndex.get(u.lower)?.find((x) => x.entry.kind === 'noun');

/** The index of the state after a heading's noun phrase, or -1. */
function stateAt(units: EnUnit[]): number {
  for (let k = 1; k < Math.min(units.length, 4); k++) {
    const u = units[k]!;
    if (u.tag === 'verb' && /^(pp|past-pp)$/.test(u.vform ?? '')) return /^(wanted|included)$/.test(u.lower) ? -1 : k;
    if (u.tag === 'adj' && NEEDS.has(u.lower)) return k;
    if (/^out of (order|service|use)$/.test(lowerText(u))) return k;
    if (u.tag === 'adj' && STATE_ADJECTIVES.has(u.lower) && k === units.length - 1) return k;
    if (PERMISSION[lowerText(u)] || (u.tag === 'neg' && PERMISSION[`not ${units[k + 1]?.lower}`])) return k;
    if (!['noun', 'adj', 'verb'].includes(u.tag)) return -1;
  }
  return -1;
}

/** What `reshapeHeading` did: "är" put in for the participle's agreement (to be left out again), or a permission. */
export interface Heading {
  dropBe?: boolean;
  participle?: { unit: EnUnit; noun: EnUnit };
  permit?: { unit: EnUnit; noun: EnUnit; stem: string; neg: boolean };
}

/** Reshapes a heading (before senses are chosen); null when the units are no heading. */
export function reshapeHeading(units: EnUnit[], data: EngineData): Heading | null {
  const end = units[units.length - 1]!;
  if (units.length < 2 || units.length > 8 || (end.tag === 'punct' && end.text.includes('?'))) return null;
  const k = stateAt(units);
  if (k < 1) return null;
  // With a final stop only a notice's state: "Flights cancelled.", "Booking required." ("Guests arrived." is a sentence).
  const s = units[k]!;
  if (end.text === '.' && s.tag === 'verb' && !HEADING_PARTICIPLES.has(s.lower) && !NEEDS.has(s.lower)) return null;
  const head = units.slice(0, k);
  // The words before the state: nouns (the last one the head), an adjective or a noun's verb reading in front.
  if (head.length > 1 && head[0]!.tag === 'verb') return null;
  for (const u of head) {
    if (u.tag === 'noun' || (u.tag === 'adj' && u !== head[head.length - 1])) continue;
    if (u.tag !== 'verb' || !/^(base|ing)$/.test(u.vform ?? '') || NOT_HEADS.has(u.base ?? u.lower)) return null;
    if (!nounOf(u, data)) return null;
  }
  const neg = units[k]!.tag === 'neg';
  const stateEnd = neg ? k + 2 : k + 1;
  if (units.slice(stateEnd).some((u) => FINITE_TAGS.has(u.tag) || isBe(u))) return null;
  for (const u of head) {
    const n = u.tag === 'verb' ? nounOf(u, data) : undefined;
    if (n) Object.assign(u, { tag: 'noun', base: u.lower, target: n, vform: undefined, plural: false });
  }
  const noun = head[head.length - 1]!;
  const permit = PERMISSION[neg ? `not ${units[k + 1]!.lower}` : lowerText(units[k]!)];
  if (permit) {
    // "Photography not allowed" → "Fotografering ej tillåten" (the ending once the noun's sense is chosen).
    const text = neg ? `not ${units[k + 1]!.lower}` : lowerText(units[k]!);
    // Its last word is what a sense cue sees ("allowed": photography → fotografering).
    const unit = { ...word(units[k]!, text, 'phrase', ''), lower: text.split(' ').pop()!, target: undefined };
    units.splice(k, stateEnd - k, unit);
    return { permit: { unit, noun, stem: permit.stem, neg: Boolean(permit.neg || neg) } };
  }
  // "Kitchen closed" → "Köket (är) stängt": the thing in the definite and a "be" for the participle's agreement.
  units.splice(k, 0, { ...word(units[k]!, noun.plural ? 'are' : 'is', 'be', ''), base: 'be', vform: 'pres' });
  units[k]!.sv = undefined;
  const state = units[k + 1]!;
  // "Booking required", "Interpreter needed" → "Bokning krävs", "Tolk behövs": a need is generic, the s-passive.
  const need = NEEDS.get(state.lower);
  const needVerb = need ? data.enIndex.get(need)?.find((x) => x.entry.kind === 'verb')?.entry : undefined;
  const present = needVerb?.kind === 'verb' ? needVerb.present : null;
  if (present && /r$/.test(present)) {
    // The s-passive from the present: kräver → krävs, accepterar → accepteras.
    const sv = present
      .replace(/er$/, 's')
      .replace(/ar$/, 'as')
      .replace(/([^s])r$/, '$1s');
    units.splice(k, 2, { ...word(state, state.text, 'phrase', sv), target: undefined });
    return {};
  }
  // A participle the lexicon has as an adjective (closed → stängd, delayed → försenad), as after "is" in a sentence.
  const adj = state.tag === 'verb' ? data.enIndex.get(state.lower)?.find((x) => x.entry.kind === 'adj') : undefined;
  if (adj) Object.assign(state, { tag: 'adj', base: state.lower, target: adj, vform: undefined });
  units.splice(0, 0, { ...word(head[0]!, 'the', 'det', ''), sv: undefined, cap: false });
  // Any other participle ("Flight cancelled" → "Flyget inställt") is built once the verb's sense is chosen.
  if (state.tag === 'verb') {
    units.splice(k + 1, 1);
    return { participle: { unit: state, noun } };
  }
  return { dropBe: true };
}

/** A Swedish verb's past participle agreeing with its noun, from the supine: ändrat → ändrad, ställt in → inställd. */
function participle(v: VerbEntry, gender: 'en' | 'ett', plural: boolean): string | null {
  if (v.particle && (!/^\p{L}+$/u.test(v.particle) || v.particle === 'sig')) return null;
  const p = participleAdjective(v);
  // till + lagd → tillagd: three like letters in a row are two.
  return p && (v.particle + adjForm(p, gender, plural, false)).replace(/(\p{L})\1\1/u, '$1$1');
}

/** A permission heading's adjective agreeing with its noun as the senses chose it (Bad förbjudet, Hundar ej tillåtna). */
export function agreeHeading(h: Heading | null): void {
  if (h?.participle) {
    const { unit, noun } = h.participle;
    const v = unit.target?.entry.kind === 'verb' ? unit.target.entry : undefined;
    const n = noun.target?.entry.kind === 'noun' ? noun.target.entry : undefined;
    const sv = v && participle(v, n?.gender ?? 'en', Boolean(noun.plural));
    if (sv) Object.assign(unit, { tag: 'phrase', sv, target: undefined });
  }
  if (!h?.permit) return;
  const { unit, noun, stem, neg } = h.permit;
  const entry = noun.target?.entry.kind === 'noun' ? noun.target.entry : undefined;
  const ending = noun.plural ? 'na' : entry?.gender === 'ett' ? 'et' : 'en';
  unit.sv = `${neg ? 'ej ' : ''}${stem}${ending}`;
}
