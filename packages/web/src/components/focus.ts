import { useCallback, useRef } from 'react';

/**
 * Where keyboard focus goes when what held it goes away (WCAG 2.4.3): a dialog returns focus to the element that
 * opened it, and when that element is gone (its card deleted, Sign In replaced by the account menu) to its nearest
 * neighbour; focus left on <body> by a removed element (a deleted card's button) is moved the same way.
 */

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
/** Layers that put focus back by themselves (Radix dialogs, menus, popovers). */
const OWN_FOCUS_LAYER = '[role=dialog], [role=alertdialog], [role=menu], [data-radix-popper-content-wrapper]';

/** An element and, for it and each ancestor, the siblings beside it when it was recorded. */
export interface FocusPlace {
  element: HTMLElement;
  /** The page (path and query) when recorded: focus lost to a route change is the new page's to place. */
  page: string;
  path: { node: Element; next: Element | null; previous: Element | null }[];
}

const currentPage = () => window.location.pathname + window.location.search;

function placeOf(element: HTMLElement): FocusPlace {
  const path: FocusPlace['path'] = [];
  for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
    path.push({ node, next: node.nextElementSibling, previous: node.previousElementSibling });
  }
  return { element, page: currentPage(), path };
}

function usable(element: Element): element is HTMLElement {
  return (
    element instanceof HTMLElement &&
    element.isConnected &&
    element.getClientRects().length > 0 &&
    !element.closest('[aria-hidden=true], [inert]')
  );
}

function tabbables(root: Element | null): HTMLElement[] {
  if (!root?.isConnected) return [];
  const inside = [...root.querySelectorAll(TABBABLE)].filter(usable);
  return root.matches(TABBABLE) && usable(root) ? [root, ...inside] : inside;
}

/** Focuses the recorded element, else the nearest control beside the part of the page that went away. */
export function restoreFocus(place: FocusPlace | null): void {
  if (!place) return;
  if (usable(place.element)) {
    place.element.focus();
    return;
  }
  for (const { node, next, previous } of place.path) {
    // Inside a part that is still there, then the next control after it, then the last one before it.
    const candidate =
      (node.isConnected ? tabbables(node)[0] : undefined) ?? tabbables(next)[0] ?? tabbables(previous).at(-1);
    if (candidate) {
      candidate.focus();
      return;
    }
  }
  document.querySelector<HTMLElement>('[data-page-heading]')?.focus();
}

let lastFocused: FocusPlace | null = null;
let lastPointerTarget: HTMLElement | null = null;
let lastInteraction = 0;
let lastNavigation = 0;

/** The element a dialog opening now was opened from (Safari does not focus a clicked button, hence the pointer). */
function openerPlace(): FocusPlace | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) return placeOf(active);
  return lastPointerTarget?.isConnected ? placeOf(lastPointerTarget) : lastFocused;
}

/** For Radix Dialog.Content's onCloseAutoFocus: back to the opener, or its neighbour when it is gone. */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const opener = useRef<FocusPlace | null>(null);
  if (open && !opener.current) opener.current = openerPlace();
  return useCallback((event: Event) => {
    event.preventDefault();
    const place = opener.current;
    opener.current = null;
    restoreFocus(place);
  }, []);
}

/** Called on every route change, before the new page's heading mounts. */
export function noteNavigation(): void {
  lastNavigation = performance.now();
}

/** A heading may take focus after a navigation the user made, unless they have done something since. */
export function headingMayTakeFocus(): boolean {
  return lastInteraction > 0 && lastNavigation > 0 && lastInteraction <= lastNavigation;
}

/** Installed once at start: records focus and pointer targets and rescues focus stranded on <body>. */
export function installFocusTracking(): void {
  document.addEventListener(
    'focusin',
    (event) => {
      if (event.target instanceof HTMLElement) lastFocused = placeOf(event.target);
    },
    true,
  );
  const interacted = (event: Event) => {
    lastInteraction = performance.now();
    if (event.type === 'pointerdown' && event.target instanceof Element) {
      const target = event.target.closest<HTMLElement>(TABBABLE);
      if (target) lastPointerTarget = target;
    }
  };
  document.addEventListener('pointerdown', interacted, true);
  document.addEventListener('keydown', interacted, true);
  new MutationObserver(() => {
    const stranded = document.activeElement === document.body || document.activeElement === null;
    const place = lastFocused;
    if (!stranded || !place || place.element.isConnected) return;
    // A dialog or menu puts focus back itself; a route change focuses its heading.
    if (place.path.some(({ node }) => node.matches(OWN_FOCUS_LAYER))) return;
    if (place.page !== currentPage()) return;
    lastFocused = null;
    restoreFocus(place);
  }).observe(document.body, { childList: true, subtree: true });
}
