import type { OcrLine, OcrPage } from './types.js';

/** Lines tesseract is this unsure about are nearly always specks, borders or photo texture read as text. */
export const NOISE_CONFIDENCE = 40;
/**
 * A vertical gap between two lines larger than this share of the typical line height starts a new paragraph.
 * Tesseract's own paragraph detection splits off first lines; the blank space between paragraphs is reliable.
 */
export const PARAGRAPH_GAP = 0.75;

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
/** A word broken across lines: "för-" + "skolan". Only joined when the next line goes on in lower case. */
const TRAILING_HYPHEN = /(\p{L})[-\u00AD\u2010]$/u;
const LEADING_LOWER = /^\p{Ll}/u;

/**
 * Turns recognised lines into clean text: drops noise lines, collapses whitespace, splits paragraphs at layout
 * blocks and blank space, joins words hyphenated across lines, joins the lines of a paragraph with spaces and
 * separates paragraphs with a blank line.
 */
export function cleanOcrText(page: OcrPage, noiseConfidence = NOISE_CONFIDENCE): string {
  const lineHeight = median(page.blocks.flat().map((line) => line.bottom - line.top));
  const paragraphs: OcrLine[][] = [];
  for (const block of page.blocks) {
    const kept = block.map(normaliseLine).filter((line) => isText(line, noiseConfidence));
    let current: OcrLine[] = [];
    for (const line of kept) {
      const previous = current.at(-1);
      if (previous && line.top - previous.bottom > PARAGRAPH_GAP * lineHeight) {
        paragraphs.push(current);
        current = [];
      }
      current.push(line);
    }
    if (current.length > 0) paragraphs.push(current);
  }
  return paragraphs.map(joinLines).join('\n\n');
}

function joinLines(lines: OcrLine[]): string {
  let text = lines[0]?.text ?? '';
  for (const line of lines.slice(1)) {
    text =
      TRAILING_HYPHEN.test(text) && LEADING_LOWER.test(line.text)
        ? text.slice(0, -1) + line.text
        : `${text} ${line.text}`;
  }
  return text;
}

function normaliseLine(line: OcrLine): OcrLine {
  return { ...line, text: line.text.replace(/\s+/g, ' ').trim() };
}

function isText(line: OcrLine, noiseConfidence: number): boolean {
  return line.text.length > 0 && LETTER_OR_DIGIT.test(line.text) && line.confidence >= noiseConfidence;
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
