import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useAuth } from '../features/auth/auth-context';
import { Header } from './header';

// Loaded on first open (or at start when a reset link opens it), keeping the dialog out of the first bundle.
const AuthModal = lazy(() => import('../features/auth/auth-modal').then((m) => ({ default: m.AuthModal })));

export function Layout() {
  const { modalMode } = useAuth();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 btn-primary"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-6 sm:px-6 sm:py-10">
        <Outlet />
      </main>
      <footer className="border-t border-slate-200 py-6 text-center text-xs text-muted">
        Swedish Translator — translate, save, and review.
      </footer>
      {modalMode && (
        <Suspense fallback={null}>
          <AuthModal />
        </Suspense>
      )}
    </div>
  );
}
