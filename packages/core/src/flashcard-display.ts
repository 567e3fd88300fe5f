/** Display rules for flashcards (spec section 4). Pure: `now`, locale and time zone are passed in. */

export type DifficultyLabel = 'Unrated' | 'Easy' | 'Medium' | 'Hard';

export function difficultyLabel(card: {
  review_count?: number | null;
  difficulty_level?: number | null;
}): DifficultyLabel {
  if (!card.review_count) return 'Unrated';
  if (card.difficulty_level === 1) return 'Easy';
  if (card.difficulty_level === 2) return 'Medium';
  return 'Hard';
}

export interface DisplayZone {
  /** BCP 47 locale, e.g. 'en-GB'; undefined means the runtime's default. */
  locale?: string;
  /** IANA time zone, e.g. 'Europe/Stockholm'; undefined means the runtime's default. */
  timeZone?: string;
}

function dayKey(date: Date, zone: DisplayZone): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

function nextDayKey(key: string): string {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

export function formatTime(date: Date, zone: DisplayZone = {}): string {
  return new Intl.DateTimeFormat(zone.locale, { hour: '2-digit', minute: '2-digit', timeZone: zone.timeZone }).format(
    date,
  );
}

export function formatDate(date: Date, zone: DisplayZone = {}): string {
  return new Intl.DateTimeFormat(zone.locale, { dateStyle: 'medium', timeZone: zone.timeZone }).format(date);
}

/** 'Ready now' if missing or past; 'Today at {time}'; 'Tomorrow at {time}'; otherwise '{date} at {time}'. */
export function nextReviewText(nextReview: string | null | undefined, now: Date, zone: DisplayZone = {}): string {
  if (!nextReview) return 'Ready now';
  const due = new Date(nextReview);
  if (Number.isNaN(due.getTime()) || due.getTime() <= now.getTime()) return 'Ready now';
  const time = formatTime(due, zone);
  const dueDay = dayKey(due, zone);
  const today = dayKey(now, zone);
  if (dueDay === today) return `Today at ${time}`;
  if (dueDay === nextDayKey(today)) return `Tomorrow at ${time}`;
  return `${formatDate(due, zone)} at ${time}`;
}

/** 'Never' when a card has not been reviewed yet, else its date. */
export function lastReviewedText(lastReviewed: string | null | undefined, zone: DisplayZone = {}): string {
  if (!lastReviewed) return 'Never';
  const date = new Date(lastReviewed);
  return Number.isNaN(date.getTime()) ? 'Never' : formatDate(date, zone);
}

/** Back text of a flashcard made from a translation: no Markdown marks (# * `), trimmed (spec section 5). */
export function cleanBackText(text: string): string {
  return text.replace(/[#*`]/g, '').trim();
}
