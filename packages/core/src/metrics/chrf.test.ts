import { describe, expect, it } from 'vitest';
import { chrfSentenceStats, corpusChrf, sentenceChrf } from './chrf.js';

describe('chrF (sacreBLEU 2.x semantics)', () => {
  it('scores identical strings 100 and disjoint strings 0', () => {
    expect(sentenceChrf('Hello world', 'Hello world')).toBeCloseTo(100, 10);
    expect(sentenceChrf('abc', 'xyz')).toBe(0);
  });

  it('ignores whitespace', () => {
    expect(sentenceChrf('a b c', 'abc')).toBeCloseTo(100, 10);
  });

  it('matches a hand-computed case', () => {
    // hyp "ab", ref "ac": 1-grams P=R=1/2; 2-grams P=R=0; orders 3–6 have no n-grams and are not averaged.
    // avgP = avgR = 1/4, F2 = 5·(1/16) / (4/4 + 1/4) = 0.25.
    expect(sentenceChrf('ab', 'ac')).toBeCloseTo(25, 10);
    // hyp "aa", ref "a": 1-grams P=1/2, R=1; order 2 has no reference n-grams so only order 1 counts.
    // F2 = 5·0.5·1 / (4·0.5 + 1) = 2.5/3.
    expect(sentenceChrf('aa', 'a')).toBeCloseTo(250 / 3, 10);
  });

  it('sums statistics over the corpus before computing F', () => {
    const stats = chrfSentenceStats('ab', 'ac');
    expect(stats.slice(0, 6)).toEqual([2, 2, 1, 1, 1, 0]);
    // Corpus of ("ab","ac") + ("ab","ab"): 1-grams 3/4, 2-grams 1/2 → avg 5/8 for both P and R → F = 62.5.
    expect(corpusChrf(['ab', 'ab'], ['ac', 'ab'])).toBeCloseTo(62.5, 10);
  });

  it('counts code points, so Swedish letters are one character each', () => {
    expect(chrfSentenceStats('å', 'å').slice(0, 3)).toEqual([1, 1, 1]);
  });
});
