import type { ReactNode } from 'react';
import { Spinner } from './spinner';

/**
 * A button label that swaps to a busy label with a spinner without changing the button's size: both labels
 * share one grid cell and the hidden one keeps its space (visibility: hidden also keeps it out of the name).
 */
export function BusyLabel({ busy, idle, working }: { busy: boolean; idle: ReactNode; working: ReactNode }) {
  return (
    <span className="inline-grid place-items-center">
      <span className={`col-start-1 row-start-1 ${busy ? 'invisible' : ''}`}>{idle}</span>
      <span className={`col-start-1 row-start-1 inline-flex items-center gap-2 ${busy ? '' : 'invisible'}`}>
        <Spinner />
        {working}
      </span>
    </span>
  );
}
