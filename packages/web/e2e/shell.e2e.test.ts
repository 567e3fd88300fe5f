import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, type RunningServer, startServer } from './harness';
import { AppShell } from './pages/app-shell';
import { TranslatePage } from './pages/translate-page';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(path: string, viewport: 'desktop' | 'phone' = 'desktop') {
  const { context, page } = await newPage(browser, viewport);
  const shell = new AppShell(page, server.url);
  await shell.goto(path);
  return { context, page, shell };
}

describe('routes and redirects', () => {
  it.each([
    ['/', '/translate/text'],
    ['/some/unknown/path', '/translate/text'],
    ['/translate/unknown', '/translate/text'],
    ['/translate', '/translate'],
    ['/translate/text', '/translate/text'],
    ['/translate/image', '/translate/image'],
  ])('%s ends on %s', async (from, to) => {
    const { context, shell } = await open(from);
    await shell.page.waitForURL((url) => url.pathname === to);
    expect(shell.pathname()).toBe(to);
    await context.close();
  });

  it('/translate shows the text tab', async () => {
    const { context, page } = await open('/translate');
    const translate = new TranslatePage(page);
    await expect(translate.heading().innerText()).resolves.toBe('Text Translation');
    await translate.subtitle('Translate text between Swedish and English').waitFor();
    await context.close();
  });

  it('the image tab has its own heading and subtitle', async () => {
    const { context, page } = await open('/translate/image');
    const translate = new TranslatePage(page);
    await expect(translate.heading().innerText()).resolves.toBe('Image Translation');
    await translate.subtitle('Extract and translate text from images.').waitFor();
    await context.close();
  });

  it.each(['/flashcards', '/flashcards/collections', '/flashcards/collection/abc', '/flashcards/review'])(
    '%s asks a visitor to sign in',
    async (path) => {
      const { context, page } = await open(path);
      await page.getByText('Sign in to access flashcards', { exact: true }).waitFor();
      const main = page.getByRole('main');
      await expect(main.getByRole('button', { name: 'Sign In' }).isVisible()).resolves.toBe(true);
      expect(new URL(page.url()).pathname).toBe(path);
      await context.close();
    },
  );
});

describe('header', () => {
  it('shows the title, the nav with an active state by path, and Sign In', async () => {
    const { context, shell } = await open('/translate/text');
    await expect(shell.title.isVisible()).resolves.toBe(true);
    await expect.poll(() => shell.navButton('Text').getAttribute('aria-current')).toBe('page');
    await expect.poll(() => shell.navButton('Image').getAttribute('aria-current')).toBeNull();
    await shell.navButton('Image').click();
    await shell.page.waitForURL(/\/translate\/image$/);
    await expect.poll(() => shell.navButton('Image').getAttribute('aria-current')).toBe('page');
    await shell.navButton('Flashcards').click();
    await shell.page.waitForURL(/\/flashcards$/);
    await expect.poll(() => shell.navButton('Flashcards').getAttribute('aria-current')).toBe('page');
    await expect(shell.signInButton().isVisible()).resolves.toBe(true);
    await expect(shell.menuToggle().isVisible()).resolves.toBe(false);
    await context.close();
  });

  it('on a phone, the menu toggle repeats the nav', async () => {
    const { context, shell } = await open('/translate/text', 'phone');
    await expect(shell.mainNav().isVisible()).resolves.toBe(false);
    const toggle = shell.menuToggle();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    const nav = shell.mobileNav();
    await shell.navButton('Image', nav).click();
    await shell.page.waitForURL(/\/translate\/image$/);
    await expect(nav.isVisible()).resolves.toBe(false);
    await toggle.click();
    await expect(shell.navButton('Image', shell.mobileNav()).getAttribute('aria-current')).resolves.toBe('page');
    await context.close();
  });
});

describe('direction switcher', () => {
  it('swaps sv-en and en-sv, shared by both tabs', async () => {
    const { context, page, shell } = await open('/translate/text');
    const translate = new TranslatePage(page);
    await expect.poll(() => translate.languages()).toEqual(['Swedish', 'English']);
    await translate.swapButton().click();
    await expect.poll(() => translate.languages()).toEqual(['English', 'Swedish']);
    await shell.navButton('Image').click();
    await page.waitForURL(/\/translate\/image$/);
    await expect.poll(() => translate.languages()).toEqual(['English', 'Swedish']);
    await translate.swapButton().click();
    await expect.poll(() => translate.languages()).toEqual(['Swedish', 'English']);
    await context.close();
  });

  it('is reachable and operable by keyboard', async () => {
    const { context, page } = await open('/translate/text');
    const translate = new TranslatePage(page);
    await translate.swapButton().focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => translate.languages()).toEqual(['English', 'Swedish']);
    await context.close();
  });
});

describe('compressed assets', () => {
  it.each(['desktop', 'phone'] as const)(
    'the browser gets the page, scripts and styles Brotli-compressed (%s)',
    async (size) => {
      const { context, page } = await newPage(browser, size);
      const seen: { url: string; encoding?: string; vary?: string; type?: string; cache?: string }[] = [];
      page.on('response', async (response) => {
        const url = new URL(response.url());
        if (url.pathname.startsWith('/assets/') || url.pathname === '/translate/text') {
          const headers = await response.allHeaders();
          seen.push({
            url: url.pathname,
            encoding: headers['content-encoding'],
            vary: headers.vary,
            type: headers['content-type'],
            cache: headers['cache-control'],
          });
        }
      });
      await new AppShell(page, server.url).goto('/translate/text');
      await page.getByRole('textbox').waitFor();
      const scripts = seen.filter((r) => r.url.endsWith('.js'));
      expect(scripts.length).toBeGreaterThan(0);
      for (const response of seen) {
        // Tiny files are not worth compressing; everything else arrives as Brotli.
        if (response.encoding === undefined) continue;
        expect(response.encoding).toBe('br');
        expect(response.vary).toMatch(/Accept-Encoding/i);
      }
      const main = seen.find((r) => r.url === '/translate/text');
      expect(main).toMatchObject({ encoding: 'br', cache: 'no-cache' });
      expect(main?.type).toMatch(/^text\/html/);
      const css = seen.find((r) => r.url.endsWith('.css'));
      expect(css).toMatchObject({ encoding: 'br', cache: 'public, max-age=31536000, immutable' });
      expect(scripts.filter((r) => r.encoding === 'br').length).toBeGreaterThanOrEqual(scripts.length - 1);
      await context.close();
    },
  );
});
