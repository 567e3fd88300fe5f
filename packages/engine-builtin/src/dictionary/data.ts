import { buildEngineData, type EngineData } from '../engine-data.js';
import type { Lexicon } from '../lexicon/types.js';
import { buildExampleIndex, type ExampleIndex } from './examples.js';

/** What lookups read: the engine's indexes (inflected forms → entries, English senses → entries) and the examples. */
export interface DictionaryData {
  engine: EngineData;
  examples: ExampleIndex;
}

export function buildDictionaryData(lexicon: Lexicon, engine: EngineData = buildEngineData(lexicon)): DictionaryData {
  return { engine, examples: buildExampleIndex(lexicon) };
}
