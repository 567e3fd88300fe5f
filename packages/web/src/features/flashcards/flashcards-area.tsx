import { MESSAGES } from '@swedish-translator/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { useAuth } from '../auth/auth-context';
import { CollectionDetail } from './collection-detail';
import { CollectionsView } from './collections-view';
import { ReviewScreen } from './review-screen';

/** Routes inside /flashcards (spec section 2). */
export function FlashcardsArea() {
  const { user, openAuthModal } = useAuth();
  const queryClient = useQueryClient();
  const userId = user?.id;
  useEffect(() => {
    // Another account must never see the previous one's cached collections.
    if (!userId) queryClient.removeQueries({ queryKey: ['flashcards'] });
    return () => queryClient.removeQueries({ queryKey: ['flashcards'] });
  }, [queryClient, userId]);
  if (!user) {
    return (
      <div className="card mx-auto max-w-md p-8 text-center">
        <PageHeading className="text-xl font-semibold" title={MESSAGES.signInToManageFlashcards} />
        <button type="button" className="btn-primary mt-6" onClick={() => openAuthModal('signin')}>
          {MESSAGES.signIn}
        </button>
      </div>
    );
  }
  return (
    <Routes>
      <Route index element={<Navigate to="/flashcards/collections" replace />} />
      <Route path="collections" element={<CollectionsView />} />
      <Route path="collection/:collectionId" element={<CollectionDetail />} />
      <Route path="review" element={<ReviewScreen />} />
      <Route path="*" element={<Navigate to="/flashcards/collections" replace />} />
    </Routes>
  );
}
