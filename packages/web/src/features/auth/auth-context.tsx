import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { readStoredSession, type SessionUser, type StoredSession, writeStoredSession } from './session-storage';

export type AuthModalMode = 'signin' | 'signup' | 'reset' | 'update' | 'expired';

export interface AuthContextValue {
  status: 'initialising' | 'signed-in' | 'signed-out';
  user: SessionUser | null;
  session: StoredSession | null;
  modalMode: AuthModalMode | null;
  openAuthModal(mode?: AuthModalMode): void;
  closeAuthModal(): void;
  setSession(session: StoredSession | null): void;
  signOut(): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<AuthContextValue['status']>('initialising');
  const [session, setSessionState] = useState<StoredSession | null>(null);
  const [modalMode, setModalMode] = useState<AuthModalMode | null>(null);

  useEffect(() => {
    const stored = readStoredSession();
    setSessionState(stored);
    setStatus(stored ? 'signed-in' : 'signed-out');
  }, []);

  const setSession = useCallback((next: StoredSession | null) => {
    writeStoredSession(next);
    setSessionState(next);
    setStatus(next ? 'signed-in' : 'signed-out');
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      status,
      user: session?.user ?? null,
      session,
      modalMode,
      openAuthModal: (mode = 'signin') => setModalMode(mode),
      closeAuthModal: () => setModalMode(null),
      setSession,
      signOut: async () => setSession(null),
    }),
    [status, session, modalMode, setSession],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside AuthProvider');
  return context;
}
