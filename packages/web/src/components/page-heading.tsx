import { MESSAGES } from '@swedish-translator/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { headingMayTakeFocus } from './focus';

/** The location whose heading last took focus: one move per navigation, however often headings re-render. */
let focusedFor: string | null = null;

/**
 * A page's main heading (h2): it names the tab ("Text Translation — Swedish Translator") and, after a navigation
 * the user made, takes focus so a screen reader announces the new page and Tab continues from there.
 */
export function PageHeading({
  title,
  children,
  className,
  id,
}: {
  /** Plain text for document.title. */
  title: string;
  /** What the heading shows; the title when left out. */
  children?: ReactNode;
  className?: string;
  id?: string;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  const { key } = useLocation();
  useEffect(() => {
    document.title = `${title} — ${MESSAGES.appTitle}`;
  }, [title]);
  useEffect(() => {
    if (focusedFor === key || !headingMayTakeFocus()) return;
    const active = document.activeElement;
    // Focus already inside the page (a field the page focused itself) stays where it is.
    if (active && active !== document.body && document.querySelector('main')?.contains(active)) return;
    focusedFor = key;
    ref.current?.focus();
  }, [key]);
  return (
    <h2 ref={ref} id={id} tabIndex={-1} data-page-heading className={className}>
      {children ?? title}
    </h2>
  );
}
