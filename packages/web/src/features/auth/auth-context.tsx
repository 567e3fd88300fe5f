import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { setAuthHooks } from '../../api/client';
import { refreshSession, signOutOnServer, toStoredSession } from './auth-api';
import { getHostedAuth } from './hosted-auth';
import { parseAuthHash, resolveStart } from './session-logic';
import { readStoredSession, type SessionUser, type StoredSession, writeStoredSession } from './session-storage';

export type AuthModalMode = 'signin' | 'signup' | 'reset' | 'update' | 'expired';

export interface AuthContextValue {
  status: 'initialising' | 'signed-in' | 'signed-out';
  user: SessionUser | null;
  session: StoredSession | null;
  modalMode: AuthModalMode | null;
  /** The token a recovery link (or the hosted client's recovery event) gave; update-password uses it. */
  recoveryToken: string | null;
  openAuthModal(mode?: AuthModalMode): void;
  closeAuthModal(): void;
  /** Stores (or clears) the session; a new session is also handed to the hosted auth client. */
  setSession(session: StoredSession | null): void;
  /** Forgets the recovery token and clears the URL hash (after a password update). */
  finishRecovery(): void;
  signOut(): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);
const nowSeconds = () => Math.floor(Date.now() / 1000);

function clearUrlHash(): void {
  if (window.location.hash) window.history.replaceState(null, '', window.location.pathname + window.location.search);
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<AuthContextValue['status']>('initialising');
  const [session, setSessionState] = useState<StoredSession | null>(null);
  const [modalMode, setModalMode] = useState<AuthModalMode | null>(null);
  const [recoveryToken, setRecoveryToken] = useState<string | null>(null);
  const sessionRef = useRef<StoredSession | null>(null);
  const refreshing = useRef<Promise<StoredSession | null> | null>(null);

  const apply = useCallback((next: StoredSession | null) => {
    writeStoredSession(next);
    sessionRef.current = next;
    setSessionState(next);
    setStatus(next ? 'signed-in' : 'signed-out');
  }, []);

  /** One refresh at a time: concurrent 401s share it, so a rotated token is never presented twice. */
  const refresh = useCallback((): Promise<StoredSession | null> => {
    const current = sessionRef.current ?? readStoredSession();
    if (!current?.refresh_token) return Promise.resolve(null);
    refreshing.current ??= refreshSession(current.refresh_token)
      .then((res) => toStoredSession(res.user ?? current.user, res.session))
      .catch(() => null)
      .finally(() => {
        refreshing.current = null;
      });
    return refreshing.current;
  }, []);

  useEffect(() => {
    setAuthHooks({
      getAccessToken: () => sessionRef.current?.access_token ?? null,
      refresh: async () => {
        const next = await refresh();
        if (next) apply(next);
        return next?.access_token ?? null;
      },
      signedOut: () => apply(null),
    });
    return () => setAuthHooks(null);
  }, [apply, refresh]);

  // App start (spec section 4): a recovery hash wins; else the stored session (refreshed when due); else the
  // hosted client's session.
  useEffect(() => {
    let cancelled = false;
    const hosted = getHostedAuth();
    const start = async () => {
      const stored = readStoredSession();
      sessionRef.current = stored;
      const outcome = await resolveStart({
        hash: window.location.hash,
        stored,
        nowSeconds: nowSeconds(),
        refresh: () => refresh(),
        hostedSession: () => hosted.getSession(),
      });
      if (cancelled) return;
      if (outcome.modal) setModalMode(outcome.modal);
      // An expired link's hash has been read: a reload must not open the dialog again.
      if (outcome.modal === 'expired') clearUrlHash();
      if (outcome.modal === 'update') setRecoveryToken(outcome.recoveryToken);
      if (outcome.touchStorage) apply(outcome.session);
      else {
        sessionRef.current = null;
        setStatus('signed-out');
      }
    };
    void start();
    // A reset link opened in a tab that already runs the app changes only the hash.
    const onHashChange = () => {
      const hash = parseAuthHash(window.location.hash);
      if (hash.kind === 'recovery') {
        setRecoveryToken(hash.accessToken);
        setModalMode('update');
      } else if (hash.kind === 'expired') {
        setModalMode('expired');
        clearUrlHash();
      }
    };
    window.addEventListener('hashchange', onHashChange);
    const unsubscribe = hosted.subscribe((event) => {
      if (event.type === 'session') apply(event.session);
      else if (event.type === 'signed-out') {
        if (sessionRef.current) apply(null);
      } else {
        setRecoveryToken(event.accessToken);
        setModalMode('update');
      }
    });
    return () => {
      cancelled = true;
      window.removeEventListener('hashchange', onHashChange);
      unsubscribe();
    };
  }, [apply, refresh]);

  const setSession = useCallback(
    (next: StoredSession | null) => {
      apply(next);
      if (next) void getHostedAuth().handOver(next);
    },
    [apply],
  );

  const signOut = useCallback(async () => {
    const current = sessionRef.current;
    writeStoredSession(null);
    if (current) await signOutOnServer(current.access_token);
    await getHostedAuth().signOut();
    apply(null);
  }, [apply]);

  const value = useMemo<AuthContextValue>(
    () => ({
      status,
      user: session?.user ?? null,
      session,
      modalMode,
      recoveryToken,
      openAuthModal: (mode = 'signin') => setModalMode(mode),
      closeAuthModal: () => setModalMode(null),
      setSession,
      finishRecovery: () => {
        setRecoveryToken(null);
        clearUrlHash();
      },
      signOut,
    }),
    [status, session, modalMode, recoveryToken, setSession, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside AuthProvider');
  return context;
}
