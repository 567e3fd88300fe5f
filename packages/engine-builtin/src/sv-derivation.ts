import type { AdjEntry, Lexicon, NounEntry, Sense, VerbEntry } from './lexicon/types.js';
import { pastParticiple, presentParticiple } from './morphology/en.js';
import { analyzeSv, type SvAnalysis, type SvIndex } from './morphology/sv.js';

/**
 * Swedish derivations the lexicon lacks, read from the word they are made from (after compound splitting found no
 * safe split): a verbal noun in -ning/-ing (på|fyll|ning → filling up from fylla på, upp|tin|ing → thawing from tina
 * upp, förtär|ing from förtära), a quality noun in -het/-itet (pålitlig|het → reliability, flexibil|itet →
 * flexibility) and o- before a participle or adjective (o|använd → unused, o|bokad → unbooked, o|säker → not sure).
 * The English is made from the base word's first sense; nothing here is guessed from a word the lexicon lacks.
 */
export function svDerivation(index: SvIndex, lex: Lexicon, word: string): SvAnalysis | null {
  return verbalNoun(index, lex, word) ?? qualityNoun(index, word) ?? negated(index, lex, word);
}

const PARTICLES = ['upp', 'på', 'av', 'ut', 'in', 'om', 'till', 'ner', 'ned', 'fram', 'bort', 'över', 'ur', 'under'];
const firstVerb = (lex: Lexicon, lemma: string): VerbEntry | undefined =>
  lex.verbs.get(lemma)?.find((v) => !v.flags.has('aux') && !v.flags.has('dep'));

function noun(lemma: string, senses: Sense[], rank: number, gender: 'en' | 'ett' = 'en'): NounEntry {
  const pl = lemma.endsWith('ing') ? `${lemma}ar` : null;
  const def = gender === 'ett' ? `${lemma}et` : `${lemma}en`;
  return { kind: 'noun', lemma, gender, defSg: def, indefPl: pl, defPl: pl && `${pl}na`, senses, rank };
}

/** -ning/-ing after a verb stem: the verb's gerund (tina upp → upptining → thawing, förtära → förtäring). */
function verbalNoun(index: SvIndex, lex: Lexicon, word: string): SvAnalysis | null {
  const m = /^(.{2,}?)ing(en|ar|arna)?$/.exec(word);
  if (!m) return null;
  const [, stem0, ending] = m;
  const lemma = `${stem0}ing`;
  // fyllning → fyll|a, tining → tin|a, förtäring → förtär|a.
  const stems = stem0!.endsWith('n') ? [stem0!.slice(0, -1), stem0!] : [stem0!];
  for (const stem of stems.filter((s) => s.length >= 2)) {
    let verb = firstVerb(lex, `${stem}a`);
    for (const p of PARTICLES) {
      if (verb || !stem.startsWith(p) || stem.length - p.length < 2) continue;
      const rest = stem.slice(p.length);
      const particle = p === 'ned' ? 'ner' : p;
      // upp|packning is written uppackning: three equal consonants become two.
      verb = firstVerb(lex, `${rest}a ${particle}`) ?? firstVerb(lex, `${p.at(-1)}${rest}a ${particle}`);
    }
    const head = verb ? undefined : nounFirstPart(index, lex, stem);
    if (head) verb = head.verb;
    if (!verb) continue;
    const senses = verb.senses.map((s) => ({ text: `${head ? `${head.modifier} ` : ''}${presentParticiple(s.text)}` }));
    const def = ending === 'en' || ending === 'arna';
    return { pos: 'noun', entry: noun(lemma, senses, verb.rank), def, plural: ending === 'ar' || ending === 'arna' };
  }
  return null;
}

/**
 * "fönster|puts|ning" → "window cleaning", "bil|tvätt|ning" → "car washing": a known noun (with a linking -s-) before
 * a verb stem. Only tried for a word nothing else read.
 */
function nounFirstPart(index: SvIndex, lex: Lexicon, stem: string): { modifier: string; verb: VerbEntry } | undefined {
  for (let k = 3; k <= stem.length - 3; k++) {
    const verb = firstVerb(lex, `${stem.slice(k)}a`);
    if (!verb) continue;
    const first = stem.slice(0, k);
    for (const part of first.endsWith('s') ? [first, first.slice(0, -1)] : [first]) {
      const n = (index.get(part) ?? []).find((a) => a.pos === 'noun' && !a.def && !a.plural);
      const sense = n?.pos === 'noun' ? n.entry.senses.find((x) => !x.hint) : undefined;
      if (sense) return { modifier: sense.text, verb };
    }
  }
  return undefined;
}

/** English noun of quality from an adjective: readable → readability, reliable → reliability, lazy → laziness. */
export function qualityOf(adj: string): string {
  if (adj.includes(' ')) return adj;
  if (/[ai]ble$/.test(adj)) return `${adj.slice(0, -2)}ility`;
  if (/[^aeiou]y$/.test(adj)) return `${adj.slice(0, -1)}iness`;
  return `${adj}ness`;
}

/** -het after an adjective (läsbar|het → readability), -itet after a loan adjective in -el/-il (flexib|el). */
function qualityNoun(index: SvIndex, word: string): SvAnalysis | null {
  const m = /^(.{3,})(het|itet)(en)?$/.exec(word);
  if (!m) return null;
  const [, stem, suffix, def] = m;
  const bases = suffix === 'het' ? [stem!] : [stem!.replace(/il$/, 'el'), stem!];
  for (const base of bases) {
    const adj = (index.get(base) ?? []).find((a) => a.pos === 'adj' && a.form === 'common');
    if (adj?.pos !== 'adj') continue;
    const senses = adj.entry.senses.filter((s) => !s.hint).map((s) => ({ text: qualityOf(s.text) }));
    if (!senses.length) return null;
    const lemma = `${stem}${suffix}`;
    return {
      pos: 'noun',
      entry: { ...noun(lemma, senses, adj.entry.rank), indefPl: null, defPl: null },
      def: !!def,
      plural: false,
    };
  }
  return null;
}

/** o- before a participle (unused, unbooked; "not logged in" for a particle verb) or an adjective ("not …"). */
function negated(index: SvIndex, lex: Lexicon, word: string): SvAnalysis | null {
  if (!word.startsWith('o') || word.length < 6) return null;
  for (const a of analyzeSv(index, word.slice(1))) {
    if (a.pos === 'ppart' && !a.entry.flags.has('aux')) {
      const sense = a.entry.senses.find((s) => !s.hint)?.text;
      // "do the dishes" has an object: "not done the dishes" is no adjective; "log in" → "not logged in" is.
      if (!sense || !/^[a-z]+( (in|out|up|down|off|on|away|back))?$/.test(sense)) continue;
      const pp = pastParticiple(sense, lex);
      const text = sense.includes(' ') || a.entry.particle ? `not ${pp}` : `un${pp}`;
      return { pos: 'adj', entry: adjective(word, text, a.entry.rank), form: a.plural ? 'def' : 'common' };
    }
    if (a.pos === 'adj' && a.form !== 'comp' && a.form !== 'sup') {
      const sense = a.entry.senses.find((s) => !s.hint)?.text;
      if (!sense) continue;
      const e = a.entry;
      const entry: AdjEntry = {
        kind: 'adj',
        lemma: `o${e.lemma}`,
        neuter: e.neuter && `o${e.neuter}`,
        def: e.def && `o${e.def}`,
        comp: null,
        sup: null,
        senses: [{ text: `not ${sense}` }],
        rank: e.rank,
      };
      return { pos: 'adj', entry, form: a.form };
    }
  }
  return null;
}

function adjective(word: string, text: string, rank: number): AdjEntry {
  return { kind: 'adj', lemma: word, neuter: word, def: word, comp: null, sup: null, senses: [{ text }], rank };
}
