import type { UploadResponse } from '@swedish-translator/contracts';
import { type Direction, MESSAGES, sourceLanguage, targetLanguage } from '@swedish-translator/core';
import { type DragEvent, type ClipboardEvent as ReactClipboardEvent, useEffect, useId, useRef, useState } from 'react';
import { NetworkError, TranslationFailedError } from '../../api/translation';
import { uploadImage } from '../../api/upload';
import { BusyLabel } from '../../components/busy-label';
import { CreateFlashcardButton } from '../flashcards/create-flashcard-from-translation';
import { LookupArea } from '../lookup/lookup-area';
import { useWordLayers } from '../lookup/use-word-layers';
import { WordText } from '../lookup/word-text';
import { CopyButton } from './copy-button';
import { LANGUAGE_NAMES, useDirection } from './direction-context';
import { LazyMarkdownOutput, preloadMarkdownOutput } from './lazy-markdown-output';

/** What the file chooser offers (spec: png, jpeg, jpg). The server decides by the file's bytes anyway. */
const ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';

interface Result extends Pick<UploadResponse, 'alignment' | 'uncertain_words'> {
  translated_text: string;
  extracted_text: string;
  direction: Direction;
}

function isAcceptedImage(file: File): boolean {
  return /^image\/(png|jpe?g)$/.test(file.type) || /\.(png|jpe?g)$/i.test(file.name);
}

function errorMessage(error: unknown): string {
  if (error instanceof NetworkError) return MESSAGES.networkError;
  if (error instanceof TranslationFailedError)
    return MESSAGES.translationFailed(error.message || MESSAGES.unknownError);
  return MESSAGES.translationFailed(MESSAGES.unknownError);
}

function formatSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The first PNG or JPEG among dropped or pasted items, or the first file of any kind (to say it is unsupported). */
function pickImage(files: FileList | File[] | null | undefined): File | undefined {
  const list = Array.from(files ?? []);
  return list.find(isAcceptedImage) ?? list[0];
}

/** The Image tab: choose, drop or paste a photo or screenshot; read its text and translate it. */
export function ImageTab() {
  const { direction } = useDirection();
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);
  const inFlight = useRef<AbortController | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();
  const resultId = useId();
  const resultRef = useRef<HTMLElement>(null);
  const layers = useWordLayers(
    result?.extracted_text ?? '',
    result?.translated_text ?? '',
    undefined,
    result?.uncertain_words,
  );

  // The result appears below the image, often below the fold on a phone: bring it into view.
  useEffect(() => {
    if (!result) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    resultRef.current?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  }, [result]);

  useEffect(() => {
    if (!file) {
      setPreviewUrl(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  // A result belongs to the direction it was made in; swapping starts over with the same image.
  const previousDirection = useRef(direction);
  useEffect(() => {
    if (previousDirection.current === direction) return;
    previousDirection.current = direction;
    inFlight.current?.abort();
    setBusy(false);
    setResult(null);
    setError(null);
  }, [direction]);

  useEffect(() => () => inFlight.current?.abort(), []);

  function choose(candidate: File | undefined) {
    if (!candidate) return;
    inFlight.current?.abort();
    setBusy(false);
    setResult(null);
    if (!isAcceptedImage(candidate)) {
      setError(MESSAGES.unsupportedImageType);
      return;
    }
    setError(null);
    setFile(candidate);
  }

  // Paste from the clipboard anywhere on the page while this tab is open (screenshots, copied images).
  const chooseRef = useRef(choose);
  chooseRef.current = choose;
  useEffect(() => {
    function onPaste(event: ClipboardEvent) {
      const pasted = pickImage(event.clipboardData?.files);
      if (!pasted) return;
      event.preventDefault();
      chooseRef.current(pasted);
    }
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, []);

  function clear() {
    inFlight.current?.abort();
    inFlight.current = null;
    setBusy(false);
    setFile(null);
    setResult(null);
    setError(null);
    if (inputRef.current) inputRef.current.value = '';
  }

  async function translate() {
    if (busy) return;
    if (!file) {
      setError(MESSAGES.selectImageToTranslate);
      return;
    }
    preloadMarkdownOutput();
    const controller = new AbortController();
    inFlight.current = controller;
    setBusy(true);
    setError(null);
    try {
      const response = await uploadImage(file, direction, controller.signal);
      if (controller.signal.aborted) return;
      if (!response.translated_text.trim()) {
        setError(MESSAGES.noTranslationFound);
        return;
      }
      setResult({ ...response, direction });
    } catch (caught) {
      if (controller.signal.aborted) return;
      setError(errorMessage(caught));
    } finally {
      if (inFlight.current === controller) {
        inFlight.current = null;
        setBusy(false);
      }
    }
  }

  function onDrop(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    setDragging(false);
    choose(pickImage(event.dataTransfer.files));
  }

  function onDragOver(event: DragEvent<HTMLElement>) {
    if (!Array.from(event.dataTransfer.types).includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  }

  function onPasteInZone(event: ReactClipboardEvent<HTMLElement>) {
    // Handled by the document listener; stop the browser from pasting the image as text into anything.
    if (event.clipboardData.files.length > 0) event.preventDefault();
  }

  return (
    <div className="space-y-4">
      <section
        aria-label="Image translation"
        className="card p-4 sm:p-6"
        onDragOver={onDragOver}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
        onPaste={onPasteInZone}
      >
        <p className="field-label">{LANGUAGE_NAMES[sourceLanguage(direction)]} image</p>
        <div
          data-testid="drop-zone"
          data-dragging={dragging || undefined}
          className={`rounded-xl border-2 border-dashed p-4 text-center transition-colors sm:p-6 ${
            dragging ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-slate-50/60'
          }`}
        >
          {previewUrl && file ? (
            <figure className="flex flex-col items-center gap-3">
              <img
                src={previewUrl}
                alt={`Preview of ${file.name}`}
                className="max-h-[300px] max-w-full rounded-lg object-contain shadow-sm ring-1 ring-slate-200"
                data-testid="image-preview"
              />
              <figcaption className="max-w-full truncate text-sm text-muted">
                {file.name} · {formatSize(file.size)}
              </figcaption>
            </figure>
          ) : (
            <div className="flex flex-col items-center gap-1 py-2">
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="h-10 w-10 text-slate-400"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.5"
              >
                <rect x="3" y="4" width="18" height="16" rx="2" />
                <circle cx="8.5" cy="9.5" r="1.5" />
                <path d="M21 16l-5-5-9 9" />
              </svg>
              <p className="hidden text-sm font-medium text-ink sm:block">Drop an image here or paste one (Ctrl+V)</p>
              <p className="text-sm font-medium text-ink sm:hidden">Take a photo or pick a screenshot</p>
            </div>
          )}
          {/* The native input stays in the tab order (visually hidden); its label is the visible button. */}
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={ACCEPT}
            aria-describedby={hintId}
            onChange={(event) => choose(pickImage(event.target.files))}
            className="peer sr-only"
          />
          <label
            htmlFor={inputId}
            className="btn-secondary mt-3 cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500"
          >
            {file ? 'Choose another image' : 'Choose image'}
          </label>
        </div>

        <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-center">
          <button
            type="button"
            className="btn-primary min-w-44"
            onClick={() => void translate()}
            disabled={busy}
            aria-describedby={busy ? `${hintId}-busy` : undefined}
          >
            <BusyLabel busy={busy} idle={MESSAGES.uploadAndTranslate} working={MESSAGES.processing} />
          </button>
          {file && (
            <button type="button" className="btn-secondary" onClick={clear}>
              {MESSAGES.clearImage}
            </button>
          )}
          {/* Always there (empty when idle), so the busy hint neither moves the page nor misses being read. */}
          <p id={`${hintId}-busy`} className="min-h-5 text-sm text-muted sm:ml-2" role="status">
            {busy ? MESSAGES.mayTakeAMoment : ''}
          </p>
        </div>

        {error && (
          <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {error}
          </p>
        )}

        <p id={hintId} className="mt-4 text-sm text-muted">
          {MESSAGES.imageTip}
        </p>
      </section>

      {/* Always present, so a screen reader announces the result when it arrives. */}
      <div aria-live="polite">
        {result && (
          <section
            ref={resultRef}
            aria-labelledby={resultId}
            className="card scroll-mt-4 p-4 sm:p-6"
            data-testid="image-result"
          >
            <LookupArea
              texts={{ src: result.extracted_text, tgt: result.translated_text }}
              langs={{ src: sourceLanguage(result.direction), tgt: targetLanguage(result.direction) }}
              alignment={result.alignment}
            >
              <div className="mb-2 flex items-center justify-between gap-2">
                <h3 id={resultId} className="text-base font-semibold">
                  {MESSAGES.translatedText}
                </h3>
                <CopyButton text={result.translated_text} />
              </div>
              <div lang={targetLanguage(result.direction)} data-testid="image-translation-output">
                <LazyMarkdownOutput text={result.translated_text} words={layers.tgt} />
              </div>
              <details
                className="group mt-4 rounded-lg border border-slate-200 bg-slate-50/60"
                data-testid="extracted-text"
              >
                <summary className="flex cursor-pointer list-none items-center gap-2 px-3 py-2 text-sm font-medium text-ink [&::-webkit-details-marker]:hidden">
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 24 24"
                    className="h-4 w-4 text-muted transition-transform group-open:rotate-90"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                  >
                    <path d="M9 6l6 6-6 6" />
                  </svg>
                  {MESSAGES.extractedText} ({LANGUAGE_NAMES[sourceLanguage(result.direction)]})
                </summary>
                <WordText
                  layer={layers.src}
                  lang={sourceLanguage(result.direction)}
                  className="border-t border-slate-200 px-3 py-2 text-sm text-ink"
                />
              </details>
            </LookupArea>
            {/* Signed-in users: the flashcards feature's button, learning tip and modal; renders nothing for visitors. */}
            <CreateFlashcardButton originalText={result.extracted_text} translatedText={result.translated_text} />
          </section>
        )}
      </div>
    </div>
  );
}
