import { MESSAGES } from '@swedish-translator/core';
import { type ReactNode, useRef } from 'react';
import { PageHeading } from '../../components/page-heading';
import { useAuth } from '../auth/auth-context';

/**
 * The flashcards routes need a signed-in user; visitors get a card inviting them to sign in. Once a user has been
 * inside, a session that ends (sign-out, a failed refresh) leaves them in the area, which then asks them to sign in
 * to manage their flashcards instead of throwing them out of the page they were on.
 */
export function FlashcardsGate({ children }: { children: ReactNode }) {
  const { user, openAuthModal } = useAuth();
  const wasInside = useRef(false);
  if (user) wasInside.current = true;
  if (user || wasInside.current) return <>{children}</>;
  return (
    <div className="card mx-auto max-w-md p-8 text-center">
      <div
        aria-hidden="true"
        className="mx-auto mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-600"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-6 w-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <rect x="3" y="6" width="14" height="12" rx="2" />
          <path d="M7 3h12a2 2 0 0 1 2 2v10" />
        </svg>
      </div>
      <PageHeading className="text-xl font-semibold" title={MESSAGES.signInToAccessFlashcards} />
      <p className="mt-2 text-sm text-muted">Save translations as flashcards and review them with spaced repetition.</p>
      <button type="button" className="btn-primary mt-6" onClick={() => openAuthModal('signin')}>
        {MESSAGES.signIn}
      </button>
    </div>
  );
}
