import type { Token } from '../tokenize.js';
import { genitiveSv, isPlace, placeOfGenitive } from './municipal.js';
import { type EntityMatch, institutionToken } from './shared.js';

/**
 * Authorities named after any place, both directions: "Växjö tingsrätt" ⇄ "Växjö District Court", "Lunds universitet"
 * ⇄ "Lund University", "Svea hovrätt" ⇄ "Svea Court of Appeal", "Förvaltningsrätten i Malmö" ⇄ "the Administrative
 * Court in Malmö", "Länsstyrelsen i Skåne (län)" ⇄ "the County Administrative Board of Skåne". A place is one or two
 * capitalised words (Västra Götaland); spellings come from names.tsv. Runs before the fixed institution names, so
 * "Länsstyrelsen" alone still comes from names-institutions.tsv.
 */

/** Swedish head after a place in the genitive → English name after the place. */
const AFTER_PLACE: readonly (readonly [RegExp, string])[] = [
  [/^tingsrätts?$/, 'District Court'],
  [/^universitets?$/, 'University'],
  [/^hovrätts?$/, 'Court of Appeal'],
  [/^högskolas?$/, 'University College'],
];

/** Swedish definite head before "i <place>" → English name before the place. */
const BEFORE_PLACE: readonly (readonly [string, string])[] = [
  ['länsstyrelsen', 'the County Administrative Board of'],
  ['förvaltningsrätten', 'the Administrative Court in'],
  ['migrationsdomstolen', 'the Migration Court in'],
  ['kammarrätten', 'the Administrative Court of Appeal in'],
  ['högskolan', 'the University of'],
];

/** Words of a place starting at i (one, or two capitalised words like "Västra Götaland"), or 0. */
function placeLength(tokens: readonly Token[], i: number): number {
  if (!isPlace(tokens[i])) return 0;
  const next = tokens[i + 1];
  return isPlace(next) && next!.spaceBefore !== false && /^(Västra|Östra|Norra|Södra|Upplands)$/.test(tokens[i]!.text)
    ? 2
    : 1;
}

const placeText = (tokens: readonly Token[], i: number, n: number) =>
  tokens
    .slice(i, i + n)
    .map((t) => t.text)
    .join(' ');

export function placedAuthoritySv(tokens: readonly Token[], i: number, names: Map<string, string>): EntityMatch | null {
  const t = tokens[i];
  if (t?.kind !== 'word') return null;
  const before = BEFORE_PLACE.find(([sv]) => sv === t.lower);
  if (before && /^\p{Lu}/u.test(t.text) && tokens[i + 1]?.lower === 'i') {
    const n = placeLength(tokens, i + 2);
    if (!n) return null;
    let len = 2 + n;
    let sv = placeText(tokens, i + 2, n);
    // "Länsstyrelsen i Stockholms län", "… i Skåne län": the county is the place.
    if (tokens[i + len]?.lower === 'län') {
      sv = placeOfGenitive(sv);
      len++;
    }
    return { len, token: institutionToken(t, `${before[1]} ${names.get(sv) ?? sv}`) };
  }
  const n = placeLength(tokens, i);
  const head = n ? tokens[i + n]?.lower : undefined;
  const after = head ? AFTER_PLACE.find(([re]) => re.test(head)) : undefined;
  if (!after || !head) return null;
  const sv = placeOfGenitive(placeText(tokens, i, n));
  const gen = head.endsWith('s') ? "'s" : ''; // no head ends in -s: tingsrätt, universitet, hovrätt, högskola
  return { len: n + 1, token: institutionToken(t, `${names.get(sv) ?? sv} ${after[1]}${gen}`) };
}

/** English name words (lower case) → Swedish head, for "<place> District Court" and the like. */
const AFTER_PLACE_EN: readonly (readonly [string, string])[] = [
  ['district court', 'tingsrätt'],
  ['university', 'universitet'],
  ['court of appeal', 'hovrätt'],
  ['university college', 'högskola'],
];

const BEFORE_PLACE_EN: readonly (readonly [string, string])[] = [
  ['administrative court of appeal in', 'Kammarrätten'],
  ['county administrative board of', 'Länsstyrelsen'],
  ['county administrative board in', 'Länsstyrelsen'],
  ['administrative court in', 'Förvaltningsrätten'],
  ['administrative court of', 'Förvaltningsrätten'],
  ['migration court in', 'Migrationsdomstolen'],
];

/** The first words of those names: the cheap test at every word. */
const BEFORE_PLACE_FIRST_EN = new Set(BEFORE_PLACE_EN.map(([en]) => en.split(' ')[0]!));

const wordsAt = (tokens: readonly Token[], i: number, n: number) =>
  tokens
    .slice(i, i + n)
    .map((t) => t.lower)
    .join(' ');

const capitalised = (tokens: readonly Token[], i: number, n: number) =>
  tokens
    .slice(i, i + n)
    .every((t, k) => t.kind === 'word' && (/^\p{Lu}/u.test(t.text) || (k > 0 && /^(of|in)$/.test(t.lower))));

export function placedAuthorityEn(tokens: readonly Token[], i: number, names: Map<string, string>): EntityMatch | null {
  const t = tokens[i];
  if (t?.kind !== 'word') return null;
  const the = t.lower === 'the' ? 1 : 0;
  // Cheap test first (this runs at every word): a name can only match where its first word stands.
  const first = tokens[i + the]?.lower ?? '';
  for (const [en, sv] of BEFORE_PLACE_EN) {
    if (!BEFORE_PLACE_FIRST_EN.has(first) || !en.startsWith(`${first} `)) continue;
    const k = en.split(' ').length;
    if (wordsAt(tokens, i + the, k) !== en || !capitalised(tokens, i + the, k)) continue;
    const n = placeLength(tokens, i + the + k);
    if (!n) return null;
    const place = placeText(tokens, i + the + k, n);
    const county = tokens[i + the + k + n]?.text === 'County' ? 1 : 0;
    return { len: the + k + n + county, token: institutionToken(t, `${sv} i ${names.get(place) ?? place}`) };
  }
  const n = placeLength(tokens, i + the);
  if (!n) return null;
  for (const [en, sv] of AFTER_PLACE_EN) {
    const k = en.split(' ').length;
    const at = i + the + n;
    if (wordsAt(tokens, at, k) !== en || !capitalised(tokens, at, k)) continue;
    const place = placeText(tokens, i + the, n);
    const poss = tokens[at + k]?.text === "'s" ? 1 : 0;
    const head = poss ? `${sv}s` : sv;
    return { len: the + n + k + poss, token: institutionToken(t, `${genitiveSv(names.get(place) ?? place)} ${head}`) };
  }
  return null;
}
