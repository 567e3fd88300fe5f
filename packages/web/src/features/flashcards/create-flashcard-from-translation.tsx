import { MESSAGES } from '@swedish-translator/core';
import { lazy, Suspense, useState } from 'react';
import { useAuth } from '../auth/auth-context';
import type { CreateFlashcardProps } from './create-flashcard-props';

const CreateFlashcardModal = lazy(() =>
  import('./create-flashcard-modal').then((m) => ({ default: m.CreateFlashcardModal })),
);

export type CreateFlashcardButtonProps = Omit<CreateFlashcardProps, 'exampleText'>;

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
        <Suspense fallback={null}>
          <CreateFlashcardModal
            originalText={originalText}
            translatedText={translatedText}
            languages={languages}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
