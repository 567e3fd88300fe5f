/** A word: letters with inner apostrophes or hyphens ("e-post", "don't"); numbers and symbols are not words. */
const WORD = /\p{L}[\p{L}\p{M}]*(?:['’-]\p{L}[\p{L}\p{M}]*)*/gu;

export function wordsOf(text: string): string[] {
  return (text.match(WORD) ?? []).map((word) => word.toLowerCase().replace(/’/g, "'"));
}

export interface PassThroughCount {
  /** Source words. */
  words: number;
  /** Source words copied into the output although the reference translation does not contain them. */
  passedThrough: string[];
  /** Of those, the ones the engine did not report as unknown. */
  silent: string[];
  /** Words the engine reported as unknown. */
  flagged: number;
}

/**
 * Counts the source words left untranslated. A word counts when it appears unchanged in the output but neither in
 * the reference nor among the target language's words: a name or loan word the reference keeps as well (Maria,
 * pizza, OK) and a word spelled the same in both languages (hand, salt) are correct copies, not gaps.
 */
export function countPassThrough(
  source: string,
  output: string,
  reference: string,
  reportedUnknown: readonly string[],
  isTargetWord: (word: string) => boolean = () => false,
): PassThroughCount {
  const words = wordsOf(source);
  const inOutput = new Set(wordsOf(output));
  const inReference = new Set(wordsOf(reference));
  const reported = new Set(reportedUnknown.flatMap(wordsOf));
  const passedThrough = words.filter((word) => inOutput.has(word) && !inReference.has(word) && !isTargetWord(word));
  return {
    words: words.length,
    passedThrough,
    silent: passedThrough.filter((word) => !reported.has(word)),
    flagged: reportedUnknown.length,
  };
}
