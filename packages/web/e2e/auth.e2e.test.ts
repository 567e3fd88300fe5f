import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MailReceiver, startMailReceiver } from '../../server/src/test/mail-receiver';
import { launchBrowser, newPage, type RunningServer, startServer } from './harness';
import { AppShell } from './pages/app-shell';
import { AuthModal } from './pages/auth-modal';

const SESSION_KEY = 'swedish-translator.session';

let server: RunningServer;
let browser: Browser;
let mail: MailReceiver;

beforeAll(async () => {
  mail = await startMailReceiver();
  server = await startServer({ SMTP_URL: mail.url });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await mail?.close();
});

const uniqueEmail = (tag: string) => `${tag}-${crypto.randomUUID().slice(0, 8)}@example.com`;

async function open(path = '/translate/text', viewport: 'desktop' | 'phone' = 'desktop') {
  const { context, page } = await newPage(browser, viewport);
  const shell = new AppShell(page, server.url);
  await shell.goto(path);
  return { context, page, shell, modal: new AuthModal(page) };
}

async function createAccount(email: string, password: string, fullName?: string): Promise<void> {
  const res = await fetch(`${server.url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, ...(fullName ? { full_name: fullName } : {}) }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${await res.text()}`);
}

const storedSession = (page: Page) =>
  page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as { access_token: string; refresh_token: string; expires_at?: number }) : null;
  }, SESSION_KEY);

function resetLinkPath(text: string): string {
  const match = /\/api\/auth\/verify\?token=[A-Za-z0-9_%-]+/.exec(text);
  if (!match) throw new Error(`no reset link in:\n${text}`);
  return match[0];
}

describe('accounts in the browser', () => {
  it('signs up, signs in, shows the name, keeps the session over a reload, and signs out', async () => {
    const { context, page, shell, modal } = await open();
    const email = uniqueEmail('anna');
    await shell.signInButton().click();
    await expect.poll(() => modal.title()).toBe('Sign In');
    await modal.link("Don't have an account? Sign Up").click();
    await expect.poll(() => modal.title()).toBe('Sign Up');
    await modal.signUp('Anna Lindqvist', email, 'hemligt-lösen');
    await expect.poll(() => modal.status().innerText()).toBe('Account created successfully. You can now sign in.');
    await expect.poll(() => modal.isOpen(), { timeout: 5000 }).toBe(false);
    // Signed in with the same credentials: no second form to fill in.
    await expect.poll(() => shell.accountMenu().innerText()).toContain('Anna Lindqvist');
    await shell.accountMenu().click();
    await shell.signOutItem().click();

    await shell.signInButton().click();
    await modal.signIn(email.toUpperCase(), 'hemligt-lösen');
    await expect.poll(() => modal.status().innerText()).toBe('Signed in successfully');
    await expect.poll(() => modal.isOpen(), { timeout: 5000 }).toBe(false);
    await expect.poll(() => shell.accountMenu().innerText()).toContain('Anna Lindqvist');
    await shell.accountMenu().click();
    const menu = page.getByRole('menu');
    await expect.poll(() => menu.innerText()).toContain(email);
    await page.keyboard.press('Escape');

    const session = await storedSession(page);
    expect(session?.access_token).toBeTruthy();
    expect(session?.expires_at).toBeGreaterThan(Date.now() / 1000 + 3000);

    await page.reload();
    await expect.poll(() => shell.accountMenu().innerText()).toContain('Anna Lindqvist');

    await shell.accountMenu().click();
    await shell.signOutItem().click();
    await expect.poll(() => shell.signInButton().isVisible()).toBe(true);
    expect(await storedSession(page)).toBeNull();
    // The server ended the session too: the old access token is refused.
    const res = await fetch(`${server.url}/api/auth/signout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session?.access_token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(401);
    await context.close();
  });

  it('shows the email alone in the menu when there is no name', async () => {
    const email = uniqueEmail('noname');
    await createAccount(email, 'secret1');
    const { context, page, shell, modal } = await open();
    await shell.signInButton().click();
    await modal.signIn(email, 'secret1');
    await expect.poll(() => shell.accountMenu().innerText()).toContain(email);
    await shell.accountMenu().click();
    await expect.poll(() => page.getByRole('menu').innerText()).not.toMatch(new RegExp(`${email}[\\s\\S]*${email}`));
    await context.close();
  });

  it('resets a forgotten password by email and signs in with the new one', async () => {
    const email = uniqueEmail('reset');
    await createAccount(email, 'old-secret', 'Reset Person');
    const { context, page, shell, modal } = await open();
    await shell.signInButton().click();
    await modal.link('Forgot your password?').click();
    await expect.poll(() => modal.title()).toBe('Reset Password');
    await modal.field('Email').fill(email);
    await modal.submit('Send Reset Email').click();
    await expect
      .poll(() => modal.status().innerText())
      .toBe('If an account exists for this email, a password reset link has been sent.');
    await expect.poll(() => modal.title(), { timeout: 6000 }).toBe('Sign In');

    const link = resetLinkPath((await mail.waitFor(email)).text);
    await page.goto(`${server.url}${link}`);
    await expect.poll(() => modal.title()).toBe('Update Password');
    await modal.updatePassword('new-secret', 'new-secreT');
    await expect.poll(() => modal.alert().innerText()).toBe('Passwords do not match');
    await modal.updatePassword('short');
    await expect.poll(() => modal.alert().innerText()).toBe('Password must be at least 6 characters');
    await modal.updatePassword('new-secret');
    await expect.poll(() => modal.status().innerText()).toBe('Password updated successfully');
    await expect.poll(() => modal.title(), { timeout: 6000 }).toBe('Sign In');
    expect(new URL(page.url()).hash).toBe('');

    await modal.signIn(email, 'old-secret');
    await expect.poll(() => modal.alert().innerText()).toBe('Invalid email or password');
    await modal.signIn(email, 'new-secret');
    await expect.poll(() => shell.accountMenu().innerText(), { timeout: 6000 }).toContain('Reset Person');

    // The link worked once: opening it again shows the expired message.
    await page.goto(`${server.url}${link}`);
    await expect
      .poll(() => modal.alert().innerText())
      .toBe('Password reset link has expired. Please request a new one.');
    await context.close();
  });

  it.each(['desktop', 'phone'] as const)('a new account is signed in after sign-up (%s)', async (size) => {
    const { context, page, modal } = await open('/translate/text', size);
    const email = uniqueEmail('auto');
    await new AppShell(page, server.url).openSignIn();
    await modal.link("Don't have an account? Sign Up").click();
    await modal.signUp('Sam Berg', email, 'hemligt-lösen');
    await expect.poll(() => modal.status().innerText()).toBe('Account created successfully. You can now sign in.');
    await expect.poll(() => modal.isOpen(), { timeout: 5000 }).toBe(false);
    const session = await storedSession(page);
    expect(session?.access_token).toBeTruthy();
    await page.reload();
    await page.goto(`${server.url}/flashcards/collections`);
    await page.getByRole('heading', { name: 'My Collections' }).waitFor();
    await context.close();
  });

  it.each(['desktop', 'phone'] as const)('clears an expired link from the address once read (%s)', async (size) => {
    const { context, page, modal } = await open('/translate/text', size);
    await page.goto(`${server.url}/api/auth/verify?token=not-a-real-token`);
    await expect.poll(() => modal.title()).toBe('Reset Password');
    await expect.poll(() => new URL(page.url()).hash).toBe('');
    await page.reload();
    await page.getByRole('heading', { name: 'Text Translation' }).waitFor();
    await expect(modal.isOpen()).resolves.toBe(false);
    await context.close();
  });

  it('shows the expired-link mode for a bad or expired link, and can send a new email from it', async () => {
    const { context, page, modal } = await open();
    await page.goto(`${server.url}/api/auth/verify?token=not-a-real-token`);
    await expect.poll(() => modal.title()).toBe('Reset Password');
    await expect
      .poll(() => modal.alert().innerText())
      .toBe('Password reset link has expired. Please request a new one.');
    await modal.field('Email').fill(uniqueEmail('nobody'));
    await modal.submit('Send Reset Email').click();
    await expect.poll(() => modal.status().innerText()).toContain('a password reset link has been sent');
    await modal.link('Back to Sign In').click();
    await expect.poll(() => modal.title()).toBe('Sign In');
    await context.close();
  });

  it('refreshes a stored session expiring within 300 s at start, and clears one that cannot be refreshed', async () => {
    const email = uniqueEmail('refresh');
    await createAccount(email, 'secret1', 'Refresh Me');
    const { context, page, shell, modal } = await open();
    await shell.signInButton().click();
    await modal.signIn(email, 'secret1');
    await expect.poll(() => shell.accountMenu().isVisible(), { timeout: 6000 }).toBe(true);
    const before = await storedSession(page);
    await page.evaluate(
      ([key, session]) =>
        localStorage.setItem(key, JSON.stringify({ ...session, expires_at: Date.now() / 1000 + 100 })),
      [SESSION_KEY, before] as const,
    );
    await page.reload();
    await expect.poll(async () => (await storedSession(page))?.refresh_token).not.toBe(before?.refresh_token);
    expect((await storedSession(page))?.expires_at).toBeGreaterThan(Date.now() / 1000 + 3000);
    await expect.poll(() => shell.accountMenu().innerText()).toContain('Refresh Me');

    await page.evaluate(
      ([key, session]) =>
        localStorage.setItem(key, JSON.stringify({ ...session, expires_at: undefined, refresh_token: 'stolen' })),
      [SESSION_KEY, before] as const,
    );
    await page.reload();
    await expect.poll(() => shell.signInButton().isVisible()).toBe(true);
    expect(await storedSession(page)).toBeNull();
    await context.close();
  });
});

describe('hosted auth client', () => {
  it('is not configured in this build: one console warning, backend-only auth, no client library loaded', async () => {
    const { context, page } = await newPage(browser);
    const warnings: string[] = [];
    const scripts: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`${server.url}/translate/text`);
    await new AppShell(page, server.url).title.waitFor();
    await page.reload();
    await new AppShell(page, server.url).title.waitFor();
    expect(warnings.filter((w) => w.includes('Hosted auth is not configured'))).toHaveLength(2); // once per load
    expect(scripts.some((url) => /supabase|\/dist-[\w-]+\.js/.test(url))).toBe(false);
    await context.close();
  });
});

describe('auth modal modes and messages', () => {
  it('switches between modes with its links, clearing fields and messages', async () => {
    const { context, shell, modal } = await open();
    await shell.signInButton().click();
    await modal.signIn(uniqueEmail('ghost'), 'wrong-password');
    await expect.poll(() => modal.alert().innerText()).toBe('Invalid email or password');
    await modal.link("Don't have an account? Sign Up").click();
    await expect.poll(() => modal.title()).toBe('Sign Up');
    expect(await modal.alert().count()).toBe(0);
    expect(await modal.field('Email').inputValue()).toBe('');
    await modal.link('Already have an account? Sign In').click();
    await modal.link('Forgot your password?').click();
    await expect.poll(() => modal.title()).toBe('Reset Password');
    await modal.link('Back to Sign In').click();
    await expect.poll(() => modal.title()).toBe('Sign In');
    expect(await modal.field('Email').inputValue()).toBe('');
    expect(await modal.field('Password').inputValue()).toBe('');
    await modal.page.keyboard.press('Escape');
    await expect.poll(() => modal.isOpen()).toBe(false);
    await context.close();
  });

  it('validates sign-up and shows server errors', async () => {
    const email = uniqueEmail('taken');
    await createAccount(email, 'secret1');
    const { context, shell, modal } = await open();
    await shell.signInButton().click();
    await modal.link("Don't have an account? Sign Up").click();
    await modal.signUp('', email, 'secret1');
    await expect.poll(() => modal.alert().innerText()).toBe('Full name is required');
    await modal.signUp('Taken', 'not-an-email', 'secret1');
    await expect.poll(() => modal.alert().innerText()).toBe('Please enter a valid email address');
    await modal.signUp('Taken', email, '12345');
    await expect.poll(() => modal.alert().innerText()).toBe('Password must be at least 6 characters');
    await modal.signUp('Taken', email, 'secret1');
    await expect.poll(() => modal.alert().innerText()).toBe('An account with this email already exists');
    await context.close();
  });

  it('shows and hides passwords with the toggle', async () => {
    const { context, shell, modal } = await open();
    await shell.signInButton().click();
    await modal.field('Password').fill('peekaboo');
    expect(await modal.field('Password').getAttribute('type')).toBe('password');
    await modal.toggle('Show password').click();
    expect(await modal.field('Password').getAttribute('type')).toBe('text');
    expect(await modal.toggle('Hide password').getAttribute('aria-pressed')).toBe('true');
    await modal.toggle('Hide password').click();
    expect(await modal.field('Password').getAttribute('type')).toBe('password');
    await context.close();
  });

  it("says 'Operation failed' without server text and 'Network error. Please try again.' offline", async () => {
    const { context, page, shell, modal } = await open();
    await shell.signInButton().click();
    await page.route('**/api/auth/signin', (route) => route.fulfill({ status: 500, body: 'upstream broke' }));
    await modal.signIn('a@example.com', 'secret1');
    await expect.poll(() => modal.alert().innerText()).toBe('Operation failed');
    await page.unroute('**/api/auth/signin');
    await page.route('**/api/auth/signin', (route) => route.abort('failed'));
    await modal.signIn('a@example.com', 'secret1');
    await expect.poll(() => modal.alert().innerText()).toBe('Network error. Please try again.');
    await context.close();
  });

  it('update mode: missing token, server failure without text, and network failure', async () => {
    const { context, page } = await newPage(browser);
    const modal = new AuthModal(page);
    await page.goto(`${server.url}/translate/text#type=recovery`);
    await expect.poll(() => modal.title()).toBe('Update Password');
    await modal.updatePassword('new-secret');
    await expect
      .poll(() => modal.alert().innerText())
      .toBe('Password reset session not found. Please request a new reset link.');

    // Same page, new hash: the running app notices the recovery hash.
    await page.goto(`${server.url}/translate/text#access_token=forged&type=recovery`);
    await expect.poll(() => modal.title()).toBe('Update Password');
    await modal.updatePassword('new-secret');
    await expect.poll(() => modal.alert().innerText()).toBe('Invalid or expired token');
    await page.route('**/api/auth/update-password', (route) => route.fulfill({ status: 500, body: '' }));
    await modal.updatePassword('new-secret');
    await expect.poll(() => modal.alert().innerText()).toBe('Failed to update password');
    await page.unroute('**/api/auth/update-password');
    await page.route('**/api/auth/update-password', (route) => route.abort('failed'));
    await modal.updatePassword('new-secret');
    await expect.poll(() => modal.alert().innerText()).toBe('Failed to update password. Please try again.');
    await context.close();
  });

  it('opens from the mobile menu and fits a phone screen', async () => {
    const { context, page, shell, modal } = await open('/translate/text', 'phone');
    await shell.menuToggle().click();
    await shell.mobileNav().waitFor();
    await page.locator('#mobile-menu').getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect.poll(() => modal.title()).toBe('Sign In');
    const box = await modal.dialog.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    await context.close();
  });
});
