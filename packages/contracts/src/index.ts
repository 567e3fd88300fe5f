export * from './flashcards.js';
