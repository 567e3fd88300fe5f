import { MESSAGES } from '@swedish-translator/core';
import { type FormEvent, useState } from 'react';
import { TextAreaField } from '../../components/text-area-field';
import { useCreateFlashcard } from './api';
import { ErrorBanner, Modal } from './ui';
import { messageOf } from './use-timed-error';

export function AddFlashcardModal({
  collectionId,
  open,
  onOpenChange,
}: {
  collectionId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [front, setFront] = useState('');
  const [back, setBack] = useState('');
  const [example, setExample] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateFlashcard(MESSAGES.failedToAddFlashcard);

  function close(next: boolean) {
    if (!next) {
      setFront('');
      setBack('');
      setExample('');
      setError(null);
    }
    onOpenChange(next);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!front.trim() || !back.trim()) {
      setError(MESSAGES.frontAndBackRequired);
      return;
    }
    setError(null);
    try {
      await create.mutateAsync({
        collectionId,
        body: { front_text: front.trim(), back_text: back.trim(), example_sentence: example.trim() || null },
      });
      close(false);
    } catch (err) {
      setError(messageOf(err, MESSAGES.failedToAddFlashcard));
    }
  }

  return (
    <Modal open={open} onOpenChange={close} title={MESSAGES.addFlashcard}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <ErrorBanner message={error} />
        <TextAreaField
          id="flashcard-front"
          label="Front Text*"
          value={front}
          onChange={setFront}
          placeholder="e.g. Hur mår du?"
        />
        <TextAreaField
          id="flashcard-back"
          label="Back Text*"
          value={back}
          onChange={setBack}
          placeholder="e.g. How are you?"
        />
        <TextAreaField id="flashcard-example" label="Example Sentence" value={example} onChange={setExample} />
        <div className="flex justify-end gap-2 pt-2">
          <button type="button" className="btn-secondary" onClick={() => close(false)}>
            {MESSAGES.cancel}
          </button>
          <button type="submit" className="btn-primary" disabled={create.isPending}>
            {MESSAGES.addFlashcard}
          </button>
        </div>
      </form>
    </Modal>
  );
}
