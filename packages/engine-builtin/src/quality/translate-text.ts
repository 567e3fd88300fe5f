import { type Direction, joinTranslated, sentencesOf, splitForTranslation } from '@swedish-translator/core';
import type { BuiltinEngine } from '../engine.js';

export interface TextTranslation {
  text: string;
  /** Words the engine itself reported as unknown, in sentence order. */
  unknown: string[];
}

/** Translates a text the way the server does: split into sentences, translate each, put the line structure back. */
export function translateText(engine: BuiltinEngine, text: string, direction: Direction): TextTranslation {
  const pieces = splitForTranslation(text);
  const translated = sentencesOf(pieces).map((sentence) => engine.translateSentence(sentence, direction));
  return {
    text: joinTranslated(
      pieces,
      translated.map((sentence) => sentence.text),
    ),
    unknown: translated.flatMap((sentence) => sentence.unknown ?? []),
  };
}
