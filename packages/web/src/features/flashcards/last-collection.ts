/**
 * The collection a user last saved a card from a translation into, so Create Flashcard offers it again.
 * Kept per user in local storage; a storage that refuses (private mode, full) just means nothing is remembered.
 */
const KEY = 'swedish-translator.last-collection';

export function readLastCollection(userId: string | undefined): string | null {
  if (!userId) return null;
  try {
    return localStorage.getItem(`${KEY}:${userId}`);
  } catch {
    return null;
  }
}

export function rememberLastCollection(userId: string | undefined, collectionId: string): void {
  if (!userId) return;
  try {
    localStorage.setItem(`${KEY}:${userId}`, collectionId);
  } catch {
    // Not remembered: the next card asks again.
  }
}
