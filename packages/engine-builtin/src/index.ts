export { splitCompound } from './compound.js';
export { createDictionary, type Dictionary, normalizeLookupWord } from './dictionary/index.js';
export { type BuiltinEngine, type BuiltinEngineOptions, createBuiltinEngine } from './engine.js';
export { defaultDataDir, EXPECTED_FILES, loadLexicon } from './lexicon/load.js';
export type { FileStats, Lexicon, LoadStats } from './lexicon/types.js';
