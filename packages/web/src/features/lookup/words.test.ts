import { describe, expect, it } from 'vitest';
import { counterparts, inRanges, listed, locateWords, segmentWords, sentenceAt } from './words';

describe('segmentWords', () => {
  it('finds words with their offsets, skipping spaces and punctuation', () => {
    expect(segmentWords('Hunden går, inte katten!')).toEqual([
      { word: 'Hunden', start: 0, end: 6 },
      { word: 'går', start: 7, end: 10 },
      { word: 'inte', start: 12, end: 16 },
      { word: 'katten', start: 17, end: 23 },
    ]);
  });

  it('keeps å, ä, ö and numbers inside words and gives nothing for blank text', () => {
    expect(segmentWords('Räksmörgås 12').map((w) => w.word)).toEqual(['Räksmörgås', '12']);
    expect(segmentWords('  ...  ')).toEqual([]);
  });
});

describe('locateWords', () => {
  it('maps rendered words back into the markdown they came from, in order', () => {
    const source = '**The dog** runs. The *dog* sleeps.';
    const { spans, next } = locateWords(['The', 'dog', 'runs', 'The', 'dog', 'sleeps'], source);
    expect(spans.map((s) => s && source.slice(s.start, s.end))).toEqual(['The', 'dog', 'runs', 'The', 'dog', 'sleeps']);
    expect(spans[3]?.start).toBe(18);
    expect(spans[4]?.start).toBe(23);
    expect(next).toBe(source.length - 1);
  });

  it('gives no offsets to a word rendering changed, and carries on after it', () => {
    const { spans } = locateWords(['a', 'zzz', 'b'], 'a b');
    expect(spans).toEqual([{ word: 'a', start: 0, end: 1 }, null, { word: 'b', start: 2, end: 3 }]);
  });
});

describe('counterparts', () => {
  const alignment = [
    { src: [0, 6] as [number, number], tgt: [0, 7] as [number, number] },
    { src: [7, 10] as [number, number], tgt: [8, 13] as [number, number] },
  ];

  it('links a source word to its target range and back', () => {
    expect(counterparts(alignment, 'src', 7, 10)).toEqual([[8, 13]]);
    expect(counterparts(alignment, 'tgt', 0, 7)).toEqual([[0, 6]]);
  });

  it('gives nothing without an alignment or for an unlinked word', () => {
    expect(counterparts(undefined, 'src', 0, 3)).toEqual([]);
    expect(counterparts(alignment, 'src', 20, 24)).toEqual([]);
  });

  it('tells whether a word falls in the ranges (touching is not overlapping)', () => {
    expect(inRanges([[8, 13]], 8, 11)).toBe(true);
    expect(inRanges([[8, 13]], 13, 15)).toBe(false);
  });
});

describe('sentenceAt and listed', () => {
  it('gives the trimmed sentence around an offset', () => {
    const text = 'Jag har en hund. Den heter Max.';
    expect(sentenceAt(text, 12)).toBe('Jag har en hund.');
    expect(sentenceAt(text, 20)).toBe('Den heter Max.');
  });

  it('matches a listed word case-insensitively, also inside a listed phrase', () => {
    expect(listed(['Blorp', 'red herring'], 'blorp')).toBe(true);
    expect(listed(['red herring'], 'herring')).toBe(true);
    expect(listed(['red herring'], 'dog')).toBe(false);
    expect(listed(undefined, 'dog')).toBe(false);
  });
});
