/** English inflection: generation for sv→en, analysis back to base forms for en→sv. Irregulars come from the lexicon. */

export interface EnIrregulars {
  enVerbs: Map<string, { past: string; pp: string }>;
  enNouns: Map<string, string>;
}

const VOWELS = 'aeiou';

function isConsonant(ch: string | undefined): boolean {
  return ch !== undefined && /[a-z]/.test(ch) && !VOWELS.includes(ch);
}

/*
 * Longer verbs stressed on a final consonant-vowel-consonant syllable double it too (transfer → transferring, admit →
 * admitting); their past forms are also rows of data/en-irregular-verbs.tsv.
 */
const STRESS_FINAL = new Set(
  'admit commit submit omit emit transmit permit regret prefer refer confer defer infer deter transfer occur recur incur concur control patrol enrol compel expel propel repel excel rebel equip acquit unplug unzip kidnap worship forbid'.split(
    ' ',
  ),
);

/** Monosyllables ending consonant-vowel-consonant double the consonant (stop → stopped); w/x/y never double. */
function doublesFinal(word: string): boolean {
  if (STRESS_FINAL.has(word)) return true;
  if (word.length < 3 || word.length > 5) return false;
  const [a, b, c] = [word.at(-3), word.at(-2), word.at(-1)];
  if (!isConsonant(a) || !b || !VOWELS.includes(b) || !isConsonant(c) || 'wxy'.includes(c!)) return false;
  const vowelGroups = word.match(/[aeiouy]+/g) ?? [];
  return vowelGroups.length === 1;
}

/** Applies `f` to the first word of a multiword sense ("be able to" → "is able to"). */
function onHead(phrase: string, f: (w: string) => string): string {
  const sp = phrase.indexOf(' ');
  return sp < 0 ? f(phrase) : f(phrase.slice(0, sp)) + phrase.slice(sp);
}

export function thirdPerson(verb: string): string {
  return onHead(verb, (w) => {
    if (w === 'be') return 'is';
    if (w === 'have') return 'has';
    if (w === 'can' || w === 'must' || w === 'will' || w === 'should' || w === 'may' || w === 'might') return w;
    if (/(s|x|z|ch|sh|o)$/.test(w)) return `${w}es`;
    if (/[^aeiou]y$/.test(w)) return `${w.slice(0, -1)}ies`;
    return `${w}s`;
  });
}

export function pastTense(verb: string, irr: EnIrregulars, plural = false): string {
  return onHead(verb, (w) => {
    if (w === 'be') return plural ? 'were' : 'was';
    const i = irr.enVerbs.get(w);
    if (i) return i.past;
    return regularEd(w);
  });
}

export function pastParticiple(verb: string, irr: EnIrregulars): string {
  return onHead(verb, (w) => irr.enVerbs.get(w)?.pp ?? regularEd(w));
}

function regularEd(w: string): string {
  if (w.endsWith('e')) return `${w}d`;
  if (/[^aeiou]y$/.test(w)) return `${w.slice(0, -1)}ied`;
  if (doublesFinal(w)) return `${w}${w.at(-1)}ed`;
  return `${w}ed`;
}

export function presentParticiple(verb: string): string {
  return onHead(verb, (w) => {
    if (w === 'be') return 'being';
    if (w.endsWith('ie')) return `${w.slice(0, -2)}ying`;
    if (w.endsWith('e') && !/(ee|ye|oe)$/.test(w) && w.length > 2) return `${w.slice(0, -1)}ing`;
    if (doublesFinal(w)) return `${w}${w.at(-1)}ing`;
    return `${w}ing`;
  });
}

/** Plural of a noun sense; in a multiword sense the last word inflects ("human being" → "human beings"). */
export function pluralNoun(noun: string, irr: EnIrregulars): string {
  const whole = irr.enNouns.get(noun);
  if (whole) return whole;
  const sp = noun.lastIndexOf(' ');
  const head = sp < 0 ? noun : noun.slice(sp + 1);
  const pre = sp < 0 ? '' : noun.slice(0, sp + 1);
  // "cup of tea", "family with children": inflect the first word instead.
  if (/ (of|with|for|in|on|from|at) /.test(noun)) return onHead(noun, (w) => pluralNoun(w, irr));
  const i = irr.enNouns.get(head);
  if (i) return pre + i;
  if (/(s|x|z|ch|sh)$/.test(head)) return `${pre}${head}es`;
  if (/[^aeiou]y$/.test(head)) return `${pre}${head.slice(0, -1)}ies`;
  return `${pre}${head}s`;
}

/** "a" or "an" by the sound of the next word (spelling heuristics with the usual exceptions). */
export function indefiniteArticle(next: string): 'a' | 'an' {
  const w = next.toLowerCase();
  if (/^(hour|honest|honou?r|heir)/.test(w)) return 'an';
  if (/^(uni|use|usu|uti|eu|one|once|ur[aeiou])/.test(w)) return 'a';
  if (/^[0-9]/.test(w)) return /^(8|11|18)/.test(w) ? 'an' : 'a';
  return /^[aeiou]/.test(w) ? 'an' : 'a';
}

export function adverbFromAdjective(adj: string): string {
  if (adj === 'good') return 'well';
  if (/^(fast|hard|late|early|long|high|low|far|near|straight|right|wrong)$/.test(adj)) return adj;
  if (adj.includes(' ')) return adj;
  if (adj.endsWith('ly')) return adj;
  if (/[^aeiou]y$/.test(adj)) return `${adj.slice(0, -1)}ily`;
  if (/[^aeiou]le$/.test(adj)) return `${adj.slice(0, -1)}y`;
  if (adj.endsWith('ic')) return `${adj}ally`;
  return `${adj}ly`;
}

export interface EnVerbAnalysis {
  base: string;
  form: 'base' | '3sg' | 'past' | 'pp' | 'ing' | 'past-pp';
}

/**
 * Candidate base forms of an English verb form. `isBase` says whether a candidate is a known verb; unknown
 * candidates are dropped so that "news" is not read as "new" + s.
 */
export function analyzeEnVerb(
  word: string,
  irrPast: Map<string, string[]>,
  irrPp: Map<string, string[]>,
  isBase: (w: string) => boolean,
): EnVerbAnalysis[] {
  const out: EnVerbAnalysis[] = [];
  const add = (base: string, form: EnVerbAnalysis['form'], regular = true) => {
    if (regular && base !== word && (base === 'be' || base === 'have' || base === 'do')) return;
    if (form === 'pp' && out.some((o) => o.base === base && o.form === 'past-pp')) return;
    if (isBase(base) && !out.some((o) => o.base === base && o.form === form)) out.push({ base, form });
  };
  const special: Record<string, EnVerbAnalysis> = {
    is: { base: 'be', form: '3sg' },
    am: { base: 'be', form: 'base' },
    are: { base: 'be', form: 'base' },
    was: { base: 'be', form: 'past' },
    were: { base: 'be', form: 'past' },
    been: { base: 'be', form: 'pp' },
    has: { base: 'have', form: '3sg' },
    does: { base: 'do', form: '3sg' },
    goes: { base: 'go', form: '3sg' },
  };
  const sp = special[word];
  if (sp) return [sp];
  for (const b of irrPast.get(word) ?? []) add(b, irrPp.get(word)?.includes(b) ? 'past-pp' : 'past', false);
  for (const b of irrPp.get(word) ?? []) add(b, 'pp', false);
  if (word === 'doing') add('do', 'ing', false);
  add(word, 'base');
  if (word.endsWith('ies')) add(`${word.slice(0, -3)}y`, '3sg');
  for (const stem of sStems(word)) add(stem, '3sg');
  if (word.endsWith('ied')) add(`${word.slice(0, -3)}y`, 'past-pp');
  if (word.endsWith('ed')) {
    const stem = word.slice(0, -2);
    add(stem, 'past-pp');
    add(`${stem}e`, 'past-pp');
    if (/([^aeiou])\1$/.test(stem)) add(stem.slice(0, -1), 'past-pp');
  }
  if (word.endsWith('ing')) {
    const stem = word.slice(0, -3);
    add(stem, 'ing');
    add(`${stem}e`, 'ing');
    if (/([^aeiou])\1$/.test(stem)) add(stem.slice(0, -1), 'ing');
    if (stem.endsWith('y')) add(`${stem.slice(0, -1)}ie`, 'ing');
  }
  return out;
}

/** Singular candidates of an English noun form (plural flag set when the form was plural). */
export function analyzeEnNoun(
  word: string,
  irrPlural: Map<string, string>,
  isNoun: (w: string) => boolean,
): { base: string; plural: boolean }[] {
  const out: { base: string; plural: boolean }[] = [];
  const add = (base: string, plural: boolean) => {
    if (isNoun(base) && !out.some((o) => o.base === base)) out.push({ base, plural });
  };
  const irr = irrPlural.get(word);
  if (irr && irr !== word) add(irr, true);
  add(word, false);
  if (word.endsWith('ies')) add(`${word.slice(0, -3)}y`, true);
  if (word.endsWith('ves')) {
    add(`${word.slice(0, -3)}f`, true);
    add(`${word.slice(0, -3)}fe`, true);
  }
  for (const stem of sStems(word)) add(stem, true);
  return out;
}

/**
 * Stems of an -s form, likelier first: -es is the ending after a sibilant or -o (buses, boxes, potatoes), else only
 * the -s is (rates is rate + s, not rat + es; planes is plane, not plan).
 */
function sStems(word: string): string[] {
  if (!word.endsWith('s') || word.endsWith('ss')) return [];
  const short = word.slice(0, -1);
  if (!word.endsWith('es')) return [short];
  const esStem = word.slice(0, -2);
  return /(s|x|z|ch|sh|o)$/.test(esStem) ? [esStem, short] : [short, esStem];
}
