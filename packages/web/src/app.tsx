import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { AuthProvider } from './features/auth/auth-context';
import { DirectionProvider } from './features/translate/direction-context';
import { AppRoutes } from './routes';

export function App() {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AuthProvider>
          <DirectionProvider>
            <AppRoutes />
          </DirectionProvider>
        </AuthProvider>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
