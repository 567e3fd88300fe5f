/**
 * Word alignment of a whole text: the engine aligns each sentence it is given (TranslatedSentence.alignment); this
 * puts the sentences back where splitForTranslation found them, as joinTranslated does with their text, and moves
 * each sentence's ranges to whole-text positions.
 */
import { inlineEngineInputs, joinInline } from './inline-markdown.js';
import type { TextPiece } from './segment.js';
import { type AlignmentPair, shiftAlignment, type TranslatedSentence } from './translation.js';

/**
 * `joinTranslated` for sentences that may carry alignment: the joined text and, when the engine aligned at least one
 * sentence, the alignment into the whole source and the whole translation (undefined when it aligned none: engines
 * that cannot align leave it out). A sentence with inline markdown is translated in parts and put back around its
 * markers, so its words are not aligned.
 */
export function joinAligned(
  pieces: readonly TextPiece[],
  sentences: readonly TranslatedSentence[],
): { text: string; alignment?: AlignmentPair[] } {
  let text = '';
  let source = 0;
  let next = 0;
  let aligned = false;
  const alignment: AlignmentPair[] = [];
  for (const piece of pieces) {
    if (!piece.translate) {
      text += piece.text;
      source += piece.text.length;
      continue;
    }
    const count = piece.inline ? inlineEngineInputs(piece.inline).length : 1;
    const translated = sentences.slice(next, next + count);
    if (translated.length < count) throw new Error(`missing translation for sentence ${next + 1}`);
    if (translated.some((s) => s.alignment)) aligned = true;
    const sentence = translated[0]!;
    if (!piece.inline && sentence.alignment) alignment.push(...shiftAlignment(sentence.alignment, source, text.length));
    text += piece.inline
      ? joinInline(
          piece.inline,
          translated.map((s) => s.text),
        )
      : sentence.text;
    source += piece.text.length;
    next += count;
  }
  if (next !== sentences.length) throw new Error(`expected ${next} translated sentences, got ${sentences.length}`);
  return aligned ? { text, alignment } : { text };
}
