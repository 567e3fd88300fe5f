import { COLLECTION_LANGUAGES, DEFAULT_LANGUAGE_FROM, DEFAULT_LANGUAGE_TO, MESSAGES } from '@swedish-translator/core';
import { type FormEvent, useState } from 'react';
import { useCreateCollection } from './api';
import { CollectionTextFields } from './collection-fields';
import { ErrorBanner, Modal, SelectField } from './ui';
import { messageOf } from './use-timed-error';

const LANGUAGE_OPTIONS = COLLECTION_LANGUAGES.map((l) => ({ value: l.code, label: l.name }));

export function NewCollectionModal({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [from, setFrom] = useState<string>(DEFAULT_LANGUAGE_FROM);
  const [to, setTo] = useState<string>(DEFAULT_LANGUAGE_TO);
  const [error, setError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const create = useCreateCollection();
  const nameMissing = touched && !name.trim();

  function close(next: boolean) {
    if (!next) {
      setName('');
      setDescription('');
      setFrom(DEFAULT_LANGUAGE_FROM);
      setTo(DEFAULT_LANGUAGE_TO);
      setError(null);
      setTouched(false);
    }
    onOpenChange(next);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setError(MESSAGES.collectionNameRequired);
      return;
    }
    setError(null);
    try {
      await create.mutateAsync({
        name: name.trim(),
        description: description.trim(),
        language_from: from as (typeof COLLECTION_LANGUAGES)[number]['code'],
        language_to: to as (typeof COLLECTION_LANGUAGES)[number]['code'],
      });
      close(false);
    } catch (err) {
      setError(messageOf(err, MESSAGES.failedToCreateCollection));
    }
  }

  return (
    <Modal open={open} onOpenChange={close} title={MESSAGES.newCollection}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <ErrorBanner message={error} />
        <CollectionTextFields
          name={name}
          onNameChange={(value) => {
            setName(value);
            setTouched(true);
          }}
          nameMissing={nameMissing}
          description={description}
          onDescriptionChange={setDescription}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            id="collection-from"
            label="From language"
            value={from}
            onChange={setFrom}
            options={LANGUAGE_OPTIONS}
          />
          <SelectField id="collection-to" label="To language" value={to} onChange={setTo} options={LANGUAGE_OPTIONS} />
        </div>
        <div className="flex justify-end gap-2 pt-2">
          <button type="button" className="btn-secondary" onClick={() => close(false)}>
            {MESSAGES.cancel}
          </button>
          <button type="submit" className="btn-primary" disabled={!name.trim() || create.isPending}>
            {MESSAGES.createCollection}
          </button>
        </div>
      </form>
    </Modal>
  );
}
