import { LIMITS } from '@swedish-translator/core';
import type { ReactNode } from 'react';

interface TextAreaFieldProps {
  id: string;
  label: ReactNode;
  value: string;
  onChange(value: string): void;
  placeholder?: string;
  rows?: number;
  maxLength?: number;
}

/** A labelled multi-line field with the flashcard text limit by default. */
export function TextAreaField({
  id,
  label,
  value,
  onChange,
  placeholder,
  rows = 2,
  maxLength = LIMITS.flashcardTextMaxLength,
}: TextAreaFieldProps) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <textarea
        id={id}
        className="field-input"
        rows={rows}
        value={value}
        maxLength={maxLength}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
      />
    </div>
  );
}
