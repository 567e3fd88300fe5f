/**
 * Spaced-repetition scheduling (spec section 4). Pure: the caller passes `now`, every call returns a new object.
 *
 * - A new card is due immediately.
 * - The first review makes the card due 24 hours later, whatever the rating.
 * - From the second review on, a ladder counts consecutive Medium/Easy ratings: each one gives 2^(ladder−1) days
 *   (1, 2, 4, 8 … days), Easy capped at 30 days and Medium at 365; Hard gives 1 day and restarts the ladder.
 */

export const REVIEW_RATINGS = { hard: 1, medium: 3, easy: 5 } as const;
export type ReviewRating = (typeof REVIEW_RATINGS)[keyof typeof REVIEW_RATINGS];

/** difficulty_level stored for each rating: 1 easy, 2 medium, 3 hard. */
export const DIFFICULTY_LEVEL_BY_RATING: Record<ReviewRating, 1 | 2 | 3> = { 5: 1, 3: 2, 1: 3 };

const DAY_MS = 24 * 60 * 60 * 1000;
export const FIRST_REVIEW_INTERVAL_DAYS = 1;
export const HARD_INTERVAL_DAYS = 1;
export const EASY_CAP_DAYS = 30;
export const MEDIUM_CAP_DAYS = 365;
/** 2^9 = 512 days already exceeds every cap; the exponent stops here so long ladders never overflow. */
const MAX_EXPONENT = 9;

export function isReviewRating(value: unknown): value is ReviewRating {
  return value === 1 || value === 3 || value === 5;
}

/** The scheduling state of one card. Timestamps are ISO-8601 UTC strings, null when never set. */
export interface ReviewState {
  review_count: number;
  difficulty_level: number | null;
  last_reviewed: string | null;
  next_review: string | null;
  /** Consecutive Medium/Easy ratings since the first review or the last Hard. */
  ladder: number;
}

export const NEW_CARD_STATE: ReviewState = Object.freeze({
  review_count: 0,
  difficulty_level: null,
  last_reviewed: null,
  next_review: null,
  ladder: 0,
});

/** Days until the next review for a rating, given the state before it. */
export function reviewIntervalDays(state: Pick<ReviewState, 'review_count' | 'ladder'>, rating: ReviewRating): number {
  if (state.review_count <= 0) return FIRST_REVIEW_INTERVAL_DAYS;
  if (rating === REVIEW_RATINGS.hard) return HARD_INTERVAL_DAYS;
  const ladder = Math.max(0, state.ladder) + 1;
  const days = 2 ** Math.min(ladder - 1, MAX_EXPONENT);
  return Math.min(days, rating === REVIEW_RATINGS.easy ? EASY_CAP_DAYS : MEDIUM_CAP_DAYS);
}

/** The card's state after one review at `now`. */
export function scheduleReview(state: ReviewState, rating: ReviewRating, now: Date): ReviewState {
  if (!isReviewRating(rating)) throw new RangeError(`invalid rating ${String(rating)}`);
  const first = state.review_count <= 0;
  const ladder = first || rating === REVIEW_RATINGS.hard ? 0 : Math.max(0, state.ladder) + 1;
  const days = reviewIntervalDays(state, rating);
  return {
    review_count: Math.max(0, state.review_count) + 1,
    difficulty_level: DIFFICULTY_LEVEL_BY_RATING[rating],
    last_reviewed: now.toISOString(),
    next_review: new Date(now.getTime() + days * DAY_MS).toISOString(),
    ladder,
  };
}

/** A card is due when it has no next_review yet or it is not in the future. */
export function isDue(nextReview: string | null | undefined, now: Date): boolean {
  return !nextReview || Date.parse(nextReview) <= now.getTime();
}
