import fs from 'node:fs';
import path from 'node:path';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../../test/auth.js';
import { tempDir } from '../../test/temp-dir.js';
import { describeEachDatabase } from '../../test/test-app.js';
import { SECRET_FILE_NAME } from './secret.js';
import { REFRESH_REUSE_GRACE_SECONDS } from './service.js';

const uniqueEmail = (tag = 'user') => `${tag}-${crypto.randomUUID()}@example.com`;

describeEachDatabase('auth: sign up, sign in, refresh, sign out', (ctx) => {
  const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    ctx().app.inject({ method: 'POST', url, payload: payload as object, headers });

  it('signs up with a normalised email and a trimmed full name', async () => {
    const email = uniqueEmail('Mixed');
    const res = await post('/api/auth/signup', {
      email: `  ${email.toUpperCase()} `,
      password: 'secret1',
      full_name: '  Åsa Öberg ',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, user: { email: email.toLowerCase(), full_name: 'Åsa Öberg' } });
    expect(body.message).toEqual(expect.any(String));
    expect(body.user.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(body)).not.toContain('password');
  });

  it('stores no full name when it is blank or absent', async () => {
    const a = await post('/api/auth/signup', { email: uniqueEmail(), password: 'secret1', full_name: '   ' });
    expect(a.json().user.full_name).toBeNull();
    const b = await post('/api/auth/signup', { email: uniqueEmail(), password: 'secret1' });
    expect(b.json().user.full_name).toBeNull();
  });

  it('answers 409 for a taken email, whatever its case', async () => {
    const email = uniqueEmail();
    await post('/api/auth/signup', { email, password: 'secret1' });
    const res = await post('/api/auth/signup', { email: email.toUpperCase(), password: 'other-secret' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, error: 'An account with this email already exists' });
  });

  it.each([
    [{ password: 'secret1' }, 'Email is required'],
    [{ email: 'not-an-email', password: 'secret1' }, 'Please enter a valid email address'],
    [{ email: 42, password: 'secret1' }, 'Email must be a string'],
    [{ email: 'a@example.com' }, 'Password is required'],
    [{ email: 'a@example.com', password: 12345678 }, 'Password must be a string'],
    [{ email: 'a@example.com', password: '12345' }, 'Password must be at least 6 characters'],
    [{ email: 'a@example.com', password: 'x'.repeat(1025) }, 'Password must be at most 1024 characters'],
    [
      { email: 'a@example.com', password: 'secret1', full_name: 'x'.repeat(101) },
      'Full name must be at most 100 characters',
    ],
    [{ email: 'a@example.com', password: 'secret1', full_name: 7 }, 'Full name must be a string'],
  ])('refuses sign-up body %o with 400', async (payload, error) => {
    const res = await post('/api/auth/signup', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error });
  });

  it('refuses a non-object body and a 10 MB string', async () => {
    const array = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { 'content-type': 'application/json' },
      payload: '["a"]',
    });
    expect(array.statusCode).toBe(400);
    expect(array.json().error).toBe('Request body must be a JSON object');
    const huge = await post('/api/auth/signup', { email: 'a@example.com', password: 'x'.repeat(10 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ success: false, error: 'Request body is too large' });
  });

  it('accepts unicode passwords, names and email addresses', async () => {
    const email = `björn-${crypto.randomUUID()}@exempel.se`;
    const password = 'lösenord-🔑-密码';
    const { user } = await signUpAndSignIn(ctx().app, {
      email: email.toUpperCase(),
      password,
      full_name: 'Björn 😀 Ängström',
    });
    expect(user).toMatchObject({ email, full_name: 'Björn 😀 Ängström' });
    const wrong = await post('/api/auth/signin', { email, password: 'losenord-🔑-密码' });
    expect(wrong.statusCode).toBe(401);
  });

  it('signs in with the spec shape and a one-hour access token', async () => {
    const email = uniqueEmail();
    await post('/api/auth/signup', { email, password: 'secret1', full_name: 'Ann' });
    const before = Math.floor(Date.now() / 1000);
    const res = await post('/api/auth/signin', { email: `  ${email.toUpperCase()}`, password: 'secret1' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: expect.any(String),
      user: { id: expect.any(String), email, full_name: 'Ann' },
      session: { access_token: expect.any(String), refresh_token: expect.any(String), expires_at: expect.any(Number) },
    });
    expect(body.session.expires_at).toBeGreaterThanOrEqual(before + 3600);
    expect(body.session.expires_at).toBeLessThanOrEqual(before + 3602);
    const header = JSON.parse(Buffer.from(body.session.access_token.split('.')[0], 'base64url').toString());
    expect(header.alg).toBe('HS256');
  });

  it('answers a wrong password and an unknown email identically', async () => {
    const email = uniqueEmail();
    await post('/api/auth/signup', { email, password: 'secret1' });
    const wrong = await post('/api/auth/signin', { email, password: 'secret2' });
    const unknown = await post('/api/auth/signin', { email: uniqueEmail('nobody'), password: 'secret1' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, error: 'Invalid email or password' });
    }
  });

  it('refreshes with rotation; a reused token inside the grace period still works', async () => {
    const { refreshToken } = await signUpAndSignIn(ctx().app);
    const first = await post('/api/auth/refresh', { refresh_token: refreshToken });
    expect(first.statusCode).toBe(200);
    const session = first.json().session;
    expect(session.refresh_token).not.toBe(refreshToken);
    expect(first.json()).toMatchObject({ success: true, session: { expires_at: expect.any(Number) } });
    const me = await post('/api/auth/signout', undefined, { authorization: `Bearer ${session.access_token}` });
    expect(me.statusCode).toBe(200);
    // A second tab presenting the same (now spent) token at once is not treated as theft…
    const { refreshToken: other } = await signUpAndSignIn(ctx().app);
    const a = await post('/api/auth/refresh', { refresh_token: other });
    const b = await post('/api/auth/refresh', { refresh_token: other });
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(REFRESH_REUSE_GRACE_SECONDS).toBe(10);
  });

  it('revokes the whole session when a spent refresh token comes back after the grace period', async () => {
    const { app } = ctx();
    const { refreshToken, headers } = await signUpAndSignIn(app);
    const rotated = (await post('/api/auth/refresh', { refresh_token: refreshToken })).json().session;
    // Age the spent token past the grace period.
    const past = new Date(Date.now() - (REFRESH_REUSE_GRACE_SECONDS + 1) * 1000).toISOString();
    await app.database.db
      .updateTable('refresh_tokens')
      .set({ used_at: past })
      .where('used_at', 'is not', null)
      .execute();
    const reuse = await post('/api/auth/refresh', { refresh_token: refreshToken });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ success: false, error: 'Invalid or expired refresh token' });
    // The legitimate holder's newer tokens die with it.
    expect((await post('/api/auth/refresh', { refresh_token: rotated.refresh_token })).statusCode).toBe(401);
    const access = { authorization: `Bearer ${rotated.access_token}` };
    expect((await post('/api/auth/signout', undefined, access)).statusCode).toBe(401);
    expect((await post('/api/auth/signout', undefined, headers)).statusCode).toBe(401);
  });

  it('refuses unknown, missing and malformed refresh tokens', async () => {
    expect((await post('/api/auth/refresh', { refresh_token: 'nope' })).statusCode).toBe(401);
    const missing = await post('/api/auth/refresh', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('Refresh token is required');
    expect((await post('/api/auth/refresh', { refresh_token: ['x'] })).statusCode).toBe(400);
  });

  it('signs out: the access token and the refresh token stop working at once', async () => {
    const { headers, refreshToken } = await signUpAndSignIn(ctx().app);
    const out = await post('/api/auth/signout', undefined, headers);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ success: true });
    const again = await post('/api/auth/signout', undefined, headers);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ success: false, error: 'Invalid or expired token' });
    expect((await post('/api/auth/refresh', { refresh_token: refreshToken })).statusCode).toBe(401);
  });

  it("prunes a user's ended sessions at the next sign-in", async () => {
    const { app } = ctx();
    const email = uniqueEmail();
    const first = await signUpAndSignIn(app, { email, password: 'secret1' });
    await post('/api/auth/signout', undefined, first.headers);
    const count = async () =>
      (await app.database.db.selectFrom('sessions').select('id').where('user_id', '=', first.user.id).execute()).length;
    expect(await count()).toBe(1);
    await post('/api/auth/signin', { email, password: 'secret1' });
    expect(await count()).toBe(1);
    const tokens = await app.database.db.selectFrom('refresh_tokens').select('token_hash').execute();
    expect(tokens.every((t) => t.token_hash.length === 64)).toBe(true);
  });

  it('keeps other sessions alive when one signs out', async () => {
    const { app } = ctx();
    const email = uniqueEmail();
    const first = await signUpAndSignIn(app, { email, password: 'secret1' });
    const second = (await post('/api/auth/signin', { email, password: 'secret1' })).json().session;
    await post('/api/auth/signout', undefined, first.headers);
    const res = await post('/api/auth/signout', undefined, { authorization: `Bearer ${second.access_token}` });
    expect(res.statusCode).toBe(200);
  });
});

describeEachDatabase('auth: bearer tokens are checked on every request', (ctx) => {
  const secretOf = () => fs.readFileSync(path.join(ctx().app.config.dataDir, SECRET_FILE_NAME), 'utf8');
  const signout = (authorization?: string) =>
    ctx().app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      headers: authorization ? { authorization } : {},
    });
  const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());

  it('keeps a generated secret in DATA_DIR, readable only by the owner', () => {
    const file = path.join(ctx().app.config.dataDir, SECRET_FILE_NAME);
    expect(secretOf().length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(file).mode & 0o077).toBe(0);
  });

  it('refuses a missing or non-bearer header', async () => {
    const res = await signout();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, error: 'Authentication required' });
    expect((await signout('Basic abc')).statusCode).toBe(401);
    expect((await signout('Bearer')).statusCode).toBe(401);
  });

  it('refuses alg none', async () => {
    const { accessToken } = await signUpAndSignIn(ctx().app);
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = accessToken.split('.')[1];
    expect((await signout(`Bearer ${header}.${payload}.`)).statusCode).toBe(401);
    expect((await signout(`Bearer ${header}.${payload}`)).statusCode).toBe(401);
  });

  it('refuses a bad signature and a tampered payload', async () => {
    const { accessToken } = await signUpAndSignIn(ctx().app);
    const [h, p, s] = accessToken.split('.') as [string, string, string];
    const flipped = `${s.slice(0, -2)}${s.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await signout(`Bearer ${h}.${p}.${flipped}`)).statusCode).toBe(401);
    const other = await signUpAndSignIn(ctx().app);
    const otherPayload = other.accessToken.split('.')[1];
    expect((await signout(`Bearer ${h}.${otherPayload}.${s}`)).statusCode).toBe(401);
    const forged = await new SignJWT(claimsOf(accessToken))
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('a-different-secret-of-at-least-32-chars!'));
    expect((await signout(`Bearer ${forged}`)).statusCode).toBe(401);
    expect((await signout('Bearer not.a.jwt')).statusCode).toBe(401);
  });

  it('refuses an expired token signed with the real secret', async () => {
    const { accessToken } = await signUpAndSignIn(ctx().app);
    const claims = claimsOf(accessToken);
    const expired = await new SignJWT({ ...claims, iat: claims.iat - 7200, exp: claims.iat - 3600 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(secretOf()));
    expect((await signout(`Bearer ${expired}`)).statusCode).toBe(401);
    // The same claims re-signed with a valid expiry pass: the refusal above is the expiry, not the signature.
    const fresh = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(secretOf()));
    expect((await signout(`Bearer ${fresh}`)).statusCode).toBe(200);
  });

  it('refuses a validly signed token whose session is revoked or belongs to someone else', async () => {
    const a = await signUpAndSignIn(ctx().app);
    const b = await signUpAndSignIn(ctx().app);
    const claims = claimsOf(a.accessToken);
    const mixed = await new SignJWT({ ...claims, sub: b.user.id })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(secretOf()));
    expect((await signout(`Bearer ${mixed}`)).statusCode).toBe(401);
    await signout(`Bearer ${a.accessToken}`);
    expect((await signout(`Bearer ${a.accessToken}`)).statusCode).toBe(401);
  });

  it('guards every other /api route by default, and leaves non-API routes alone', async () => {
    const { app } = ctx();
    const user = await signUpAndSignIn(app);
    const other = await app.inject({ method: 'GET', url: '/healthz' });
    expect(other.statusCode).toBe(200);
    // /api/auth/verify is public; a bogus token just redirects to the expired hash.
    const verify = await app.inject({ method: 'GET', url: '/api/auth/verify?token=bogus' });
    expect(verify.statusCode).toBe(302);
    expect(user.headers.authorization).toMatch(/^Bearer /);
  });
});

describe('a route another feature adds under /api', () => {
  it('requires a session unless it is marked public', async () => {
    const { buildApp } = await import('../../app.js');
    const { testConfig } = await import('../../test/test-app.js');
    const dir = tempDir('st-guard-');
    const app = await buildApp(testConfig({ dialect: 'sqlite', file: path.join(dir, 'db.sqlite') }), { logger: false });
    app.get('/api/things', async (request) => ({ success: true, user: request.user.id }));
    app.get('/api/open', { config: { public: true } }, async () => ({ success: true }));
    app.get('/api/explicit', { preHandler: app.authenticate }, async (request) => ({ user: request.user.email }));
    try {
      expect((await app.inject({ method: 'GET', url: '/api/things' })).statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url: '/api/open' })).statusCode).toBe(200);
      const user = await signUpAndSignIn(app, { email: 'me@example.com' });
      const res = await app.inject({ method: 'GET', url: '/api/things', headers: user.headers });
      expect(res.json()).toEqual({ success: true, user: user.user.id });
      const explicit = await app.inject({ method: 'GET', url: '/api/explicit', headers: user.headers });
      expect(explicit.json()).toEqual({ user: 'me@example.com' });
    } finally {
      await app.close();
    }
  });
});

describe('content security policy with a hosted auth service', () => {
  it('admits the hosted auth origin in connect-src only when configured', async () => {
    const { buildApp } = await import('../../app.js');
    const { testConfig } = await import('../../test/test-app.js');
    const dir = tempDir('st-csp-');
    const base = testConfig({ dialect: 'sqlite', file: path.join(dir, 'db.sqlite') });
    const app = await buildApp(
      { ...base, auth: { ...base.auth, hostedAuthOrigin: 'https://abc.supabase.co' } },
      {
        logger: false,
      },
    );
    try {
      const res = await app.inject({ method: 'GET', url: '/healthz' });
      expect(res.headers['content-security-policy']).toContain("connect-src 'self' https://abc.supabase.co");
    } finally {
      await app.close();
    }
  });
});
