import { describe, expect, it } from 'vitest';
import { cleanBackText, difficultyLabel, lastReviewedText, nextReviewText } from './flashcard-display.js';

describe('difficultyLabel', () => {
  it.each([
    [{ review_count: 0, difficulty_level: 1 }, 'Unrated'],
    [{ difficulty_level: 2 }, 'Unrated'],
    [{ review_count: null, difficulty_level: 3 }, 'Unrated'],
    [{ review_count: 1, difficulty_level: 1 }, 'Easy'],
    [{ review_count: 4, difficulty_level: 2 }, 'Medium'],
    [{ review_count: 2, difficulty_level: 3 }, 'Hard'],
    [{ review_count: 2, difficulty_level: null }, 'Hard'],
    [{ review_count: 2, difficulty_level: 7 }, 'Hard'],
  ])('%o → %s', (card, label) => {
    expect(difficultyLabel(card)).toBe(label);
  });
});

describe('nextReviewText', () => {
  const utc = { locale: 'en-GB', timeZone: 'UTC' };
  const now = new Date('2026-05-10T10:00:00.000Z');

  it.each([
    [null, 'Ready now'],
    [undefined, 'Ready now'],
    ['not a date', 'Ready now'],
    ['2026-05-10T09:59:59.000Z', 'Ready now'],
    ['2026-05-10T10:00:00.000Z', 'Ready now'],
    ['2026-05-10T18:30:00.000Z', 'Today at 18:30'],
    ['2026-05-11T00:05:00.000Z', 'Tomorrow at 00:05'],
    ['2026-05-11T23:59:00.000Z', 'Tomorrow at 23:59'],
    ['2026-05-12T08:00:00.000Z', '12 May 2026 at 08:00'],
  ])('%s → %s', (next, text) => {
    expect(nextReviewText(next, now, utc)).toBe(text);
  });

  it('uses the calendar day of the given time zone', () => {
    // 23:30 UTC on the 10th is already the 11th in Stockholm (UTC+2 in May).
    const stockholm = { locale: 'en-GB', timeZone: 'Europe/Stockholm' };
    expect(nextReviewText('2026-05-10T23:30:00.000Z', now, stockholm)).toBe('Tomorrow at 01:30');
    expect(nextReviewText('2026-05-10T21:00:00.000Z', now, stockholm)).toBe('Today at 23:00');
    const ny = { locale: 'en-US', timeZone: 'America/New_York' };
    expect(nextReviewText('2026-05-11T03:00:00.000Z', now, ny)).toBe('Today at 11:00 PM');
  });

  it('crosses month and year ends', () => {
    const nye = new Date('2026-12-31T12:00:00.000Z');
    expect(nextReviewText('2027-01-01T08:00:00.000Z', nye, utc)).toBe('Tomorrow at 08:00');
    expect(nextReviewText('2027-01-02T08:00:00.000Z', nye, utc)).toBe('2 Jan 2027 at 08:00');
  });
});

describe('lastReviewedText', () => {
  it('is Never for a new card, else the date', () => {
    expect(lastReviewedText(null)).toBe('Never');
    expect(lastReviewedText('2026-05-10T23:30:00.000Z', { locale: 'en-GB', timeZone: 'UTC' })).toBe('10 May 2026');
  });
});

describe('cleanBackText', () => {
  it.each([
    ['  **Hello**  ', 'Hello'],
    ['# Heading', 'Heading'],
    ['use `code` here', 'use code here'],
    ['a*b#c`d', 'abcd'],
    ['\n\t ### \n', ''],
    ['plain', 'plain'],
  ])('%j → %j', (input, output) => {
    expect(cleanBackText(input)).toBe(output);
  });
});
