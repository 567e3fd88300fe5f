export * from './flashcard-display.js';
export * from './limits.js';
export * from './messages.js';
export * from './metrics/index.js';
export * from './scheduler.js';
export * from './segment.js';
export * from './text-integrity.js';
export * from './translation.js';
