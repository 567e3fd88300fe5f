import * as Popover from '@radix-ui/react-popover';
import { MESSAGES } from '@swedish-translator/core';
import { useRef, useState } from 'react';
import { Icon } from './ui';

const LABEL = 'How spaced repetition works';

/**
 * The spaced-repetition explanation (spec: a tooltip by My Collections). A toggletip: it opens on click, tap, Enter
 * or Space (a touch screen has no hover), and also while a mouse hovers the button, as a tooltip would.
 */
export function ScheduleTip() {
  const [open, setOpen] = useState(false);
  // Opened by hovering: the click that usually follows pins it open instead of toggling it shut.
  const byHover = useRef(false);
  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        byHover.current = false;
        setOpen(next);
      }}
    >
      <Popover.Trigger asChild>
        <button
          type="button"
          className="btn-ghost rounded-full p-1"
          aria-label={LABEL}
          onPointerEnter={(event) => {
            if (event.pointerType !== 'mouse' || open) return;
            byHover.current = true;
            setOpen(true);
          }}
          onPointerLeave={(event) => {
            if (event.pointerType === 'mouse' && byHover.current) setOpen(false);
          }}
          onClick={(event) => {
            if (!byHover.current) return;
            event.preventDefault();
            byHover.current = false;
          }}
        >
          <Icon name="info" />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="bottom"
          sideOffset={6}
          collisionPadding={12}
          aria-label={LABEL}
          // Hovering only shows the text; a click, tap or key press moves focus into it for screen readers.
          onOpenAutoFocus={(event) => {
            if (byHover.current) event.preventDefault();
          }}
          className="z-50 max-w-xs rounded-lg bg-ink px-3 py-2 text-sm leading-snug text-white shadow-lg focus:outline-none"
        >
          {MESSAGES.flashcardTooltip}
          <Popover.Arrow className="fill-ink" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
