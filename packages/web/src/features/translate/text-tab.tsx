import type { TranslateTextResponse } from '@swedish-translator/contracts';
import {
  characterCount,
  type Direction,
  LIMITS,
  MESSAGES,
  sourceLanguage,
  targetLanguage,
} from '@swedish-translator/core';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { NetworkError, TranslationFailedError, translateText } from '../../api/translation';
import { BusyLabel } from '../../components/busy-label';
import { SpeakButton } from '../../components/speak-button';
import { CreateFlashcardButton } from '../flashcards/create-flashcard-from-translation';
import { LookupArea } from '../lookup/lookup-area';
import { useWordLayers } from '../lookup/use-word-layers';
import { WordText } from '../lookup/word-text';
import { CopyButton } from './copy-button';
import { LANGUAGE_NAMES, useDirection } from './direction-context';
import { EngineNote } from './engine-note';
import { LazyMarkdownOutput, preloadMarkdownOutput } from './lazy-markdown-output';

interface Translation extends TranslateTextResponse {
  /** The text and direction it was made from (the flashcard's front, and what a swap moves). */
  source: string;
  direction: Direction;
}

function errorMessage(error: unknown): string {
  if (error instanceof NetworkError) return MESSAGES.networkError;
  if (error instanceof TranslationFailedError)
    return MESSAGES.translationFailed(error.message || MESSAGES.unknownError);
  return MESSAGES.translationFailed(MESSAGES.unknownError);
}

/** The Text tab: type or paste text, translate it, read and copy the result. */
export function TextTab() {
  const { direction } = useDirection();
  const [input, setInput] = useState('');
  const [translation, setTranslation] = useState<Translation | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef<AbortController | null>(null);
  const inputId = useId();
  const tipId = useId();

  const from = LANGUAGE_NAMES[sourceLanguage(direction)];
  const blank = input.trim() === '';
  const count = characterCount(input);
  const tooLong = count > LIMITS.translateTextMaxLength;
  const counterId = `${inputId}-count`;
  const layers = useWordLayers(
    translation?.source ?? '',
    translation?.translated_text ?? '',
    translation?.unknown_words,
    translation?.uncertain_words,
  );

  // Swapping the direction while a translation is shown continues from the translation, as other translators do.
  const previousDirection = useRef(direction);
  const shown = useRef(translation);
  shown.current = translation;
  useEffect(() => {
    if (previousDirection.current === direction) return;
    previousDirection.current = direction;
    inFlight.current?.abort();
    setBusy(false);
    setError(null);
    const current = shown.current;
    if (current && current.direction !== direction) setInput(current.translated_text);
    setTranslation(null);
  }, [direction]);

  useEffect(() => () => inFlight.current?.abort(), []);

  async function translate() {
    if (busy) return;
    if (blank) {
      setError(MESSAGES.enterTextToTranslate);
      return;
    }
    if (tooLong) return; // the counter says why
    preloadMarkdownOutput();
    const controller = new AbortController();
    inFlight.current = controller;
    setBusy(true);
    setError(null);
    try {
      const result = await translateText(input, direction, controller.signal);
      if (controller.signal.aborted) return;
      setTranslation({ ...result, source: input, direction });
    } catch (caught) {
      if (controller.signal.aborted) return;
      // The last good translation stays beside the error, so a failed retry loses nothing.
      setError(errorMessage(caught));
    } finally {
      if (inFlight.current === controller) {
        inFlight.current = null;
        setBusy(false);
      }
    }
  }

  function reset() {
    inFlight.current?.abort();
    inFlight.current = null;
    setBusy(false);
    setInput('');
    setTranslation(null);
    setError(null);
    // The flashcard draft lives in the Create Flashcard modal under the output, so it goes with the translation.
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void translate();
    }
  }

  return (
    <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
      <section aria-label="Text translation" className="card p-4 sm:p-6">
        <div className="flex items-end justify-between gap-2">
          <label htmlFor={inputId} className="field-label">
            {from} text
          </label>
          <SpeakButton text={input} lang={sourceLanguage(direction)} label={MESSAGES.listenTo(`the ${from} text`)} />
        </div>
        <textarea
          id={inputId}
          rows={LIMITS.textareaRows}
          value={input}
          onChange={(event) => setInput(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={MESSAGES.textPlaceholder(from)}
          aria-describedby={`${counterId} ${tipId}`}
          aria-invalid={tooLong || undefined}
          lang={sourceLanguage(direction)}
          spellCheck
          className="field-input resize-y leading-relaxed"
        />
        <p
          id={counterId}
          className={`mt-1 flex flex-wrap justify-end gap-x-2 text-xs ${tooLong ? 'font-medium text-red-700' : 'text-muted'}`}
        >
          {tooLong && <span data-testid="too-long">{MESSAGES.textTooLong(LIMITS.translateTextMaxLength)}</span>}
          <span className="tabular-nums" data-testid="character-count">
            {MESSAGES.characterCounter(count, LIMITS.translateTextMaxLength)}
          </span>
        </p>
        <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center">
          <div className="flex shrink-0 gap-2">
            <button
              type="button"
              className="btn-primary min-w-32 flex-1 sm:flex-none"
              onClick={() => void translate()}
              disabled={blank || busy || tooLong}
            >
              <BusyLabel busy={busy} idle={MESSAGES.translate} working={MESSAGES.translating} />
            </button>
            <button type="button" className="btn-secondary" onClick={reset}>
              {MESSAGES.reset}
            </button>
          </div>
          <p id={tipId} className="keyboard-hint text-sm text-muted sm:ml-auto">
            {MESSAGES.ctrlEnterTip}
          </p>
        </div>
        {error && (
          <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {error}
          </p>
        )}
      </section>

      {/* Always present, so a screen reader announces the translation when it arrives. */}
      <div aria-live="polite" className="min-w-0">
        {!translation && (
          <p className="card hidden min-h-48 items-center justify-center p-6 text-sm text-muted lg:flex">
            {MESSAGES.translationPlaceholder}
          </p>
        )}
        {translation && (
          <section aria-labelledby={`${inputId}-out`} className="card p-4 sm:p-6">
            <LookupArea
              texts={{ src: translation.source, tgt: translation.translated_text }}
              langs={{ src: sourceLanguage(translation.direction), tgt: targetLanguage(translation.direction) }}
              alignment={translation.alignment}
            >
              <div className="mb-4 rounded-lg bg-slate-50 px-3 py-2 text-sm" data-testid="source-words">
                <p className="mb-1 text-xs text-muted">{MESSAGES.lookupHint}</p>
                <WordText layer={layers.src} lang={sourceLanguage(translation.direction)} />
              </div>
              <div className="mb-2 flex items-center justify-between gap-2">
                <h3 id={`${inputId}-out`} className="text-base font-semibold">
                  {MESSAGES.translationHeading(LANGUAGE_NAMES[targetLanguage(translation.direction)])}
                </h3>
                <div className="flex items-center gap-1">
                  <SpeakButton
                    text={translation.translated_text}
                    lang={targetLanguage(translation.direction)}
                    label={MESSAGES.listenTo('the translation')}
                  />
                  <CopyButton text={translation.translated_text} />
                </div>
              </div>
              <div lang={targetLanguage(translation.direction)} data-testid="translation-output">
                <LazyMarkdownOutput
                  text={translation.translated_text}
                  unknownWords={translation.unknown_words}
                  words={layers.tgt}
                />
              </div>
            </LookupArea>
            {translation.unknown_words && translation.unknown_words.length > 0 && (
              <p className="mt-3 text-xs text-muted">
                <span className="unknown-word">Underlined</span> words are not in the dictionary and were left as they
                are.
              </p>
            )}
            {translation.alternatives && translation.alternatives.length > 0 && (
              <div className="mt-4 border-t border-slate-100 pt-3" data-testid="alternatives">
                <h4 className="text-sm font-medium text-muted">{MESSAGES.alternativesHeading}</h4>
                <ul className="mt-1 flex flex-wrap gap-2">
                  {translation.alternatives.map((alternative) => (
                    <li
                      key={`${alternative.text}|${alternative.pos ?? ''}`}
                      className="rounded-lg bg-brand-50 px-2.5 py-1 text-sm text-brand-800"
                    >
                      <span lang={targetLanguage(translation.direction)} className="font-medium">
                        {alternative.text}
                      </span>
                      {alternative.pos && <span className="ml-1 text-xs text-muted">{alternative.pos}</span>}
                      {alternative.note && <span className="ml-1 text-xs text-muted">· {alternative.note}</span>}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <CreateFlashcardButton
              originalText={translation.source}
              translatedText={translation.translated_text}
              languages={{ from: sourceLanguage(translation.direction), to: targetLanguage(translation.direction) }}
            />
            <EngineNote engine={translation.engine} />
          </section>
        )}
      </div>
    </div>
  );
}
