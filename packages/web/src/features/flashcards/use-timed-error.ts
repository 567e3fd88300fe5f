import { LIMITS } from '@swedish-translator/core';
import { useEffect, useState } from 'react';

/** A page-level error message that clears itself after 5 s (spec section 8). */
export function useTimedError(): [string | null, (message: string | null) => void] {
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => setError(null), LIMITS.errorBannerTimeoutMs);
    return () => clearTimeout(timer);
  }, [error]);
  return [error, setError];
}

export function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
