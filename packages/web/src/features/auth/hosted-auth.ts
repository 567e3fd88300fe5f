import type { StoredSession } from './session-storage';

/**
 * The hosted auth service's client (spec section 1), reduced to what the app uses. The real one is
 * @supabase/supabase-js; tests pass a fake. Nothing else in the app depends on it.
 */
export interface HostedSession {
  access_token: string;
  refresh_token: string;
  expires_at?: number;
  user?: { id: string; email?: string; user_metadata?: { full_name?: unknown } } | null;
}
export interface HostedAuthClient {
  auth: {
    getSession(): Promise<{ data: { session: HostedSession | null } }>;
    setSession(tokens: { access_token: string; refresh_token: string }): Promise<unknown>;
    signOut(): Promise<unknown>;
    onAuthStateChange(callback: (event: string, session: HostedSession | null) => void): {
      data: { subscription: { unsubscribe(): void } };
    };
  };
}

export type HostedAuthEvent =
  | { type: 'session'; session: StoredSession }
  | { type: 'signed-out' }
  | { type: 'password-recovery'; accessToken: string | null };

export interface HostedAuthBridge {
  readonly configured: boolean;
  getSession(): Promise<StoredSession | null>;
  /** Hands the backend's session to the hosted client after a sign-in. */
  handOver(session: StoredSession): Promise<void>;
  signOut(): Promise<void>;
  subscribe(listener: (event: HostedAuthEvent) => void): () => void;
}

export interface HostedAuthSettings {
  url: string;
  anonKey: string;
}

export const HOSTED_AUTH_WARNING =
  'Hosted auth is not configured (VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY unset or placeholders): using backend-only authentication.';

const PLACEHOLDER = /your[-_]|placeholder|example|changeme|xxx|<|>/i;

/** The build settings, or null when unset or obviously placeholders. */
export function readHostedAuthSettings(env: Record<string, unknown>): HostedAuthSettings | null {
  const url = typeof env.VITE_SUPABASE_URL === 'string' ? env.VITE_SUPABASE_URL.trim() : '';
  const anonKey = typeof env.VITE_SUPABASE_ANON_KEY === 'string' ? env.VITE_SUPABASE_ANON_KEY.trim() : '';
  if (!url || !anonKey || PLACEHOLDER.test(url) || PLACEHOLDER.test(anonKey)) return null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  } catch {
    return null;
  }
  return { url, anonKey };
}

export function toStoredSessionFromHosted(session: HostedSession): StoredSession | null {
  if (!session.access_token || !session.user?.email) return null;
  const fullName = session.user.user_metadata?.full_name;
  return {
    user: { id: session.user.id, email: session.user.email, full_name: typeof fullName === 'string' ? fullName : null },
    access_token: session.access_token,
    refresh_token: session.refresh_token,
    ...(typeof session.expires_at === 'number' ? { expires_at: session.expires_at } : {}),
  };
}

const disabledBridge: HostedAuthBridge = {
  configured: false,
  getSession: async () => null,
  handOver: async () => {},
  signOut: async () => {},
  subscribe: () => () => {},
};

/**
 * The bridge: unconfigured → one console warning and a no-op bridge (backend-only auth). Configured → the client
 * is loaded on first use (a dynamic import, so the library stays out of the initial bundle), and its failures
 * never break the backend's own auth.
 */
export function createHostedAuthBridge(
  settings: HostedAuthSettings | null,
  loadClient: (settings: HostedAuthSettings) => Promise<HostedAuthClient>,
  warn: (message: string) => void = console.warn,
): HostedAuthBridge {
  if (!settings) {
    warn(HOSTED_AUTH_WARNING);
    return disabledBridge;
  }
  let client: Promise<HostedAuthClient | null> | null = null;
  const getClient = () => {
    client ??= loadClient(settings).catch((error: unknown) => {
      warn(`Hosted auth client failed to load: ${String(error)}`);
      return null;
    });
    return client;
  };
  const attempt = async <T>(fallback: T, action: (c: HostedAuthClient) => Promise<T>): Promise<T> => {
    const c = await getClient();
    if (!c) return fallback;
    try {
      return await action(c);
    } catch (error) {
      warn(`Hosted auth call failed: ${String(error)}`);
      return fallback;
    }
  };
  return {
    configured: true,
    getSession: () =>
      attempt(null, async (c) => {
        const { data } = await c.auth.getSession();
        return data.session ? toStoredSessionFromHosted(data.session) : null;
      }),
    handOver: (session) =>
      attempt(undefined, async (c) => {
        await c.auth.setSession({ access_token: session.access_token, refresh_token: session.refresh_token });
      }),
    signOut: () =>
      attempt(undefined, async (c) => {
        await c.auth.signOut();
      }),
    subscribe(listener) {
      let unsubscribe: (() => void) | null = null;
      let cancelled = false;
      void getClient().then((c) => {
        if (!c || cancelled) return;
        const { data } = c.auth.onAuthStateChange((event, session) => {
          if (event === 'PASSWORD_RECOVERY') {
            listener({ type: 'password-recovery', accessToken: session?.access_token ?? null });
          } else if (event === 'SIGNED_OUT') {
            listener({ type: 'signed-out' });
          } else if (session) {
            const stored = toStoredSessionFromHosted(session);
            if (stored) listener({ type: 'session', session: stored });
          }
        });
        unsubscribe = () => data.subscription.unsubscribe();
      });
      return () => {
        cancelled = true;
        unsubscribe?.();
      };
    },
  };
}

let shared: HostedAuthBridge | null = null;

/** The app's one bridge, from the build settings; created on first use so the warning is printed once. */
export function getHostedAuth(): HostedAuthBridge {
  shared ??= createHostedAuthBridge(readHostedAuthSettings(import.meta.env), async ({ url, anonKey }) => {
    const { createClient } = await import('@supabase/supabase-js');
    return createClient(url, anonKey, {
      auth: { persistSession: false, autoRefreshToken: true },
    }) as unknown as HostedAuthClient;
  });
  return shared;
}
