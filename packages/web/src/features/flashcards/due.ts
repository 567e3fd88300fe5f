import { useQuery } from '@tanstack/react-query';
import { type Flashcard, useFlashcardsApi } from './api';

/** A card is due when it was never scheduled or its next review has come (the server's rule, spec section 4). */
export function isDue(card: Pick<Flashcard, 'next_review'>, now: number): boolean {
  return !card.next_review || Date.parse(card.next_review) <= now;
}

/**
 * Every due card of the user, so Start Review can say when there is nothing to review. Fetched again on each
 * visit of the list (reviews and new cards change it) and once a minute while it is open (cards fall due).
 */
export function useDueFlashcards() {
  const api = useFlashcardsApi();
  return useQuery({
    queryKey: ['flashcards', 'due'],
    queryFn: () => api.listDue(),
    refetchOnMount: 'always',
    refetchInterval: 60_000,
  });
}
