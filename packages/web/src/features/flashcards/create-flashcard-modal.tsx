import { cleanBackText, MESSAGES } from '@swedish-translator/core';
import { type FormEvent, useState } from 'react';
import { TextAreaField } from '../../components/text-area-field';
import { useAuth } from '../auth/auth-context';
import { useCollections, useCreateFlashcard } from './api';
import type { CreateFlashcardProps } from './create-flashcard-props';
import { prepareFlashcardDraft } from './flashcard-draft';
import { readLastCollection, rememberLastCollection } from './last-collection';
import { ErrorBanner, Modal, SelectField } from './ui';
import { messageOf } from './use-timed-error';

/** The 'Create Flashcard' modal; loaded on first use so the translate tabs stay light. */
export function CreateFlashcardModal({
  originalText,
  translatedText,
  exampleText = '',
  languages,
  onClose,
}: CreateFlashcardProps & { onClose: () => void }) {
  const { user } = useAuth();
  const collections = useCollections();
  const create = useCreateFlashcard(MESSAGES.failedToCreateFlashcard);
  const [collectionId, setCollectionId] = useState('');
  const [front, setFront] = useState(originalText.trim());
  const [back, setBack] = useState(cleanBackText(translatedText));
  const [example, setExample] = useState(exampleText.trim());
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const list = collections.data ?? [];
  // Collections of the translation's language pair come first; none is picked for the user except the one
  // they saved into last time, so a card never lands in a deck nobody chose.
  const samePair = (c: (typeof list)[number]) =>
    languages !== undefined && c.language_from === languages.from && c.language_to === languages.to;
  const ordered = [...list.filter(samePair), ...list.filter((c) => !samePair(c))];
  const options = ordered.map((c) => ({ value: c.id, label: c.name }));
  const [remembered] = useState(() => readLastCollection(user?.id));
  const selected = collectionId || (list.some((c) => c.id === remembered) ? (remembered ?? '') : '');

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
      rememberLastCollection(user?.id, selected);
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
        <TextAreaField id="flashcard-original" label="Front (Original Text)" value={front} onChange={setFront} />
        <TextAreaField id="flashcard-translation" label="Back (Translation)" value={back} onChange={setBack} />
        <TextAreaField
          id="flashcard-example-sentence"
          label={
            <>
              Example Sentence <span className="font-normal text-muted">(optional)</span>
            </>
          }
          value={example}
          onChange={setExample}
        />
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
