export { type BleuResult, corpusBleu, tokenize13a } from './bleu.js';
export { type ChrfOptions, chrfFromStats, chrfSentenceStats, corpusChrf, sentenceChrf } from './chrf.js';
