import { MESSAGES } from '@swedish-translator/core';
import { useQuery } from '@tanstack/react-query';
import { fetchTranslationStatus } from '../../api/translation';

/**
 * A small notice while the server fetches (or loads) the neural translation models in the background
 * (TRANSLATION_ENGINE=auto), on both tabs. Polls the public status route every few seconds until the models are
 * ready; it shares the status query with the Text tab's engine note, which then follows the switch too.
 */
export function ModelDownloadNotice() {
  const { data } = useQuery({
    queryKey: ['translation-status'],
    queryFn: ({ signal }) => fetchTranslationStatus(signal),
    refetchInterval: (query) => {
      const state = query.state.data?.neural.state;
      return state === 'downloading' || state === 'loading' ? 3000 : false;
    },
  });
  const neural = data?.neural;
  if (!neural || (neural.state !== 'downloading' && neural.state !== 'loading')) return null;
  const percent = neural.progress === null ? null : Math.floor(neural.progress * 100);
  const text = neural.state === 'loading' ? MESSAGES.neuralModelLoading : MESSAGES.neuralModelDownloading(percent);
  return (
    <div
      role="status"
      data-testid="model-download-notice"
      className="mx-auto flex max-w-xl items-center gap-3 rounded-md border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900"
    >
      <span className="h-2 w-2 shrink-0 animate-pulse rounded-full bg-sky-500" aria-hidden="true" />
      <span className="min-w-0 flex-1">{text}</span>
      {percent !== null && (
        <div
          role="progressbar"
          aria-label={MESSAGES.neuralModelProgressLabel}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-1.5 w-16 shrink-0 overflow-hidden rounded-full bg-sky-100 sm:w-20"
        >
          <div className="h-full rounded-full bg-sky-600" style={{ width: `${percent}%` }} />
        </div>
      )}
    </div>
  );
}
