import { CSV_EXPORT_COLUMNS, CSV_REVIEW_COLUMNS } from '@swedish-translator/contracts';
import { stringify } from 'csv-stringify/sync';
import { strToU8, zipSync } from 'fflate';
import type { FlashcardRow } from './repository.js';

const DAY_SECONDS = 24 * 60 * 60;

/** RFC 4180: CRLF line ends, fields with a comma, quote or line break quoted, quotes doubled. UTF-8, no BOM. */
function toCsv(columns: readonly string[], rows: unknown[][]): string {
  return stringify(rows, { header: true, columns: [...columns], record_delimiter: 'windows' });
}

export function cardsCsv(cards: FlashcardRow[]): string {
  return toCsv(
    CSV_EXPORT_COLUMNS,
    cards.map((card) => [
      card.front_text,
      card.back_text,
      card.example_sentence ?? '',
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
      review.front_text,
      review.back_text,
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
