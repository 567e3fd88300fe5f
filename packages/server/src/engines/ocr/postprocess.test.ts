import { describe, expect, it } from 'vitest';
import { cleanOcrText } from './postprocess.js';
import type { OcrLine } from './types.js';

interface LineSpec {
  text: string;
  confidence?: number;
  gapBefore?: number;
  /** Letter height in px (default 40); characters are half as wide. */
  size?: number;
  /** Centre the line on a 1200 px page instead of starting at the left margin. */
  centred?: boolean;
}

/** Lines 40 px high, 20 px apart, 20 px per character from a 50 px margin, unless the spec says otherwise. */
function lines(...texts: Array<string | LineSpec>): OcrLine[] {
  let top = 0;
  return texts.map((entry) => {
    const {
      text,
      confidence = 95,
      gapBefore = 20,
      size = 40,
      centred = false,
    } = typeof entry === 'string' ? { text: entry } : entry;
    top += gapBefore;
    const width = (text.trim().length * size) / 2;
    const left = centred ? 600 - width / 2 : 50;
    const line = { text: `${text}\n`, confidence, top, bottom: top + size, left, right: left + width };
    top += size;
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

  it('keeps the lines of a sign apart, also in one size and centred', () => {
    const sized = lines(
      { text: 'Parkering förbjuden', size: 64, centred: true },
      { text: 'Gäller ej helgdagar', centred: true },
    );
    expect(cleanOcrText({ blocks: [sized] })).toBe('Parkering förbjuden\nGäller ej helgdagar');
    const even = lines({ text: 'Parkering förbjuden', centred: true }, { text: 'Gäller ej helgdagar', centred: true });
    expect(cleanOcrText({ blocks: [even] })).toBe('Parkering förbjuden\nGäller ej helgdagar');
  });

  it('joins a sign line that ends mid-phrase with the next', () => {
    const page = {
      blocks: [lines({ text: 'Parkering endast för', centred: true }, { text: 'Kunder', centred: true })],
    };
    expect(cleanOcrText(page)).toBe('Parkering endast för Kunder');
  });

  it('keeps menu lines apart at prices and at a column gap between item and price', () => {
    const priced = lines('Köttbullar med potatismos och lingon 115 kr', 'Stekt lax med dillsås och potatis 129 kr');
    expect(cleanOcrText({ blocks: [priced] })).toBe(
      'Köttbullar med potatismos och lingon 115 kr\nStekt lax med dillsås och potatis 129 kr',
    );
    const column = lines('Köttbullar med potatismos och lingon 11S', 'Stekt lax med dillsås och potatis 129');
    column[0]!.words = [
      { text: 'Köttbullar', left: 50, right: 250 },
      { text: 'lingon', left: 600, right: 720 },
      { text: '11S', left: 1000, right: 1060 },
    ];
    expect(cleanOcrText({ blocks: [column] })).toBe(
      'Köttbullar med potatismos och lingon 11S\nStekt lax med dillsås och potatis 129',
    );
  });

  it('keeps a list of short lines apart, in lower case too', () => {
    expect(cleanOcrText({ blocks: [lines('mjölk', 'smör', 'två paket ägg', 'bröd')] })).toBe(
      'mjölk\nsmör\ntvå paket ägg\nbröd',
    );
  });

  it('breaks where a short line leaves room for the next word, and after a heading in larger letters', () => {
    const page = lines(
      { text: 'Information', size: 60 },
      'Förskolan är stängd på fredag eftersom personalen',
      'har planeringsdag.',
      'Hör av dig om du undrar något över huvud taget.',
    );
    expect(cleanOcrText({ blocks: [page] })).toBe(
      'Information\nFörskolan är stängd på fredag eftersom personalen har planeringsdag.\nHör av dig om du undrar något över huvud taget.',
    );
  });

  it('joins wrapped prose even where a line starts with a name or a new sentence', () => {
    const page = lines(
      'The weather was cold but bright this morning, and',
      'Åsa walked along the water to the old town where she',
      'bought coffee and warm cinnamon buns for everyone.',
      'They took the train home to Göteborg at nine o’clock.',
    );
    expect(cleanOcrText({ blocks: [page] }).split('\n')).toHaveLength(1);
  });

  it('keeps label fields ("Bäst före: …") on lines of their own', () => {
    const page = lines(
      'Ingredienser: vetemjöl, socker, smör,',
      'ägg, bakpulver, salt.',
      'Bäst före: se förpackningens botten',
      'Förvaras torrt',
    );
    expect(cleanOcrText({ blocks: [page] })).toBe(
      'Ingredienser: vetemjöl, socker, smör, ägg, bakpulver, salt.\nBäst före: se förpackningens botten\nFörvaras torrt',
    );
  });
});
