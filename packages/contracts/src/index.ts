export * from './translation.js';
export * from './upload.js';
