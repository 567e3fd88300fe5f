import * as Select from '@radix-ui/react-select';
import { MESSAGES } from '@swedish-translator/core';
import type { Collection, Flashcard } from './api';
import { Icon, SelectMenu } from './ui';

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
  return (
    <Select.Root
      value=""
      disabled={disabled}
      onValueChange={(id) => {
        const target = targets.find((c) => c.id === id);
        if (target) onMove(target);
      }}
    >
      <Select.Trigger
        className="btn-ghost tap-target min-h-9 min-w-24 gap-1 px-2 text-xs"
        aria-label={`${MESSAGES.moveTo} (${card.front_text})`}
        data-testid="move-to"
      >
        <Select.Value placeholder={MESSAGES.moveTo} />
        <Select.Icon aria-hidden="true">
          <Icon name="chevron" className="h-3.5 w-3.5" />
        </Select.Icon>
      </Select.Trigger>
      <SelectMenu options={targets.map((c) => ({ value: c.id, label: c.name }))} widthClass="min-w-48" />
    </Select.Root>
  );
}
