import type { ImportResponse } from '@swedish-translator/contracts';
import { CARD_IO_LIMITS, MESSAGES } from '@swedish-translator/core';
import { useState } from 'react';
import { useImportCards } from './card-tools-api';
import { ErrorBanner, Modal } from './ui';
import { messageOf } from './use-timed-error';

/**
 * Import Cards: choosing a file sends it as a dry run; the preview shows the counts, every row error with its line,
 * and the first rows. Only a file without errors can be confirmed, and the confirmed import is all or nothing.
 */
export function ImportCardsModal({
  collectionId,
  open,
  onOpenChange,
  onImported,
}: {
  collectionId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onImported(message: string): void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const importCards = useImportCards(collectionId);
  const busy = importCards.isPending;

  function close(next: boolean) {
    if (!next) {
      setFile(null);
      setPreview(null);
      setError(null);
    }
    onOpenChange(next);
  }

  async function choose(chosen: File | null) {
    setFile(chosen);
    setPreview(null);
    setError(null);
    if (!chosen) return;
    try {
      setPreview(await importCards.mutateAsync({ file: chosen, dryRun: true }));
    } catch (err) {
      setError(messageOf(err, MESSAGES.failedToImport));
    }
  }

  async function confirm() {
    if (!file) return;
    setError(null);
    try {
      const reply = await importCards.mutateAsync({ file, dryRun: false });
      if (!reply.success) {
        setPreview({ ...reply, dry_run: true });
        return;
      }
      onImported(MESSAGES.importDone(reply.imported, reply.skipped));
      close(false);
    } catch (err) {
      setError(messageOf(err, MESSAGES.failedToImport));
    }
  }

  const fileProblem = preview && preview.errors.length === 0 && !preview.success ? (preview.error ?? null) : null;
  const canImport = Boolean(preview?.success && preview.imported > 0 && !busy);
  return (
    <Modal open={open} onOpenChange={close} title={MESSAGES.importCards} description={MESSAGES.importHelp}>
      <div className="space-y-4">
        <ErrorBanner message={error ?? fileProblem} />
        <div>
          <label htmlFor="import-file" className="field-label">
            {MESSAGES.importFileLabel}
          </label>
          <input
            id="import-file"
            type="file"
            accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain"
            className="field-input file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:text-brand-700"
            onChange={(e) => void choose(e.target.files?.[0] ?? null)}
          />
        </div>
        {busy && (
          <p role="status" className="text-sm text-muted">
            {preview ? MESSAGES.importing : MESSAGES.importReading}
          </p>
        )}
        {preview && preview.errors.length + preview.preview.length > 0 && <ImportPreview preview={preview} />}
        <div className="flex flex-wrap justify-end gap-2 pt-2">
          <button type="button" className="btn-secondary" onClick={() => close(false)}>
            {MESSAGES.cancel}
          </button>
          <button type="button" className="btn-primary" disabled={!canImport} onClick={() => void confirm()}>
            {MESSAGES.importConfirm(preview?.imported ?? 0)}
          </button>
        </div>
      </div>
    </Modal>
  );
}

function ImportPreview({ preview }: { preview: ImportResponse }) {
  return (
    <div className="space-y-3" data-testid="import-preview">
      <p className="text-sm font-medium text-ink" role="status">
        {MESSAGES.importPreviewSummary(preview.imported, preview.skipped, preview.errors.length)}
      </p>
      {preview.errors.length > 0 && (
        <div className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <p>{MESSAGES.importFixErrors}</p>
          <ul className="mt-2 max-h-32 list-disc space-y-0.5 overflow-y-auto pl-5" aria-label="Rows with errors">
            {preview.errors.map((e) => (
              <li key={`${e.line}-${e.error}`}>
                {MESSAGES.importLine(e.line)}: {e.error}
              </li>
            ))}
          </ul>
        </div>
      )}
      {preview.preview.length > 0 && (
        <div className="overflow-x-auto rounded-lg border border-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              First {Math.min(preview.preview.length, CARD_IO_LIMITS.importPreviewRows)} rows of the file
            </caption>
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-muted">
              <tr>
                <th scope="col" className="whitespace-nowrap px-3 py-2">
                  Line
                </th>
                <th scope="col" className="px-3 py-2">
                  Front
                </th>
                <th scope="col" className="px-3 py-2">
                  Back
                </th>
                <th scope="col" className="px-3 py-2">
                  Example
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {preview.preview.map((row) => (
                <tr key={row.line} className={row.duplicate ? 'text-muted line-through' : 'text-ink'}>
                  <td className="whitespace-nowrap px-3 py-2 tabular-nums">{row.line}</td>
                  <td className="max-w-40 wrap-anywhere px-3 py-2">
                    {row.front_text}
                    {row.duplicate && <span className="sr-only"> (duplicate, skipped)</span>}
                  </td>
                  <td className="max-w-40 wrap-anywhere px-3 py-2">{row.back_text}</td>
                  <td className="max-w-40 wrap-anywhere px-3 py-2">{row.example_sentence ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
