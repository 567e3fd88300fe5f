import * as Dialog from '@radix-ui/react-dialog';
import * as Popover from '@radix-ui/react-popover';
import type { DictionaryResponse } from '@swedish-translator/contracts';
import { type DictionaryEntry, MESSAGES } from '@swedish-translator/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, useSyncExternalStore } from 'react';
import { apiRequest } from '../../api/client';
import { useAuth } from '../auth/auth-context';
import { EntryView } from './entry-view';
import type { LookupRequest } from './lookup-request';

const WIDE = '(min-width: 640px)';
const subscribeWide = (onChange: () => void) => {
  const query = matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const isWide = () => matchMedia(WIDE).matches;

/** GET /api/dictionary for one word; the same word is asked once per page. */
function useDictionary(word: string, lang: string) {
  return useQuery({
    queryKey: ['dictionary', lang, word.toLocaleLowerCase('sv')],
    queryFn: ({ signal }) =>
      apiRequest<DictionaryResponse>(
        `/api/dictionary?word=${encodeURIComponent(word)}&from=${encodeURIComponent(lang)}`,
        {
          auth: false,
          signal,
          fallbackError: MESSAGES.lookupFailed,
        },
      ),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export interface LookupCardProps {
  request: LookupRequest;
  onClose: () => void;
  /** "Add to flashcards" for a signed-in user: the area opens Create Flashcard prefilled from the entry. */
  onAdd: (entry: DictionaryEntry) => void;
}

/**
 * The lookup card of one word: a popover by the word on wide screens, a bottom sheet at phone width. Both are
 * dialogs named by the word; Escape and a click outside close them and focus returns to the word.
 */
export function LookupCard({ request, onClose, onAdd }: LookupCardProps) {
  const wide = useSyncExternalStore(subscribeWide, isWide);
  const headingId = useId();
  const { user } = useAuth();
  const [signInNote, setSignInNote] = useState(false);
  const lookup = useDictionary(request.word, request.lang);
  const returnFocus = (event: Event) => {
    event.preventDefault();
    request.anchor.focus();
  };
  const onOpenChange = (open: boolean) => !open && onClose();

  const body = (
    <>
      {request.status && (
        <p className="mb-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="lookup-status">
          {request.status === 'unknown' ? MESSAGES.lookupUnknownWord : MESSAGES.lookupUncertainWord}
        </p>
      )}
      {lookup.isPending && <p className="text-sm text-muted">{MESSAGES.loading}</p>}
      {lookup.error && (
        <p role="alert" className="text-sm text-red-800">
          {lookup.error.message}
        </p>
      )}
      {lookup.data && lookup.data.entries.length === 0 && (
        <p className="text-sm text-muted">{MESSAGES.lookupNoEntries}</p>
      )}
      {signInNote && (
        <p role="alert" className="mb-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {MESSAGES.signInToCreateFlashcards}
        </p>
      )}
      <div className="space-y-4 divide-y divide-slate-100">
        {lookup.data?.entries.slice(0, 3).map((entry) => (
          <EntryView
            key={`${entry.lemma}|${entry.pos}`}
            entry={entry}
            lang={request.lang}
            onAdd={() => (user ? onAdd(entry) : setSignInNote(true))}
          />
        ))}
      </div>
    </>
  );
  const heading = (
    <span lang={request.lang} className="text-lg font-semibold text-ink">
      {request.word}
    </span>
  );

  if (wide) {
    return (
      <Popover.Root open onOpenChange={onOpenChange}>
        <Popover.Anchor virtualRef={{ current: request.anchor }} />
        <Popover.Portal>
          <Popover.Content
            side="bottom"
            align="start"
            sideOffset={6}
            collisionPadding={8}
            aria-labelledby={headingId}
            onCloseAutoFocus={returnFocus}
            data-testid="lookup-card"
            className="card z-50 max-h-[min(70vh,32rem)] w-[22rem] overflow-y-auto p-4 shadow-xl focus:outline-none"
          >
            <h2 id={headingId} className="mb-2">
              {heading}
            </h2>
            {body}
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    );
  }
  return (
    <Dialog.Root open onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus}
          data-testid="lookup-card"
          className="fixed inset-x-0 bottom-0 z-50 max-h-[80vh] overflow-y-auto rounded-t-2xl bg-white p-4 pb-6 shadow-xl focus:outline-none"
        >
          <div aria-hidden="true" className="mx-auto mb-3 h-1 w-10 rounded-full bg-slate-300" />
          <div className="mb-2 flex items-center justify-between gap-2">
            <Dialog.Title>{heading}</Dialog.Title>
            <Dialog.Close className="btn-ghost px-3 py-1.5">{MESSAGES.closeLookup}</Dialog.Close>
          </div>
          {body}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
