import { describe, expect, it } from 'vitest';
import { cleanOcrText } from './postprocess.js';
import type { OcrLine } from './types.js';

/** Lines 40 px high, 20 px apart, unless a gap says otherwise. */
function lines(...texts: Array<string | { text: string; confidence?: number; gapBefore?: number }>): OcrLine[] {
  let top = 0;
  return texts.map((entry) => {
    const { text, confidence = 95, gapBefore = 20 } = typeof entry === 'string' ? { text: entry } : entry;
    top += gapBefore;
    const line = { text: `${text}\n`, confidence, top, bottom: top + 40 };
    top += 40;
    return line;
  });
}

describe('cleanOcrText', () => {
  it('joins the lines of a paragraph with single spaces', () => {
    expect(cleanOcrText({ blocks: [lines('Det var en  gång', '  en liten\tflicka.')] })).toBe(
      'Det var en gång en liten flicka.',
    );
  });

  it('starts a new paragraph at blank space and at a new block', () => {
    const first = lines('Första stycket', 'går vidare.', { text: 'Andra stycket.', gapBefore: 70 });
    const page = { blocks: [first, lines('Tredje.')] };
    expect(cleanOcrText(page)).toBe('Första stycket går vidare.\n\nAndra stycket.\n\nTredje.');
  });

  it('joins a word hyphenated across lines when the next line goes on in lower case', () => {
    expect(cleanOcrText({ blocks: [lines('hämta barnen från för-', 'skolan i dag')] })).toBe(
      'hämta barnen från förskolan i dag',
    );
  });

  it('keeps the hyphen before a capital letter or a number', () => {
    expect(cleanOcrText({ blocks: [lines('Nord-', 'Amerika och 1990-', '2000')] })).toBe(
      'Nord- Amerika och 1990- 2000',
    );
  });

  it('drops very-low-confidence lines and lines without letters or digits', () => {
    const page = {
      blocks: [lines({ text: '~ ,; ^^', confidence: 90 }, 'Hej då!', { text: 'ii:l| ;', confidence: 12 })],
    };
    expect(cleanOcrText(page)).toBe('Hej då!');
  });

  it('returns an empty string when nothing is left', () => {
    expect(cleanOcrText({ blocks: [] })).toBe('');
    expect(cleanOcrText({ blocks: [lines({ text: 'x', confidence: 5 })] })).toBe('');
  });
});
