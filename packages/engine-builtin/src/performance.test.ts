import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createBuiltinEngine, loadLexicon } from './index.js';

const pairs = readFileSync(fileURLToPath(new URL('../test-data/regression.sv-en.tsv', import.meta.url)), 'utf8')
  .split('\n')
  .filter((l) => l.trim() && !l.startsWith('#'))
  .map((l) => l.split('\t') as [string, string]);

describe('performance', () => {
  const engine = createBuiltinEngine(loadLexicon(), { strict: true });

  // Targets are ≥ 2,000 short sentences/s and < 5 ms for 200 characters on one quiet core; the asserted bounds are
  // looser so that a busy CI machine does not fail the suite, while still catching an accidental blow-up.
  for (const direction of ['sv-en', 'en-sv'] as const) {
    it(`translates short sentences quickly ${direction}`, () => {
      const src = pairs.map(([sv, en]) => (direction === 'sv-en' ? sv : en));
      for (const s of src.slice(0, 50)) engine.translateSentence(s, direction);
      const started = performance.now();
      let n = 0;
      while (n < 2000) for (const s of src) if (n++ < 2000) engine.translateSentence(s, direction);
      const perSecond = n / ((performance.now() - started) / 1000);
      console.log(`${direction}: ${perSecond.toFixed(0)} sentences/s`);
      expect(perSecond).toBeGreaterThan(300);
    });
  }

  it('translates a 200-character sentence in a few milliseconds', () => {
    const long =
      'Den gamla mannen som bor i det stora huset vid sjön har inte sett sina barn sedan de flyttade till Stockholm för tre år sedan, men han hoppas att de kommer hem i sommar och stannar länge.';
    expect(long.length).toBeGreaterThanOrEqual(180);
    for (let i = 0; i < 20; i++) engine.translateSentence(long, 'sv-en');
    const started = performance.now();
    for (let i = 0; i < 100; i++) engine.translateSentence(long, 'sv-en');
    expect((performance.now() - started) / 100).toBeLessThan(25);
  });
});
