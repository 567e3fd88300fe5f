import { LIMITS, MESSAGES } from '@swedish-translator/core';

/** Name (required) and description of a collection: the fields of New Collection and Edit Collection. */
export function CollectionTextFields({
  name,
  onNameChange,
  nameMissing,
  description,
  onDescriptionChange,
}: {
  name: string;
  onNameChange(value: string): void;
  nameMissing: boolean;
  description: string;
  onDescriptionChange(value: string): void;
}) {
  return (
    <>
      <div>
        <label htmlFor="collection-name" className="field-label">
          Name
        </label>
        <input
          id="collection-name"
          className="field-input"
          value={name}
          maxLength={LIMITS.collectionNameMaxLength}
          onChange={(e) => onNameChange(e.target.value)}
          placeholder="e.g. Everyday phrases"
          required
          aria-invalid={nameMissing}
          aria-describedby={nameMissing ? 'collection-name-error' : undefined}
        />
        {nameMissing && (
          <p id="collection-name-error" className="mt-1 text-sm text-red-700">
            {MESSAGES.collectionNameRequired}
          </p>
        )}
      </div>
      <div>
        <label htmlFor="collection-description" className="field-label">
          Description
        </label>
        <textarea
          id="collection-description"
          className="field-input"
          rows={3}
          value={description}
          maxLength={LIMITS.collectionDescriptionMaxLength}
          onChange={(e) => onDescriptionChange(e.target.value)}
        />
      </div>
    </>
  );
}
