import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EASY_CAP_DAYS,
  isDue,
  MEDIUM_CAP_DAYS,
  NEW_CARD_STATE,
  type ReviewRating,
  type ReviewState,
  scheduleReview,
} from './scheduler.js';

const DAY = 24 * 60 * 60 * 1000;

/** Reviews a new card at each `at` (reviewing exactly when asked) and returns the intervals in days. */
function run(ratings: ReviewRating[], start = new Date('2026-01-01T09:00:00.000Z')) {
  let state: ReviewState = NEW_CARD_STATE;
  let now = start;
  const steps: { at: string; next: string; days: number; level: number | null; ladder: number }[] = [];
  for (const rating of ratings) {
    state = scheduleReview(state, rating, now);
    const next = new Date(state.next_review as string);
    steps.push({
      at: now.toISOString(),
      next: next.toISOString(),
      days: (next.getTime() - now.getTime()) / DAY,
      level: state.difficulty_level,
      ladder: state.ladder,
    });
    now = next;
  }
  return { state, steps };
}

describe('scheduleReview golden sequences', () => {
  it('a new card is due immediately', () => {
    expect(isDue(NEW_CARD_STATE.next_review, new Date('2026-01-01T00:00:00Z'))).toBe(true);
  });

  it('first review is 24 h whatever the rating', () => {
    for (const rating of [1, 3, 5] as const) {
      const next = scheduleReview(NEW_CARD_STATE, rating, new Date('2026-03-10T17:45:00.000Z'));
      expect(next.next_review).toBe('2026-03-11T17:45:00.000Z');
      expect(next.last_reviewed).toBe('2026-03-10T17:45:00.000Z');
      expect(next.review_count).toBe(1);
      expect(next.ladder).toBe(0);
    }
  });

  it('easy ladder doubles from 1 day and stops at 30 days', () => {
    const { steps } = run([5, 5, 5, 5, 5, 5, 5, 5]);
    expect(steps.map((s) => s.next)).toEqual([
      '2026-01-02T09:00:00.000Z',
      '2026-01-03T09:00:00.000Z',
      '2026-01-05T09:00:00.000Z',
      '2026-01-09T09:00:00.000Z',
      '2026-01-17T09:00:00.000Z',
      '2026-02-02T09:00:00.000Z',
      '2026-03-04T09:00:00.000Z',
      '2026-04-03T09:00:00.000Z',
    ]);
    expect(steps.map((s) => s.days)).toEqual([1, 1, 2, 4, 8, 16, 30, 30]);
    expect(steps.every((s) => s.level === 1)).toBe(true);
  });

  it('medium ladder doubles up to 365 days', () => {
    const { steps } = run([3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3]);
    expect(steps.map((s) => s.days)).toEqual([1, 1, 2, 4, 8, 16, 32, 64, 128, 256, 365, 365, 365]);
    expect(steps.every((s) => s.level === 2)).toBe(true);
  });

  it('hard is always 1 day and restarts the ladder', () => {
    const { steps, state } = run([3, 5, 5, 5, 1, 3, 3, 1, 1, 5]);
    expect(steps.map((s) => s.days)).toEqual([1, 1, 2, 4, 1, 1, 2, 1, 1, 1]);
    expect(steps.map((s) => s.level)).toEqual([2, 1, 1, 1, 3, 2, 2, 3, 3, 1]);
    expect(steps.map((s) => s.ladder)).toEqual([0, 1, 2, 3, 0, 1, 2, 0, 0, 1]);
    expect(state.review_count).toBe(10);
  });

  it('a first review rated hard still waits 24 h, then the ladder starts', () => {
    const { steps } = run([1, 3, 3]);
    expect(steps.map((s) => s.days)).toEqual([1, 1, 2]);
  });

  it('easy after a long medium ladder is capped at 30 days', () => {
    const { steps } = run([3, 3, 3, 3, 3, 3, 3, 5]);
    expect(steps.map((s) => s.days)).toEqual([1, 1, 2, 4, 8, 16, 32, 30]);
  });

  it('reviewing early or late counts from now, not from the old due date', () => {
    const a = scheduleReview(NEW_CARD_STATE, 5, new Date('2026-01-01T00:00:00Z'));
    const b = scheduleReview(a, 5, new Date('2026-01-10T12:00:00Z'));
    expect(b.next_review).toBe('2026-01-11T12:00:00.000Z');
  });

  it('returns a new object and leaves the input alone', () => {
    const before = { ...NEW_CARD_STATE };
    const after = scheduleReview(NEW_CARD_STATE, 3, new Date('2026-01-01T00:00:00Z'));
    expect(after).not.toBe(NEW_CARD_STATE);
    expect(NEW_CARD_STATE).toEqual(before);
  });

  it('rejects any other rating', () => {
    expect(() => scheduleReview(NEW_CARD_STATE, 2 as ReviewRating, new Date())).toThrow(RangeError);
  });
});

describe('scheduleReview properties', () => {
  const rating = fc.constantFrom<ReviewRating>(1, 3, 5);
  const date = fc.date({
    min: new Date('2000-01-01T00:00:00Z'),
    max: new Date('2100-01-01T00:00:00Z'),
    noInvalidDate: true,
  });
  const steps = fc.array(fc.tuple(rating, fc.integer({ min: 0, max: 400 * DAY })), { minLength: 1, maxLength: 60 });

  it('next_review is after now, intervals respect their caps, review_count never decreases', () => {
    fc.assert(
      fc.property(date, steps, (start, reviews) => {
        let state: ReviewState = NEW_CARD_STATE;
        let now = start.getTime();
        for (const [r, gap] of reviews) {
          const at = new Date(now);
          const next = scheduleReview(state, r, at);
          const interval = Date.parse(next.next_review as string) - at.getTime();
          expect(interval).toBeGreaterThan(0);
          const cap = state.review_count === 0 || r === 1 ? 1 : r === 5 ? EASY_CAP_DAYS : MEDIUM_CAP_DAYS;
          expect(interval).toBeLessThanOrEqual(cap * DAY);
          expect(next.review_count).toBe(state.review_count + 1);
          expect(next.last_reviewed).toBe(at.toISOString());
          expect(next.difficulty_level).toBe(r === 5 ? 1 : r === 3 ? 2 : 3);
          state = next;
          now += gap;
        }
      }),
    );
  });
});
