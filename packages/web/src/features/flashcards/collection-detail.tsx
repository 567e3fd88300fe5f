import { MESSAGES } from '@swedish-translator/core';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { AddFlashcardModal } from './add-flashcard-modal';
import { type Collection, type Flashcard, useCollectionFlashcards, useCollections, useDeleteFlashcard } from './api';
import { isDue } from './due';
import { FlashcardTile } from './flashcard-tile';
import { useStartReview } from './start-review';
import { ConfirmDialog, EmptyState, ErrorBanner, Icon, LoadingStatus, ReviewAndAddActions } from './ui';
import { messageOf, useTimedError } from './use-timed-error';

function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" className="btn-ghost -ml-2 mb-4 px-2" onClick={() => navigate('/flashcards/collections')}>
      <Icon name="back" className="h-4 w-4" />
      {MESSAGES.back}
    </button>
  );
}

function NotFound({ id, collections }: { id: string; collections: Collection[] }) {
  return (
    <section className="card mx-auto max-w-xl p-6 sm:p-8">
      <BackButton />
      <h2 className="text-xl font-semibold">{MESSAGES.collectionNotFound}</h2>
      <p className="mt-2 break-all text-sm text-muted">
        No collection has the id <code className="rounded bg-slate-100 px-1 py-0.5 text-ink">{id}</code>.
      </p>
      {collections.length > 0 && (
        <>
          <h3 className="mt-6 text-sm font-semibold text-ink">Available collections</h3>
          <ul
            className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200"
            aria-label="Available collections"
          >
            {collections.map((c) => (
              <li key={c.id}>
                <Link
                  to={`/flashcards/collection/${c.id}`}
                  className="tap-target flex items-center px-4 py-2 text-brand-700 hover:bg-slate-50"
                >
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export function CollectionDetail() {
  const { collectionId = '' } = useParams();
  const collections = useCollections();
  const collection = collections.data?.find((c) => c.id === collectionId);
  const flashcards = useCollectionFlashcards(collectionId, Boolean(collection));
  const remove = useDeleteFlashcard(collectionId);
  const [error, setError] = useTimedError();
  const [adding, setAdding] = useState(false);
  const [pendingDelete, setPendingDelete] = useState<Flashcard | null>(null);
  const { start, starting } = useStartReview(setError);
  // One clock reading per data load keeps every card's 'Next Review' text consistent.
  const updatedAt = flashcards.dataUpdatedAt;
  const now = useMemo(() => new Date(Math.max(updatedAt, Date.now())), [updatedAt]);

  if (collections.isPending) {
    return <LoadingStatus text={MESSAGES.loadingCollection} />;
  }
  if (collections.error) {
    return <ErrorBanner message={messageOf(collections.error, MESSAGES.failedToLoadCollections)} />;
  }
  if (!collection) return <NotFound id={collectionId} collections={collections.data ?? []} />;

  async function confirmDelete() {
    const target = pendingDelete;
    setPendingDelete(null);
    if (!target) return;
    try {
      await remove.mutateAsync(target.id);
    } catch (err) {
      setError(messageOf(err, MESSAGES.failedToDeleteFlashcard));
    }
  }

  const cards = flashcards.data ?? [];
  const loadError = flashcards.error ? messageOf(flashcards.error, MESSAGES.failedToLoadFlashcards) : null;
  return (
    <section aria-labelledby="collection-heading">
      <BackButton />
      <div className="mb-6 flex flex-wrap items-start gap-4">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-3">
            <h2 id="collection-heading" className="break-words text-2xl font-bold tracking-tight">
              {collection.name}
            </h2>
            <span
              className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700"
              data-testid="card-count"
            >
              {MESSAGES.flashcardCount(collection.flashcard_count)}
            </span>
          </div>
          {collection.description && <p className="mt-1 text-muted">{collection.description}</p>}
        </div>
        <ReviewAndAddActions
          reviewLabel={MESSAGES.review}
          onReview={() => void start(collection)}
          reviewing={starting}
          nothingDue={flashcards.data !== undefined && !cards.some((card) => isDue(card, Date.now()))}
          addLabel={MESSAGES.addFlashcard}
          onAdd={() => setAdding(true)}
        />
      </div>

      <ErrorBanner message={error ?? loadError} />

      {flashcards.isPending ? (
        <LoadingStatus />
      ) : cards.length === 0 && !flashcards.error ? (
        <EmptyState
          title={MESSAGES.noFlashcardsYet}
          hint="Add a card by hand, or save one from a translation."
          action={MESSAGES.addFlashcard}
          onAction={() => setAdding(true)}
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2" aria-label="Flashcards">
          {cards.map((card) => (
            <FlashcardTile
              key={card.id}
              card={card}
              now={now}
              languages={{ from: collection.language_from, to: collection.language_to }}
              onDelete={() => setPendingDelete(card)}
            />
          ))}
        </ul>
      )}

      <AddFlashcardModal collectionId={collection.id} open={adding} onOpenChange={setAdding} />
      <ConfirmDialog
        open={pendingDelete !== null}
        message={MESSAGES.confirmDeleteFlashcard}
        confirmLabel="Delete flashcard"
        onCancel={() => setPendingDelete(null)}
        onConfirm={() => void confirmDelete()}
      />
    </section>
  );
}
