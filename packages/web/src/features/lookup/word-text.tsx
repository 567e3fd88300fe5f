import { useMemo } from 'react';
import { type WordLayer, wordAttributes } from './word-attributes';
import { segmentWords } from './words';

/** A plain text (the source of a translation) with each word an interactive span for the LookupArea around it. */
export function WordText({ layer, lang, className = '' }: { layer: WordLayer; lang: string; className?: string }) {
  const parts = useMemo(() => {
    const words = segmentWords(layer.source);
    const out: (string | { key: number; word: string; attributes: ReturnType<typeof wordAttributes> })[] = [];
    let last = 0;
    words.forEach((word, i) => {
      if (word.start > last) out.push(layer.source.slice(last, word.start));
      out.push({ key: word.start, word: word.word, attributes: wordAttributes(layer, word, word.word, i === 0) });
      last = word.end;
    });
    if (last < layer.source.length) out.push(layer.source.slice(last));
    return out;
  }, [layer]);
  return (
    <p lang={lang} className={`whitespace-pre-wrap leading-relaxed ${className}`}>
      {parts.map((part, i) =>
        typeof part === 'string' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the text between words has no identity but its place
          <span key={`gap-${i}`}>{part}</span>
        ) : (
          <span key={part.key} {...part.attributes}>
            {part.word}
          </span>
        ),
      )}
    </p>
  );
}
