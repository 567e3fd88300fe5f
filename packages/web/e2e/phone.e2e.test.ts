import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, type RunningServer } from './harness';
import { AppShell } from './pages/app-shell';
import { FlashcardsPages } from './pages/flashcards-pages';
import { TextTabPage } from './pages/text-tab';
import { postAs, signInContext, type TestUser } from './session';
import { type StubbedApp, startStubbedApp } from './stub-libretranslate';

/** Phones (issue 15): nothing scrolls sideways at 390 px, 44 px touch targets, no keyboard hints, tap-able tips. */

const COMPOUND = 'kommunfullmäktigesammanträdets'; // 30 characters, one word
const URL_TEXT = 'https://example.se/kommunfullmaktige/protokoll-2024-11-24.pdf';
const LONG = `${COMPOUND} ${URL_TEXT}`;

let app: StubbedApp;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = app = await startStubbedApp());
});

afterAll(async () => {
  await app?.stop();
});

let users = 0;
/** A user whose name, collection and cards all carry the long compound and the URL. */
async function longTextUser(): Promise<{ user: TestUser; collectionId: string }> {
  users += 1;
  const email = `phone${users}-${Date.now()}@example.com`;
  const post = async (path: string, body: object) => {
    const res = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<{ session: TestUser['session']; user: TestUser['session']['user'] }>;
  };
  const password = 'correct horse 42';
  await post('/api/auth/signup', { email, password, full_name: LONG });
  const signin = await post('/api/auth/signin', { email, password });
  const user: TestUser = { email, password, session: { ...signin.session, user: signin.user } };
  const call = (url: string, body: object) => postAs(server.url, user, url, body);
  const created = await call('/api/collections', { name: LONG, description: `${LONG} ${LONG}` });
  const collectionId = created.collection?.id ?? '';
  await call(`/api/collections/${collectionId}/flashcards`, {
    front_text: LONG,
    back_text: LONG,
    example_sentence: `Ett ${LONG} exempel`,
  });
  return { user, collectionId };
}

/** Everything that sticks out past the right edge of the screen, and the page's own sideways scroll. */
async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const found: string[] = [];
    const scroller = document.scrollingElement;
    if (scroller && scroller.scrollWidth > width) found.push(`page scrolls sideways: ${scroller.scrollWidth} px`);
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 0.5) continue;
      const style = getComputedStyle(el);
      if (style.position === 'absolute' && style.clip !== 'auto') continue; // sr-only
      // Cut off by a clipping box that itself fits (truncated text): nothing sticks out.
      let clipped = false;
      for (let up = el.parentElement; up && !clipped; up = up.parentElement) {
        clipped = getComputedStyle(up).overflowX !== 'visible' && up.getBoundingClientRect().right <= width + 0.5;
      }
      if (clipped) continue;
      found.push(`${el.tagName.toLowerCase()}.${el.className}: right edge ${Math.round(box.right)} px`);
    }
    return found.slice(0, 5);
  });
}

/** Visible controls smaller than 44 × 44 px (links inside running text are exempt, WCAG 2.5.8). */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'button, a[href], input:not([type=hidden]), textarea, select, [role=option], [role=menuitem], [role=combobox]';
    const found: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue; // hidden, or visually hidden (sr-only)
      if (el.tagName === 'A' && el.closest('p, li.markdown, .markdown-output')) continue;
      if (box.width < 43.5 || box.height < 43.5) {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30);
        found.push(`${el.tagName.toLowerCase()} "${name}": ${Math.round(box.width)} × ${Math.round(box.height)}`);
      }
    }
    return found;
  });
}

describe('at 390 px nothing scrolls sideways, whatever the text', () => {
  it('every screen with a 30-letter compound and a long URL everywhere text appears', {
    timeout: 120_000,
  }, async () => {
    const { user, collectionId } = await longTextUser();
    const { context, page } = await newPage(browser, 'phone', { touch: true });
    await signInContext(context, user);
    const shell = new AppShell(page, server.url);
    const fc = new FlashcardsPages(page);
    const report: string[] = [];
    const check = async (screen: string) => {
      await page.waitForTimeout(200);
      for (const line of await overflow(page)) report.push(`${screen}: ${line}`);
    };
    try {
      await shell.goto('/translate/text');
      const text = new TextTabPage(page);
      await text.translate(`${LONG}\n\n${LONG} ${LONG}`);
      await text.output().waitFor();
      await check('text tab with input and translation');
      await page.getByRole('button', { name: 'Create Flashcard' }).click();
      await fc.dialog().waitFor();
      await check('create flashcard dialog');
      await fc.dialog().getByLabel('Collection').click();
      await page.getByRole('option').first().waitFor();
      await check('create flashcard: collection select open');
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await fc.dialog().waitFor({ state: 'detached' });

      await shell.menuToggle().click();
      await check('mobile menu with the account button');
      await shell.accountMenu().click();
      await page.getByRole('menu').waitFor();
      await check('account menu');
      await page.keyboard.press('Escape');

      await shell.goto('/flashcards/collections');
      await fc.collectionCards().first().waitFor();
      await check('collections');
      await fc
        .collectionCards()
        .first()
        .getByRole('button', { name: /^Delete / })
        .click();
      await fc.alertDialog().waitFor();
      await check('delete collection dialog');
      await fc.alertDialog().getByRole('button', { name: 'Cancel' }).click();

      await shell.goto(`/flashcards/collection/${collectionId}`);
      await fc.flashcards().first().waitFor();
      await check('collection detail');
      await fc.flashcards().first().locator('button[aria-pressed]').click();
      await fc.flashcards().first().getByTestId('flashcard-back').waitFor();
      await check('collection detail, card flipped');

      await shell.goto('/flashcards/collection/not-a-collection');
      await fc.heading('Collection not found').waitFor();
      await check('collection not found, with the list');

      await shell.goto('/flashcards/review');
      await fc.reviewCard().waitFor();
      await check('review, front');
      await fc.reviewCard().click();
      await page.getByTestId('review-back').waitFor();
      await check('review, answer');
    } catch (error) {
      report.push(`walk stopped: ${String(error).split('\n')[0]}`);
    } finally {
      await context.close();
    }
    expect(report).toEqual([]);
  });
});

describe('touch screens', () => {
  it('every control is at least 44 × 44 px', { timeout: 60_000 }, async () => {
    const { user, collectionId } = await longTextUser();
    const { context, page } = await newPage(browser, 'phone', { touch: true });
    await signInContext(context, user);
    const shell = new AppShell(page, server.url);
    const fc = new FlashcardsPages(page);
    const report: string[] = [];
    const check = async (screen: string, on = page) => {
      for (const line of await smallTargets(on)) report.push(`${screen}: ${line}`);
    };
    try {
      await shell.goto('/translate/text');
      await new TextTabPage(page).translate('Hej.');
      await page.getByTestId('translation-output').waitFor();
      await check('text tab');
      await shell.menuToggle().click();
      await check('mobile menu');
      await shell.accountMenu().click();
      await page.getByRole('menu').waitFor();
      await check('account menu');
      await page.keyboard.press('Escape');
      await shell.goto('/flashcards/collections');
      await fc.collectionCards().first().waitFor();
      await check('collections');
      await shell.goto(`/flashcards/collection/${collectionId}`);
      await fc.flashcards().first().waitFor();
      await check('collection detail');
      await fc.button('Add Flashcard').first().click();
      await check('add flashcard dialog');
      await page.keyboard.press('Escape');
      await shell.goto('/flashcards/collection/not-a-collection');
      await fc.heading('Collection not found').waitFor();
      await check('collection not found');
      await shell.goto('/flashcards/review');
      await fc.reviewCard().tap();
      await fc.button(/^Easy/, false).waitFor();
      await check('review');
    } finally {
      await context.close();
    }
    const visitor = await newPage(browser, 'phone', { touch: true });
    try {
      await new AppShell(visitor.page, server.url).goto('/translate/image');
      await check('image tab', visitor.page);
      await visitor.page.goto(`${server.url}/flashcards`);
      await visitor.page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
      await visitor.page.getByRole('dialog').waitFor();
      await check('sign-in dialog', visitor.page);
    } finally {
      await visitor.context.close();
    }
    expect(report).toEqual([]);
  });

  it('keyboard hints are left out on a touch screen and shown with a mouse', async () => {
    const { user } = await longTextUser();
    const hints = async (touch: boolean) => {
      const { context, page } = await newPage(browser, touch ? 'phone' : 'desktop', { touch });
      await signInContext(context, user);
      const shell = new AppShell(page, server.url);
      await shell.goto('/translate/text');
      const tip = await page.getByText(/Ctrl\+Enter/).isVisible();
      await shell.goto('/flashcards/review');
      const fc = new FlashcardsPages(page);
      await fc.reviewCard().waitFor();
      const spaceHint = await page.getByText(/or press/).isVisible();
      await fc.reviewCard().click();
      await fc.button(/^Easy/, false).waitFor();
      const badge = await fc.button(/^Easy/, false).locator('[aria-hidden=true]').isVisible();
      const keys = await page.getByText(/^Keys:/).isVisible();
      await context.close();
      return { tip, spaceHint, badge, keys };
    };
    await expect(hints(true)).resolves.toEqual({ tip: false, spaceHint: false, badge: false, keys: false });
    await expect(hints(false)).resolves.toEqual({ tip: true, spaceHint: true, badge: true, keys: true });
  });

  it('the spaced-repetition tip opens on a tap and closes on the next', async () => {
    const { user } = await longTextUser();
    const { context, page } = await newPage(browser, 'phone', { touch: true });
    await signInContext(context, user);
    await new AppShell(page, server.url).goto('/flashcards/collections');
    const button = page.getByRole('button', { name: 'How spaced repetition works' });
    const tip = page.getByRole('dialog', { name: 'How spaced repetition works' });
    await button.tap();
    await tip.waitFor();
    await expect(tip.innerText()).resolves.toMatch(/24 hours/);
    await button.tap();
    await tip.waitFor({ state: 'detached' });
    await context.close();
  });

  it('the Create Flashcard collection select fits the screen', async () => {
    const { user } = await longTextUser();
    const { context, page } = await newPage(browser, 'phone', { touch: true });
    await signInContext(context, user);
    await new AppShell(page, server.url).goto('/translate/text');
    await new TextTabPage(page).translate('Hej.');
    await page.getByRole('button', { name: 'Create Flashcard' }).click();
    const select = page.getByRole('dialog').getByLabel('Collection');
    await select.tap();
    const option = page.getByRole('option').first();
    await option.waitFor();
    const edges = await page.evaluate(() =>
      [...document.querySelectorAll('[role=combobox], [role=listbox], [role=option]')].map((el) => {
        const box = el.getBoundingClientRect();
        return { left: box.left, right: box.right };
      }),
    );
    expect(edges.length).toBeGreaterThanOrEqual(3);
    for (const edge of edges) {
      expect(edge.left).toBeGreaterThanOrEqual(0);
      expect(edge.right).toBeLessThanOrEqual(390);
    }
    await context.close();
  });
});
