import { sourceLanguage, targetLanguage } from '@swedish-translator/core';
import { LANGUAGE_NAMES, useDirection } from './direction-context';

export function DirectionSwitcher({ onSwap }: { onSwap?: () => void }) {
  const { direction, swap } = useDirection();
  const from = LANGUAGE_NAMES[sourceLanguage(direction)];
  const to = LANGUAGE_NAMES[targetLanguage(direction)];
  return (
    <div
      className="flex items-center justify-center gap-3 sm:gap-4"
      data-testid="direction-switcher"
      data-direction={direction}
    >
      <span
        className="min-w-24 rounded-lg bg-white px-4 py-2 text-center font-medium shadow-sm ring-1 ring-slate-200"
        data-testid="source-language"
      >
        {from}
      </span>
      <button
        type="button"
        onClick={() => {
          swap();
          onSwap?.();
        }}
        className="btn h-10 w-10 rounded-full bg-brand-600 p-0 text-white hover:bg-brand-700"
        aria-label={`Swap languages (now ${from} to ${to})`}
        title="Swap languages"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-5 w-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M7 7h13l-4-4M17 17H4l4 4" />
        </svg>
      </button>
      <span
        className="min-w-24 rounded-lg bg-white px-4 py-2 text-center font-medium shadow-sm ring-1 ring-slate-200"
        data-testid="target-language"
      >
        {to}
      </span>
    </div>
  );
}
