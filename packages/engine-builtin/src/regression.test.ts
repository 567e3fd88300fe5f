import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { corpusChrf } from '../../core/src/metrics/chrf.js';
import { createBuiltinEngine, loadLexicon } from './index.js';

/** Team-written everyday pairs; floors sit a little below the engine's score when they were last raised. */
const FLOORS = { 'sv-en': 89.4, 'en-sv': 86.9 } as const;

function readPairs(): [string, string][] {
  const path = fileURLToPath(new URL('../test-data/regression.sv-en.tsv', import.meta.url));
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'))
    .map((l) => l.split('\t') as [string, string]);
}

describe('regression set', () => {
  const engine = createBuiltinEngine(loadLexicon(), { strict: true });
  const pairs = readPairs();

  it('has at least 400 pairs', () => {
    expect(pairs.length).toBeGreaterThanOrEqual(400);
  });

  for (const direction of ['sv-en', 'en-sv'] as const) {
    it(`scores chrF above the floor ${direction}`, () => {
      const src = pairs.map(([sv, en]) => (direction === 'sv-en' ? sv : en));
      const ref = pairs.map(([sv, en]) => (direction === 'sv-en' ? en : sv));
      const out = src.map((s) => engine.translateSentence(s, direction).text);
      const score = corpusChrf(out, ref);
      console.log(`regression chrF ${direction}: ${score.toFixed(2)}`);
      expect(score).toBeGreaterThanOrEqual(FLOORS[direction]);
    });
  }
});
