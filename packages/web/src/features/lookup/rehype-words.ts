import { type WordLayer, wordAttributes } from './word-attributes';
import { locateWords, segmentWords } from './words';

/** The few hast shapes the rehype plugins of the translation output touch. */
export interface HastNode {
  type: string;
  value?: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

/** React attribute names → hast property names ('data-side' → dataSide). */
function hastProperties(attributes: Record<string, unknown>): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined) continue;
    const key =
      name.startsWith('data-') || name.startsWith('aria-')
        ? `${name.slice(0, 4)}${name.charAt(5).toUpperCase()}${name.slice(6)}`
        : name;
    properties[key] = name === 'className' ? String(value).split(' ') : value;
  }
  return properties;
}

/**
 * A rehype plugin that wraps every word of the rendered markdown in an interactive span placed (by offset) in the
 * markdown text it came from, so the alignment's ranges find it. Code is left as it is.
 */
export function rehypeWords(layer: WordLayer) {
  return () => (tree: HastNode) => {
    let cursor = 0;
    let first = true;
    const split = (value: string): HastNode[] => {
      const words = segmentWords(value);
      if (!words.length) return [{ type: 'text', value }];
      const { spans, next } = locateWords(
        words.map((w) => w.word),
        layer.source,
        cursor,
      );
      cursor = next;
      const out: HastNode[] = [];
      let last = 0;
      words.forEach((word, i) => {
        if (word.start > last) out.push({ type: 'text', value: value.slice(last, word.start) });
        out.push({
          type: 'element',
          tagName: 'span',
          properties: hastProperties(wordAttributes(layer, spans[i] ?? null, word.word, first)),
          children: [{ type: 'text', value: word.word }],
        });
        first = false;
        last = word.end;
      });
      if (last < value.length) out.push({ type: 'text', value: value.slice(last) });
      return out;
    };
    const walk = (node: HastNode) => {
      // Code stays as written; a link keeps its words (a button inside a link would nest interactive elements).
      if (!node.children || node.tagName === 'code' || node.tagName === 'pre' || node.tagName === 'a') return;
      node.children = node.children.flatMap((child) => {
        if (child.type === 'text' && typeof child.value === 'string') return split(child.value);
        walk(child);
        return [child];
      });
    };
    walk(tree);
  };
}
