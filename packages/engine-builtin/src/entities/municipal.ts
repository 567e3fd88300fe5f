import type { Token } from '../tokenize.js';
import { type EntityMatch, institutionToken } from './shared.js';

/**
 * Municipalities and cities as authorities, for any place name: "Lunds kommun" ⇄ "Lund Municipality", "Göteborgs
 * stad" ⇄ "the City of Gothenburg". Places spelled differently in English come from names.tsv; the Swedish genitive
 * -s follows the usual rule (Lunds, Stockholms; Umeå, Borås without).
 */

/** Capitalised sentence-initial words that are no place: "Denna kommun", "Varje stad", "The municipality". */
const NOT_PLACE = new Set(
  (
    'den det denna detta vilken varje vår min din er sin hans hennes deras en ingen annan samma hela ett ' +
    'the this that our your their my his her its each every any a no which another same whole'
  ).split(' '),
);

export const isPlace = (t: Token | undefined) =>
  t?.kind === 'word' && /^\p{Lu}\p{Ll}/u.test(t.text) && !NOT_PLACE.has(t.lower);

/** The place in a Swedish genitive (Lunds → Lund, Göteborgs → Göteborg; Borås, Hagfors stay). */
export function placeOfGenitive(word: string): string {
  return /[^aeiouyåäös]s$/i.test(word) && !/fors$/i.test(word) ? word.slice(0, -1) : word;
}

/** The Swedish genitive a municipality takes (Lund → Lunds, Umeå → Umeå, Borås → Borås). */
export function genitiveSv(place: string): string {
  return /[aeiouyåäösxz]$/i.test(place) ? place : `${place}s`;
}

export function municipalSv(tokens: readonly Token[], i: number, names: Map<string, string>): EntityMatch | null {
  const t = tokens[i];
  const head = tokens[i + 1]?.lower;
  if (!isPlace(t) || !head || !/^(kommuns?|stads?)$/.test(head)) return null;
  const sv = placeOfGenitive(t!.text);
  const place = names.get(sv) ?? sv;
  const gen = head.endsWith('s') ? "'s" : '';
  const text = head.startsWith('kommun') ? `${place} Municipality${gen}` : `the City of ${place}${gen}`;
  return { len: 2, token: institutionToken(t!, text) };
}

export function municipalEn(tokens: readonly Token[], i: number, names: Map<string, string>): EntityMatch | null {
  const t = tokens[i];
  if (t?.kind !== 'word') return null;
  if (isPlace(t) && tokens[i + 1]?.text === 'Municipality') {
    const sv = names.get(t.text) ?? t.text;
    return { len: 2, token: institutionToken(t, `${genitiveSv(sv)} kommun`) };
  }
  const the = t.lower === 'the' ? 1 : 0;
  const city = tokens[i + the];
  const place = tokens[i + the + 2];
  if (city?.text !== 'City' || tokens[i + the + 1]?.lower !== 'of' || !isPlace(place)) return null;
  const sv = names.get(place!.text) ?? place!.text;
  return { len: the + 3, token: institutionToken(t, `${genitiveSv(sv)} stad`) };
}
