import { describe, expect, it } from 'vitest';
import { joinAligned } from './alignment.js';
import { joinTranslated, sentencesOf, splitForTranslation } from './segment.js';

describe('joinAligned', () => {
  it('joins like joinTranslated and moves each sentence’s ranges to whole-text positions', () => {
    const text = 'Hej!  Tack.\n\n- Ja';
    const pieces = splitForTranslation(text);
    expect(sentencesOf(pieces)).toEqual(['Hej!', 'Tack.', 'Ja']);
    const joined = joinAligned(pieces, [
      { text: 'Hello!', alignment: [{ src: [0, 3], tgt: [0, 5] }] },
      { text: 'Thanks.', alignment: [{ src: [0, 4], tgt: [0, 6] }] },
      { text: 'Yes', alignment: [{ src: [0, 2], tgt: [0, 3] }] },
    ]);
    expect(joined.text).toBe(joinTranslated(pieces, ['Hello!', 'Thanks.', 'Yes']));
    expect(joined.text).toBe('Hello!  Thanks.\n\n- Yes');
    expect(joined.alignment).toEqual([
      { src: [0, 3], tgt: [0, 5] },
      { src: [6, 10], tgt: [8, 14] },
      { src: [15, 17], tgt: [19, 22] },
    ]);
    for (const { src, tgt } of joined.alignment ?? [])
      expect([text.slice(...src), joined.text.slice(...tgt)]).not.toContain('');
  });

  it('leaves alignment out when the engine aligned nothing', () => {
    const pieces = splitForTranslation('Hej. Tack.');
    expect(joinAligned(pieces, [{ text: 'Hello.' }, { text: 'Thanks.' }])).toEqual({ text: 'Hello. Thanks.' });
  });

  it('does not align a sentence with inline markdown, and still places the sentences after it', () => {
    const text = 'Jag är **trött**. Hej.';
    const pieces = splitForTranslation(text);
    const inputs = sentencesOf(pieces);
    const translated = inputs.map((s) => ({
      text: s === 'Hej.' ? 'Hello.' : s.replace('Jag är', 'I am').replace('trött', 'tired'),
      alignment: s === 'Hej.' ? [{ src: [0, 3] as [number, number], tgt: [0, 5] as [number, number] }] : [],
    }));
    const joined = joinAligned(pieces, translated);
    expect(joined.text).toBe(
      joinTranslated(
        pieces,
        translated.map((t) => t.text),
      ),
    );
    const [pair] = joined.alignment ?? [];
    expect(joined.alignment).toHaveLength(1);
    expect(text.slice(...pair!.src)).toBe('Hej');
    expect(joined.text.slice(...pair!.tgt)).toBe('Hello');
  });

  it('refuses a wrong number of sentences, like joinTranslated', () => {
    const pieces = splitForTranslation('Hej. Tack.');
    expect(() => joinAligned(pieces, [{ text: 'Hello.' }])).toThrow(/missing translation/);
    expect(() => joinAligned(pieces, [{ text: 'a' }, { text: 'b' }, { text: 'c' }])).toThrow(/expected 2/);
  });
});
