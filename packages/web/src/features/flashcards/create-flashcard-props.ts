/**
 * What the Create Flashcard modal is opened with. Shared by its openers (the Text tab's button, the lookup card's
 * "Add to flashcards") and the modal itself, so the modal depends on no opener.
 */
export interface CreateFlashcardProps {
  originalText: string;
  translatedText: string;
  /** The example sentence to prefill (the sentence a looked-up word came from); empty when not given. */
  exampleText?: string;
  /** The translation's languages: a collection with the same pair is offered first. */
  languages?: { from: string; to: string };
}
