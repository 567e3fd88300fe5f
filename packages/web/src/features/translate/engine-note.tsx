import { MESSAGES } from '@swedish-translator/core';
import { useQuery } from '@tanstack/react-query';
import { fetchTranslationStatus } from '../../api/translation';

/** A quiet note under the Text tab when the built-in engine answers (and while the neural model downloads). */
export function EngineNote() {
  const { data } = useQuery({
    queryKey: ['translation-status'],
    queryFn: ({ signal }) => fetchTranslationStatus(signal),
    staleTime: 60_000,
    // Poll while the neural model downloads, so the note follows its progress.
    refetchInterval: (query) => (query.state.data?.neural.downloading ? 5_000 : false),
  });
  if (data?.engine !== 'builtin') return null;
  // Download progress is shown above both tabs by ModelDownloadNotice.
  return (
    <p className="px-1 text-center text-xs text-muted" data-testid="engine-note">
      {MESSAGES.builtinEngineNote}
    </p>
  );
}
