import type { Flashcard } from './api';

/** A card is due when it was never scheduled or its next review has come (the server's rule, spec section 4). */
export function isDue(card: Pick<Flashcard, 'next_review'>, now: number): boolean {
  return !card.next_review || Date.parse(card.next_review) <= now;
}
