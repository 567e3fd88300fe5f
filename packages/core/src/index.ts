export * from './limits.js';
export * from './messages.js';
export * from './translation.js';
