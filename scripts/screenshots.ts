/**
 * Screenshots of the running app (production build, built-in engine, real OCR) with seeded data.
 *   npx tsx scripts/screenshots.ts                  the set in docs/screenshots (1280 and 390 px, light and dark)
 *   npx tsx scripts/screenshots.ts --all [outDir]   every screen, dialog and state at both widths in both schemes
 *                                                   (default /tmp/screenshots), for looking at what we build
 * Needs `npm run build` first.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, startServer, VIEWPORTS } from '../packages/web/e2e/harness.js';
import { FlashcardsPages } from '../packages/web/e2e/pages/flashcards-pages.js';
import { createUser, postAs, signInContext, type TestUser } from '../packages/web/e2e/session.js';
import { renderText } from '../packages/web/e2e/text-image.js';

type Viewport = keyof typeof VIEWPORTS;
type Scheme = 'light' | 'dark';
interface Mode {
  viewport: Viewport;
  scheme: Scheme;
}

const all = process.argv.includes('--all');
const outDir =
  process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? (all ? '/tmp/screenshots' : 'docs/screenshots');
/** The docs set, named `screen-width[-dark]`; --all takes every screen under the same names. */
const DOCS = new Set([
  'text-desktop',
  'text-phone',
  'text-word-phone',
  'text-desktop-dark',
  'image-desktop',
  'image-phone',
  'sign-in-desktop',
  'sign-up-phone',
  'collections-desktop',
  'collection-detail-desktop',
  'collection-detail-phone-dark',
  'review-phone',
  'review-phone-dark',
]);

const server = await startServer({
  RATE_LIMIT_SIGNUP_PER_IP: '1000',
  RATE_LIMIT_SIGNIN_PER_IP: '1000',
  OCR_WORKERS: '1',
});
const browser: Browser = await launchBrowser();
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'st-shots-'));
const photo = path.join(folder, 'sign.png');
fs.writeFileSync(photo, await renderText(['Välkommen till Stockholm!', 'Butiken är öppen varje dag.']));
let users = 0;

async function seededUser(): Promise<TestUser> {
  users += 1;
  const user = await createUser(server.url, `shots${users}-${Date.now()}@example.com`);
  const post = (url: string, body: object) => postAs(server.url, user, url, body);
  const collections: [string, string, [string, string, string?][]][] = [
    [
      'Everyday phrases',
      'Greetings, thanks and small talk for the first week in Sweden',
      [
        ['Hej', 'Hello', 'Hej, hur mår du?'],
        ['Tack så mycket', 'Thank you very much'],
        ['Ursäkta', 'Excuse me'],
        ['Kommunfullmäktigesammanträde', 'Municipal council meeting'],
      ],
    ],
    [
      'Verbs',
      'Common irregular verbs',
      [
        ['att vara', 'to be'],
        ['att gå', 'to go'],
      ],
    ],
    [
      'Food and drink',
      '',
      [
        ['kaffe', 'coffee'],
        ['en kanelbulle', 'a cinnamon bun'],
      ],
    ],
  ];
  for (const [name, description, cards] of collections) {
    const id = (await post('/api/collections', { name, description })).collection?.id;
    for (const [front_text, back_text, example_sentence] of cards) {
      await post(`/api/collections/${id}/flashcards`, { front_text, back_text, example_sentence });
    }
  }
  return user;
}

async function walk(mode: Mode): Promise<void> {
  const suffix = `${mode.viewport}${mode.scheme === 'dark' ? '-dark' : ''}`;
  const needs = (...screens: string[]) => all || screens.some((screen) => DOCS.has(`${screen}-${suffix}`));
  const shot = async (page: Page, screen: string, fullPage = false) => {
    if (!needs(screen)) return;
    await page.waitForTimeout(350);
    const file = path.join(outDir, `${screen}-${suffix}.png`);
    if (!fullPage) await page.screenshot({ path: file });
    else {
      // A window as tall as the page, scrolled to the top: Playwright's fullPage capture drops the touch-screen
      // media features (keyboard hints would show) and draws the sticky header where the page was scrolled to.
      const size = VIEWPORTS[mode.viewport];
      await page.evaluate(() => window.scrollTo(0, 0));
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.setViewportSize({ width: size.width, height: Math.max(height, size.height) });
      await page.waitForTimeout(200);
      await page.screenshot({ path: file });
      await page.setViewportSize(size);
    }
    console.log(file);
  };

  // Visitor: translate tabs and the auth dialog.
  const visitor = await newPage(browser, mode.viewport, { colorScheme: mode.scheme, touch: mode.viewport === 'phone' });
  const page = visitor.page;
  if (needs('text', 'text-word')) {
    await page.goto(`${server.url}/translate/text`);
    await page
      .getByRole('textbox')
      .fill('Hej! Jag heter Anna och jag bor i Göteborg.\n\nVi ses på fredag vid stationen.');
    await page.getByRole('button', { name: 'Translate', exact: true }).click();
    await page.getByTestId('translation-output').waitFor();
    await shot(page, 'text', true);
    await page.getByRole('textbox').fill('hund');
    await page.getByRole('button', { name: 'Translate', exact: true }).click();
    await page.getByTestId('alternatives').waitFor();
    await shot(page, 'text-word', true);
  }
  if (needs('image')) {
    await page.goto(`${server.url}/translate/image`);
    await page.locator('input[type="file"]').setInputFiles(photo);
    await page.getByRole('button', { name: 'Upload and Translate' }).click();
    await page.getByTestId('image-translation-output').waitFor({ timeout: 60_000 });
    await shot(page, 'image', true);
  }
  if (needs('sign-in', 'sign-up')) {
    await page.goto(`${server.url}/flashcards`);
    await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('dialog').waitFor();
    await shot(page, 'sign-in');
    await page.getByRole('button', { name: "Don't have an account? Sign Up" }).click();
    await shot(page, 'sign-up');
    await page.getByRole('button', { name: 'Already have an account? Sign In' }).click();
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await shot(page, 'reset-password');
    await page.goto(`${server.url}/translate/text#error=access_denied&error_code=otp_expired`);
    await page.getByRole('dialog').waitFor();
    await shot(page, 'reset-link-expired');
  }
  await visitor.context.close();
  if (!needs('collections', 'collection-detail', 'review')) return;

  // Signed in: the flashcards area.
  const member = await newPage(browser, mode.viewport, { colorScheme: mode.scheme, touch: mode.viewport === 'phone' });
  await signInContext(member.context, await seededUser());
  const fc = new FlashcardsPages(member.page);
  const p = member.page;
  await p.goto(`${server.url}/flashcards/collections`);
  await fc.collectionCard('Everyday phrases').waitFor();
  await shot(p, 'collections');
  if (all) {
    await fc.button('How spaced repetition works').click();
    await shot(p, 'collections-tip');
    await p.keyboard.press('Escape');
    await fc.button('New Collection').click();
    await shot(p, 'new-collection-dialog');
    await p.keyboard.press('Escape');
  }
  await fc.collectionCard('Everyday phrases').getByRole('link').click();
  await fc.flashcard('Hej').waitFor();
  await fc.flashcard('Hej').locator('button[aria-pressed]').click();
  await p.mouse.move(0, 0);
  await shot(p, 'collection-detail');
  if (all) {
    await fc.button('Add Flashcard').first().click();
    await shot(p, 'add-flashcard-dialog');
    await p.keyboard.press('Escape');
    await fc.flashcard('Tack så mycket').getByRole('button', { name: /^Edit/ }).click();
    await shot(p, 'edit-flashcard-dialog');
    await p.keyboard.press('Escape');
    await fc.searchBox().fill('tack sa');
    await shot(p, 'collection-search');
    await fc.searchBox().fill('');
    const preview = await fc.chooseImportFile('words.tsv', 'Hej\tHello\ngod morgon\tgood morning\tGod morgon!\nnej\n');
    await shot(p, 'import-preview');
    await preview.getByRole('button', { name: 'Cancel' }).click();
    await fc.button('Export').click();
    await p.getByRole('menu').waitFor();
    await shot(p, 'export-menu');
    await p.keyboard.press('Escape');
    await fc.button('Delete flashcard Ursäkta').click();
    await shot(p, 'delete-flashcard-dialog');
    await fc.alertDialog().getByRole('button', { name: 'Cancel' }).click();
  }
  await fc.button('Review').click();
  await fc.reviewCard().waitFor();
  await fc.reviewCard().click();
  await p.getByTestId('review-back').waitFor();
  await p.mouse.move(0, 0);
  await shot(p, 'review');
  if (all) {
    for (let i = 0; i < 4; i += 1) {
      if (i > 0) await fc.reviewCard().click();
      await fc.button(/^Easy/, false).click();
      // The next card shows once the rating is saved; a click before that would turn the rated card back.
      await fc
        .progress()
        .getByText(`${i + 1} / 4 completed`)
        .or(fc.heading('Review Complete!'))
        .waitFor();
    }
    await fc.heading('Review Complete!').waitFor();
    await shot(p, 'review-complete');
    await p.goto(`${server.url}/flashcards/collection/does-not-exist`);
    await fc.heading('Collection not found').waitFor();
    await shot(p, 'collection-not-found');
  }
  await member.context.close();
}

try {
  fs.mkdirSync(outDir, { recursive: true });
  for (const viewport of ['desktop', 'phone'] as const) {
    for (const scheme of ['light', 'dark'] as const) await walk({ viewport, scheme });
  }
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(folder, { recursive: true, force: true });
}
