import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { Layout } from './components/layout';
import { PageLoading } from './components/page-loading';
import { useAuth } from './features/auth/auth-context';
import { FlashcardsGate } from './features/flashcards/flashcards-gate';
import { TextTab } from './features/translate/text-tab';
import { TranslatePage } from './features/translate/translate-page';

// Route-level code splitting: each area loads its own chunk on first visit. The Text tab is the landing page and
// small, so it comes with the first bundle rather than a round trip later.
const loadImageTab = () => import('./features/translate/image-tab');
const loadFlashcardsArea = () => import('./features/flashcards/flashcards-area');
// A page opened directly on an area fetches that area's chunk at once, alongside the session check.
if (window.location.pathname.startsWith('/translate/image')) void loadImageTab();
if (window.location.pathname.startsWith('/flashcards')) void loadFlashcardsArea();
const ImageTab = lazy(() => loadImageTab().then((m) => ({ default: m.ImageTab })));
const FlashcardsArea = lazy(() => loadFlashcardsArea().then((m) => ({ default: m.FlashcardsArea })));

export function AppRoutes() {
  const { status } = useAuth();
  if (status === 'initialising') {
    return (
      <div className="flex min-h-screen items-center justify-center text-muted" role="status">
        Loading...
      </div>
    );
  }
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route element={<Layout />}>
          <Route index element={<Navigate to="/translate/text" replace />} />
          <Route path="translate" element={<TranslatePage />}>
            <Route index element={<TextTab />} />
            <Route path="text" element={<TextTab />} />
            <Route path="image" element={<ImageTab />} />
            <Route path="*" element={<Navigate to="/translate/text" replace />} />
          </Route>
          <Route
            path="flashcards/*"
            element={
              <FlashcardsGate>
                <FlashcardsArea />
              </FlashcardsGate>
            }
          />
          <Route path="*" element={<Navigate to="/translate/text" replace />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
