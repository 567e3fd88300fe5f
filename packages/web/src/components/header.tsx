import { MESSAGES } from '@swedish-translator/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useAuth } from '../features/auth/auth-context';
import { readStoredSession } from '../features/auth/session-storage';
import { noteNavigation } from './focus';

// Only signed-in users see the account menu: its dropdown library stays out of a visitor's first load. With a
// stored session it is fetched at once, while the session is checked, so the menu is there when the header is.
const loadUserMenu = () => import('../features/auth/user-menu');
if (readStoredSession()) void loadUserMenu();
const UserMenu = lazy(() => loadUserMenu().then((m) => ({ default: m.UserMenu })));

interface NavItem {
  label: string;
  to: string;
  isActive: (pathname: string) => boolean;
}

const NAV_ITEMS: NavItem[] = [
  { label: 'Text', to: '/translate/text', isActive: (p) => p === '/translate' || p.startsWith('/translate/text') },
  { label: 'Image', to: '/translate/image', isActive: (p) => p.startsWith('/translate/image') },
  { label: 'Flashcards', to: '/flashcards', isActive: (p) => p.startsWith('/flashcards') },
];

function NavButtons({ onNavigate, vertical }: { onNavigate?: () => void; vertical?: boolean }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <ul className={vertical ? 'flex flex-col gap-1' : 'flex items-center gap-1'}>
      {NAV_ITEMS.map((item) => {
        const active = item.isActive(pathname);
        return (
          <li key={item.to}>
            <button
              type="button"
              aria-current={active ? 'page' : undefined}
              data-active={active}
              onClick={() => {
                navigate(item.to);
                onNavigate?.();
              }}
              className={`btn w-full justify-start ${
                active
                  ? 'bg-brand-50 text-brand-700 ring-1 ring-brand-200'
                  : 'text-muted hover:bg-slate-100 hover:text-ink'
              }`}
            >
              {item.label}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function AuthControl({ onAction }: { onAction?: () => void }) {
  const { user, openAuthModal } = useAuth();
  if (user)
    return (
      <Suspense fallback={<span className="inline-block h-11 w-32" aria-hidden="true" />}>
        <UserMenu />
      </Suspense>
    );
  return (
    <button
      type="button"
      className="btn-primary"
      onClick={() => {
        openAuthModal('signin');
        onAction?.();
      }}
    >
      {MESSAGES.signIn}
    </button>
  );
}

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname, key } = useLocation();
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // Runs before the new page's effects (the header comes first): its heading may then take focus.
    if (key) noteNavigation();
  }, [key]);
  useEffect(() => {
    // A new page closes the mobile menu.
    if (pathname) setMenuOpen(false);
  }, [pathname]);
  const wasOpen = useRef(false);
  useEffect(() => {
    // Closed by Escape or by an action inside it: focus, left on <body> by the removed menu, goes to the toggle.
    if (wasOpen.current && !menuOpen && document.activeElement === document.body) toggle.current?.focus();
    wasOpen.current = menuOpen;
  }, [menuOpen]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setMenuOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-5xl items-center gap-4 px-4 sm:px-6">
        <Link to="/translate/text" className="tap-target flex items-center gap-2 rounded-md font-semibold text-ink">
          <img src="/favicon.svg" alt="" className="h-5 w-8" />
          <h1 className="text-lg tracking-tight">{MESSAGES.appTitle}</h1>
        </Link>
        <nav aria-label="Main" className="ml-auto hidden md:block">
          <NavButtons />
        </nav>
        <div className="hidden md:block">
          <AuthControl />
        </div>
        <button
          ref={toggle}
          type="button"
          className="btn-ghost ml-auto px-2 md:hidden"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-6 w-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
      </div>
      {menuOpen && (
        <div id="mobile-menu" className="border-t border-slate-200 bg-white px-4 py-3 md:hidden">
          <nav aria-label="Mobile">
            <NavButtons vertical onNavigate={() => setMenuOpen(false)} />
          </nav>
          <div className="mt-3 border-t border-slate-100 pt-3">
            <AuthControl onAction={() => setMenuOpen(false)} />
          </div>
        </div>
      )}
    </header>
  );
}
