import {
  type FocusEvent,
  type KeyboardEvent,
  lazy,
  type MouseEvent,
  type ReactNode,
  Suspense,
  useRef,
  useState,
} from 'react';
import type { FlashcardPick, LookupRequest } from './lookup-request';
import { type AlignmentLink, counterparts, inRanges, type Side, sentenceAt } from './words';

const loadCard = () => import('./lookup-card');
const LookupCard = lazy(() => loadCard().then((m) => ({ default: m.LookupCard })));
const CreateFlashcardModal = lazy(() =>
  import('../flashcards/create-flashcard-modal').then((m) => ({ default: m.CreateFlashcardModal })),
);

export interface LookupAreaProps {
  /** Source and translation: the texts the words' offsets point into, and their languages. */
  texts: Record<Side, string>;
  langs: Record<Side, string>;
  alignment?: readonly AlignmentLink[];
  children: ReactNode;
}

const wordOf = (target: EventTarget | null): HTMLElement | null =>
  target instanceof HTMLElement ? target.closest<HTMLElement>('[data-word]') : null;

const NEXT: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * Makes the words inside it (spans from word-attributes) a learner's lookup: hovering or focusing a word highlights
 * what the alignment links it to on the other side, arrow keys move between the words of a text (one tab stop per
 * text), and a click, Enter or Space opens the lookup card (loaded on first use). Without an alignment nothing is
 * highlighted, the lookup still works.
 */
export function LookupArea({ texts, langs, alignment, children }: LookupAreaProps) {
  const root = useRef<HTMLDivElement>(null);
  const [lookup, setLookup] = useState<LookupRequest | null>(null);
  const [pick, setPick] = useState<(FlashcardPick & { anchor: HTMLElement }) | null>(null);

  function highlight(word: HTMLElement | null) {
    const area = root.current;
    if (!area) return;
    for (const node of area.querySelectorAll('.word-active, .word-linked'))
      node.classList.remove('word-active', 'word-linked');
    if (!word) return;
    void loadCard();
    word.classList.add('word-active');
    if (word.dataset.start === undefined) return;
    const side = word.dataset.side as Side;
    const ranges = counterparts(alignment, side, Number(word.dataset.start), Number(word.dataset.end));
    if (!ranges.length) return;
    for (const node of area.querySelectorAll<HTMLElement>(
      `[data-word][data-side="${side === 'src' ? 'tgt' : 'src'}"]`,
    )) {
      if (node.dataset.start === undefined) continue;
      if (inRanges(ranges, Number(node.dataset.start), Number(node.dataset.end))) node.classList.add('word-linked');
    }
  }

  function siblings(word: HTMLElement): HTMLElement[] {
    return [...(root.current?.querySelectorAll<HTMLElement>(`[data-word][data-side="${word.dataset.side}"]`) ?? [])];
  }

  function onFocus(event: FocusEvent) {
    const word = wordOf(event.target);
    if (!word) return;
    for (const other of siblings(word)) other.tabIndex = other === word ? 0 : -1;
    highlight(word);
  }

  function open(word: HTMLElement) {
    const side = word.dataset.side as Side;
    const start = word.dataset.start === undefined ? -1 : Number(word.dataset.start);
    const status = word.dataset.status;
    setLookup({
      word: word.dataset.word ?? word.textContent ?? '',
      lang: langs[side],
      sentence: start >= 0 ? sentenceAt(texts[side], start) : texts[side].trim(),
      status: status === 'unknown' || status === 'uncertain' ? status : undefined,
      anchor: word,
    });
  }

  function onKeyDown(event: KeyboardEvent) {
    const word = wordOf(event.target);
    if (!word) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open(word);
      return;
    }
    const words = siblings(word);
    const here = words.indexOf(word);
    const step = NEXT[event.key];
    const to = event.key === 'Home' ? 0 : event.key === 'End' ? words.length - 1 : step ? here + step : -1;
    const target = words[to];
    if (!target) return;
    event.preventDefault();
    target.focus();
  }

  function onClick(event: MouseEvent) {
    const word = wordOf(event.target);
    if (word) open(word);
  }

  return (
    // Event delegation: the words are spans rendered by the markdown renderer and the source view, each with
    // role="button" and a tabindex; this element only listens for their events.
    // biome-ignore lint/a11y/noStaticElementInteractions: the interactive elements are the word spans inside
    <div
      ref={root}
      onMouseOver={(event) => highlight(wordOf(event.target))}
      onMouseLeave={() => highlight(null)}
      onFocus={onFocus}
      onBlur={(event) => !wordOf(event.relatedTarget) && highlight(null)}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      {children}
      {lookup && (
        <Suspense fallback={null}>
          <LookupCard
            request={lookup}
            onClose={() => setLookup(null)}
            onAdd={(entry) => {
              setPick({ entry, sentence: lookup.sentence, anchor: lookup.anchor });
              setLookup(null);
            }}
          />
        </Suspense>
      )}
      {pick && (
        <Suspense fallback={null}>
          <CreateFlashcardModal
            originalText={pick.entry.card_front}
            translatedText={pick.entry.card_back}
            exampleText={pick.sentence}
            languages={{ from: 'sv', to: 'en' }}
            onClose={() => {
              pick.anchor.focus();
              setPick(null);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
