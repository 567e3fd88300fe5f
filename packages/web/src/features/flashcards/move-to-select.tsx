import * as Select from '@radix-ui/react-select';
import { MESSAGES } from '@swedish-translator/core';
import type { Collection, Flashcard } from './api';
import { Icon } from './ui';

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
        className="btn-ghost min-h-9 gap-1 px-2 text-xs"
        aria-label={`${MESSAGES.moveTo} (${card.front_text})`}
        data-testid="move-to"
      >
        <Select.Value placeholder={MESSAGES.moveTo} />
        <Select.Icon aria-hidden="true">
          <Icon name="chevron" className="h-3.5 w-3.5" />
        </Select.Icon>
      </Select.Trigger>
      <Select.Portal>
        <Select.Content
          position="popper"
          sideOffset={4}
          className="z-[60] max-h-72 min-w-48 max-w-[calc(100vw-2rem)] overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg"
        >
          <Select.Viewport className="p-1">
            {targets.map((target) => (
              <Select.Item
                key={target.id}
                value={target.id}
                className="cursor-pointer truncate rounded-md px-3 py-2 text-sm text-ink outline-none data-[highlighted]:bg-brand-50"
              >
                <Select.ItemText>{target.name}</Select.ItemText>
              </Select.Item>
            ))}
          </Select.Viewport>
        </Select.Content>
      </Select.Portal>
    </Select.Root>
  );
}
