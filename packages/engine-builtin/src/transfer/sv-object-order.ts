import { wordSet } from '../lexicon/word-lists.js';
import type { Piece } from '../tokenize.js';
import type { EnOp } from './en-verb.js';
import type { SvUnit } from './sv-unit.js';

const INSTRUMENTS_EN = wordSet('instruments-en');
const PREPOSITIONAL_EN = wordSet('prepositional-verbs-en'); // believe in you, not believe you in

/** The English object after the verb group of sv-en-clause.ts: a pronoun inside a phrasal verb, an instrument's article. */
export function objectOrder(verbWords: Piece[], rest: Piece[], restUnits: SvUnit[], lastOp: EnOp | undefined): void {
  // "Hämta mig" → "Pick me up": an object pronoun stands between an English phrasal verb and its particle.
  const lastVerb = verbWords[verbWords.length - 1];
  const phrasal = lastVerb?.text.match(/^(.+) (up|down|off|on|out|in|back|away|over)$/);
  // "hämtar sina barn" → "picks up her children": a possessive "her" begins a noun phrase and is no object pronoun.
  const pronoun =
    /^(me|you|him|her|it|us|them)$/.test(rest[0]?.text ?? '') &&
    !/^(sin|sitt|sina|hennes)$/.test(restUnits[0]?.lower ?? '') &&
    // "Hon tog på sig jackan" → "put on her jacket": a "her" added before the garment is a possessive too.
    restUnits[0]?.a?.pos !== 'noun';
  if (lastVerb && phrasal && pronoun && !PREPOSITIONAL_EN.has(lastVerb.text)) {
    lastVerb.text = phrasal[1]!;
    rest.splice(1, 0, { text: phrasal[2]!, ...(lastVerb.src ? { src: lastVerb.src } : {}) });
  }
  // "spelar piano" → "plays the piano": English plays an instrument with the article.
  if (lastOp?.kind === 'lex' && lastOp.text === 'play' && rest[0] && INSTRUMENTS_EN.has(rest[0].text))
    rest.unshift({ text: 'the' });
}
