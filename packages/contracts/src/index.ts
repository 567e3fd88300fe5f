export * from './auth.js';
export * from './flashcards.js';
