import { jointBetween, paragraphOf } from './line-joints.js';
import type { OcrLine, OcrPage } from './types.js';

/** Lines tesseract is this unsure about are nearly always specks, borders or photo texture read as text. */
export const NOISE_CONFIDENCE = 40;
/**
 * A vertical gap between two lines larger than this share of the typical line height starts a new paragraph.
 * Tesseract's own paragraph detection splits off first lines; the blank space between paragraphs is reliable.
 */
export const PARAGRAPH_GAP = 0.75;

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * Turns recognised lines into clean text: drops noise lines, collapses whitespace, splits paragraphs at layout
 * blocks and blank space, joins words hyphenated across lines and prose wrapped at the margin, keeps the lines of
 * a sign, menu, label or list as separate lines (line-joints.ts), and separates paragraphs with a blank line.
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
  const paragraph = paragraphOf(lines);
  let text = lines[0]?.text ?? '';
  for (let i = 1; i < lines.length; i += 1) {
    const line = lines[i]!;
    const joint = jointBetween(lines[i - 1]!, line, paragraph);
    if (joint === 'hyphen') text = text.slice(0, -1) + line.text;
    else text += (joint === 'space' ? ' ' : '\n') + line.text;
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
