import { MESSAGES } from '@swedish-translator/core';

export function PageLoading() {
  return (
    <div className="py-16 text-center text-muted" role="status">
      {MESSAGES.loading}
    </div>
  );
}
