import { MESSAGES } from '@swedish-translator/core';
import { type FormEvent, useEffect, useState } from 'react';
import { TextAreaField } from '../../components/text-area-field';
import { useCreateFlashcard } from './api';
import { ErrorBanner, Modal } from './ui';
import { messageOf } from './use-timed-error';

export interface FlashcardTexts {
  front_text: string;
  back_text: string;
  example_sentence: string | null;
}

const EMPTY: FlashcardTexts = { front_text: '', back_text: '', example_sentence: null };

/**
 * The card form of Add Flashcard and Edit Flashcard: the same fields, the same check (front and back required,
 * trimmed) and the same message. `onSave` throws to show the server's error in the form.
 */
export function FlashcardFormModal({
  open,
  onOpenChange,
  title,
  submitLabel,
  initial = EMPTY,
  failure,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  submitLabel: string;
  initial?: FlashcardTexts;
  failure: string;
  onSave(texts: FlashcardTexts): Promise<void>;
}) {
  const [front, setFront] = useState(initial.front_text);
  const [back, setBack] = useState(initial.back_text);
  const [example, setExample] = useState(initial.example_sentence ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  // Each opening starts from the card as it is now.
  useEffect(() => {
    if (!open) return;
    setFront(initial.front_text);
    setBack(initial.back_text);
    setExample(initial.example_sentence ?? '');
    setError(null);
  }, [open, initial]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!front.trim() || !back.trim()) {
      setError(MESSAGES.frontAndBackRequired);
      return;
    }
    setError(null);
    setSaving(true);
    try {
      await onSave({ front_text: front.trim(), back_text: back.trim(), example_sentence: example.trim() || null });
      onOpenChange(false);
    } catch (err) {
      setError(messageOf(err, failure));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title}>
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
          <button type="button" className="btn-secondary" onClick={() => onOpenChange(false)}>
            {MESSAGES.cancel}
          </button>
          <button type="submit" className="btn-primary" disabled={saving}>
            {submitLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}

export function AddFlashcardModal({
  collectionId,
  open,
  onOpenChange,
}: {
  collectionId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateFlashcard(MESSAGES.failedToAddFlashcard);
  return (
    <FlashcardFormModal
      open={open}
      onOpenChange={onOpenChange}
      title={MESSAGES.addFlashcard}
      submitLabel={MESSAGES.addFlashcard}
      failure={MESSAGES.failedToAddFlashcard}
      onSave={async (body) => {
        await create.mutateAsync({ collectionId, body });
      }}
    />
  );
}
