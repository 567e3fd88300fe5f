import { type CardSort, MESSAGES } from '@swedish-translator/core';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { AddFlashcardModal, FlashcardFormModal } from './add-flashcard-modal';
import { type Collection, type Flashcard, useCollections, useDeleteFlashcard } from './api';
import { cardToolsApi, useCardList, useUpdateFlashcard } from './card-tools-api';
import { CollectionToolbar, type ExportChoice } from './collection-toolbar';
import { isDue } from './due';
import { EditCollectionModal } from './edit-collection-modal';
import { FlashcardTile } from './flashcard-tile';
import { ImportCardsModal } from './import-cards-modal';
import { MoveToSelect } from './move-to-select';
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
      <PageHeading className="text-xl font-semibold" title={MESSAGES.collectionNotFound} />
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

/** The search box's text, once typing pauses: one request per pause, not per key. */
function useSettled(value: string, delayMs = 250): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

export function CollectionDetail() {
  const { collectionId = '' } = useParams();
  const collections = useCollections();
  const collection = collections.data?.find((c) => c.id === collectionId);
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<CardSort>('created');
  const searched = useSettled(query);
  const flashcards = useCardList(collectionId, searched, sort, Boolean(collection));
  const remove = useDeleteFlashcard(collectionId);
  const update = useUpdateFlashcard();
  const [error, setError] = useTimedError();
  const [notice, setNotice] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [editingCollection, setEditingCollection] = useState(false);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [editing, setEditing] = useState<Flashcard | null>(null);
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

  async function move(card: Flashcard, target: Collection) {
    try {
      await update.mutateAsync({ card, body: { collection_id: target.id } });
      setNotice(MESSAGES.cardMoved(target.name));
    } catch (err) {
      setError(messageOf(err, MESSAGES.failedToUpdateFlashcard));
    }
  }

  async function exportAs(choice: ExportChoice) {
    setExporting(true);
    try {
      await cardToolsApi.downloadExport(collectionId, choice.format, choice.includeReviews);
    } catch (err) {
      setError(messageOf(err, MESSAGES.failedToExport));
    } finally {
      setExporting(false);
    }
  }

  const cards = flashcards.data ?? [];
  const searching = searched.trim() !== '';
  const loadError = flashcards.error ? messageOf(flashcards.error, MESSAGES.failedToLoadFlashcards) : null;
  return (
    <section aria-labelledby="collection-heading">
      <BackButton />
      <div className="mb-6 flex flex-wrap items-start gap-4">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-3">
            <PageHeading
              id="collection-heading"
              className="wrap-anywhere text-2xl font-bold tracking-tight"
              title={collection.name}
            />
            <span
              className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700"
              data-testid="card-count"
            >
              {MESSAGES.flashcardCount(collection.flashcard_count)}
            </span>
            <button
              type="button"
              className="btn-ghost tap-target sm:min-h-9 px-2 text-sm"
              aria-label={`${MESSAGES.edit} collection ${collection.name}`}
              onClick={() => setEditingCollection(true)}
            >
              {MESSAGES.edit}
            </button>
          </div>
          {collection.description && <p className="mt-1 text-muted">{collection.description}</p>}
        </div>
        <ReviewAndAddActions
          reviewLabel={MESSAGES.review}
          onReview={() => void start(collection)}
          reviewing={starting}
          // A search shows only some cards: then the server's due count of the whole collection decides.
          nothingDue={
            searching
              ? collection.due_count === 0
              : flashcards.data !== undefined && !cards.some((card) => isDue(card, Date.now()))
          }
          addLabel={MESSAGES.addFlashcard}
          onAdd={() => setAdding(true)}
        />
      </div>

      <CollectionToolbar
        query={query}
        onQueryChange={setQuery}
        sort={sort}
        onSortChange={setSort}
        onExport={(choice) => void exportAs(choice)}
        exporting={exporting}
        onImport={() => setImporting(true)}
      />

      <ErrorBanner message={error ?? loadError} />
      <p role="status" className={notice ? 'mb-4 text-sm font-medium text-brand-700' : 'sr-only'}>
        {notice}
      </p>

      {flashcards.isPending ? (
        <LoadingStatus />
      ) : cards.length === 0 && searching && !flashcards.error ? (
        <p className="card px-6 py-10 text-center text-muted">{MESSAGES.noMatchingCards}</p>
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
              onEdit={() => setEditing(card)}
              move={
                <MoveToSelect
                  card={card}
                  collections={collections.data ?? []}
                  disabled={update.isPending}
                  onMove={(target) => void move(card, target)}
                />
              }
            />
          ))}
        </ul>
      )}

      <AddFlashcardModal collectionId={collection.id} open={adding} onOpenChange={setAdding} />
      <FlashcardFormModal
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={MESSAGES.editFlashcard}
        submitLabel={MESSAGES.save}
        initial={editing ?? undefined}
        failure={MESSAGES.failedToUpdateFlashcard}
        onSave={async (body) => {
          if (editing) await update.mutateAsync({ card: editing, body });
        }}
      />
      <EditCollectionModal collection={collection} open={editingCollection} onOpenChange={setEditingCollection} />
      <ImportCardsModal
        collectionId={collection.id}
        open={importing}
        onOpenChange={setImporting}
        onImported={setNotice}
      />
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
