import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { signUpAndSignIn } from '../../test/auth.js';
import { startMailReceiver } from '../../test/mail-receiver.js';
import { tempDir } from '../../test/temp-dir.js';
import { describeEachDatabase, testConfig } from '../../test/test-app.js';

const mail = await startMailReceiver();
afterAll(() => mail.close());

const APP_URL = 'https://translate.example.test';
const EXPIRED = '/#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired';
const RESET_SENT = 'If an account exists for this email, a password reset link has been sent.';
const uniqueEmail = () => `reset-${crypto.randomUUID()}@example.com`;

function linkIn(text: string): string {
  const match = /https:\/\/translate\.example\.test\/api\/auth\/verify\?token=[A-Za-z0-9_%-]+/.exec(text);
  if (!match) throw new Error(`no reset link in mail:\n${text}`);
  return match[0];
}

describeEachDatabase(
  'auth: password reset by email and password update',
  (ctx) => {
    const post = (url: string, payload?: unknown, authorization?: string) =>
      ctx().app.inject({
        method: 'POST',
        url,
        payload: payload as object,
        headers: authorization ? { authorization: `Bearer ${authorization}` } : {},
      });
    const verify = (link: string) => ctx().app.inject({ method: 'GET', url: link.slice(APP_URL.length) });

    it('runs the whole flow through a real SMTP server: mail, link, new password, old sessions ended', async () => {
      const email = uniqueEmail();
      const first = await signUpAndSignIn(ctx().app, { email, password: 'old-password' });
      const second = (await post('/api/auth/signin', { email, password: 'old-password' })).json().session;

      const res = await post('/api/auth/reset-password', { email: email.toUpperCase() });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: RESET_SENT });

      const message = await mail.waitFor(email);
      expect(message.text).toContain('Subject: Reset your Swedish Translator password');
      expect(message.text).toContain('From: Swedish Translator <test@localhost>');
      const link = linkIn(message.text);

      const verified = await verify(link);
      expect(verified.statusCode).toBe(302);
      expect(verified.headers['cache-control']).toBe('no-store');
      const location = String(verified.headers.location);
      expect(location).toMatch(/^\/#access_token=[^&]+&expires_in=900&type=recovery$/);
      const recoveryToken = decodeURIComponent(/access_token=([^&]+)/.exec(location)?.[1] ?? '');

      // The recovery token opens update-password only, not the rest of the API.
      expect((await post('/api/auth/signout', undefined, recoveryToken)).statusCode).toBe(401);
      // The link works once.
      expect((await verify(link)).headers.location).toBe(EXPIRED);

      const updated = await post('/api/auth/update-password', { new_password: 'new-password' }, recoveryToken);
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toEqual({ success: true, message: 'Password updated successfully' });

      // Every earlier session is gone, and the recovery token is spent.
      expect((await post('/api/auth/signout', undefined, first.accessToken)).statusCode).toBe(401);
      expect((await post('/api/auth/refresh', { refresh_token: first.refreshToken })).statusCode).toBe(401);
      expect((await post('/api/auth/refresh', { refresh_token: second.refresh_token })).statusCode).toBe(401);
      const again = await post('/api/auth/update-password', { new_password: 'third-password' }, recoveryToken);
      expect(again.statusCode).toBe(401);

      expect((await post('/api/auth/signin', { email, password: 'old-password' })).statusCode).toBe(401);
      expect((await post('/api/auth/signin', { email, password: 'new-password' })).statusCode).toBe(200);
    });

    it('answers an unknown email exactly like a known one, and sends nothing', async () => {
      const email = uniqueEmail();
      const res = await post('/api/auth/reset-password', { email });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: RESET_SENT });
      await expect(mail.waitFor(email, 500)).rejects.toThrow('no mail');
    });

    it('redirects an expired link to the expired hash', async () => {
      const email = uniqueEmail();
      await signUpAndSignIn(ctx().app, { email });
      await post('/api/auth/reset-password', { email });
      const link = linkIn((await mail.waitFor(email)).text);
      const past = new Date(Date.now() - 1000).toISOString();
      await ctx().app.database.db.updateTable('password_reset_tokens').set({ expires_at: past }).execute();
      const res = await verify(link);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(EXPIRED);
    });

    it.each([
      '/api/auth/verify',
      '/api/auth/verify?token=',
      '/api/auth/verify?token=made-up',
      `/api/auth/verify?token=${'x'.repeat(600)}`,
    ])('redirects %s to the expired hash', async (url) => {
      const res = await ctx().app.inject({ method: 'GET', url });
      expect(res.headers.location).toBe(EXPIRED);
    });

    it('lets a signed-in user change the password: this session stays, the others end', async () => {
      const email = uniqueEmail();
      const me = await signUpAndSignIn(ctx().app, { email, password: 'secret1' });
      const other = (await post('/api/auth/signin', { email, password: 'secret1' })).json().session;
      const res = await post(
        '/api/auth/update-password',
        { new_password: 'secret2', current_password: 'secret1' },
        me.accessToken,
      );
      expect(res.statusCode).toBe(200);
      expect((await post('/api/auth/signout', undefined, other.access_token)).statusCode).toBe(401);
      expect((await post('/api/auth/refresh', { refresh_token: me.refreshToken })).statusCode).toBe(200);
      expect((await post('/api/auth/signin', { email, password: 'secret2' })).statusCode).toBe(200);
    });

    it('with a normal access token, needs the current password: a stolen token alone changes nothing', async () => {
      const email = uniqueEmail();
      const me = await signUpAndSignIn(ctx().app, { email, password: 'secret1' });
      const other = (await post('/api/auth/signin', { email, password: 'secret1' })).json().session;
      const missing = await post('/api/auth/update-password', { new_password: 'stolen1' }, me.accessToken);
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ success: false, error: 'Current password is required' });
      const wrong = await post(
        '/api/auth/update-password',
        { new_password: 'stolen1', current_password: 'guess' },
        me.accessToken,
      );
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json()).toEqual({ success: false, error: 'Current password is incorrect' });
      // Nothing changed: the old password works, and no session was ended.
      expect((await post('/api/auth/signin', { email, password: 'secret1' })).statusCode).toBe(200);
      expect((await post('/api/auth/signin', { email, password: 'stolen1' })).statusCode).toBe(401);
      expect((await post('/api/auth/signout', undefined, other.access_token)).statusCode).toBe(200);
    });

    it('validates update-password input and requires a token', async () => {
      const me = await signUpAndSignIn(ctx().app);
      const none = await post('/api/auth/update-password', { new_password: 'secret2' });
      expect(none.statusCode).toBe(401);
      expect(none.json()).toEqual({ success: false, error: 'Authentication required' });
      const short = await post('/api/auth/update-password', { new_password: '12345' }, me.accessToken);
      expect(short.statusCode).toBe(400);
      expect(short.json()).toEqual({ success: false, error: 'Password must be at least 6 characters' });
      const missing = await post('/api/auth/update-password', {}, me.accessToken);
      expect(missing.json().error).toBe('New password is required');
      const wrongType = await post('/api/auth/update-password', { new_password: 123456 }, me.accessToken);
      expect(wrongType.json().error).toBe('New password must be a string');
    });

    it.each([
      [{}, 'Email is required'],
      [{ email: 'nope' }, 'Please enter a valid email address'],
      [{ email: ['a@example.com'] }, 'Email must be a string'],
    ])('refuses reset-password body %o', async (payload, error) => {
      const res = await post('/api/auth/reset-password', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, error });
    });
  },
  () => ({ auth: { ...testConfig({ dialect: 'sqlite', file: ':memory:' }).auth, appUrl: APP_URL, smtpUrl: mail.url } }),
);

describe('password reset without SMTP', () => {
  it('writes the link to the server log and answers the same', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(String(chunk));
        callback();
      },
    });
    const dir = tempDir('st-nosmtp-');
    const app = await buildApp(testConfig({ dialect: 'sqlite', file: path.join(dir, 'db.sqlite') }), {
      logger: { level: 'warn', stream },
    });
    try {
      const { user } = await signUpAndSignIn(app);
      const res = await app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { email: user.email } });
      expect(res.json()).toEqual({ success: true, message: RESET_SENT });
      await expect.poll(() => lines.join('')).toMatch(/No SMTP_URL configured.*\/api\/auth\/verify\?token=/);
      const logged = lines.join('');
      const link = /(\/api\/auth\/verify\?token=[A-Za-z0-9_-]+)/.exec(logged)?.[1] ?? '';
      const verified = await app.inject({ method: 'GET', url: link });
      expect(verified.headers.location).toMatch(/type=recovery$/);
    } finally {
      await app.close();
    }
  });
});
