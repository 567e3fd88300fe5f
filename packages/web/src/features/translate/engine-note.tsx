import { type EngineId, MESSAGES } from '@swedish-translator/core';

/** Under a translation: which engine made it, in words a visitor understands. */
export function EngineNote({ engine }: { engine: EngineId }) {
  return (
    <p className="mt-4 border-t border-slate-100 pt-3 text-xs text-muted" data-testid="engine-note">
      {MESSAGES.engineNote(engine)}
    </p>
  );
}
