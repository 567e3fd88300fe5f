import { MESSAGES } from '@swedish-translator/core';
import { Navigate, Route, Routes } from 'react-router';
import { useAuth } from '../auth/auth-context';

/** Routes inside /flashcards; the screens themselves come with the flashcards feature. */
export function FlashcardsArea() {
  const { user } = useAuth();
  if (!user) return <p className="card p-8 text-center">{MESSAGES.signInToManageFlashcards}</p>;
  return (
    <Routes>
      <Route index element={<Navigate to="/flashcards/collections" replace />} />
      <Route path="collections" element={<h2 className="text-2xl font-bold">{MESSAGES.myCollections}</h2>} />
      <Route path="*" element={<Navigate to="/flashcards/collections" replace />} />
    </Routes>
  );
}
