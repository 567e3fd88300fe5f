import { cleanBackText, LIMITS, MESSAGES } from '@swedish-translator/core';
import { type FormEvent, useState } from 'react';
import { useAuth } from '../auth/auth-context';
import { useCollections, useCreateFlashcard } from './api';
import { prepareFlashcardDraft } from './flashcard-draft';
import { ErrorBanner, Modal, SelectField } from './ui';
import { messageOf } from './use-timed-error';

export interface CreateFlashcardButtonProps {
  originalText: string;
  translatedText: string;
  /** The translation's languages: a collection with the same pair is offered first. */
  languages?: { from: string; to: string };
}

/**
 * The Text tab's Create Flashcard button, learning tip and modal (spec sections 2 and 5).
 * Renders nothing for visitors: creating flashcards needs a signed-in user.
 */
export function CreateFlashcardButton({ originalText, translatedText, languages }: CreateFlashcardButtonProps) {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  // An open modal stays when the session ends underneath it, to say why creating now fails.
  if (!user && !open) return null;
  return (
    <div className="mt-4 flex flex-col gap-3 rounded-xl border border-brand-100 bg-brand-50/60 p-4 sm:flex-row sm:items-center">
      <p className="flex-1 text-sm text-brand-800">{MESSAGES.learningTip}</p>
      <button
        type="button"
        className="btn-primary"
        onClick={() => setOpen(true)}
        disabled={!originalText.trim() || !translatedText.trim()}
      >
        {MESSAGES.createFlashcard}
      </button>
      {open && (
        <CreateFlashcardModal
          originalText={originalText}
          translatedText={translatedText}
          languages={languages}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
}

function CreateFlashcardModal({
  originalText,
  translatedText,
  languages,
  onClose,
}: CreateFlashcardButtonProps & { onClose: () => void }) {
  const { user } = useAuth();
  const collections = useCollections();
  const create = useCreateFlashcard(MESSAGES.failedToCreateFlashcard);
  const [collectionId, setCollectionId] = useState('');
  const [front, setFront] = useState(originalText.trim());
  const [back, setBack] = useState(cleanBackText(translatedText));
  const [example, setExample] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const list = collections.data ?? [];
  const options = list.map((c) => ({ value: c.id, label: c.name }));
  const sameLanguages = languages
    ? list.find((c) => c.language_from === languages.from && c.language_to === languages.to)
    : undefined;
  const selected = collectionId || (list.length === 1 ? (list[0]?.id ?? '') : (sameLanguages?.id ?? ''));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const prepared = prepareFlashcardDraft({ collectionId: selected, front, back, example }, Boolean(user));
    if ('error' in prepared) {
      setError(prepared.error);
      return;
    }
    setError(null);
    try {
      await create.mutateAsync(prepared);
      setDone(true);
      setTimeout(onClose, 1200);
    } catch (err) {
      setError(messageOf(err, MESSAGES.failedToCreateFlashcard));
    }
  }

  return (
    <Modal open onOpenChange={(next) => !next && onClose()} title={MESSAGES.createFlashcard}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <ErrorBanner
          message={error ?? (collections.error ? messageOf(collections.error, MESSAGES.failedToLoadCollections) : null)}
        />
        {done && (
          <p role="status" className="rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-800">
            Flashcard created.
          </p>
        )}
        <SelectField
          id="flashcard-collection"
          label="Collection"
          value={selected}
          onChange={setCollectionId}
          options={options}
          placeholder={
            collections.isPending
              ? MESSAGES.loading
              : options.length
                ? 'Select a collection'
                : MESSAGES.noCollectionsYet
          }
        />
        <div>
          <label htmlFor="flashcard-original" className="field-label">
            Front (Original Text)
          </label>
          <textarea
            id="flashcard-original"
            className="field-input"
            rows={2}
            value={front}
            maxLength={LIMITS.flashcardTextMaxLength}
            onChange={(e) => setFront(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor="flashcard-translation" className="field-label">
            Back (Translation)
          </label>
          <textarea
            id="flashcard-translation"
            className="field-input"
            rows={2}
            value={back}
            maxLength={LIMITS.flashcardTextMaxLength}
            onChange={(e) => setBack(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor="flashcard-example-sentence" className="field-label">
            Example Sentence <span className="font-normal text-muted">(optional)</span>
          </label>
          <textarea
            id="flashcard-example-sentence"
            className="field-input"
            rows={2}
            value={example}
            maxLength={LIMITS.flashcardTextMaxLength}
            onChange={(e) => setExample(e.target.value)}
          />
        </div>
        <div className="flex justify-end gap-2 pt-2">
          <button type="button" className="btn-secondary" onClick={onClose}>
            {MESSAGES.cancel}
          </button>
          <button type="submit" className="btn-primary" disabled={create.isPending || done}>
            {MESSAGES.createFlashcard}
          </button>
        </div>
      </form>
    </Modal>
  );
}
