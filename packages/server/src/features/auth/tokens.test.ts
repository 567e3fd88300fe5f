import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, TokenSigner } from './tokens.js';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const claims = { userId: 'u1', sessionId: 's1', kind: 'user' as const };

describe('TokenSigner', () => {
  it('verifies its own tokens, and again from memory', async () => {
    const signer = new TokenSigner(SECRET);
    const { token } = await signer.sign(claims, 1_000_000);
    expect(await signer.verify(token, 1_000_010)).toEqual(claims);
    expect(await signer.verify(token, 1_000_020)).toEqual(claims);
  });

  it('refuses a remembered token once it has expired', async () => {
    const signer = new TokenSigner(SECRET);
    const { token, expiresAt } = await signer.sign(claims, 1_000_000);
    expect(expiresAt).toBe(1_000_000 + ACCESS_TOKEN_TTL_SECONDS);
    expect(await signer.verify(token, 1_000_001)).toEqual(claims);
    expect(await signer.verify(token, expiresAt)).toBeNull();
  });

  it('refuses an expired token it never saw', async () => {
    const signer = new TokenSigner(SECRET);
    const { token, expiresAt } = await signer.sign(claims, 1_000_000);
    expect(await new TokenSigner(SECRET).verify(token, expiresAt + 1)).toBeNull();
    expect(await signer.verify(token, expiresAt + 1)).toBeNull();
  });

  it('refuses a token signed with another secret, a tampered one and alg none', async () => {
    const signer = new TokenSigner(SECRET);
    const { token } = await new TokenSigner(`${SECRET}-other`).sign(claims, 1_000_000);
    expect(await signer.verify(token, 1_000_001)).toBeNull();
    const good = (await signer.sign(claims, 1_000_000)).token;
    const [header, , signature] = good.split('.');
    const payload = Buffer.from(
      JSON.stringify({ sub: 'u2', sid: 's1', typ: 'user', iat: 1_000_000, exp: 2_000_000 }),
    ).toString('base64url');
    expect(await signer.verify(`${header}.${payload}.${signature}`, 1_000_001)).toBeNull();
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    expect(await signer.verify(none, 1_000_001)).toBeNull();
  });

  it('remembers a bounded number of tokens and still verifies evicted ones', async () => {
    const signer = new TokenSigner(SECRET, 2);
    const tokens = await Promise.all(
      ['a', 'b', 'c'].map(async (sid) => (await signer.sign({ ...claims, sessionId: sid }, 1_000_000)).token),
    );
    for (const token of tokens) expect(await signer.verify(token, 1_000_001)).not.toBeNull();
    expect(await signer.verify(tokens[0] as string, 1_000_001)).toMatchObject({ sessionId: 'a' });
  });

  it('refuses a correctly signed token without the claims it needs', async () => {
    const signer = new TokenSigner(SECRET);
    const bare = await new SignJWT({ sid: 's1', typ: 'user' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('swedish-translator')
      .setAudience('swedish-translator')
      .setIssuedAt(1_000_000)
      .setExpirationTime(1_000_000 + 60)
      .sign(new TextEncoder().encode(SECRET));
    expect(await signer.verify(bare, 1_000_001)).toBeNull();
  });
});
