import { MESSAGES } from '@swedish-translator/core';
import { useEffect, useState } from 'react';

/** Copies `text` to the clipboard and says so for two seconds. */
export function CopyButton({ text }: { text: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  const label = state === 'copied' ? MESSAGES.copied : state === 'failed' ? 'Copy failed' : 'Copy';
  return (
    <button
      type="button"
      className="btn-ghost px-2.5 py-1.5"
      onClick={() => void copy()}
      aria-label={state === 'idle' ? MESSAGES.copyTranslation : label}
      title={MESSAGES.copyTranslation}
    >
      {state === 'copied' ? (
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-4 w-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M5 12l5 5L20 7" />
        </svg>
      ) : (
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-4 w-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <rect x="9" y="9" width="11" height="11" rx="2" />
          <path d="M5 15V6a2 2 0 0 1 2-2h9" />
        </svg>
      )}
      <span aria-live="polite">{label}</span>
    </button>
  );
}
