import { MESSAGES, REVIEW_RATINGS, type ReviewRating } from '@swedish-translator/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../api/client';
import { PageHeading } from '../../components/page-heading';
import { SpeakButton } from '../../components/speak-button';
import { type Flashcard, useCollections, useFlashcardsApi } from './api';
import { ALL_COLLECTIONS, type ReviewState } from './start-review';
import { ErrorBanner, Icon, LoadingStatus } from './ui';
import { messageOf, useTimedError } from './use-timed-error';

const RATING_BUTTONS: { rating: ReviewRating; label: string; key: string; className: string }[] = [
  { rating: REVIEW_RATINGS.hard, label: 'Hard', key: '1', className: 'bg-red-700 hover:bg-red-800' },
  { rating: REVIEW_RATINGS.medium, label: 'Medium', key: '2', className: 'bg-amber-700 hover:bg-amber-800' },
  { rating: REVIEW_RATINGS.easy, label: 'Easy', key: '3', className: 'bg-green-700 hover:bg-green-800' },
];

const COLLECTIONS_PATH = '/flashcards/collections';

function isReviewState(value: unknown): value is ReviewState {
  const v = value as Partial<ReviewState> | null;
  return Boolean(v && Array.isArray(v.dueFlashcards) && Array.isArray(v.allFlashcards));
}

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

function isInteractive(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (isTyping(target) || /^(BUTTON|A)$/.test(target.tagName));
}

/** /flashcards/review: cards from navigation state, or every due card when opened directly. */
export function ReviewScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const api = useFlashcardsApi();
  const queryClient = useQueryClient();
  const initial = isReviewState(location.state) ? location.state : null;
  const [session, setSession] = useState<ReviewState | null>(initial);
  const [index, setIndex] = useState(0);
  const [completed, setCompleted] = useState(0);
  const [flipped, setFlipped] = useState(false);
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);
  const cardRef = useRef<HTMLButtonElement>(null);
  // A rating button clicked: once the next card shows, focus goes to it (the rating buttons are gone by then).
  const focusNextCard = useRef(false);
  const [error, setError] = useTimedError();

  useEffect(() => {
    // The cards now live in component state. Dropping them from the history entry means a reload or a later
    // visit loads what is due then, instead of replaying cards that were already rated.
    if (location.state) navigate(location.pathname, { replace: true, state: null });
  }, [location.pathname, location.state, navigate]);

  useEffect(() => {
    if (session) return;
    let cancelled = false;
    api
      .listDue()
      .then((due) => {
        if (!cancelled) setSession({ dueFlashcards: due, allFlashcards: due, collectionName: ALL_COLLECTIONS });
      })
      .catch((err: unknown) => {
        if (cancelled) return;
        setError(messageOf(err, MESSAGES.failedToLoadDueFlashcards));
        setSession({ dueFlashcards: [], allFlashcards: [], collectionName: ALL_COLLECTIONS });
      });
    return () => {
      cancelled = true;
    };
  }, [api, session, setError]);

  const cards = session?.dueFlashcards ?? [];
  const card: Flashcard | undefined = cards[index];
  // The card's collection gives the languages of its faces (lang attributes: hyphenation, screen reader voice).
  const languages = useCollections().data?.find((c) => c.id === card?.collection_id);
  const finished = session !== null && index >= cards.length;

  const rate = useCallback(
    async (rating: ReviewRating) => {
      if (!card || savingRef.current) return;
      savingRef.current = true;
      setSaving(true);
      try {
        await api.review(card.id, rating);
        setFlipped(false);
        setCompleted((c) => c + 1);
        const active = document.activeElement;
        focusNextCard.current = active === document.body || active?.closest('[data-rating-buttons]') != null;
        setIndex((i) => i + 1);
        void queryClient.invalidateQueries({ queryKey: ['flashcards'] });
      } catch (err) {
        setError(messageOf(err, MESSAGES.failedToUpdateReview));
        // Deleted meanwhile (another tab): nothing to rate, so move on to the next card.
        if (err instanceof ApiError && err.status === 404) {
          setFlipped(false);
          setIndex((i) => i + 1);
        }
      } finally {
        savingRef.current = false;
        setSaving(false);
      }
    },
    [api, card, queryClient, setError],
  );

  useEffect(() => {
    if (!focusNextCard.current || !card) return;
    focusNextCard.current = false;
    cardRef.current?.focus();
  }, [card]);

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (!card || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      if (event.key === ' ' || event.key === 'Enter') {
        // A focused button already acts on Space/Enter by itself.
        if (isInteractive(event.target)) return;
        event.preventDefault();
        setFlipped((f) => !f);
        return;
      }
      const choice = RATING_BUTTONS.find((b) => b.key === event.key);
      if (choice && flipped) {
        event.preventDefault();
        void rate(choice.rating);
      }
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [card, flipped, rate]);

  const returnTo = session?.returnTo?.startsWith('/flashcards/') ? session.returnTo : COLLECTIONS_PATH;
  const back = (
    <button type="button" className="btn-ghost -ml-2 mb-4 px-2" onClick={() => navigate(returnTo)}>
      <Icon name="back" className="h-4 w-4" />
      {MESSAGES.back}
    </button>
  );

  if (!session) {
    return (
      <section>
        {back}
        <LoadingStatus />
      </section>
    );
  }

  if (finished) {
    const reviewedBefore = session.allFlashcards.filter((f) => f.review_count > 0).length;
    const totalReviews = session.allFlashcards.reduce((sum, f) => sum + f.review_count, 0);
    return (
      <section className="mx-auto max-w-2xl">
        {back}
        <ErrorBanner message={error} />
        <div className="card px-6 py-12 text-center">
          {cards.length === 0 ? (
            <>
              <PageHeading className="text-2xl font-bold" title={MESSAGES.noCardsDue} />
              <p className="mt-2 text-muted">Come back later: cards return when they are due.</p>
              <dl className="mx-auto mt-8 grid max-w-sm grid-cols-2 gap-4">
                <div className="rounded-xl bg-brand-50 p-4">
                  <dt className="text-xs font-medium text-muted">{MESSAGES.cardsPreviouslyReviewed}</dt>
                  <dd className="mt-1 text-2xl font-bold text-brand-700" data-testid="stat-reviewed">
                    {reviewedBefore}
                  </dd>
                </div>
                <div className="rounded-xl bg-brand-50 p-4">
                  <dt className="text-xs font-medium text-muted">{MESSAGES.totalReviews}</dt>
                  <dd className="mt-1 text-2xl font-bold text-brand-700" data-testid="stat-total">
                    {totalReviews}
                  </dd>
                </div>
              </dl>
            </>
          ) : (
            <>
              <PageHeading className="text-2xl font-bold" title={MESSAGES.reviewComplete} />
              <p className="mt-2 text-muted" data-testid="review-summary">
                You reviewed {completed} {completed === 1 ? 'card' : 'cards'}.
              </p>
            </>
          )}
          <button type="button" className="btn-primary mt-8" onClick={() => navigate(returnTo)}>
            {returnTo === COLLECTIONS_PATH ? 'Back to collections' : `Back to ${session.collectionName}`}
          </button>
        </div>
      </section>
    );
  }

  const total = cards.length;
  const percent = total ? Math.round((completed / total) * 100) : 0;
  return (
    <section className="mx-auto max-w-2xl" aria-labelledby="review-heading">
      {back}
      <PageHeading
        id="review-heading"
        className="text-xl font-bold tracking-tight sm:text-2xl"
        title={MESSAGES.reviewing(session.collectionName)}
      />
      <div className="mt-4">
        <p className="mb-1 text-sm text-muted" data-testid="review-progress">
          {MESSAGES.progress(completed, total)}
        </p>
        <div
          className="h-2 overflow-hidden rounded-full bg-slate-200"
          role="progressbar"
          aria-label="Review progress"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={completed}
        >
          <div className="h-full rounded-full bg-brand-600 transition-all" style={{ width: `${percent}%` }} />
        </div>
      </div>

      <div className="mt-4">
        <ErrorBanner message={error} />
      </div>

      <button
        type="button"
        ref={cardRef}
        onClick={() => setFlipped((f) => !f)}
        aria-pressed={flipped}
        className={`card mt-2 flex min-h-64 w-full flex-col items-center justify-center gap-3 p-8 text-center transition-colors ${
          flipped ? 'bg-brand-50' : 'hover:bg-slate-50'
        }`}
        data-testid="review-card"
      >
        <span
          className="text-2xl font-semibold text-ink sm:text-3xl"
          lang={languages?.language_from}
          data-testid="review-front"
        >
          {card?.front_text}
        </span>
        {flipped && card && (
          <span className="animate-flip-in flex flex-col items-center gap-3">
            <span aria-hidden="true" className="my-1 h-px w-16 bg-brand-200" />
            <span
              className="text-xl text-brand-800 sm:text-2xl"
              lang={languages?.language_to}
              data-testid="review-back"
            >
              {card.back_text}
            </span>
            {card.example_sentence && (
              <span className="text-sm italic text-muted" lang={languages?.language_from}>
                {card.example_sentence}
              </span>
            )}
          </span>
        )}
        {!flipped && <span className="sr-only">(reveal the answer)</span>}
      </button>
      {/* The card itself is a button, so its faces' speaker buttons sit under it. */}
      {card && (
        <div className="mt-2 flex justify-center gap-2" data-testid="review-speak">
          <SpeakButton
            text={card.front_text}
            lang={languages?.language_from ?? 'sv'}
            label={MESSAGES.listenTo('the front')}
          />
          {flipped && (
            <SpeakButton
              text={card.back_text}
              lang={languages?.language_to ?? 'en'}
              label={MESSAGES.listenTo('the back')}
            />
          )}
        </div>
      )}

      {flipped ? (
        <div className="mt-6 text-center">
          <p className="font-medium">{MESSAGES.howWellDidYouKnow}</p>
          <div className="mt-3 grid grid-cols-3 gap-2 sm:gap-3" data-rating-buttons>
            {RATING_BUTTONS.map((b) => (
              <button
                key={b.rating}
                type="button"
                className={`btn px-2 text-white sm:px-4 ${b.className}`}
                onClick={() => void rate(b.rating)}
                aria-disabled={saving}
                aria-keyshortcuts={b.key}
              >
                {b.label}
                <span
                  aria-hidden="true"
                  className="keyboard-hint rounded bg-white/25 px-1.5 font-mono text-xs font-normal"
                >
                  {b.key}
                </span>
              </button>
            ))}
          </div>
          <p className="keyboard-hint mt-3 text-xs text-muted">Keys: 1 Hard · 2 Medium · 3 Easy</p>
        </div>
      ) : (
        <div className="mt-6 text-center text-muted">
          <p>{MESSAGES.clickToReveal}</p>
          <p className="keyboard-hint mt-1 text-xs">
            or press <kbd className="rounded border border-slate-300 bg-white px-1.5">Space</kbd> /{' '}
            <kbd className="rounded border border-slate-300 bg-white px-1.5">Enter</kbd>
          </p>
        </div>
      )}
    </section>
  );
}
