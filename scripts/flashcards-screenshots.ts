/**
 * Screenshots of every flashcard screen at 1280 and 390 px, with seeded data, for looking at what we build.
 * Usage: npm run build && npx tsx scripts/flashcards-screenshots.ts [outDir]   (default /tmp/flashcards-shots)
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser, startServer, VIEWPORTS } from '../packages/web/e2e/harness.js';
import { FlashcardsPages } from '../packages/web/e2e/pages/flashcards-pages.js';
import { createUser, signInContext } from '../packages/web/e2e/session.js';

const outDir = process.argv[2] ?? '/tmp/flashcards-shots';
fs.mkdirSync(outDir, { recursive: true });
const server = await startServer();
const browser = await launchBrowser();

async function shot(page: Page, name: string, viewport: string) {
  await page.waitForTimeout(250);
  const file = path.join(outDir, `${name}-${viewport}.png`);
  await page.screenshot({ path: file, fullPage: true });
  console.log(file);
}

try {
  for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
    const user = await createUser(server.url, `shots-${viewport}-${Date.now()}@example.com`);
    const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
    await signInContext(context, user);
    const page = await context.newPage();
    const fc = new FlashcardsPages(page);
    await page.goto(`${server.url}/flashcards/collections`);
    await fc.text('No collections yet').waitFor();
    await shot(page, '01-collections-empty', viewport);

    await fc.button('Create Collection').click();
    await fc.dialog().getByLabel('Name').fill('Everyday phrases');
    await shot(page, '02-new-collection-modal', viewport);
    await fc.dialog().getByLabel('Description').fill('Greetings, thanks and small talk for the first week in Sweden');
    await fc.dialog().getByRole('button', { name: 'Create Collection' }).click();
    await fc.dialog().waitFor({ state: 'detached' });
    await fc.createCollection('Verbs', 'Common irregular verbs');
    await fc.createCollection('Food and drink with a rather long collection name to test wrapping');
    await fc.button('How spaced repetition works').hover();
    await page.getByRole('dialog', { name: 'How spaced repetition works' }).waitFor();
    await shot(page, '03-collections-grid-tooltip', viewport);
    await page.mouse.move(0, 0);

    await fc.collectionCard('Everyday phrases').click();
    await fc.text('No flashcards yet').waitFor();
    await shot(page, '04-detail-empty', viewport);
    await fc.button('Add Flashcard').first().click();
    await fc.dialog().getByRole('button', { name: 'Add Flashcard' }).click();
    await fc.dialog().getByText('Front text and back text are required').waitFor();
    await shot(page, '05-add-flashcard-modal', viewport);
    await fc.dialog().getByRole('button', { name: 'Cancel' }).click();
    await fc.addFlashcard('Hej', 'Hello', 'Hej, hur mår du?');
    await fc.addFlashcard('Tack så mycket', 'Thank you very much');
    await fc.addFlashcard('Ursäkta', 'Excuse me');
    await fc.flashcard('Hej').locator('button[aria-pressed]').click();
    await shot(page, '06-detail-cards', viewport);

    // Issue 14: edit, search, import preview, export menu.
    await fc.flashcard('Tack så mycket').getByRole('button', { name: /^Edit/ }).click();
    await shot(page, '06a-edit-flashcard', viewport);
    await fc.dialog().getByRole('button', { name: 'Cancel' }).click();
    await fc.searchBox().fill('tack sa');
    await fc.flashcards().first().waitFor();
    await shot(page, '06b-search', viewport);
    await fc.searchBox().fill('');
    const preview = await fc.chooseImportFile('words.tsv', 'Hej\tHello\ngod morgon\tgood morning\tGod morgon!\nnej\n');
    await shot(page, '06c-import-preview', viewport);
    await preview.getByRole('button', { name: 'Cancel' }).click();
    await fc.button('Export').click();
    await page.getByRole('menuitem').first().waitFor();
    await shot(page, '06d-export-menu', viewport);
    await page.keyboard.press('Escape');
    await page.screenshot({ path: '/tmp/cards-after-escape.png' });

    await fc.button('Review', true).click();
    await fc.progress().waitFor();
    await shot(page, '07-review-front', viewport);
    await page.keyboard.press('Space');
    await fc.text('How well did you know this?').waitFor();
    await shot(page, '08-review-flipped', viewport);
    for (const [i, key] of ['3', '2', '1'].entries()) {
      if (i > 0) {
        await page.keyboard.press('Space');
        await page.getByTestId('review-back').waitFor();
      }
      await page.keyboard.press(key);
      await page
        .getByText(`${i + 1} / 3 completed`)
        .or(fc.heading('Review Complete!'))
        .waitFor();
    }
    await fc.heading('Review Complete!').waitFor();
    await shot(page, '09-review-complete', viewport);
    await page.goBack();
    await fc.heading('Everyday phrases').waitFor();
    await shot(page, '10-detail-after-review', viewport);
    await fc.button('Delete flashcard Ursäkta').click();
    await fc.alertDialog().waitFor();
    await shot(page, '11-confirm-delete', viewport);
    await fc.alertDialog().getByRole('button', { name: 'Cancel' }).click();
    // Review is disabled with nothing due; the review page opened directly shows the statistics instead.
    await page.goto(`${server.url}/flashcards/review`);
    await fc.heading('No cards due for review').waitFor();
    await shot(page, '12-review-none-due', viewport);
    await page.goto(`${server.url}/flashcards/collection/does-not-exist`);
    await fc.heading('Collection not found').waitFor();
    await shot(page, '13-not-found', viewport);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
