import { describe, expect, it } from 'vitest';
import { needsRefresh, parseAuthHash, resolveStart, type StartInputs } from './session-logic';
import type { StoredSession } from './session-storage';

describe('needsRefresh', () => {
  const now = 1_700_000_000;
  it.each([
    [undefined, true],
    [now - 10, true],
    [now + 299, true],
    [now + 300, false],
    [now + 3600, false],
    [Number.NaN, true],
  ])('expires_at %s → %s', (expiresAt, expected) => {
    expect(needsRefresh({ expires_at: expiresAt }, now)).toBe(expected);
  });
});

describe('parseAuthHash', () => {
  it('finds a recovery token', () => {
    expect(parseAuthHash('#access_token=abc.def&expires_in=900&type=recovery')).toEqual({
      kind: 'recovery',
      accessToken: 'abc.def',
    });
  });
  it('finds an expired link', () => {
    expect(
      parseAuthHash(
        '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
      ),
    ).toEqual({ kind: 'expired' });
  });
  it('opens update mode without a token when the recovery hash lost it', () => {
    expect(parseAuthHash('#type=recovery')).toEqual({ kind: 'recovery', accessToken: null });
    expect(parseAuthHash('#access_token=&type=recovery')).toEqual({ kind: 'recovery', accessToken: null });
  });
  it.each(['', '#', '#access_token=x&type=signup', '#error=access_denied', '#main'])('ignores %s', (hash) => {
    expect(parseAuthHash(hash)).toEqual({ kind: 'none' });
  });
});

describe('resolveStart (app start)', () => {
  const now = 1_700_000_000;
  const session = (expires_at?: number, token = 'stored'): StoredSession => ({
    user: { id: 'u', email: 'a@b.se', full_name: null },
    access_token: token,
    refresh_token: `r-${token}`,
    ...(expires_at === undefined ? {} : { expires_at }),
  });
  const fresh = session(now + 3600, 'fresh');
  const hosted = session(now + 3600, 'hosted');
  const inputs = (overrides: Partial<StartInputs>) => {
    const calls: string[] = [];
    const all: StartInputs = {
      hash: '',
      stored: null,
      nowSeconds: now,
      refresh: async () => {
        calls.push('refresh');
        return fresh;
      },
      hostedSession: async () => {
        calls.push('hosted');
        return hosted;
      },
      ...overrides,
    };
    return { all, calls };
  };

  it('lets a recovery hash win over a stored session, without refreshing or clearing it', async () => {
    const { all, calls } = inputs({ hash: '#access_token=rec&type=recovery', stored: session(now + 10) });
    await expect(resolveStart(all)).resolves.toEqual({
      session: null,
      modal: 'update',
      recoveryToken: 'rec',
      touchStorage: false,
    });
    expect(calls).toEqual([]);
  });

  it('keeps a stored session that is good for more than 300 s', async () => {
    const stored = session(now + 301);
    const { all, calls } = inputs({ stored });
    expect((await resolveStart(all)).session).toBe(stored);
    expect(calls).toEqual([]);
  });

  it.each([
    ['expiring within 300 s', now + 299],
    ['already expired', now - 1],
    ['without an expiry', undefined],
  ])('refreshes a stored session %s', async (_name, expiresAt) => {
    const { all, calls } = inputs({ stored: session(expiresAt) });
    expect((await resolveStart(all)).session).toBe(fresh);
    expect(calls).toEqual(['refresh']);
  });

  it('clears the stored session when the refresh fails, without asking the hosted client', async () => {
    const { all, calls } = inputs({ stored: session(now + 5), refresh: async () => null });
    await expect(resolveStart(all)).resolves.toMatchObject({ session: null, touchStorage: true });
    expect(calls).toEqual([]);
  });

  it("falls back to the hosted client's session when nothing is stored", async () => {
    const { all, calls } = inputs({});
    expect((await resolveStart(all)).session).toBe(hosted);
    expect(calls).toEqual(['hosted']);
  });

  it('opens expired mode for an expired-link hash and still restores the session', async () => {
    const stored = session(now + 3600);
    const { all } = inputs({ hash: '#error=access_denied&error_code=otp_expired', stored });
    await expect(resolveStart(all)).resolves.toMatchObject({ session: stored, modal: 'expired' });
  });
});
