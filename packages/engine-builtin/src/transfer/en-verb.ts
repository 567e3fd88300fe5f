import { type EnIrregulars, pastParticiple, pastTense, presentParticiple, thirdPerson } from '../morphology/en.js';
import type { Person } from './sv-grammar.js';

/** One English verb in a verb group, before inflection. */
export type EnOp =
  | { kind: 'modal'; present: string; past: string; nonfinite: string }
  | { kind: 'perfect' }
  | { kind: 'passive' }
  | { kind: 'progressive' }
  | { kind: 'do' }
  /** A lexical verb; `text` may be multiword ("want to", "look forward to"); `ing` makes the next verb an -ing form. */
  | { kind: 'lex'; text: string; ing?: boolean; adverb?: boolean };

export type EnTense = 'pres' | 'past' | 'imp' | 'inf';

export interface VerbGroupOptions {
  tense: EnTense;
  subject: Person | null;
  /** The subject is literally "I" (am/was). */
  subjectI: boolean;
  negated: boolean;
  question: boolean;
  /** Adverbs placed after the first auxiliary or before a lone main verb (always, never, also...). */
  midAdverbs: string[];
  contract: boolean;
}

export interface VerbGroup {
  /** Words before the subject in a question (the inverted auxiliary, with "n't" if negated). */
  preSubject: string[];
  /** Words after the subject. */
  words: string[];
}

function isAux(op: EnOp): boolean {
  return op.kind !== 'lex';
}

function beForm(tense: EnTense, subj: Person | null, isI: boolean): string {
  const plural = subj ? subj.plural || subj.person === 2 : false;
  if (tense === 'past') return plural ? 'were' : 'was';
  if (tense === 'imp' || tense === 'inf') return 'be';
  if (isI) return 'am';
  return plural ? 'are' : 'is';
}

function finite(op: EnOp, o: VerbGroupOptions, irr: EnIrregulars): string {
  const thirdSg = !o.subject || (o.subject.person === 3 && !o.subject.plural);
  const lexFinite = (text: string) => {
    if (o.tense === 'past') return pastTense(text, irr, o.subject ? o.subject.plural || o.subject.person === 2 : false);
    if (o.tense === 'pres' && thirdSg)
      return text.startsWith('be ') || text === 'be'
        ? text.replace(/^be\b/, beForm('pres', o.subject, o.subjectI))
        : thirdPerson(text);
    if (o.tense === 'pres' && (text.startsWith('be ') || text === 'be'))
      return text.replace(/^be\b/, beForm('pres', o.subject, o.subjectI));
    return text;
  };
  switch (op.kind) {
    case 'modal':
      return o.tense === 'past' ? op.past : op.present;
    case 'perfect':
      return o.tense === 'past' ? 'had' : o.tense === 'pres' && thirdSg ? 'has' : 'have';
    case 'passive':
    case 'progressive':
      return beForm(o.tense, o.subject, o.subjectI);
    case 'do':
      return o.tense === 'past' ? 'did' : thirdSg && o.tense === 'pres' ? 'does' : 'do';
    case 'lex':
      return lexFinite(op.text);
  }
}

type Shape = 'base' | 'pp' | 'ing' | 'to';

function nonFinite(op: EnOp, shape: Shape, irr: EnIrregulars): string {
  const lex = (text: string) => {
    // Only the passive of bear is common, and it is spelled born ("was born").
    if (shape === 'pp' && text === 'bear') return 'born';
    if (shape === 'pp') return pastParticiple(text, irr);
    if (shape === 'ing') return presentParticiple(text);
    return text;
  };
  const pre = shape === 'to' ? 'to ' : '';
  switch (op.kind) {
    case 'modal':
      return pre + lex(op.nonfinite);
    case 'perfect':
      return pre + lex('have');
    case 'passive':
    case 'progressive':
      return pre + lex('be');
    case 'do':
      return pre + lex('do');
    case 'lex':
      return pre + lex(op.text);
  }
}

function shapeAfter(op: EnOp): Shape {
  switch (op.kind) {
    case 'perfect':
    case 'passive':
      return 'pp';
    case 'progressive':
      return 'ing';
    case 'lex':
      return op.ing ? 'ing' : 'base';
    default:
      return 'base';
  }
}

const BEFORE_NEGATION = new Set(['still', 'probably', 'surely', 'certainly', 'definitely']);

const CONTRACTIONS: Record<string, string> = {
  do: "don't",
  does: "doesn't",
  did: "didn't",
  is: "isn't",
  are: "aren't",
  was: "wasn't",
  were: "weren't",
  have: "haven't",
  has: "hasn't",
  had: "hadn't",
  can: "can't",
  will: "won't",
  would: "wouldn't",
  could: "couldn't",
  should: "shouldn't",
  must: "mustn't",
  may: 'may not',
};

/**
 * Inflects a chain of English verb operations. Negation and questions need an auxiliary first; lexical verbs get
 * do-support. "usually" style catenatives (adverb: true) turn into adverbs in front of the next verb.
 */
export function buildVerbGroup(chain: EnOp[], o: VerbGroupOptions, irr: EnIrregulars): VerbGroup {
  let ops = [...chain];
  const adverbs = [...o.midAdverbs];
  // "brukar" → "usually": an adverb, not a verb.
  while (ops.length > 1 && ops[0]!.kind === 'lex' && (ops[0] as { adverb?: boolean }).adverb) {
    adverbs.unshift((ops[0] as { text: string }).text);
    ops = ops.slice(1);
  }
  if (ops.length === 0) return { preSubject: [], words: adverbs };
  const first = ops[0]!;
  const firstIsBe = first.kind === 'lex' && (first.text === 'be' || first.text.startsWith('be '));
  const needsDo = (o.negated || o.question) && !isAux(first) && !firstIsBe && o.tense !== 'inf';
  if (needsDo) ops.unshift({ kind: 'do' });
  const words: string[] = [];
  let shape: Shape = 'base';
  ops.forEach((op, i) => {
    if (i === 0) {
      words.push(
        o.tense === 'inf'
          ? nonFinite(op, 'base', irr)
          : o.tense === 'imp' && !needsDo
            ? nonFinite(op, 'base', irr)
            : finite(op, o, irr),
      );
    } else {
      words.push(nonFinite(op, shape, irr));
    }
    shape = shapeAfter(op);
  });
  // A modal of several words ("had better") keeps them together: "had better not", never "hadn't better".
  const head = ops[0]!.kind === 'modal' && ops[0]!.present.includes(' ') ? [words[0]!] : words[0]!.split(' ');
  const firstWord = head[0]!;
  const restOfFirst = head.slice(1);
  const tail = [...restOfFirst, ...words.slice(1)];
  const pre = adverbs.filter((a) => a !== 'not');
  const negated = o.negated;
  if (o.tense === 'imp') {
    if (negated)
      return {
        preSubject: [],
        words: [
          ...(o.contract ? ["don't"] : ['do', 'not']),
          ...pre,
          ...(words.slice(1).length ? words.slice(1) : [nonFinite(first, 'base', irr)]),
        ].filter(Boolean),
      };
    return { preSubject: [], words: [...pre, ...words] };
  }
  const multiAux = ops.length > 1 || firstIsBe || isAux(first);
  if (o.question) {
    const inv =
      negated && o.contract && CONTRACTIONS[firstWord]?.endsWith("n't") ? CONTRACTIONS[firstWord]! : firstWord;
    const notWord = negated && inv === firstWord ? ['not'] : [];
    return { preSubject: [inv], words: [...notWord, ...pre, ...tail] };
  }
  if (!multiAux) return { preSubject: [], words: [...pre, ...words] };
  const neg = negated
    ? o.contract && CONTRACTIONS[firstWord] && !(firstWord === 'am')
      ? [CONTRACTIONS[firstWord]!]
      : [firstWord, 'not']
    : [firstWord];
  // "Han har fortfarande inte ringt" → "He still hasn't called": these adverbs stand before a negated auxiliary.
  const lead = negated ? pre.filter((a) => BEFORE_NEGATION.has(a)) : [];
  return { preSubject: [], words: [...lead, ...neg, ...pre.filter((a) => !lead.includes(a)), ...tail] };
}
