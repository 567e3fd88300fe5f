import { wordMap, wordSet } from '../lexicon/word-lists.js';
import type { Piece } from '../tokenize.js';
import type { SvUnit } from './sv-unit.js';

/**
 * Instructions: a Swedish particle of direction repeated by the place phrase after the object ("Ta ut kakan ur
 * ugnen", "Lägg in formen i ugnen", "Häll i vattnet i kastrullen") is said once in English, after the object: "Take
 * the cake out of the oven", "Put the dish into the oven", "Pour the water into the saucepan".
 */
const GOAL: Record<string, { en: string; prep: RegExp; to: string }> = {
  out: { en: 'out', prep: /^(out of|from)$/, to: 'out of' },
  in: { en: 'in', prep: /^(in|into)$/, to: 'into' },
};
/** Swedish particles of direction and the place prepositions that repeat them. */
const SV_GOAL: Record<string, string[]> = { ut: ['ur', 'från'], fram: ['ur'], in: ['i'], i: ['i'], ner: ['i'] };

function particleBeforeGoal(verbWords: Piece[], rest: Piece[], particleSv: string | undefined, prepSv?: string) {
  const lastVerb = verbWords[verbWords.length - 1];
  const m = lastVerb?.text.match(/^(.+) (out|in)$/);
  if (!lastVerb || !m || !particleSv || !prepSv || !SV_GOAL[particleSv]?.includes(prepSv)) return;
  const goal = GOAL[m[2]!]!;
  const p = rest.findIndex((x, i) => i < 6 && goal.prep.test(x.text));
  if (p < 0 || rest.slice(0, p).some((x) => x.punct || x.text === 'and')) return;
  lastVerb.text = m[1]!;
  // Also without an object: "Gå in i huset" → "Go into the house", not "Go in in the house".
  rest[p] = { ...rest[p]!, text: goal.to };
}

const UNIT_OF_TIME = /^(seconds?|minutes?|hours?|days?|weeks?|months?)$/;
const NUMBER =
  /^(\d+([.,–-]\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|a few|a couple of|a|an)$/;
const APPROX = /^(about|approximately|approx\.|around|roughly|at least|at most|up to|another|a further|ca\.?)$/;
/** Verbs whose object a length of time is ("Ta 10 minuter", "Det tar en timme", "Vänta fem minuter"). */
const TAKES_TIME = /^(take|takes|spend|wait|allow|cost|last|give|need)\b/;

/**
 * "Låt stå 10 minuter", "Koka äggen 8 minuter" → "Let stand for 10 minutes", "Boil the eggs for 8 minutes": in an
 * instruction a length of time without a preposition says how long, so English puts "for" before it.
 */
function durationFor(verbWords: Piece[], rest: Piece[], imperative: boolean) {
  const verb = verbWords.map((w) => w.text).join(' ');
  if (!imperative || TAKES_TIME.test(verb.replace(/^(don't|do not|never) /, ''))) return;
  const p = rest.findIndex((x, i) => UNIT_OF_TIME.test(x.text) && i > 0 && NUMBER.test(rest[i - 1]!.text));
  // "30 minutes before the meal", "24 hours in advance": a lead time, not how long.
  if (p < 0 || /^(before|in advance|beforehand|ahead|earlier)$/.test(rest[p + 1]?.text ?? '')) return;
  let q = p - 1;
  if (q > 0 && APPROX.test(rest[q - 1]!.text)) q--;
  const before = q > 0 ? rest[q - 1]! : verbWords[verbWords.length - 1]!;
  if (
    /^(for|in|within|after|before|every|per|than|of|at|by|over|under|during|until|till|to|from|each|the|and|or|last|next|first|'s)$/.test(
      before.text,
    )
  )
    return;
  rest.splice(q, 0, { text: 'for' });
}

/** Swedish interface names → English (the reverse of `ui-labels-en` in data/lists/interface.tsv, first row wins). */
let svLabels: Map<string, string> | undefined;
function labelsSv(): Map<string, string> {
  if (svLabels) return svLabels;
  svLabels = new Map();
  for (const [en, sv] of wordMap('ui-labels-en'))
    if (!svLabels.has(sv.toLowerCase()))
      svLabels.set(sv.toLowerCase(), en === 'ok' ? 'OK' : en[0]!.toUpperCase() + en.slice(1));
  return svLabels;
}
/** Swedish verbs of using a screen before a button or menu name. */
const UI_VERBS_SV =
  /^(klicka|klickar|dubbelklicka|tryck|trycker|trycka|välj|väljer|välja|öppna|öppnar|markera|gå till)$/;

/**
 * "Klicka på Nästa" → "Click Next", "Tryck på Avbryt" → "Press Cancel", "Välj Inställningar" → "Select Settings": a
 * capitalised interface name (one to three words) after a verb of using a screen is the English interface's name.
 */
export function svUiLabels(units: SvUnit[]): void {
  for (let i = 0; i < units.length - 1; i++) {
    if (!UI_VERBS_SV.test(units[i]!.lower)) continue;
    const k = units[i + 1]!.lower === 'på' ? i + 2 : i + 1;
    if (!/^[A-ZÅÄÖ]/.test(units[k]?.tokens[0]?.text ?? '')) continue;
    for (let n = 3; n >= 1; n--) {
      const words = units.slice(k, k + n);
      if (words.length < n || words.some((u) => u.kind === 'punct')) continue;
      const en = labelsSv().get(words.map((u) => u.lower).join(' '));
      if (!en) continue;
      Object.assign(units[k]!, { kind: 'phrase', phrase: en, a: undefined, analyses: [], compound: undefined });
      units.splice(k + 1, n - 1);
      // "Click Save": English clicks a button without "on".
      if (k > i + 1 && /klick/.test(units[i]!.lower)) units.splice(i + 1, 1);
      break;
    }
  }
}

/** The English order fixes of an instruction's verb phrase (above), given the Swedish units left after the verb. */
export function instructionOrder(
  verbWords: Piece[],
  rest: Piece[],
  particleSv: string | undefined,
  left: SvUnit[],
  imperative: boolean,
): void {
  const prepSv = left.slice(0, 5).find((u) => u.a?.pos === 'word' && u.a.entry.pos === 'prep')?.lower;
  particleBeforeGoal(verbWords, rest, particleSv, prepSv);
  durationFor(verbWords, rest, imperative);
}

/** Swedish verbs of assembling things (thing-verbs-sv): their object is never the reader's own body part. */
const THING_VERBS_SV = wordSet('thing-verbs-sv');

/** "Skruva fast benen på bordet" → "the legs", not "your legs": a verb of assembly handles a thing's parts. */
export function handlesThings(inf: string | undefined): boolean {
  return inf !== undefined && THING_VERBS_SV.has(inf);
}
