import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { launchBrowser, newPage, type RunningServer, startServer } from './harness';
import { AppShell } from './pages/app-shell';
import { FlashcardsPages } from './pages/flashcards-pages';
import { createUser, signInContext } from './session';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ RATE_LIMIT_SIGNUP_PER_IP: '1000', RATE_LIMIT_SIGNIN_PER_IP: '1000' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

let userCount = 0;
async function signedIn(viewport: 'desktop' | 'phone' = 'desktop') {
  userCount += 1;
  const user = await createUser(server.url, `tools${userCount}-${Date.now()}@example.com`);
  const { context, page } = await newPage(browser, viewport);
  page.setDefaultTimeout(10_000);
  await signInContext(context, user);
  await new AppShell(page, server.url).goto('/flashcards/collections');
  return { context, page, fc: new FlashcardsPages(page) };
}

const text = async (locator: ReturnType<Page['locator']>) => (await locator.innerText()).trim();
const fronts = (fc: FlashcardsPages) => fc.page.getByTestId('flashcard-front').allInnerTexts();

describe('flashcards: edit, move, search, export, import', () => {
  it('edits a card and the collection, with the same validation message as create', async () => {
    const { context, page, fc } = await signedIn();
    await fc.createCollection('Verbs');
    await fc.collectionCard('Verbs').getByRole('link').click();
    await fc.addFlashcard('att gå', 'to wlak');
    await fc.editCard('att gå', { back: '   ' });
    await fc.dialog().getByRole('alert').getByText('Front text and back text are required').waitFor();
    await fc.dialog().getByLabel('Back Text*').fill('to walk');
    await fc.dialog().getByRole('button', { name: 'Save' }).click();
    await fc.dialog().waitFor({ state: 'detached' });
    await fc.flashcard('att gå').locator('button[aria-pressed]').click();
    // Flipped, the tile shows the back (its front text is gone from it).
    await expect.poll(() => text(fc.flashcards().first().getByTestId('flashcard-back'))).toBe('to walk');
    await fc.editCollection('Verb', 'Common verbs');
    await fc.heading('Verb').waitFor();
    await page.getByText('Common verbs').waitFor();
    await context.close();
  });

  it('moves a card with “Move to…”; both counts follow, and collections show “N flashcards · M due”', async () => {
    const { context, fc } = await signedIn();
    await fc.createCollection('Target');
    await fc.createCollection('Source');
    await fc.collectionCard('Source').getByRole('link').click();
    await fc.addFlashcard('hus', 'house');
    await fc.addFlashcard('bil', 'car');
    await fc.moveCard('hus', 'Target');
    await fc.page.getByRole('status').getByText('Moved to Target').waitFor();
    await expect.poll(() => fronts(fc)).toEqual(['bil']);
    await fc.button('Back').click();
    await expect
      .poll(() => text(fc.collectionCard('Source').getByTestId('collection-counts')))
      .toBe('1 flashcard · 1 due');
    await expect
      .poll(() => text(fc.collectionCard('Target').getByTestId('collection-counts')))
      .toBe('1 flashcard · 1 due');
    await fc.collectionCard('Target').getByRole('link').click();
    await expect.poll(() => fronts(fc)).toEqual(['hus']);
    await context.close();
  });

  it('searches accent-insensitively and sorts', async () => {
    const { context, fc } = await signedIn();
    await fc.createCollection('Food');
    await fc.collectionCard('Food').getByRole('link').click();
    await fc.addFlashcard('ett öl', 'a beer');
    await fc.addFlashcard('en smörgås', 'a sandwich', 'Jag äter en smörgås.');
    await fc.addFlashcard('vatten', 'water');
    await fc.searchBox().fill('ol');
    await expect.poll(() => fronts(fc)).toEqual(['ett öl']);
    await fc.searchBox().fill('ATER EN');
    await expect.poll(() => fronts(fc)).toEqual(['en smörgås']);
    await fc.searchBox().fill('zzz');
    await fc.text('No cards match your search').waitFor();
    await fc.searchBox().fill('');
    await expect.poll(() => fronts(fc)).toEqual(['ett öl', 'en smörgås', 'vatten']);
    await fc.sortBy('Newest first');
    await expect.poll(() => fronts(fc)).toEqual(['vatten', 'en smörgås', 'ett öl']);
    await context.close();
  });

  it('exports CSV and an Anki package as downloads', async () => {
    const { context, fc } = await signedIn();
    await fc.createCollection('Svenska ord');
    await fc.collectionCard('Svenska ord').getByRole('link').click();
    await fc.addFlashcard('tack', 'thanks', 'Tack så mycket!');
    const csv = await fc.exportAs('CSV (spreadsheet)');
    expect(csv.suggestedFilename()).toBe('Svenska ord.csv');
    const content = fs.readFileSync((await csv.path()) as string, 'utf8');
    expect(content.split('\r\n')[0]).toBe(
      'front_text,back_text,example_sentence,review_count,difficulty_level,last_reviewed,next_review',
    );
    expect(content).toContain('tack,thanks,Tack så mycket!,0,,,');
    const apkg = await fc.exportAs('Anki package (.apkg)');
    expect(apkg.suggestedFilename()).toBe('Svenska ord.apkg');
    const bytes = fs.readFileSync((await apkg.path()) as string);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    await context.close();
  });

  it('imports a file after a preview, and refuses one with errors', async () => {
    const { context, fc } = await signedIn();
    await fc.createCollection('Imported');
    await fc.collectionCard('Imported').getByRole('link').click();
    await fc.addFlashcard('hej', 'hello');
    const bad = await fc.chooseImportFile('bad.csv', 'front,back\nja,yes\nnej\n');
    await bad.getByText('1 card to import · 0 duplicates skipped · 1 error').waitFor();
    await bad.getByText('Line 3: Front text and back text are required').waitFor();
    expect(await bad.getByRole('button', { name: 'Import 1 card' }).isDisabled()).toBe(true);
    await bad.getByRole('button', { name: 'Cancel' }).click();
    const good = await fc.chooseImportFile('good.tsv', 'hej\thello\nja\tyes\tJa, gärna.\nnej\tno\n');
    await good.getByText('2 cards to import · 1 duplicate skipped · 0 errors').waitFor();
    expect(await seriousViolations(fc.page)).toEqual([]);
    expect(await good.getByRole('row').count()).toBe(4);
    await good.getByRole('button', { name: 'Import 2 cards' }).click();
    await good.waitFor({ state: 'detached' });
    await fc.page.getByRole('status').getByText('Imported 2 cards, skipped 1 duplicate').waitFor();
    await expect.poll(() => fronts(fc)).toEqual(['hej', 'ja', 'nej']);
    await expect.poll(() => text(fc.cardCountBadge())).toBe('3 flashcards');
    await context.close();
  });

  it('the tools work on a phone without horizontal scrolling', async () => {
    const { context, page, fc } = await signedIn('phone');
    await fc.createCollection('Phone tools');
    await fc.createCollection('Other');
    await fc.collectionCard('Phone tools').getByRole('link').click();
    await fc.addFlashcard('en mycket lång framsida med många ord', 'a very long front with many words');
    await fc.searchBox().fill('lang');
    await expect.poll(() => fronts(fc)).toHaveLength(1);
    await fc.editCard('en mycket lång framsida med många ord', { example: 'Exempel.' });
    await fc.dialog().waitFor({ state: 'detached' });
    expect(await seriousViolations(page)).toEqual([]);
    await fc.button('Export').click();
    await page.getByRole('menuitem', { name: 'CSV (spreadsheet)' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await page.keyboard.press('Escape');
    await context.close();
  });
});
