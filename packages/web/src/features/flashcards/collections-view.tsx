import { MESSAGES } from '@swedish-translator/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { type Collection, queryKeys, useCollections, useDeleteCollection } from './api';
import { NewCollectionModal } from './new-collection-modal';
import { ScheduleTip } from './schedule-tip';
import { useStartReview } from './start-review';
import { ConfirmDialog, EmptyState, ErrorBanner, Icon, LoadingStatus, ReviewAndAddActions } from './ui';
import { messageOf, useTimedError } from './use-timed-error';

function CollectionCard({
  collection,
  nothingDue,
  onReview,
  onDelete,
}: {
  collection: Collection;
  nothingDue: boolean;
  onReview: () => void;
  onDelete: () => void;
}) {
  return (
    <li className="card relative flex flex-col p-5 transition-shadow hover:shadow-md" data-testid="collection-card">
      <h3 className="pr-20 text-lg font-semibold text-ink">
        <Link
          to={`/flashcards/collection/${collection.id}`}
          className="rounded after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus:outline-none focus-visible:after:ring-3 focus-visible:after:ring-brand-500"
        >
          {collection.name}
        </Link>
      </h3>
      {collection.description && <p className="mt-1 line-clamp-3 text-sm text-muted">{collection.description}</p>}
      <p className="mt-auto pt-4 text-sm font-medium text-brand-700" data-testid="collection-counts">
        {MESSAGES.flashcardCount(collection.flashcard_count)} · {MESSAGES.dueCount(collection.due_count)}
      </p>
      <div className="absolute right-3 top-3 z-10 flex gap-1">
        <button
          type="button"
          className="btn-ghost p-2"
          aria-label={`Review ${collection.name}`}
          title={nothingDue ? MESSAGES.noCardsDue : MESSAGES.review}
          disabled={nothingDue}
          onClick={onReview}
        >
          <Icon name="play" />
        </button>
        <button
          type="button"
          className="btn-ghost p-2 hover:bg-red-50 hover:text-red-700"
          aria-label={`Delete ${collection.name}`}
          title="Delete"
          onClick={onDelete}
        >
          <Icon name="trash" />
        </button>
      </div>
    </li>
  );
}

export function CollectionsView() {
  const collections = useCollections();
  const remove = useDeleteCollection();
  const [error, setError] = useTimedError();
  const [creating, setCreating] = useState(false);
  const [pendingDelete, setPendingDelete] = useState<Collection | null>(null);
  const { start, starting } = useStartReview(setError);
  const list = collections.data ?? [];
  const nothingDue = collections.data !== undefined && list.every((c) => c.due_count === 0);
  // Cards fall due with time: while nothing is due, look again once a minute so Start Review wakes up.
  const client = useQueryClient();
  useEffect(() => {
    if (!nothingDue) return;
    const timer = setInterval(() => void client.invalidateQueries({ queryKey: queryKeys.collections }), 60_000);
    return () => clearInterval(timer);
  }, [client, nothingDue]);
  const loadError = collections.error ? messageOf(collections.error, MESSAGES.failedToLoadCollections) : null;

  async function confirmDelete() {
    const target = pendingDelete;
    setPendingDelete(null);
    if (!target) return;
    try {
      await remove.mutateAsync(target.id);
    } catch (err) {
      setError(messageOf(err, MESSAGES.failedToDeleteCollection));
    }
  }

  return (
    <section aria-labelledby="collections-heading">
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <div className="flex items-center gap-1">
          <PageHeading
            id="collections-heading"
            className="text-2xl font-bold tracking-tight"
            title={MESSAGES.myCollections}
          />
          <ScheduleTip />
        </div>
        <ReviewAndAddActions
          className="sm:ml-auto"
          reviewLabel={MESSAGES.startReview}
          onReview={() => void start()}
          reviewing={starting}
          nothingDue={nothingDue}
          addLabel={MESSAGES.newCollection}
          onAdd={() => setCreating(true)}
        />
      </div>

      <ErrorBanner message={error ?? loadError} />

      {collections.isPending ? (
        <LoadingStatus />
      ) : list.length === 0 && !collections.error ? (
        <EmptyState
          title={MESSAGES.noCollectionsYet}
          hint="Group flashcards by topic, then review them a little every day."
          action={MESSAGES.createCollection}
          onAction={() => setCreating(true)}
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Collections">
          {list.map((collection) => (
            <CollectionCard
              key={collection.id}
              collection={collection}
              nothingDue={collection.due_count === 0}
              onReview={() => void start(collection)}
              onDelete={() => setPendingDelete(collection)}
            />
          ))}
        </ul>
      )}

      <NewCollectionModal open={creating} onOpenChange={setCreating} />
      <ConfirmDialog
        open={pendingDelete !== null}
        message={MESSAGES.confirmDeleteCollection}
        confirmLabel="Delete collection"
        onCancel={() => setPendingDelete(null)}
        onConfirm={() => void confirmDelete()}
      />
    </section>
  );
}
