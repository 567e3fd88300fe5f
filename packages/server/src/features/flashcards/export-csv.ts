import { CSV_EXPORT_COLUMNS, CSV_REVIEW_COLUMNS } from '@swedish-translator/contracts';
import { stringify } from 'csv-stringify/sync';
import { strToU8, zipSync } from 'fflate';
import type { FlashcardRow } from './repository.js';

const DAY_SECONDS = 24 * 60 * 60;

/** RFC 4180: CRLF line ends, fields with a comma, quote or line break quoted, quotes doubled. UTF-8, no BOM. */
function toCsv(columns: readonly string[], rows: unknown[][]): string {
  return stringify(rows, { header: true, columns: [...columns], record_delimiter: 'windows' });
}

/** What a spreadsheet reads as the start of a formula (OWASP "CSV injection"): `=`, `+`, `-`, `@`, tab, CR. */
export const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A card's text as a CSV cell that Excel, LibreOffice or Google Sheets show as text instead of running it as a
 * formula (`=HYPERLINK(…)`, `-2+3+cmd|…`): a leading apostrophe. Our own import takes it off again (import-parse.ts).
 */
export function csvText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export function cardsCsv(cards: FlashcardRow[]): string {
  return toCsv(
    CSV_EXPORT_COLUMNS,
    cards.map((card) => [
      csvText(card.front_text),
      csvText(card.back_text),
      csvText(card.example_sentence ?? ''),
      Number(card.review_count),
      card.difficulty_level === null ? '' : Number(card.difficulty_level),
      card.last_reviewed ?? '',
      card.next_review ?? '',
    ]),
  );
}

export interface ReviewExportRow {
  front_text: string;
  back_text: string;
  rating: number;
  reviewed_at: string;
  interval_before_seconds: number | null;
  interval_after_seconds: number;
}

const days = (seconds: number | null) => (seconds === null ? '' : Number((Number(seconds) / DAY_SECONDS).toFixed(4)));

export function reviewsCsv(reviews: ReviewExportRow[]): string {
  return toCsv(
    CSV_REVIEW_COLUMNS,
    reviews.map((review) => [
      csvText(review.front_text),
      csvText(review.back_text),
      Number(review.rating),
      review.reviewed_at,
      days(review.interval_before_seconds),
      days(review.interval_after_seconds),
    ]),
  );
}

/** `?include=reviews`: the two CSV files in one zip. */
export function cardsAndReviewsZip(cards: FlashcardRow[], reviews: ReviewExportRow[]): Buffer {
  const zip = zipSync({ 'flashcards.csv': strToU8(cardsCsv(cards)), 'reviews.csv': strToU8(reviewsCsv(reviews)) });
  return Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength);
}
