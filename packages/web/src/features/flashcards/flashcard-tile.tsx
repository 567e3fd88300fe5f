import { difficultyLabel, lastReviewedText, MESSAGES, nextReviewText } from '@swedish-translator/core';
import { type ReactNode, useState } from 'react';
import type { Flashcard } from './api';
import { Icon } from './ui';

const LABEL_STYLES: Record<string, string> = {
  Unrated: 'bg-slate-100 text-slate-700',
  Easy: 'bg-green-100 text-green-800',
  Medium: 'bg-amber-100 text-amber-800',
  Hard: 'bg-red-100 text-red-800',
};

/**
 * One card of a collection: flips on click (front ↔ back and example), with its review meta bar and its actions
 * (Edit, the optional `move` control, Delete).
 */
export function FlashcardTile({
  card,
  onDelete,
  onEdit,
  move,
  now,
  languages,
}: {
  card: Flashcard;
  onDelete: () => void;
  onEdit?: () => void;
  move?: ReactNode;
  now: Date;
  /** The collection's languages: the front is in the first, back and example in the second (lang attributes). */
  languages?: { from: string; to: string };
}) {
  const [flipped, setFlipped] = useState(false);
  const [turned, setTurned] = useState(false);
  const label = difficultyLabel(card);
  return (
    <li className="card flex flex-col overflow-hidden" data-testid="flashcard">
      <button
        type="button"
        aria-pressed={flipped}
        onClick={() => {
          setFlipped((f) => !f);
          setTurned(true);
        }}
        className={`inset-focus flex min-h-36 flex-1 flex-col items-center justify-center gap-2 p-5 text-center transition-colors ${
          flipped ? 'bg-brand-50' : 'bg-white hover:bg-slate-50'
        }`}
      >
        {flipped ? (
          <span key="back" className="animate-flip-in flex flex-col items-center gap-2">
            <span className="text-xs font-semibold uppercase tracking-wide text-brand-700">Back</span>
            <span className="text-lg font-semibold text-ink" lang={languages?.to} data-testid="flashcard-back">
              {card.back_text}
            </span>
            {card.example_sentence && (
              <span className="text-sm italic text-muted" lang={languages?.from}>
                {card.example_sentence}
              </span>
            )}
            <span className="sr-only">(of {card.front_text})</span>
          </span>
        ) : (
          <span key="front" className={`${turned ? 'animate-flip-in ' : ''}flex flex-col items-center gap-2`}>
            <span className="text-xs font-semibold uppercase tracking-wide text-muted">Front</span>
            <span className="text-lg font-semibold text-ink" lang={languages?.from} data-testid="flashcard-front">
              {card.front_text}
            </span>
            <span className="sr-only">(show answer)</span>
          </span>
        )}
      </button>
      <div
        className="flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-slate-100 bg-slate-50 px-4 py-2 text-xs text-muted"
        data-testid="flashcard-meta"
      >
        <span>
          {MESSAGES.reviewCount}:{' '}
          <strong className="text-ink" data-testid="review-count">
            {card.review_count}
          </strong>
        </span>
        <span className={`rounded-full px-2 py-0.5 font-medium ${LABEL_STYLES[label]}`} data-testid="difficulty">
          {label}
        </span>
        <span>
          {MESSAGES.lastReviewed}: <span className="text-ink">{lastReviewedText(card.last_reviewed)}</span>
        </span>
        <span>
          {MESSAGES.nextReview}:{' '}
          <span className="text-ink" data-testid="next-review">
            {nextReviewText(card.next_review, now)}
          </span>
        </span>
        <span className="ml-auto flex items-center gap-1">
          {onEdit && (
            <button
              type="button"
              className="btn-ghost tap-target sm:min-h-9 px-2 text-xs"
              aria-label={MESSAGES.editCardLabel(card.front_text)}
              onClick={onEdit}
            >
              {MESSAGES.edit}
            </button>
          )}
          {move}
        </span>
        <button
          type="button"
          className="btn-ghost p-1.5 hover:bg-red-50 hover:text-red-700"
          aria-label={`Delete flashcard ${card.front_text}`}
          onClick={onDelete}
        >
          <Icon name="trash" className="h-4 w-4" />
        </button>
      </div>
    </li>
  );
}
