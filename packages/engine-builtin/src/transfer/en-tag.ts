import type { EngineData, EnTarget } from '../engine-data.js';
import { recognizeEn } from '../entities/en-entities.js';
import { continuesName } from '../entities/shared.js';
import { wordSet } from '../lexicon/word-lists.js';
import { continuesWith, tokenize } from '../tokenize.js';
import { leadsSentence } from './chat-dropped-subject-en.js';
import { type Cand, candidates } from './en-candidates.js';
import { choose } from './en-choose.js';
import { expandTokens } from './en-contractions.js';
import { BE_FORMS, BY_MEANS, formulaInVerbSlot, ON_DATE, PRONOUNS, subjectPronounBefore } from './en-grammar.js';
import {
  auxOpensIdiom,
  headsNounPhrase,
  multiwordTargets,
  objectAfterVerb,
  particleOpensPhrase,
  particleTakesObject,
  takesNegation,
} from './en-multiword-guards.js';
import { retagWithSentence } from './en-retag.js';
import { opensClause } from './en-steps.js';
import { thisTimeTarget } from './en-this-time.js';
import type { EnTag, EnUnit } from './en-unit.js';

const vcAny = (c: Cand[] | undefined) => Boolean(c?.some((x) => x.unit.tag === 'verb' || x.unit.tag === 'pron'));

/** Tokenises, expands contractions, matches multiword English senses and picks one reading per word. */
/** A phrase "ha …" whose English sense is "be …" matching the tokens after the be-form at `i` (longest first). */
function beHaIdiom(
  data: EngineData,
  toks: { lower: string; text: string }[],
  i: number,
): { key: string; text: string; len: number; target: EnTarget } | null {
  const second = toks[i + 1]?.lower;
  if (!second) return null;
  for (const words of data.enMulti.get(`be ${second}`) ?? []) {
    if (!continuesWith(toks, i, words)) continue;
    const key = words.join(' ');
    const ph = (data.enIndex.get(key) ?? []).find(
      (x) => x.entry.kind === 'phrase' && x.senseIndex === 0 && /^ha /i.test(x.entry.sv),
    );
    const ha = data.lex.verbs.get('ha')?.[0];
    if (ph?.entry.kind !== 'phrase' || !ha) continue;
    const svWords = ph.entry.sv.split(' ');
    const entry = { ...ha, lemma: ph.entry.sv.toLowerCase(), particle: svWords.slice(1).join(' ').toLowerCase() };
    const text = toks
      .slice(i, i + words.length)
      .map((x) => x.text)
      .join(' ');
    return { key, text, len: words.length, target: { ...ph, entry } };
  }
  return null;
}

export function tagEnglish(sentence: string, data: EngineData): EnUnit[] {
  const toks = recognizeEn(expandTokens(tokenize(sentence)), data.entities);
  const units: EnUnit[] = [];
  // A surname after a first name or title (John Smith) is a name, never a word (smith).
  const cands = toks.map((t, i) => (t.kind === 'word' && !continuesName(toks, i) ? candidates(data, t) : []));
  // Each step below adds one unit and may consume several tokens: the unit's span ends at the last one it took.
  const closeSpan = (i: number) => {
    const last = units[units.length - 1];
    if (last?.span && toks[i - 1]) last.span = [last.span[0], toks[i - 1]!.end];
  };
  for (let i = 0; i < toks.length; i++) {
    closeSpan(i);
    const t = toks[i]!;
    const base: EnUnit = {
      span: [t.start, t.end],
      text: t.text,
      lower: t.lower,
      cap: t.cap,
      spaceBefore: t.spaceBefore,
      tag: 'unknown',
      gen: t.gen,
    };
    if (t.kind !== 'word') {
      units.push({ ...base, tag: t.kind === 'punct' ? 'punct' : 'lit' });
      continue;
    }
    // "is called Misse" → "heter Misse": be + called before a name is the verb heta, not a passive of call.
    const beForm = BE_FORMS[t.lower];
    const afterCalled = toks[i + 2];
    if (
      beForm &&
      beForm !== 'ing' &&
      toks[i + 1]?.lower === 'called' &&
      afterCalled?.kind === 'word' &&
      /^\p{Lu}/u.test(afterCalled.text)
    ) {
      const target = data.enIndex.get('be called')?.find((x) => x.entry.kind === 'verb');
      if (target) {
        const text = `${t.text} ${toks[i + 1]!.text}`;
        units.push({ ...base, text, tag: 'verb', base: 'be called', vform: beForm, target });
        i += 1;
        continue;
      }
    }
    // "was lucky" → "hade tur": be + adjective idioms Swedish says with ha, for people ("the answer is wrong" är fel).
    const prevUnit = units[units.length - 1];
    const personBefore =
      prevUnit !== undefined &&
      (['i', 'you', 'he', 'she', 'we', 'they'].includes(prevUnit.lower) ||
        (prevUnit.tag === 'unknown' && prevUnit.cap) ||
        (prevUnit.tag === 'have' &&
          toks[i - 2] !== undefined &&
          ['i', 'you', 'he', 'she', 'we', 'they'].includes(toks[i - 2]!.lower)));
    if (beForm && beForm !== 'ing' && personBefore) {
      const haIdiom = beHaIdiom(data, toks, i);
      if (haIdiom) {
        units.push({
          ...base,
          text: haIdiom.text,
          tag: 'verb',
          base: haIdiom.key,
          vform: beForm,
          target: haIdiom.target,
        });
        i += haIdiom.len - 1;
        continue;
      }
    }
    // Multiword senses ("at home", "look for"); the first word may be an inflected verb or a genitive (Parents' evening).
    const firstBases = new Set([
      ...(t.gen ? [`${t.lower}'`, `${t.lower}'s`] : [t.lower]),
      ...(cands[i] ?? []).filter((c) => c.unit.tag === 'verb').map((c) => c.unit.base!),
    ]);
    let matched = false;
    // "are moving out": after be an -ing word is the progressive verb, not a noun phrase (utflyttning).
    const ingAfterBe =
      /ing$/.test(t.lower) &&
      (prevUnit?.tag === 'be' || (prevUnit?.tag === 'verb' && prevUnit.base === 'be')) &&
      vcAny(cands[i]);
    // Inflected be/have/do are auxiliaries far more often than the first word of an idiom ("is there").
    for (const aux of ['be', 'have', 'do'])
      if (t.lower !== aux && !auxOpensIdiom(aux, toks, i, units.length)) firstBases.delete(aux);
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
        if (!continuesWith(toks, i, words)) continue;
        // "the manager's office": a possessive ends the phrase, so no multiword runs across it.
        if (toks.slice(fb.includes("'") ? i + 1 : i, i + words.length - 1).some((x) => x.gen)) continue;
        const key = words.join(' ');
        const { ts, pluralKey } = multiwordTargets(data, key, units, cands, i + words.length - 1);
        if (!ts.length) continue;
        // "sent the report to the manager": after a determiner the word is a noun, not a particle verb (report to).
        const prevTag = units[units.length - 1]?.tag;
        if ((prevTag === 'det' || prevTag === 'poss') && ts.every((x) => x.entry.kind === 'verb')) continue;
        // "The gate must be closed": after a modal, be + participle is the gate's state, not a shop's "ha stängt".
        if (
          fb === 'be' &&
          units[units.length - 1]?.tag === 'modal' &&
          ts.every((x) => x.entry.kind === 'verb' && x.entry.inf === 'ha')
        )
          continue;
        // Only particle verbs ("look for" → leta efter) replace compositional translation; "go to" stays go + to.
        const verbT = ts.find((x) => x.entry.kind === 'verb' && (x.entry as { particle: string }).particle !== '');
        if (toks[i + words.length]?.lower === 'to') continue;
        const verbReadings = (cands[i] ?? []).filter((c) => c.unit.tag === 'verb' && c.unit.base === fb);
        // Sentence-initial "Put on…", "Come in!", and after to or a modal ("want to come home"): the base form, not
        // the identical past form or participle.
        const wantsBase = units.length === 0 || ['to', 'modal'].includes(units[units.length - 1]!.tag);
        const vc = (wantsBase ? verbReadings.find((c) => c.unit.vform === 'base') : undefined) ?? verbReadings[0];
        if (verbT && objectAfterVerb(units, vc)) continue;
        const text = toks
          .slice(i, i + words.length)
          .map((x) => x.text)
          .join(' ');
        const after = toks[i + words.length];
        const timeT = thisTimeTarget(words, units.length, ts); // "this afternoon" → "i eftermiddag"
        if (timeT) ts.unshift(timeT);
        const vcHere = !timeT && vcAny(cands[i]);
        if (words[0]! in PRONOUNS && !timeT && (after?.kind === 'word' || units.length > 0)) continue;
        if (headsNounPhrase(words, cands[i + words.length - 1], cands[i + words.length], verbT)) continue;
        if (takesNegation(words, units) || particleTakesObject(verbT, cands[i + words.length], words, ts)) continue;
        if (verbT && particleOpensPhrase(data, toks, i + words.length - 1)) continue;
        if (words.length > 1 && words[words.length - 1] === 'on' && after && ON_DATE.test(after.lower)) continue;
        // Catenatives (have to, be going to, want to) are grammar, not phrases.
        // A particle verb ending in "to" before a noun phrase is the verb ("listen to music" → lyssna på musik).
        const afterCands = cands[i + words.length] ?? [];
        const nominalAfter =
          afterCands.some((x) => ['det', 'poss', 'pron', 'noun'].includes(x.unit.tag)) &&
          !afterCands.some((x) => x.unit.tag === 'verb' && x.unit.vform === 'base');
        const verbLike = verbT ?? ts.find((x) => x.entry.kind === 'phrase');
        if (words[words.length - 1] === 'to' && vc && !(verbLike && nominalAfter)) continue;
        if (words[words.length - 1] === 'by' && BY_MEANS.has(toks[i + words.length]?.lower ?? '')) continue;
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
          units.push(Object.assign(base, { text, tag: 'verb', base: key, vform: vc.unit.vform, target: verbT }));
        else if (
          (fb === t.lower || fb.includes("'")) &&
          !ingAfterBe &&
          ts[0] &&
          ts[0].entry.kind !== 'verb' &&
          !(vcHere && words.length < 3 && ts[0].entry.kind === 'phrase' && !leadsSentence(units, after)) &&
          // "I like this" is the verb and its object, not the adverb "like this" (så här).
          !(vcHere && subjectPronounBefore(units)) &&
          !(vcHere && formulaInVerbSlot(units, ts[0].entry.kind)) &&
          !(t.lower === 'to' && ['have', 'verb', 'be', 'modal'].includes(units[units.length - 1]?.tag ?? ''))
        ) {
          const e = ts[0].entry;
          const tag: EnTag = e.kind === 'phrase' ? 'phrase' : e.kind === 'word' ? (e.pos as EnTag) : e.kind;
          units.push({
            ...base,
            text,
            tag: tag === ('conj' as EnTag) ? 'coord' : tag === ('subj' as EnTag) ? 'subord' : tag,
            ...(pluralKey ? { base: pluralKey, plural: true } : { base: key }),
            target: ts[0],
            sv: e.kind === 'phrase' ? e.sv : undefined,
            // "The project manager's report": the possessive is on the phrase's last word.
            gen: toks[i + words.length - 1]!.gen,
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
      opensClause(units, toks[i + 1]?.text),
      toks[i + 1]?.lower,
      toks[i + 1]?.cap,
    );
    // Object.assign on the fresh base, not {...base, ...best.unit}: V8 builds a new hidden class for every object spread
    // into a literal that gets more properties, which cost several microseconds a word.
    if (best) units.push(Object.assign(base, best.unit, { gen: t.gen }));
    else units.push(base);
  }
  closeSpan(toks.length);
  retagWithSentence(units, data);
  hardThings(units, data);
  // "plays the guitar" → "spelar gitarr": Swedish plays an instrument without an article.
  for (let i = units.length - 3; i >= 0; i--)
    if (
      units[i]!.tag === 'verb' &&
      units[i]!.base === 'play' &&
      units[i + 1]!.lower === 'the' &&
      INSTRUMENTS.has(units[i + 2]!.lower)
    )
      units.splice(i + 1, 1);
  return units;
}

const INSTRUMENTS = wordSet('instruments-with-article-en');

/** Physical things that are hard to the touch (hård), not difficult (svår). */
const SOLID = wordSet('solid-things-en');

/** "a hard bed", "the floor is hard" → hård; "a hard question" stays svår. */
function hardThings(units: EnUnit[], data: EngineData): void {
  for (let i = 0; i < units.length; i++) {
    const u = units[i]!;
    if (u.tag !== 'adj' || u.base !== 'hard') continue;
    let noun: EnUnit | undefined;
    if (units[i + 1]?.tag === 'noun') noun = units[i + 1];
    else {
      let k = i - 1;
      while (k >= 0 && (units[k]!.tag === 'adv' || units[k]!.tag === 'neg')) k--;
      if (units[k]?.tag === 'be' || (units[k]?.tag === 'verb' && units[k]!.base === 'be')) {
        for (let m = k - 1; m >= 0; m--) {
          const x = units[m]!;
          if (x.tag === 'noun') {
            noun = x;
            break;
          }
          if (!['det', 'poss', 'adj', 'have', 'modal', 'adv', 'neg'].includes(x.tag)) break;
        }
      }
    }
    if (!noun || !SOLID.has(noun.lower)) continue;
    const t = data.enIndex.get('hard')?.find((x) => x.entry.kind === 'adj' && x.entry.lemma === 'hård');
    if (t) u.target = t;
  }
}
