import { useMemo } from 'react';
import Markdown from 'react-markdown';
import { type HastNode, rehypeWords } from '../lookup/rehype-words';
import type { WordLayer } from '../lookup/word-attributes';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A rehype plugin that wraps each occurrence of the given words in <span class="unknown-word">. */
function rehypeMarkWords(words: readonly string[]) {
  const clean = [...new Set(words.map((word) => word.trim()).filter(Boolean))].sort((a, b) => b.length - a.length);
  const pattern = clean.length
    ? new RegExp(`(?<![\\p{L}\\p{N}])(${clean.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`, 'giu')
    : undefined;
  const split = (value: string): HastNode[] => {
    if (!pattern) return [{ type: 'text', value }];
    const out: HastNode[] = [];
    let last = 0;
    for (const match of value.matchAll(pattern)) {
      const start = match.index ?? 0;
      if (start > last) out.push({ type: 'text', value: value.slice(last, start) });
      out.push({
        type: 'element',
        tagName: 'span',
        properties: { className: ['unknown-word'], title: 'Not in the dictionary: left untranslated' },
        children: [{ type: 'text', value: match[0] }],
      });
      last = start + match[0].length;
    }
    if (last < value.length) out.push({ type: 'text', value: value.slice(last) });
    return out;
  };
  const walk = (node: HastNode) => {
    if (!node.children || node.tagName === 'code' || node.tagName === 'pre') return;
    node.children = node.children.flatMap((child) => {
      if (child.type === 'text' && typeof child.value === 'string') return split(child.value);
      walk(child);
      return [child];
    });
  };
  return () => (tree: HastNode) => walk(tree);
}

/** Single line breaks are kept as line breaks (markdown would join the lines); blank lines stay paragraphs. */
export function keepLineBreaks(text: string): string {
  return text.replace(/([^\n])\n(?=[^\n])/g, '$1  \n');
}

/**
 * Renders a translation as markdown, safely: raw HTML is dropped (never rendered), images are not loaded, link
 * URLs go through react-markdown's default sanitiser. `unknownWords` are underlined. With `words`, every word becomes
 * an interactive span for the lookup (which marks the unknown and uncertain words itself).
 */
export function MarkdownOutput({
  text,
  unknownWords = [],
  words,
}: {
  text: string;
  unknownWords?: readonly string[];
  words?: WordLayer;
}) {
  const rehypePlugins = useMemo(
    () => [words ? rehypeWords(words) : rehypeMarkWords(unknownWords)],
    [unknownWords, words],
  );
  return (
    <div className="markdown-output">
      <Markdown
        skipHtml
        disallowedElements={['img']}
        unwrapDisallowed
        rehypePlugins={rehypePlugins}
        components={{
          a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer nofollow" />,
        }}
      >
        {keepLineBreaks(text)}
      </Markdown>
    </div>
  );
}
