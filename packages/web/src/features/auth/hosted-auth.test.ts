import { describe, expect, it, vi } from 'vitest';
import {
  createHostedAuthBridge,
  HOSTED_AUTH_WARNING,
  type HostedAuthClient,
  type HostedAuthEvent,
  type HostedSession,
  readHostedAuthSettings,
} from './hosted-auth';

function fakeClient(initial: HostedSession | null = null) {
  let listener: ((event: string, session: HostedSession | null) => void) | null = null;
  const calls: string[] = [];
  const client: HostedAuthClient = {
    auth: {
      getSession: async () => ({ data: { session: initial } }),
      setSession: async (tokens) => {
        calls.push(`setSession:${tokens.access_token}:${tokens.refresh_token}`);
      },
      signOut: async () => {
        calls.push('signOut');
      },
      onAuthStateChange: (callback) => {
        listener = callback;
        return { data: { subscription: { unsubscribe: () => calls.push('unsubscribe') } } };
      },
    },
  };
  return { client, calls, emit: (event: string, session: HostedSession | null) => listener?.(event, session) };
}

const settings = { url: 'https://abc.supabase.co', anonKey: 'public-anon-key-123' };
const hostedSession: HostedSession = {
  access_token: 'at',
  refresh_token: 'rt',
  expires_at: 123,
  user: { id: 'u1', email: 'a@b.se', user_metadata: { full_name: 'Åsa' } },
};
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('readHostedAuthSettings', () => {
  it.each([
    [{}],
    [{ VITE_SUPABASE_URL: 'https://abc.supabase.co' }],
    [{ VITE_SUPABASE_URL: '', VITE_SUPABASE_ANON_KEY: 'k' }],
    [{ VITE_SUPABASE_URL: 'https://your-project.supabase.co', VITE_SUPABASE_ANON_KEY: 'real-key' }],
    [{ VITE_SUPABASE_URL: 'https://abc.supabase.co', VITE_SUPABASE_ANON_KEY: 'your-anon-key' }],
    [{ VITE_SUPABASE_URL: 'not a url', VITE_SUPABASE_ANON_KEY: 'real-key' }],
    [{ VITE_SUPABASE_URL: 'ftp://abc', VITE_SUPABASE_ANON_KEY: 'real-key' }],
  ])('treats %o as unconfigured', (env) => {
    expect(readHostedAuthSettings(env)).toBeNull();
  });
  it('accepts real values', () => {
    expect(
      readHostedAuthSettings({ VITE_SUPABASE_URL: ' https://abc.supabase.co ', VITE_SUPABASE_ANON_KEY: 'k1' }),
    ).toEqual({ url: 'https://abc.supabase.co', anonKey: 'k1' });
  });
});

describe('hosted auth bridge', () => {
  it('unconfigured: warns once, never loads the client, and does nothing', async () => {
    const warn = vi.fn();
    const load = vi.fn();
    const bridge = createHostedAuthBridge(null, load, warn);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(HOSTED_AUTH_WARNING);
    expect(bridge.configured).toBe(false);
    await expect(bridge.getSession()).resolves.toBeNull();
    await bridge.handOver({ user: { id: 'u', email: 'e@x.se' }, access_token: 'a', refresh_token: 'r' });
    await bridge.signOut();
    bridge.subscribe(() => {})();
    expect(load).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('configured: loads the client once, hands over the session and signs out', async () => {
    const fake = fakeClient(hostedSession);
    const load = vi.fn(async () => fake.client);
    const warn = vi.fn();
    const bridge = createHostedAuthBridge(settings, load, warn);
    expect(warn).not.toHaveBeenCalled();
    await expect(bridge.getSession()).resolves.toEqual({
      user: { id: 'u1', email: 'a@b.se', full_name: 'Åsa' },
      access_token: 'at',
      refresh_token: 'rt',
      expires_at: 123,
    });
    await bridge.handOver({ user: { id: 'u', email: 'e@x.se' }, access_token: 'A', refresh_token: 'R' });
    await bridge.signOut();
    expect(fake.calls).toEqual(['setSession:A:R', 'signOut']);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith(settings);
  });

  it('turns the client auth state changes into session, sign-out and recovery events', async () => {
    const fake = fakeClient();
    const bridge = createHostedAuthBridge(settings, async () => fake.client, vi.fn());
    const events: HostedAuthEvent[] = [];
    const unsubscribe = bridge.subscribe((e) => events.push(e));
    await flush();
    fake.emit('TOKEN_REFRESHED', hostedSession);
    fake.emit('SIGNED_OUT', null);
    fake.emit('PASSWORD_RECOVERY', { ...hostedSession, access_token: 'recovery' });
    fake.emit('INITIAL_SESSION', null);
    expect(events).toEqual([
      {
        type: 'session',
        session: expect.objectContaining({ access_token: 'at', user: expect.objectContaining({ id: 'u1' }) }),
      },
      { type: 'signed-out' },
      { type: 'password-recovery', accessToken: 'recovery' },
    ]);
    unsubscribe();
    expect(fake.calls).toContain('unsubscribe');
  });

  it('survives a client that fails to load or throws', async () => {
    const warn = vi.fn();
    const broken = createHostedAuthBridge(settings, async () => Promise.reject(new Error('offline')), warn);
    await expect(broken.getSession()).resolves.toBeNull();
    await expect(broken.signOut()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('offline'));
    const fake = fakeClient();
    fake.client.auth.signOut = async () => {
      throw new Error('boom');
    };
    const throwing = createHostedAuthBridge(settings, async () => fake.client, warn);
    await expect(throwing.signOut()).resolves.toBeUndefined();
  });
});
