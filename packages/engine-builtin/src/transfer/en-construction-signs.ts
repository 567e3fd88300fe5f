import type { EngineData } from '../engine-data.js';
import { wordMap, wordSet } from '../lexicon/word-lists.js';
import { isBe, verb, word } from './en-construction-parts.js';
import { svWord } from './en-np.js';
import { DESKS_EN, deskAfter } from './en-prep.js';
import type { EnUnit } from './en-unit.js';

/** Lengths of time an instruction names before "until" ("for 25 minutes until golden"), which are not its object. */
const LENGTHS = new Set(['minute', 'hour', 'second', 'min']);

/**
 * Patterns of notices, menus, labels and e-mail rewritten on the tagged units (see en-constructions.ts): "is
 * included" → "ingår", "Made in China" → "Tillverkad i Kina", "Free refills" (an adjective opening a fragment before
 * a noun), "Thanks for …" → "Tack för …", "until" before a clause → "tills" (before a bare adjective with its
 * subject: "until golden" → "tills den är gyllene"), multiword subjunctions (så snart),
 * "get back to you" → "återkomma", "working from home" → "jobbar hemifrån".
 */
/** "Today's special", "tomorrow's weather" → "Dagens rätt", "morgondagens väder". */
const TIME_GENITIVES = wordMap('time-genitives-en');
const MASS = new Set([...wordSet('uncountable-nouns-en'), ...wordSet('mass-nouns-en')]);

/** A verb reading of a word that is also a noun, as the noun ("Date and place", "Cash only"; "Parking" with `ing`). */
function asNoun(u: EnUnit, data: EngineData, ing = false): void {
  if (u.tag !== 'verb' || !(u.vform === 'base' || (ing && u.vform === 'ing'))) return;
  const n = data.enIndex.get(u.lower)?.find((x) => x.entry.kind === 'noun');
  if (n) Object.assign(u, { tag: 'noun', base: u.lower, target: n, vform: undefined });
}

/** A fragment of nouns: no determiner, pronoun or finite verb form, only words, commas and and/or (a list, a label). */
function nounList(units: EnUnit[]): boolean {
  const words = units.filter((u) => u.tag !== 'punct' && u.tag !== 'coord');
  return (
    words.length >= 2 &&
    words.length <= 8 &&
    units.every((u) => ['noun', 'verb', 'coord', 'punct', 'adj'].includes(u.tag)) &&
    units.some((u) => u.tag === 'coord' || u.text === ',') &&
    words.every((u) => u.tag !== 'verb' || u.vform === 'base')
  );
}

/** Nouns a notice's imperative takes without an article in Swedish too (protective gear: "Wear helmet" → "Bär hjälm"). */
const BARE_AFTER = new Set(['wear', 'be', 'have', 'keep', 'get', 'make', 'take care', 'pay']);

/**
 * "Push button to open", "Close door after use" → "Tryck på knappen …", "Stäng dörren …": a notice (no final stop)
 * drops the article a sentence has; Swedish names the thing in the definite. Mass nouns, plurals, names and nouns
 * Swedish has no plural of stay bare (Add salt → Tillsätt salt).
 */
function noticeArticle(units: EnUnit[]): void {
  const end = units[units.length - 1];
  const v = units[0];
  // Two words are a button as often as a notice ("Create account" → "Skapa konto"): the noun must have words after it.
  if (!v || (end?.tag === 'punct' && /[.!?]/.test(end.text)) || units.length > 8 || units.length < 3) return;
  const n = units[1];
  // "Keep distance" → "Håll avstånd", but "Keep door closed" → "Håll dörren stängd" (an object and its state).
  const state =
    /^(adj|phrase)$/.test(units[2]?.tag ?? '') || (units[2]?.tag === 'verb' && /pp/.test(units[2]!.vform ?? ''));
  if (v.tag !== 'verb' || v.vform !== 'base' || (BARE_AFTER.has(v.base ?? '') && !(v.base === 'keep' && state))) return;
  const e = n?.tag === 'noun' && n.target?.entry.kind === 'noun' ? n.target.entry : undefined;
  if (!n || !e || n.plural || n.gen || e.indefPl === null || MASS.has(n.base ?? n.lower)) return;
  // "House wine, glass": a menu's list of nouns, not an imperative.
  if (units.some((u) => u.text === ',' || u.tag === 'coord')) return;
  units.splice(1, 0, { ...word(n, 'the', 'det', ''), sv: undefined, cap: false });
}

export function reshapeSigns(units: EnUnit[], data: EngineData): void {
  noticeArticle(units);
  // "Date and place", "Ingredients: water, sugar, salt": a list of words is a list of nouns.
  const colon = units.findIndex((u) => u.text === ':');
  const list = colon >= 0 ? units.slice(colon + 1) : units;
  // "Buy milk and bread.": a sentence opening with a verb and its object is an instruction, not a list.
  const [v, o] = list;
  const order = /^[.!]$/.test(units[units.length - 1]?.text ?? '') && v?.tag === 'verb' && o?.tag === 'noun';
  if (!order && nounList(list)) for (const u of list) asNoun(u, data);
  // "Cash only", "For external use only" → "Endast kontanter", "Endast för utvärtes bruk".
  const last = units.length - (units[units.length - 1]?.tag === 'punct' ? 2 : 1);
  const finite = units.some((u) => isBe(u) || u.tag === 'modal' || (u.tag === 'verb' && u.vform !== 'base'));
  const words = units.slice(0, Math.max(last, 0)).reduce((n, u) => n + u.text.split(' ').length, 0);
  const short = words <= 3 || units[0]?.tag === 'prep';
  // "Parking for customers only" → "Parkering endast för kunder": only moves before the for-phrase it limits.
  const forAt = units.findIndex((u, k) => k > 0 && k <= 2 && u.lower === 'for' && u.tag === 'prep');
  const tensed = units.some(
    (u) => isBe(u) || u.tag === 'modal' || (u.tag === 'verb' && !/^(base|ing)$/.test(u.vform ?? '')),
  );
  if (last > 0 && units[last]!.lower === 'only' && !tensed && forAt > 0 && units.length <= 8) {
    const only = units.splice(last, 1)[0]!;
    for (const u of units.slice(0, forAt)) asNoun(u, data, true);
    units.splice(forAt, 0, { ...only, tag: 'phrase', sv: 'endast', cap: false, target: undefined });
  }
  // "Not suitable for children under 3", "Not for sale" → "Ej lämplig …", "Ej till salu": a fragment opening with not.
  if (units[0]?.lower === 'not' && !finite && ['adj', 'prep'].includes(units[1]?.tag ?? ''))
    Object.assign(units[0], { tag: 'phrase', sv: 'ej', target: undefined });
  // "Back in 10 minutes", "Back at 2 pm" → "Tillbaka om 10 minuter": a notice of return.
  if (units[0]?.lower === 'back' && !finite && /^(in|at|soon|shortly|on|after|tomorrow)$/.test(units[1]?.lower ?? ''))
    Object.assign(units[0], { tag: 'phrase', sv: 'tillbaka', target: undefined });
  if (last > 0 && units[last]!.lower === 'only' && !finite && units.length <= 6 && short) {
    const only = units.splice(last, 1)[0]!;
    for (const u of units) asNoun(u, data);
    units.unshift({ ...only, tag: 'phrase', sv: 'endast', cap: true, target: undefined });
  }
  for (let i = 0; i < units.length; i++) {
    const u = units[i]!;
    const prev = units[i - 1];
    const next = units[i + 1];
    const first = i === 0 || prev?.tag === 'punct';
    // "Service is not included" → "Dricks ingår inte"; "Salad and bread included" → "… ingår".
    if (u.lower === 'included' && u.tag === 'verb') {
      const t = verb(data, 'ingå');
      let b = i - 1;
      while (b >= 0 && units[b]!.tag === 'neg') b--;
      const be = units[b];
      if (t && isBe(be) && be!.vform !== 'pp') {
        Object.assign(u, { vform: be!.vform === 'past' ? 'past' : '3sg', target: t, cued: true, base: 'include' });
        units.splice(b, 1);
        i--;
      } else if (
        t &&
        i > 1 &&
        isBe(units[0]) &&
        units[0]!.vform !== 'pp' &&
        units.slice(1, i).every((x) => x.tag !== 'verb' && !isBe(x))
      ) {
        // "Is breakfast included (in the price)?" → "Ingår frukost (i priset)?": the question's be becomes ingår.
        Object.assign(units[0]!, {
          tag: 'verb',
          vform: units[0]!.vform === 'past' ? 'past' : '3sg',
          target: t,
          cued: true,
          base: 'include',
        });
        units.splice(i, 1);
        i--;
      } else if (t && (!next || next.tag === 'punct') && !units.slice(0, i).some((x) => x.tag === 'verb' || isBe(x)))
        Object.assign(u, { vform: '3sg', target: t, cued: true });
      continue;
    }
    // "today's newspaper" → "dagens tidning": a day word's genitive is the Swedish genitive, its noun indefinite.
    const day = u.gen ? TIME_GENITIVES.get(u.lower) : undefined;
    if (day && next && ['noun', 'adj', 'verb'].includes(next.tag)) {
      // A determiner of its own Swedish, like "the same" → "samma": the noun phrase (and a subject) stays whole.
      Object.assign(u, { tag: 'det', sv: day, base: day, gen: false, target: undefined });
      // "Today's special": a last word read as an adjective or verb is the noun.
      if (next.tag !== 'noun' && (!units[i + 2] || units[i + 2]!.tag === 'punct')) {
        const n = data.enIndex.get(next.lower)?.find((x) => x.entry.kind === 'noun');
        if (n) Object.assign(next, { tag: 'noun', base: next.lower, target: n, vform: undefined });
      }
      continue;
    }
    // "Ask at reception" → "Fråga i receptionen": a desk after at is definite in Swedish.
    if (u.lower === 'at' && u.tag === 'prep' && next?.tag === 'noun' && DESKS_EN.has(deskAfter(units, i)))
      units.splice(i + 1, 0, { ...word(next, 'the', 'det', ''), sv: undefined });
    // "Made in China" → "Tillverkad i Kina".
    if (first && u.lower === 'made' && next?.lower === 'in') {
      Object.assign(u, { tag: 'phrase', sv: 'tillverkad', target: undefined });
      continue;
    }
    // "Free refills", "Clean towels", "Free Wi-Fi": an adjective, not an imperative, before a bare noun opening a
    // fragment.
    if (
      first &&
      u.tag === 'verb' &&
      u.vform === 'base' &&
      next?.tag === 'noun' &&
      (!units[i + 2] || units[i + 2]!.tag === 'punct' || next.plural)
    ) {
      const a = data.enIndex.get(u.lower)?.find((x) => x.entry.kind === 'adj');
      if (a) Object.assign(u, { tag: 'adj', base: u.lower, target: a, vform: undefined });
    }
    // "Keep in a cool, dry place" → "Förvaras på ett svalt, torrt ställe"; "Store in the fridge", "Store below 25 °C"
    // → "Förvaras i kylskåpet", "Förvaras under 25 °C": a label's storing verb before a place is the s-passive.
    const storePlace = next?.tag === 'prep' && /^(in|at|below|under|above|away|out|upright)$/.test(next.lower);
    if (first && u.tag === 'verb' && u.base === 'store' && storePlace && i === 0) {
      const t = verb(data, 'förvara');
      if (t?.entry.kind === 'verb')
        Object.assign(u, { target: { ...t, entry: { ...t.entry, imperative: 'förvaras' } }, cued: true });
      // "Store in a cool, dry place" → "på ett svalt, torrt ställe" (the adjectives and comma hide it from pa-places).
      if (next.lower === 'in' && units.slice(i + 2, i + 7).some((x) => x.lower === 'place'))
        Object.assign(next, { sv: 'på', target: undefined });
    }
    if (first && u.tag === 'verb' && u.base === 'keep' && next?.lower === 'in' && units[i + 2]?.tag === 'det') {
      // A verb whose imperative is the label's s-passive, so the clause keeps its verb (and its commas).
      const t = verb(data, 'förvara');
      if (t?.entry.kind === 'verb')
        Object.assign(u, { target: { ...t, entry: { ...t.entry, imperative: 'förvaras' } } });
      Object.assign(next, { sv: 'på', target: undefined });
    }
    // "a cool, dry place": a word between an adjective and comma and a noun is an adjective.
    if (u.tag === 'verb' && prev?.text === ',' && units[i - 2]?.tag === 'adj' && next?.tag === 'noun') {
      const a = data.enIndex.get(u.lower)?.find((x) => x.entry.kind === 'adj');
      if (a) Object.assign(u, { tag: 'adj', base: u.lower, target: a, vform: undefined });
    }
    // "Thanks for the quick reply!" → "Tack för …" (a whole phrase, "Thanks for the help", keeps its own Swedish).
    if (first && u.lower === 'thanks' && u.tag !== 'phrase') {
      Object.assign(u, { tag: 'interj', sv: u.base === 'thank for' ? 'tack för' : 'tack', target: undefined });
      continue;
    }
    // "Fry the onion until soft" → "tills den är mjuk": a bare adjective after until is the state reached.
    const ends = !units[i + 2] || ['punct', 'coord'].includes(units[i + 2]!.tag);
    // "until tender", "until smooth": a word the tagger read as a noun there is the adjective if it has one.
    if (u.lower === 'until' && ends && next?.tag === 'noun' && !next.plural) {
      const a = data.enIndex.get(next.lower)?.find((x) => x.entry.kind === 'adj');
      if (a) Object.assign(next, { tag: 'adj', base: next.lower, target: a });
    }
    const bareAdj = next?.tag === 'adj' && ends;
    if (u.lower === 'until' && (u.tag === 'prep' || u.tag === 'subord') && bareAdj) {
      // Without an object before it ("Bake for 25 minutes until golden") it is the dish: den.
      const nouns = units.slice(0, i).filter((x) => x.tag === 'noun' && !LENGTHS.has(x.base ?? ''));
      const object = nouns.some((x) => !x.plural);
      // "Fry the onions until golden" → "tills de är gyllenbruna": a plural object is "they".
      const they = nouns[nouns.length - 1]?.plural === true;
      const it = they
        ? { ...word(u, 'they', 'pron', ''), sv: undefined }
        : { ...word(u, 'it', 'pron', ''), sv: object ? undefined : 'den' };
      const is = { ...word(u, they ? 'are' : 'is', 'be', ''), base: 'be', vform: 'pres' as const, sv: undefined };
      Object.assign(u, { tag: 'subord', sv: 'tills', target: undefined });
      units.splice(i + 1, 0, it, is);
      continue;
    }
    // "Wait until the light turns green" → "tills": until before a clause.
    if (u.lower === 'until' && u.tag === 'prep') {
      const rest = units.slice(i + 1);
      const end = rest.findIndex((x) => x.tag === 'punct' || x.tag === 'coord');
      const clause = end < 0 ? rest : rest.slice(0, end);
      const finite = clause.some(
        (x) => isBe(x) || x.tag === 'modal' || (x.tag === 'verb' && ['3sg', 'past', 'past-pp'].includes(x.vform ?? '')),
      );
      if (finite) Object.assign(u, { tag: 'subord', sv: 'tills', target: undefined });
    }
    // Multiword subjunctions keep their own Swedish ("as soon as" → "så snart"), not that of their first word.
    if (u.tag === 'subord' && (u.base ?? '').includes(' ') && u.target && !u.sv) u.sv = svWord(u);
    // "I'll get back to you" → "Jag återkommer till dig".
    if (u.tag === 'verb' && u.base === 'get' && next?.lower === 'back' && units[i + 2]?.lower === 'to') {
      const t = verb(data, 'återkomma');
      if (t) {
        Object.assign(u, { target: t, cued: true });
        units.splice(i + 1, 1);
      }
    }
    // "working from home" (read as one noun) → "jobbar hemifrån".
    const m = u.tag === 'noun' ? /^(\w+ing) from home$/.exec(u.base ?? '') : null;
    if (m && isBe(prev)) {
      const base = m[1]!.replace(/ing$/, '');
      const t = data.enIndex.get(base)?.find((x) => x.entry.kind === 'verb');
      if (t) {
        const [w] = u.text.split(' ');
        units.splice(
          i,
          1,
          { ...u, text: w!, tag: 'verb', base, vform: 'ing', target: t },
          word(u, 'from home', 'phrase', 'hemifrån'),
        );
      }
    }
  }
}
