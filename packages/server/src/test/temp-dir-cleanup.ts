import { afterAll } from 'vitest';
import { removeTempDirs } from './temp-dir.js';

// A vitest setup file (vitest.config.ts): runs in every test file, so no file leaves temp folders behind.
afterAll(() => removeTempDirs());
