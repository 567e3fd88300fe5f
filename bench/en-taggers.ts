/**
 * The English taggers compared by bench/en-tagging.ts, each behind one shape: a sentence in, tokens with character
 * offsets, a Universal Dependencies coarse tag and a lemma out. Each adapter only converts the tagger's own tag set
 * into coarse tags; where a tag set does not make a distinction (compromise has one Conjunction tag, the engine one
 * `wh` tag) the word decides, as a conversion table would.
 */

export interface TaggedToken {
  start: number;
  end: number;
  tag: string;
  lemma?: string;
  /** The engine's sense rules chose this word's reading from a cue in the sentence. */
  cued?: boolean;
}
export type Tagger = (sentence: string) => TaggedToken[];

/** Loads a tagger: everything it needs before the first sentence (model, lexicon) is loaded here. */
export const TAGGERS: Record<string, () => Promise<Tagger>> = {
  engine: loadEngine,
  'wink-nlp': () => loadWink(false),
  'wink-nlp (lower-cased first word)': () => loadWink(true),
  compromise: loadCompromise,
  'engine + wink-nlp for noun/verb/adj': () => loadHybrid(() => loadWink(false)),
  'engine + compromise for noun/verb/adj': () => loadHybrid(loadCompromise),
  'engine + both libraries when they agree': () => loadHybrid(loadAgreement),
};

const SUBORDINATORS = new Set([
  'if',
  'because',
  'since',
  'when',
  'while',
  'although',
  'though',
  'unless',
  'until',
  'before',
  'after',
  'once',
  'as',
  'that',
  'whether',
]);
const WH_PRONOUNS = new Set(['what', 'which', 'who', 'whom', 'whose']);

const ENGINE_TAGS: Record<string, string> = {
  noun: 'NOUN',
  verb: 'VERB',
  adj: 'ADJ',
  adv: 'ADV',
  prep: 'ADP',
  pron: 'PRON',
  det: 'DET',
  poss: 'PRON',
  be: 'AUX',
  have: 'AUX',
  do: 'AUX',
  modal: 'AUX',
  neg: 'PART',
  coord: 'CCONJ',
  subord: 'SCONJ',
  num: 'NUM',
  to: 'PART',
  phrase: 'X',
  punct: 'PUNCT',
  interj: 'INTJ',
  there: 'PRON',
};

/** The built-in engine's own tagger (tagEnglish and the tag rules after it), as en→sv sees it; needs the lexicon. */
async function loadEngine(): Promise<Tagger> {
  const { loadLexicon } = await import('../packages/engine-builtin/src/index.js');
  const { buildEngineData } = await import('../packages/engine-builtin/src/engine-data.js');
  const { tagEnglish } = await import('../packages/engine-builtin/src/transfer/en-tag.js');
  const { chooseEnSenses } = await import('../packages/engine-builtin/src/transfer/senses-in-context.js');
  const { stripPlease } = await import('../packages/engine-builtin/src/transfer/en-politeness.js');
  const { markLeadingParticiple } = await import('../packages/engine-builtin/src/transfer/en-participle.js');
  const data = buildEngineData(loadLexicon());
  return (sentence) => {
    // As translateEnSv: "please" is taken out first (it becomes "tack"), the rest is tagged.
    const rest = stripPlease(sentence).sentence;
    let cut = 0;
    while (cut < rest.length && rest[cut] === sentence[cut]) cut += 1;
    const removed = sentence.length - rest.length;
    const please = sentence.slice(cut, cut + removed).search(/please/i);
    const units = tagEnglish(rest, data);
    // A leading participle before its noun is an adjective, and the sense rules may move a word to another part of
    // speech ("Is this seat free?"): both are part of the analysis. (The request and clause rewrites that translateEnSv
    // also runs change the text itself, so they are left out.)
    markLeadingParticiple(units);
    chooseEnSenses(units, data);
    const shift = (x: number) => (x >= cut ? x + removed : x);
    const politeness = please < 0 ? [] : [{ start: cut + please, end: cut + please + 6, tag: 'INTJ' }];
    const tokens: TaggedToken[] = [...politeness];
    for (const u of units) {
      const [start, end] = (u.span ?? [0, 0]).map(shift) as [number, number];
      let tag = ENGINE_TAGS[u.tag] ?? 'X';
      if (u.tag === 'wh') tag = WH_PRONOUNS.has(u.lower) ? 'PRON' : 'ADV';
      else if (u.tag === 'lit') tag = /\d/.test(u.text) ? 'NUM' : 'X';
      else if (u.tag === 'unknown') tag = u.cap ? 'PROPN' : 'X';
      const words = u.base?.split(' ') ?? [];
      // A compound noun sense ("blood test", "test results") is one unit: each of its words is a noun of its own.
      const parts = u.tag === 'noun' ? [...sentence.slice(start, end).matchAll(/\S+/g)] : [];
      if (parts.length > 1 && parts.length === words.length)
        parts.forEach((m, k) => {
          const at = start + m.index;
          tokens.push({ start: at, end: at + m[0].length, tag, lemma: words[k], cued: u.cued });
        });
      else {
        const lemma = u.tag === 'noun' || u.tag === 'verb' ? words[0] : undefined;
        tokens.push({ start, end, tag, lemma, cued: u.cued });
      }
    }
    return tokens.sort((a, b) => a.start - b.start);
  };
}

/**
 * wink-nlp with its English "lite" web model: UD tags and lemmas of its own. It reads a capitalised first word of a
 * fragment or an imperative as a name ("Mind your head", "Call 112"); `lowerFirst` lower-cases it (not "I").
 */
async function loadWink(lowerFirst: boolean): Promise<Tagger> {
  const { default: winkNLP } = await import('wink-nlp');
  const { default: model } = await import('wink-eng-lite-web-model');
  const nlp = winkNLP(model);
  const its = nlp.its;
  return (sentence) => {
    const text = lowerFirst ? sentence.replace(/^(\p{Lu})(?=\p{Ll})/u, (c) => c.toLowerCase()) : sentence;
    const tokens = nlp.readDoc(text).tokens();
    const values = tokens.out(its.value) as string[];
    const tags = tokens.out(its.pos) as string[];
    // wink-nlp's own typings declare its.lemma with a signature out() does not accept; it works at run time.
    const lemmas = tokens.out(its.lemma as unknown as typeof its.value) as string[];
    return located(text, values).map((span, i) => ({ ...span, tag: tags[i]!, lemma: lemmas[i] }));
  };
}

/** Character offsets of tokens given only as text, found in order (a token not found stays at the cursor). */
function located(sentence: string, values: string[]): { start: number; end: number }[] {
  let cursor = 0;
  return values.map((v) => {
    const at = sentence.indexOf(v, cursor);
    if (at < 0) return { start: cursor, end: cursor };
    cursor = at + v.length;
    return { start: at, end: cursor };
  });
}

const COMPROMISE_ORDER: [string, string][] = [
  ['Auxiliary', 'AUX'],
  ['Modal', 'AUX'],
  ['Copula', 'AUX'],
  ['Negative', 'PART'],
  ['Determiner', 'DET'],
  ['Preposition', 'ADP'],
  ['Conjunction', 'CCONJ'],
  ['Pronoun', 'PRON'],
  ['Value', 'NUM'],
  ['ProperNoun', 'PROPN'],
  ['Adjective', 'ADJ'],
  ['Adverb', 'ADV'],
  ['Expression', 'INTJ'],
  ['QuestionWord', 'ADV'],
  ['Verb', 'VERB'],
  ['Noun', 'NOUN'],
  ['Particle', 'ADP'],
];

interface CompromiseTerm {
  text: string;
  normal: string;
  machine?: string;
  implicit?: string;
  root?: string;
  tags: string[];
  offset: { start: number; length: number };
}

/** compromise: its own tag set (several tags per term) and `root` forms after compute('root'). */
async function loadCompromise(): Promise<Tagger> {
  const { default: nlp } = await import('compromise');
  return (sentence) => {
    const doc = nlp(sentence);
    doc.compute('root');
    const out: TaggedToken[] = [];
    for (const s of doc.json({ offset: true, terms: { offset: true } }) as { terms: CompromiseTerm[] }[])
      for (const t of s.terms) {
        const word = (t.machine ?? t.implicit ?? t.normal).toLowerCase();
        let tag = COMPROMISE_ORDER.find(([name]) => t.tags.includes(name))?.[1] ?? 'X';
        if (tag === 'CCONJ' && SUBORDINATORS.has(word)) tag = 'SCONJ';
        if (t.tags.includes('QuestionWord') && WH_PRONOUNS.has(word)) tag = 'PRON';
        // A contraction's second word ("n't" of "don't") is a term of length 0 after the first: give it that span.
        const prev = out[out.length - 1];
        const span =
          t.offset.length === 0 && prev
            ? { start: prev.start, end: prev.end }
            : { start: t.offset.start, end: t.offset.start + t.offset.length };
        out.push({ ...span, tag, lemma: t.root ?? word });
      }
    return out;
  };
}

const OPEN_CLASS = new Set(['NOUN', 'VERB', 'ADJ']);

/**
 * What integrating a library would give: the engine's analysis, but where it tagged one word noun, verb or adjective
 * (not a phrase, not chosen by a sense rule's cue), the library's noun/verb/adjective decision replaces it.
 */
async function loadHybrid(library: () => Promise<Tagger>): Promise<Tagger> {
  const engine = await loadEngine();
  const lib = await library();
  return (sentence) => {
    const w = lib(sentence);
    return engine(sentence).map((u) => {
      if (!OPEN_CLASS.has(u.tag) || u.cued) return u;
      const inside = w.filter((x) => x.start >= u.start && x.start < u.end);
      const x = inside[0];
      if (inside.length !== 1 || !x || !OPEN_CLASS.has(x.tag) || x.tag === u.tag) return u;
      return { ...u, tag: x.tag, lemma: x.lemma };
    });
  };
}

/** wink-nlp and compromise together: their tag where both give the same one, else nothing (X). */
async function loadAgreement(): Promise<Tagger> {
  const wink = await loadWink(false);
  const comp = await loadCompromise();
  return (sentence) => {
    const c = comp(sentence);
    return wink(sentence).map((w) => {
      const other = c.find((x) => x.start <= w.start && w.start < Math.max(x.end, x.start + 1));
      return other?.tag === w.tag ? w : { ...w, tag: 'X' };
    });
  };
}
