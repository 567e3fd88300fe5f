export * from './translation.js';
