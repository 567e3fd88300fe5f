import { splitCompound } from '../compound.js';
import { compoundAdjective } from '../compound-english.js';
import type { EngineData } from '../engine-data.js';
import { looksLikeSurname } from '../entities/shared.js';
import type { PhraseEntry, VerbEntry } from '../lexicon/types.js';
import { analyzeSv, type SvAnalysis } from '../morphology/sv.js';
import { decadeAt, nameCompound } from '../name-compound.js';
import { svDerivation } from '../sv-derivation.js';
import { continuesWith, type Token } from '../tokenize.js';
import { disambiguate } from './sv-disambiguate.js';
import { MID_ADVERBS, SUBJECT_PRONOUNS } from './sv-grammar.js';
import type { SvUnit } from './sv-unit.js';
import { unknownInfinitive } from './sv-unknown.js';

const TRAVEL_VERBS = new Set(['åka', 'resa', 'fara', 'komma', 'pendla', 'ta sig']);

function phraseVerb(p: PhraseEntry, first: VerbEntry): VerbEntry {
  return {
    ...first,
    lemma: p.sv.toLowerCase(),
    particle: p.sv.toLowerCase().split(' ').slice(1).join(' '),
    senses: p.senses,
    flags: new Set(),
    rank: p.rank,
  };
}

const CLAUSE_FINAL_PREPS = new Set(['på', 'i', 'av', 'med', 'om', 'för', 'till', 'åt', 'efter']);

const NEGATIONS = new Set(['inte', 'aldrig', 'ej']);

/** Longest match of phrases.tsv and multiword words.tsv rows; the first word may be an inflected verb. */

function matchPhrase(data: EngineData, tokens: Token[], i: number): { len: number; unit: SvUnit } | null {
  const first = tokens[i];
  if (first?.kind !== 'word') return null;
  const firstAnalyses = analyzeSv(data.svIndex, first.lower);
  const keys = new Set([first.lower]);
  for (const a of firstAnalyses) if (a.pos === 'verb' && !a.passive) keys.add(a.entry.inf);
  // Most words open no multiword row: skip the context checks below for them.
  if (![...keys].some((key) => data.svMulti.has(key))) return null;
  let best: { len: number; unit: SvUnit } | null = null;
  // "väntar på bussen": "på" completes the particle verb "vänta på" (wait for), so the fixed phrase "på bussen"
  // (on the bus) must not take it.
  const prev = tokens[i - 1];
  // "hann inte med bussen": a negation may stand between the verb and its particle.
  const verbTok = prev?.kind === 'word' && NEGATIONS.has(prev.lower) ? tokens[i - 2] : prev;
  const prevVerbs = verbTok?.kind === 'word' ? analyzeSv(data.svIndex, verbTok.lower) : [];
  const particleOfPrev = prevVerbs.some(
    (a) => a.pos === 'verb' && !a.passive && data.lex.verbs.has(`${a.entry.inf} ${first.lower}`),
  );
  // "Vi åkte med tåget" → "went by train": after a verb of travel, med + a means of transport is the means (by
  // train), not the particle of åka med (ride with).
  const byMeans = (c: { entry: { kind: string; en?: string } }) =>
    first.lower === 'med' &&
    c.entry.en?.startsWith('by ') === true &&
    prevVerbs.some((a) => a.pos === 'verb' && TRAVEL_VERBS.has(a.entry.inf));
  // An s-passive takes its particle too: "skjuts upp till maj" is skjuta upp (postpone) + till, not "upp till" (up to).
  const particleOfPassive =
    prev?.kind === 'word' &&
    analyzeSv(data.svIndex, prev.lower).some(
      (a) => a.pos === 'verb' && a.passive && data.lex.verbs.has(`${a.entry.inf} ${first.lower}`),
    );
  const prevFinite =
    prev?.kind === 'word' &&
    analyzeSv(data.svIndex, prev.lower).some((a) => a.pos === 'verb' && (a.form === 'pres' || a.form === 'past'));
  const afterWord = prev?.kind === 'word' && !['och', 'men', 'eller', 'så'].includes(prev.lower);
  const pastToo =
    firstAnalyses.some((a) => a.pos === 'verb' && a.form === 'imp') &&
    firstAnalyses.some((a) => a.pos === 'verb' && a.form === 'past');
  for (const key of keys) {
    for (const cand of data.svMulti.get(key) ?? []) {
      const words = cand.words;
      if (words.length <= (best?.len ?? 1)) continue;
      if (particleOfPrev && cand.entry.kind === 'phrase' && key === first.lower && !byMeans(cand)) continue;
      if (particleOfPassive && cand.entry.kind === 'word' && key === first.lower) continue;
      // "Var ska vi ses?": after a finite verb the pronoun is an inverted subject, not the start of "vi ses".
      if (cand.entry.kind === 'phrase' && first.lower in SUBJECT_PRONOUNS && prevFinite) continue;
      if (!continuesWith(tokens, i, words)) continue;
      // "Kom hit!" is an imperative phrase; after a word ("Hon kom hit", "Han kom igen") "kom" is the past tense.
      if (cand.entry.kind === 'phrase' && key === first.lower && afterWord && pastToo) continue;
      // "vad gör du" → "what are you doing" stands alone; with more words the clause rule chooses the aspect ("Vad
      // gör du här?" → "What are you doing here?", "Vad gör du på helgerna?" → "What do you do at weekends?").
      if (
        cand.entry.kind === 'phrase' &&
        /^vad gör (du|ni)$/.test(cand.entry.sv) &&
        tokens[i + words.length]?.kind === 'word'
      )
        continue;
      // A clause-like phrase ending in a preposition ("det beror på" → "it depends") stands alone; followed by an
      // object the verb's own entry does better ("det beror på vädret" → "it depends on the weather").
      if (
        cand.entry.kind === 'phrase' &&
        words[0] === 'det' &&
        CLAUSE_FINAL_PREPS.has(words[words.length - 1]!) &&
        tokens[i + words.length]?.kind === 'word'
      )
        continue;
      // "Det regnar fortfarande/inte/ofta": a clause phrase (det regnar → it's raining) followed by a clause adverb is
      // built as a clause, so the adverb and negation find their English place (still raining, isn't raining).
      if (cand.entry.kind === 'phrase' && words[0] === 'det' && (tokens[i + words.length]?.lower ?? '') in MID_ADVERBS)
        continue;
      // "om du vill" is "if you like" on its own; before an infinitive the modal governs it ("om du vill följa med").
      if (
        cand.entry.kind === 'phrase' &&
        analyzeSv(data.svIndex, words[words.length - 1]!).some(
          (a) => a.pos === 'verb' && a.entry.flags.has('aux') && a.form === 'pres',
        ) &&
        tokens[i + words.length]?.kind === 'word' &&
        analyzeSv(data.svIndex, tokens[i + words.length]!.lower).some((a) => a.pos === 'verb' && a.form === 'inf')
      )
        continue;
      // "Jag mår inte så bra": before an adjective or adverb "så" goes with it (don't feel so well), inte negates.
      if (
        cand.entry.kind === 'phrase' &&
        cand.entry.sv === 'inte så' &&
        analyzeSv(data.svIndex, tokens[i + words.length]?.lower ?? '').some(
          (a) => a.pos === 'adj' || (a.pos === 'word' && a.entry.pos === 'adv'),
        )
      )
        continue;
      // "Kör inte så fort!" → "so fast": a subjunction (så fort → as soon as) that ends its clause is no subjunction.
      if (cand.entry.kind === 'word' && cand.entry.pos === 'subj' && i > 0 && tokens[i + words.length]?.kind !== 'word')
        continue;
      // Do not let a phrase swallow the first half of a closed-class pair ("vad betyder det | här ordet").
      const lastWord = words[words.length - 1]!;
      const after = tokens[i + words.length]?.lower;
      if (
        after &&
        (data.svMulti.get(lastWord) ?? []).some(
          (m) => m.entry.kind === 'word' && m.words.length === 2 && m.words[1] === after,
        )
      )
        continue;
      const toks = tokens.slice(i, i + words.length);
      const lower = toks.map((t) => t.lower).join(' ');
      const entry = cand.entry;
      if (entry.kind === 'phrase') {
        // A phrase whose first word is a verb ("ha roligt") inflects like that verb ("hade roligt").
        // Every verb reading of the first word stays, so the tagger can choose: "Kom ihåg …!" is an imperative.
        const verbAs = firstAnalyses.flatMap((a): SvAnalysis[] =>
          a.pos === 'verb' && a.entry.inf === key && !a.passive && a.entry.particle === ''
            ? [{ ...a, entry: phraseVerb(entry, a.entry) }]
            : [],
        );
        if (verbAs.length) {
          const a = verbAs.length === 1 ? verbAs[0] : undefined;
          best = { len: words.length, unit: { tokens: toks, lower, analyses: verbAs, a, kind: 'word' } };
        } else if (key === first.lower) {
          best = {
            len: words.length,
            unit: { tokens: toks, lower, analyses: [], phrase: entry.en, kind: 'phrase' },
          };
        }
      } else if (key === first.lower) {
        const a: SvAnalysis = { pos: 'word', entry };
        best = { len: words.length, unit: { tokens: toks, lower, analyses: [a], a, kind: 'word' } };
      }
    }
  }
  return best;
}

export function buildUnits(data: EngineData, tokens: Token[]): SvUnit[] {
  const units: SvUnit[] = [];
  for (let i = 0; i < tokens.length; ) {
    const t = tokens[i]!;
    const decade = decadeAt(tokens, i);
    if (decade) {
      const toks = tokens.slice(i, i + decade.len);
      const lower = toks.map((x) => x.lower).join(' ');
      units.push({ tokens: toks, lower, analyses: [], phrase: decade.english, kind: 'phrase' });
      i += decade.len;
      continue;
    }
    // "Uppsala kommun", "Lunds universitet" (entity recognition): a name, read like one from names*.tsv.
    if (t.kind === 'fixed' && t.institution) {
      units.push({ tokens: [t], lower: t.lower, analyses: [], kind: 'unknown' });
      i++;
      continue;
    }
    if (t.kind !== 'word') {
      units.push({ tokens: [t], lower: t.lower, analyses: [], kind: t.kind === 'punct' ? 'punct' : 'lit' });
      i++;
      continue;
    }
    const m = matchPhrase(data, tokens, i);
    if (m) {
      units.push(m.unit);
      i += m.len;
      continue;
    }
    // A capitalised name from names*.tsv (Riksbanken, Skatteverkets) is the name even where it is also a word.
    const names = data.lex.namesSvEn;
    if (t.cap && (names.has(t.text) || (t.lower.endsWith('s') && names.has(t.text.slice(0, -1))))) {
      units.push({ tokens: [t], lower: t.lower, analyses: [], kind: 'unknown' });
      i++;
      continue;
    }
    let analyses = analyzeSv(data.svIndex, t.lower);
    // Swedish capitalises only names: a capitalised word inside the sentence, or a sentence-initial one that could
    // only be an adjective before a verb ("Tom sa…"), is a name unless the lexicon itself spells it with a capital.
    if (
      t.cap &&
      analyses.length &&
      !analyses.some((a) => /^\p{Lu}/u.test('lemma' in a.entry ? a.entry.lemma : a.entry.word))
    ) {
      const next = tokens[i + 1];
      // "18:00 Middag", "Kl. 9.00 Samling": a word after a leading time or amount opens the line (a timetable).
      const afterLead = i === 1 && tokens[0]?.kind === 'fixed';
      const midSentence = i > 0 && !afterLead && !/^[.!?:"«»(]$/.test(tokens[i - 1]?.text ?? '');
      const initialName =
        i === 0 &&
        analyses.every((a) => a.pos === 'adj') &&
        next &&
        analyzeSv(data.svIndex, next.lower).some((a) => a.pos === 'verb' && a.form !== 'inf' && a.form !== 'imp') &&
        // "Uteblivna besök": adjective + noun; "Lämplig för barn": adjective + preposition (för is also föra).
        !analyzeSv(data.svIndex, next.lower).some(
          (a) => a.pos === 'noun' || (a.pos === 'word' && a.entry.pos === 'prep'),
        );
      // An acronym in capitals the lexicon writes in lower case is that noun: "en PDF", "PDF:en" (pdf).
      // "Det är OK": an interjection written in capitals (OK) is that word as well.
      const keep = (a: SvAnalysis) => a.pos === 'noun' || (a.pos === 'word' && a.entry.pos === 'interj');
      const acronym = /^\p{Lu}{2,6}(:\p{Ll}+)?$/u.test(t.text) && analyses.some(keep);
      if (acronym) analyses = analyses.filter(keep);
      else if (midSentence || initialName) analyses = [];
    }
    const named = analyses.length ? null : nameCompound(data.svIndex, data.lex, t.text);
    if (analyses.length) units.push({ tokens: [t], lower: t.lower, analyses, kind: 'word' });
    else if (named) units.push({ tokens: [t], lower: t.lower, analyses: [named.head], compound: named, kind: 'word' });
    else {
      // A capitalised word is split only at the start of the sentence, and never when it reads as a surname.
      const name = t.cap && (i > 0 || looksLikeSurname(t.text));
      // The cheaper split wins: forsknings|baserad (research-based) over forsknings|bas|e|rad.
      const split = name ? null : splitCompound(data.svIndex, t.lower);
      const adjective = name ? null : compoundAdjective(data.svIndex, data.lex, t.lower, split?.cost);
      const compound = adjective ? null : split;
      const derived = name || compound || adjective ? null : svDerivation(data.svIndex, data.lex, t.lower);
      if (derived) units.push({ tokens: [t], lower: t.lower, analyses: [derived], kind: 'word' });
      else if (compound) units.push({ tokens: [t], lower: t.lower, analyses: [compound.head], compound, kind: 'word' });
      else if (adjective) units.push({ tokens: [t], lower: t.lower, analyses: [adjective], kind: 'word' });
      else {
        const after = tokens[i + 1] ? analyzeSv(data.svIndex, tokens[i + 1]!.lower) : [];
        const finiteNext = after.some((a) => a.pos === 'verb' && (a.form === 'pres' || a.form === 'past'));
        const verb = unknownInfinitive(t, units, finiteNext);
        units.push({ tokens: [t], lower: t.lower, analyses: verb ? [verb] : [], kind: verb ? 'word' : 'unknown' });
      }
    }
    i++;
  }
  disambiguate(units);
  return units;
}
