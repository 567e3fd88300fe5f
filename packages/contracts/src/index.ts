export * from './auth.js';
export * from './card-io.js';
export * from './dictionary.js';
export * from './flashcards.js';
export * from './translation.js';
export * from './upload.js';
