import { lazy, Suspense } from 'react';
import type { WordLayer } from '../lookup/word-attributes';

/** react-markdown is a third of the Text tab's script: it loads when a translation is first shown, not before. */
const load = () => import('./markdown-output');
const MarkdownOutput = lazy(() => load().then((m) => ({ default: m.MarkdownOutput })));

/** Starts fetching the renderer early (when a translation is asked for), so it is usually there in time. */
export function preloadMarkdownOutput(): void {
  void load();
}

/** The translation rendered as markdown; its plain text stands in for the moment the renderer is loading. */
export function LazyMarkdownOutput({
  text,
  unknownWords,
  words,
}: {
  text: string;
  unknownWords?: readonly string[];
  words?: WordLayer;
}) {
  return (
    <Suspense fallback={<div className="markdown-output whitespace-pre-wrap">{text}</div>}>
      <MarkdownOutput text={text} unknownWords={unknownWords} words={words} />
    </Suspense>
  );
}
