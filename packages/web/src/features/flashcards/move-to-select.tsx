import { MESSAGES } from '@swedish-translator/core';
import type { Collection, Flashcard } from './api';

/**
 * "Move to…" on a card: the user's other collections. Choosing one moves the card at once; the select never keeps
 * a value, so it always reads "Move to…".
 */
export function MoveToSelect({
  card,
  collections,
  disabled,
  onMove,
}: {
  card: Flashcard;
  collections: Collection[];
  disabled?: boolean;
  onMove(target: Collection): void;
}) {
  const targets = collections.filter((c) => c.id !== card.collection_id);
  if (targets.length === 0) return null;
  // A native select: the phone's own picker, and no Radix listbox hiding the page from screen readers (axe).
  return (
    <select
      className="btn-ghost tap-target sm:min-h-9 max-w-40 px-2 text-xs"
      aria-label={`${MESSAGES.moveTo} (${card.front_text})`}
      data-testid="move-to"
      value=""
      disabled={disabled}
      onChange={(event) => {
        const target = targets.find((c) => c.id === event.target.value);
        if (target) onMove(target);
      }}
    >
      <option value="" disabled hidden>
        {MESSAGES.moveTo}
      </option>
      {targets.map((c) => (
        <option key={c.id} value={c.id}>
          {c.name}
        </option>
      ))}
    </select>
  );
}
