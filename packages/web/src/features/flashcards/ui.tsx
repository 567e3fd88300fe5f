import * as Dialog from '@radix-ui/react-dialog';
import * as Select from '@radix-ui/react-select';
import { MESSAGES } from '@swedish-translator/core';
import { type ReactNode, useId } from 'react';
import { useReturnFocus } from '../../components/focus';

/** Small building blocks the flashcard screens share. */

export function ErrorBanner({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      {message}
    </div>
  );
}

export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none"
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Dialog.Title className="text-lg font-semibold text-ink">{title}</Dialog.Title>
          {description && <Dialog.Description className="mt-1 text-sm text-muted">{description}</Dialog.Description>}
          <div className="mt-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A yes/no confirmation with the spec's wording; `onConfirm` runs on the danger button. */
export function ConfirmDialog({
  open,
  message,
  confirmLabel,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  message: string;
  confirmLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          role="alertdialog"
          onCloseAutoFocus={returnFocus}
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <Dialog.Title className="text-lg font-semibold text-ink">{confirmLabel}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-muted">{message}</Dialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <button type="button" className="btn-secondary" onClick={onCancel}>
              {MESSAGES.cancel}
            </button>
            <button type="button" className="btn-danger" onClick={onConfirm}>
              {confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

/** Radix select with a visible label; `id` ties the label to the trigger for screen readers and tests. */
export function SelectField({
  id,
  label,
  value,
  onChange,
  options,
  placeholder,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder?: string;
}) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <Select.Root value={value || undefined} onValueChange={onChange}>
        <Select.Trigger id={id} className="field-input flex items-center justify-between text-left" aria-label={label}>
          <span className="min-w-0 truncate">
            <Select.Value placeholder={placeholder} />
          </span>
          <Select.Icon aria-hidden="true" className="ml-2 text-muted">
            <Icon name="chevron" className="h-4 w-4" />
          </Select.Icon>
        </Select.Trigger>
        <SelectMenu options={options} />
      </Select.Root>
    </div>
  );
}

/**
 * The open list of a Radix select, in a portal above dialogs. As wide as its trigger unless `widthClass` says
 * otherwise (a small trigger such as "Move to…" opens a wider list), never wider than the screen.
 */
export function SelectMenu({
  options,
  widthClass = 'w-[var(--radix-select-trigger-width)]',
}: {
  options: readonly SelectOption[];
  widthClass?: string;
}) {
  return (
    <Select.Portal>
      <Select.Content
        position="popper"
        sideOffset={4}
        className={`z-[60] max-h-72 ${widthClass} max-w-[var(--radix-select-content-available-width)] overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg`}
      >
        <Select.Viewport className="p-1">
          {options.map((option) => (
            <Select.Item
              key={option.value}
              value={option.value}
              className="tap-target flex cursor-pointer items-center rounded-md px-3 py-2 text-sm text-ink outline-none data-[highlighted]:bg-brand-50 data-[state=checked]:font-semibold"
            >
              <Select.ItemText>{option.label}</Select.ItemText>
            </Select.Item>
          ))}
        </Select.Viewport>
      </Select.Content>
    </Select.Portal>
  );
}

export function Icon({
  name,
  className = 'h-5 w-5',
}: {
  name: 'trash' | 'play' | 'plus' | 'back' | 'info' | 'chevron';
  className?: string;
}) {
  const paths: Record<typeof name, ReactNode> = {
    trash: <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 002 2h6a2 2 0 002-2l1-12M9 7V4h6v3" />,
    play: <path d="M8 5v14l11-7z" />,
    plus: <path d="M12 5v14M5 12h14" />,
    back: <path d="M15 18l-6-6 6-6" />,
    chevron: <path d="M6 9l6 6 6-6" />,
    info: (
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="M12 11v5M12 8h.01" />
      </>
    ),
  };
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {paths[name]}
    </svg>
  );
}

/** 'Loading...' (or another busy text) in the page body while data loads. */
export function LoadingStatus({ text = MESSAGES.loading }: { text?: string }) {
  return (
    <p className="py-12 text-center text-muted" role="status">
      {text}
    </p>
  );
}

/** An empty list: what is missing, a hint, and the one action that fills it. */
export function EmptyState({
  title,
  hint,
  action,
  onAction,
}: {
  title: string;
  hint: string;
  action: string;
  onAction(): void;
}) {
  return (
    <div className="card px-6 py-14 text-center">
      <h3 className="text-lg font-semibold">{title}</h3>
      <p className="mt-1 text-sm text-muted">{hint}</p>
      <button type="button" className="btn-primary mt-6" onClick={onAction}>
        {action}
      </button>
    </div>
  );
}

/** The page's two actions: start a review (secondary) and add something (primary). */
export function ReviewAndAddActions({
  reviewLabel,
  onReview,
  reviewing,
  nothingDue = false,
  addLabel,
  onAdd,
  className = '',
}: {
  reviewLabel: string;
  onReview(): void;
  reviewing: boolean;
  /** Disables the review button and says why underneath. */
  nothingDue?: boolean;
  addLabel: string;
  onAdd(): void;
  className?: string;
}) {
  const reasonId = useId();
  return (
    <div className={`flex w-full flex-col gap-1 sm:w-auto ${className}`}>
      <div className="flex gap-2">
        <button
          type="button"
          className="btn-secondary flex-1 sm:flex-none"
          disabled={reviewing || nothingDue}
          aria-describedby={nothingDue ? reasonId : undefined}
          onClick={onReview}
        >
          <Icon name="play" className="h-4 w-4" />
          {reviewLabel}
        </button>
        <button type="button" className="btn-primary flex-1 sm:flex-none" onClick={onAdd}>
          <Icon name="plus" className="h-4 w-4" />
          {addLabel}
        </button>
      </div>
      {nothingDue && (
        <p id={reasonId} className="text-xs text-muted" data-testid="nothing-due">
          {MESSAGES.noCardsDue}
        </p>
      )}
    </div>
  );
}
