import { MESSAGES } from '@swedish-translator/core';
import { type FormEvent, useEffect, useState } from 'react';
import type { Collection } from './api';
import { useUpdateCollection } from './card-tools-api';
import { CollectionTextFields } from './collection-fields';
import { ErrorBanner, Modal } from './ui';
import { messageOf } from './use-timed-error';

/** Rename a collection or change its description: the same fields and messages as New Collection. */
export function EditCollectionModal({
  collection,
  open,
  onOpenChange,
}: {
  collection: Collection;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [name, setName] = useState(collection.name);
  const [description, setDescription] = useState(collection.description);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateCollection();
  const nameMissing = !name.trim();

  useEffect(() => {
    if (!open) return;
    setName(collection.name);
    setDescription(collection.description);
    setError(null);
  }, [open, collection]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (nameMissing) {
      setError(MESSAGES.collectionNameRequired);
      return;
    }
    setError(null);
    try {
      await update.mutateAsync({ id: collection.id, body: { name: name.trim(), description: description.trim() } });
      onOpenChange(false);
    } catch (err) {
      setError(messageOf(err, MESSAGES.failedToUpdateCollection));
    }
  }

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={MESSAGES.editCollection}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <ErrorBanner message={error} />
        <CollectionTextFields
          name={name}
          onNameChange={setName}
          nameMissing={nameMissing}
          description={description}
          onDescriptionChange={setDescription}
        />
        <div className="flex justify-end gap-2 pt-2">
          <button type="button" className="btn-secondary" onClick={() => onOpenChange(false)}>
            {MESSAGES.cancel}
          </button>
          <button type="submit" className="btn-primary" disabled={nameMissing || update.isPending}>
            {update.isPending ? MESSAGES.saving : MESSAGES.save}
          </button>
        </div>
      </form>
    </Modal>
  );
}
