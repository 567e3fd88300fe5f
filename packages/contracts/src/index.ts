export * from './auth.js';
export * from './translation.js';
