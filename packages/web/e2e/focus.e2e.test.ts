import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, type RunningServer } from './harness';
import { AppShell } from './pages/app-shell';
import { AuthModal } from './pages/auth-modal';
import { FlashcardsPages } from './pages/flashcards-pages';
import { TextTabPage } from './pages/text-tab';
import { createUser, postAs, signInContext, type TestUser } from './session';
import { type StubbedApp, startStubbedApp } from './stub-libretranslate';

/** Keyboard and screen readers (issue 15): focus comes back after dialogs, pages announce themselves. */

let app: StubbedApp;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = app = await startStubbedApp());
});

afterAll(async () => {
  await app?.stop();
});

/** What has focus, as "tag: accessible text". */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    const name = el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '';
    return `${el.tagName.toLowerCase()}: ${name.trim().replace(/\s+/g, ' ')}`;
  });
}

let users = 0;
async function member(): Promise<{ user: TestUser; collectionId: string }> {
  users += 1;
  const user = await createUser(server.url, `focus${users}-${Date.now()}@example.com`);
  const call = (url: string, body: object) => postAs(server.url, user, url, body);
  const created = await call('/api/collections', { name: 'Första' });
  const collectionId = created.collection?.id ?? '';
  for (const front of ['Ett', 'Två', 'Tre']) {
    await call(`/api/collections/${collectionId}/flashcards`, { front_text: front, back_text: front.toUpperCase() });
  }
  await call('/api/collections', { name: 'Andra' });
  return { user, collectionId };
}

async function signedInPage(path: string, viewport: 'desktop' | 'phone' = 'desktop') {
  const { user, collectionId } = await member();
  const { context, page } = await newPage(browser, viewport);
  await signInContext(context, user);
  const shell = new AppShell(page, server.url);
  await shell.goto(path.replace(':id', collectionId));
  return { context, page, shell, fc: new FlashcardsPages(page), collectionId };
}

describe('dialogs give focus back to what opened them', () => {
  it('New Collection (Escape, submit) and Delete collection (Cancel, confirm)', async () => {
    const { context, page, fc } = await signedInPage('/flashcards/collections');
    await fc.collectionCard('Andra').waitFor();
    const opener = fc.button('New Collection');
    await opener.focus();
    await page.keyboard.press('Enter');
    await fc.dialog().waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => focused(page)).toBe('button: New Collection');
    await opener.click();
    await fc.dialog().getByLabel('Name').fill('Tredje');
    await fc.dialog().getByRole('button', { name: 'Create Collection' }).click();
    await expect.poll(() => focused(page)).toBe('button: New Collection');

    await fc.button('Delete Andra').click();
    await fc.alertDialog().getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => focused(page)).toBe('button: Delete Andra');
    // Confirmed: the card and its button are gone, so focus goes to the neighbouring card.
    await fc.button('Delete Andra').click();
    await fc.alertDialog().getByRole('button', { name: 'Delete collection' }).click();
    await fc.collectionCard('Andra').waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toMatch(/^a: (Första|Tredje)$/);
    await context.close();
  });

  it('Add Flashcard (Cancel, submit) and Delete flashcard (Cancel, confirm)', async () => {
    const { context, page, fc } = await signedInPage('/flashcards/collection/:id');
    await fc.flashcard('Två').waitFor();
    const opener = fc.button('Add Flashcard').first();
    await opener.click();
    await fc.dialog().getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => focused(page)).toBe('button: Add Flashcard');
    await fc.addFlashcard('Fyra', 'FYRA');
    await expect.poll(() => focused(page)).toBe('button: Add Flashcard');

    await fc.button('Delete flashcard Två').click();
    await page.keyboard.press('Escape');
    await expect.poll(() => focused(page)).toBe('button: Delete flashcard Två');
    await fc.button('Delete flashcard Två').click();
    await fc.alertDialog().getByRole('button', { name: 'Delete flashcard' }).click();
    await fc.flashcard('Två').waitFor({ state: 'detached' });
    // The next card takes focus (its face), not <body>.
    await expect.poll(() => focused(page)).toMatch(/^button: Front (Ett|Tre|Fyra)/i);
    await context.close();
  });

  it('Create Flashcard from the Text tab (Cancel)', async () => {
    const { context, page } = await signedInPage('/translate/text');
    await new TextTabPage(page).translate('Hej.');
    const opener = page.getByRole('button', { name: 'Create Flashcard' });
    await opener.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => focused(page)).toBe('button: Create Flashcard');
    await context.close();
  });

  it('the auth dialog: Escape and ✕ return to Sign In; signing in lands on the account menu', async () => {
    const user = await createUser(server.url, `focus-auth-${Date.now()}@example.com`);
    const { context, page } = await newPage(browser);
    const shell = new AppShell(page, server.url);
    await shell.goto('/translate/text');
    const modal = new AuthModal(page);
    await shell.signInButton().click();
    await modal.dialog.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => focused(page)).toBe('button: Sign In');
    await shell.signInButton().click();
    await modal.toggle('Close').click();
    await expect.poll(() => focused(page)).toBe('button: Sign In');
    await shell.signInButton().click();
    await modal.signIn(user.email, user.password);
    await modal.dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toMatch(/^button: .*Account menu for Test Learner/);
    await context.close();
  });
});

describe('the mobile menu', () => {
  it('closes on Escape and gives focus back to its toggle', async () => {
    const { context, page } = await newPage(browser, 'phone');
    const shell = new AppShell(page, server.url);
    await shell.goto('/translate/text');
    await shell.menuToggle().click();
    await shell.navButton('Image', shell.mobileNav()).focus();
    await page.keyboard.press('Escape');
    await shell.mobileNav().waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toBe('button: Open menu');
    // Sign In inside the menu: the dialog's Escape comes back to the toggle, the menu being gone.
    await shell.menuToggle().click();
    await page.locator('#mobile-menu').getByRole('button', { name: 'Sign In' }).click();
    await new AuthModal(page).dialog.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => focused(page)).toBe('button: Open menu');
    await context.close();
  });
});

describe('pages', () => {
  it('each route names the tab and, after a navigation, focuses its heading', async () => {
    const { context, page, shell, fc } = await signedInPage('/translate/text');
    await expect.poll(() => page.title()).toBe('Text Translation — Swedish Translator');
    // A page load leaves focus at the start of the page, for the skip link.
    await expect.poll(() => focused(page)).toBe('body');
    await shell.navButton('Image').click();
    await expect.poll(() => page.title()).toBe('Image Translation — Swedish Translator');
    await expect.poll(() => focused(page)).toBe('h2: Image Translation');
    await shell.navButton('Flashcards').click();
    await expect.poll(() => page.title()).toBe('My Collections — Swedish Translator');
    await expect.poll(() => focused(page)).toBe('h2: My Collections');
    await fc.collectionCard('Första').getByRole('link').press('Enter');
    await expect.poll(() => page.title()).toBe('Första — Swedish Translator');
    await expect.poll(() => focused(page)).toBe('h2: Första');
    await fc.button('Review').click();
    await expect.poll(() => page.title()).toBe('Reviewing: Första — Swedish Translator');
    await expect.poll(() => focused(page)).toBe('h2: Reviewing: Första');
    await context.close();
  });

  it('a focused flashcard shows the same focus ring, drawn inside its clipped card', async () => {
    const { context, page, fc } = await signedInPage('/flashcards/collection/:id');
    const face = fc.flashcard('Ett').locator('button[aria-pressed]');
    await face.waitFor();
    await fc.button('Add Flashcard').first().focus();
    // Tab until the first card's face has focus, as a keyboard user would.
    for (let i = 0; i < 5 && !/^button: front ett/i.test(await focused(page)); i += 1) {
      await page.keyboard.press('Tab');
    }
    const ring = await face.evaluate((el) => {
      const style = getComputedStyle(el);
      return { style: style.outlineStyle, width: style.outlineWidth, offset: style.outlineOffset };
    });
    expect(ring).toEqual({ style: 'solid', width: '3px', offset: '-3px' });
    await context.close();
  });
});
