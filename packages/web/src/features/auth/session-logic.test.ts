import { describe, expect, it } from 'vitest';
import { needsRefresh, parseAuthHash } from './session-logic';

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
