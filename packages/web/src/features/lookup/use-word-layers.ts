import { useMemo } from 'react';
import type { WordLayer } from './word-attributes';

/**
 * The word layers of a translation's two texts (stable while the texts are, so the markdown is not re-rendered).
 * `uncertain_words` are source words; unknown words were left as they are, so they show on both sides.
 */
export function useWordLayers(
  source: string,
  translated: string,
  unknown?: readonly string[],
  uncertain?: readonly string[],
): { src: WordLayer; tgt: WordLayer } {
  return useMemo(
    () => ({
      src: { side: 'src', source, unknown, uncertain },
      tgt: { side: 'tgt', source: translated, unknown },
    }),
    [source, translated, unknown, uncertain],
  );
}
