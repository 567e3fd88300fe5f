export * from './limits.js';
export * from './messages.js';
export * from './segment.js';
export * from './translation.js';
