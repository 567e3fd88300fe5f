import { describe, expect, it } from 'vitest';
import { corpusBleu, tokenize13a } from './bleu.js';

describe('13a tokenizer', () => {
  it('splits punctuation but keeps decimals and hyphenated words', () => {
    expect(tokenize13a('Hello, world.')).toBe('Hello , world .');
    expect(tokenize13a('It costs 3.50 (approx).')).toBe('It costs 3.50 ( approx ) .');
    expect(tokenize13a('well-known 1-2')).toBe('well-known 1 - 2');
    expect(tokenize13a('"Yes!" she said &amp; left')).toBe('" Yes ! " she said & left');
  });
});

describe('corpus BLEU (sacreBLEU defaults)', () => {
  it('scores identical text 100 and disjoint text 0', () => {
    expect(corpusBleu(['the cat sat on the mat'], ['the cat sat on the mat']).score).toBeCloseTo(100, 10);
    // Disjoint: every order has zero matches, so exp smoothing gives 100/(2·5), 100/(4·4), 100/(8·3), 100/(16·2).
    const disjoint = corpusBleu(['a b c d e'], ['f g h i j']);
    expect(disjoint.score).toBeCloseTo((10 * 6.25 * (100 / 24) * 3.125) ** 0.25, 8);
    expect(corpusBleu([''], ['f g h']).score).toBe(0);
  });

  it('matches a hand-computed case', () => {
    // hyp "the cat sat on the mat" vs ref "the cat sat on a mat": clipped matches 5/6, 3/5, 2/4, 1/3;
    // equal lengths so BP = 1; BLEU = (5/6 · 3/5 · 1/2 · 1/3)^(1/4) = (1/12)^(1/4).
    const r = corpusBleu(['the cat sat on the mat'], ['the cat sat on a mat']);
    expect(r.score).toBeCloseTo(100 * (1 / 12) ** 0.25, 8);
  });

  it('applies the brevity penalty and exp smoothing', () => {
    // hyp 4 tokens vs ref 5: BP = exp(1 - 5/4). 4-grams: 0 of 1 match → exp smoothing gives 100/(2·1).
    const r = corpusBleu(['a b c x'], ['a b c d e']);
    expect(r.bp).toBeCloseTo(Math.exp(1 - 5 / 4), 10);
    expect(r.precisions).toEqual([75, (100 * 2) / 3, 50, 50]);
    expect(r.score).toBeCloseTo(Math.exp(1 - 5 / 4) * (75 * (200 / 3) * 50 * 50) ** 0.25, 8);
  });
});
