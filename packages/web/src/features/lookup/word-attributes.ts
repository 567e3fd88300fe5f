import { MESSAGES } from '@swedish-translator/core';
import { listed, type Side, type WordSpan } from './words';

/** How a text's words are made interactive: which side of the translation it is, and the words to mark. */
export interface WordLayer {
  side: Side;
  /** The text the words are placed in (offsets into it are what the alignment uses). */
  source: string;
  unknown?: readonly string[];
  uncertain?: readonly string[];
}

/**
 * The attributes of one word's span (React names): its side and offsets for the lookup area, one tab stop per text
 * (roving tabindex), and a dotted underline with an explanation for unknown and uncertain words.
 */
export function wordAttributes(layer: WordLayer, span: WordSpan | null, word: string, first: boolean) {
  const unknown = listed(layer.unknown, word);
  const uncertain = !unknown && listed(layer.uncertain, word);
  const classes = ['word'];
  if (unknown) classes.push('unknown-word');
  if (uncertain) classes.push('uncertain-word');
  return {
    className: classes.join(' '),
    'data-word': word,
    'data-side': layer.side,
    'data-start': span?.start,
    'data-end': span?.end,
    'data-status': unknown ? 'unknown' : uncertain ? 'uncertain' : undefined,
    title: unknown ? MESSAGES.lookupUnknownWord : uncertain ? MESSAGES.lookupUncertainWord : undefined,
    role: 'button',
    'aria-haspopup': 'dialog' as const,
    tabIndex: first ? 0 : -1,
  };
}
