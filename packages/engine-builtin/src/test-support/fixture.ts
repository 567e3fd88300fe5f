import { fileURLToPath } from 'node:url';
import { createBuiltinEngine } from '../engine.js';
import { loadLexicon } from '../lexicon/load.js';

/** The small, fixed lexicon under test-data/mini-lexicon: unit tests must not move when the real data grows. */
export const MINI_DIR = fileURLToPath(new URL('../../test-data/mini-lexicon/', import.meta.url));

export function miniEngine() {
  return createBuiltinEngine(loadLexicon(MINI_DIR), { strict: true });
}
