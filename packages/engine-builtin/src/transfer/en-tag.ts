import type { EngineData, EnTarget } from '../engine-data.js';
import { tokenize } from '../tokenize.js';
import { type Cand, candidates, choose } from './en-candidates.js';
import { expandTokens } from './en-contractions.js';
import { PRONOUNS } from './en-grammar.js';

export type EnTag =
  | 'noun'
  | 'verb'
  | 'adj'
  | 'adv'
  | 'prep'
  | 'pron'
  | 'det'
  | 'poss'
  | 'be'
  | 'have'
  | 'do'
  | 'modal'
  | 'neg'
  | 'coord'
  | 'subord'
  | 'wh'
  | 'num'
  | 'to'
  | 'phrase'
  | 'punct'
  | 'lit'
  | 'unknown'
  | 'interj'
  | 'there';

export type VForm = 'base' | '3sg' | 'past' | 'pp' | 'ing' | 'past-pp' | 'pres';

export interface EnUnit {
  text: string;
  lower: string;
  cap: boolean;
  spaceBefore: boolean;
  tag: EnTag;
  base?: string;
  vform?: VForm;
  plural?: boolean;
  /** Adjective degree: comparative or superlative. */
  degree?: 'comp' | 'sup';
  target?: EnTarget;
  /** Fixed Swedish text (phrases). */
  sv?: string;
  /** A that-clause follows this verb (I think that…), which picks tro over tänka. */
  clauseFollows?: boolean;
  /** Possessive 's follows (John's, the car's). */
  gen?: boolean;
  consumed?: boolean;
}

const vcAny = (c: Cand[] | undefined) => Boolean(c?.some((x) => x.unit.tag === 'verb' || x.unit.tag === 'pron'));

/** Tokenises, expands contractions, matches multiword English senses and picks one reading per word. */
export function tagEnglish(sentence: string, data: EngineData): EnUnit[] {
  const toks = expandTokens(tokenize(sentence));
  const units: EnUnit[] = [];
  const cands = toks.map((t) => (t.kind === 'word' ? candidates(data, t) : []));
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    const base: EnUnit = {
      text: t.text,
      lower: t.lower,
      cap: t.cap,
      spaceBefore: t.spaceBefore,
      tag: 'unknown',
      gen: t.gen,
    };
    if (t.kind === 'punct' || t.kind === 'url' || t.kind === 'num') {
      units.push({ ...base, tag: t.kind === 'punct' ? 'punct' : 'lit' });
      continue;
    }
    // Multiword senses ("at home", "look for", "how are you"); the first word may be an inflected verb.
    const firstBases = new Set([
      t.lower,
      ...(cands[i] ?? []).filter((c) => c.unit.tag === 'verb').map((c) => c.unit.base!),
    ]);
    let matched = false;
    // Inflected be/have/do are auxiliaries far more often than the first word of an idiom ("is there").
    for (const aux of ['be', 'have', 'do']) if (t.lower !== aux) firstBases.delete(aux);
    // "going to" + verb is the future, never the motion phrase.
    if (
      t.lower === 'going' &&
      toks[i + 1]?.lower === 'to' &&
      units[units.length - 1]?.tag === 'be' &&
      !['the', 'a', 'an', 'my', 'your', 'his', 'her', 'our', 'their', 'school', 'work', 'bed'].includes(
        toks[i + 2]?.lower ?? '',
      )
    )
      firstBases.clear();
    for (const fb of firstBases) {
      const second = toks[i + 1]?.lower;
      if (!second) break;
      for (const words of data.enMulti.get(`${fb} ${second}`) ?? []) {
        let ok = true;
        for (let k = 1; k < words.length; k++)
          if (toks[i + k]?.lower !== words[k]) {
            ok = false;
            break;
          }
        if (!ok) continue;
        const key = words.join(' ');
        const ts = (data.enIndex.get(key) ?? []).filter(
          (x) => x.senseIndex === 0 || x.entry.kind === 'phrase' || x.entry.kind === 'word',
        );
        if (!ts.length) continue;
        // Only particle verbs ("look for" → leta efter) replace compositional translation; "go to" stays go + to.
        const verbT = ts.find((x) => x.entry.kind === 'verb' && (x.entry as { particle: string }).particle !== '');
        if (toks[i + words.length]?.lower === 'to') continue;
        const verbReadings = (cands[i] ?? []).filter((c) => c.unit.tag === 'verb' && c.unit.base === fb);
        // Sentence-initial "Put on…", "Come in!": the base form (imperative), not the identical past form.
        const vc =
          (units.length === 0 ? verbReadings.find((c) => c.unit.vform === 'base') : undefined) ?? verbReadings[0];
        const text = toks
          .slice(i, i + words.length)
          .map((x) => x.text)
          .join(' ');
        const after = toks[i + words.length];
        if (words[0]! in PRONOUNS && (after?.kind === 'word' || units.length > 0)) continue;
        // Catenatives (have to, be going to, want to) are grammar, not phrases.
        if (words[words.length - 1] === 'to' && vc) continue;
        const phraseVerb =
          !verbT && vc
            ? ts.find((x) => x.entry.kind === 'phrase' && data.lex.verbs.has(x.entry.sv.split(' ')[0]!.toLowerCase()))
            : undefined;
        if (phraseVerb && vc && phraseVerb.entry.kind === 'phrase') {
          const svWords = phraseVerb.entry.sv.split(' ');
          const v = data.lex.verbs.get(svWords[0]!.toLowerCase())![0]!;
          const entry = {
            ...v,
            lemma: phraseVerb.entry.sv.toLowerCase(),
            particle: svWords.slice(1).join(' ').toLowerCase(),
          };
          units.push({ ...base, text, tag: 'verb', base: key, vform: vc.unit.vform, target: { ...phraseVerb, entry } });
        } else if (verbT && vc)
          units.push({ ...base, text, tag: 'verb', base: key, vform: vc.unit.vform, target: verbT });
        else if (
          fb === t.lower &&
          ts[0] &&
          ts[0].entry.kind !== 'verb' &&
          !(vcAny(cands[i]) && words.length < 3 && ts[0].entry.kind === 'phrase') &&
          !(t.lower === 'to' && ['have', 'verb', 'be', 'modal'].includes(units[units.length - 1]?.tag ?? ''))
        ) {
          const e = ts[0].entry;
          const tag: EnTag = e.kind === 'phrase' ? 'phrase' : e.kind === 'word' ? (e.pos as EnTag) : e.kind;
          units.push({
            ...base,
            text,
            tag: tag === ('conj' as EnTag) ? 'coord' : tag === ('subj' as EnTag) ? 'subord' : tag,
            base: key,
            target: ts[0],
            sv: e.kind === 'phrase' ? e.sv : undefined,
          });
        } else continue;
        i += words.length - 1;
        matched = true;
        break;
      }
      if (matched) break;
    }
    if (matched) continue;
    const best = choose(
      cands[i] ?? [],
      units,
      cands[i + 1],
      t.lower,
      units.length === 0 || units[units.length - 1]!.tag === 'punct',
      toks[i + 1]?.lower,
    );
    if (best) units.push({ ...base, ...best.unit, gen: t.gen });
    else units.push(base);
  }
  return units;
}
