import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AxeViolation, seriousViolations } from './axe';
import { newPage, type RunningServer } from './harness';
import { AppShell } from './pages/app-shell';
import { FlashcardsPages } from './pages/flashcards-pages';
import { TextTabPage } from './pages/text-tab';
import { createUser, postAs, signInContext } from './session';
import { type StubbedApp, startStubbedApp } from './stub-libretranslate';
import { renderText } from './text-image';

/**
 * axe-core on every screen, at 1280 and 390 px, in the light and the dark scheme: serious and critical violations
 * must stay at zero (issues 14 and 15). Each mode walks the whole app once and reports every finding together.
 */

let app: StubbedApp;
let server: RunningServer;
let browser: Browser;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'st-axe-e2e-'));
let imagePath: string;

beforeAll(async () => {
  imagePath = path.join(folder, 'hej.png');
  fs.writeFileSync(imagePath, await renderText(['Hej. Hur mår du?']));
  ({ server, browser } = app = await startStubbedApp({ OCR_WORKERS: '1' }));
});

afterAll(async () => {
  await app?.stop();
  fs.rmSync(folder, { recursive: true, force: true });
});

type Mode = { viewport: 'desktop' | 'phone'; colorScheme: 'light' | 'dark' };
const MODES: Mode[] = [
  { viewport: 'desktop', colorScheme: 'light' },
  { viewport: 'phone', colorScheme: 'light' },
  { viewport: 'desktop', colorScheme: 'dark' },
  { viewport: 'phone', colorScheme: 'dark' },
];

/** Collects the findings of every screen a walk visits. */
class Audit {
  readonly findings: string[] = [];
  constructor(readonly page: Page) {}

  async check(screen: string): Promise<void> {
    // Let transitions (dialogs, flips) settle: axe measures colours as they are drawn.
    await this.page.waitForTimeout(300);
    const found: AxeViolation[] = await seriousViolations(this.page);
    for (const v of found) this.findings.push(`${screen}: ${v.id} (${v.impact}) ${v.help} — ${v.targets.join(', ')}`);
  }
}

async function seed(email: string) {
  const user = await createUser(server.url, email);
  const call = (url: string, body: object) => postAs(server.url, user, url, body);
  const words = await call('/api/collections', { name: 'Svenska ord', description: 'Vardagliga ord' });
  const id = words.collection?.id ?? '';
  await call(`/api/collections/${id}/flashcards`, {
    front_text: 'Hej',
    back_text: 'Hello',
    example_sentence: 'Hej, hur mår du?',
  });
  await call(`/api/collections/${id}/flashcards`, { front_text: 'Tack', back_text: 'Thank you' });
  await call('/api/collections', { name: 'Tom samling' });
  return user;
}

async function walkAsVisitor(mode: Mode, audit: Audit) {
  const { page } = audit;
  const shell = new AppShell(page, server.url);
  await shell.goto('/translate/text');
  await audit.check('text tab');
  const text = new TextTabPage(page);
  await text.translate('Hej.');
  await text.output().waitFor();
  await audit.check('text tab with a translation');
  await text.translate('trasig');
  await text.alert().waitFor();
  await audit.check('text tab with an error');

  await shell.goto('/translate/image');
  await audit.check('image tab');
  await page.locator('input[type="file"]').setInputFiles(imagePath);
  await page.getByRole('button', { name: 'Upload and Translate' }).click();
  await page.getByTestId('image-translation-output').waitFor({ timeout: 30_000 });
  await audit.check('image tab with a result');

  if (mode.viewport === 'phone') {
    await shell.menuToggle().click();
    await shell.mobileNav().waitFor();
    await audit.check('mobile menu');
    await page.keyboard.press('Escape');
  }

  await shell.goto('/flashcards');
  await audit.check('flashcards, signed out');
  for (const [mode, link] of [
    ['sign up', "Don't have an account? Sign Up"],
    ['reset', 'Forgot your password?'],
  ] as const) {
    await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('dialog').waitFor();
    if (mode === 'sign up') await audit.check('auth modal: sign in');
    await page.getByRole('dialog').getByRole('button', { name: link, exact: true }).click();
    await audit.check(`auth modal: ${mode}`);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  }
  await page.goto(`${server.url}/translate/text#error=access_denied&error_code=otp_expired`);
  await page.getByRole('dialog').waitFor();
  await audit.check('auth modal: expired link');
  await page.goto(`${server.url}/translate/text#access_token=forged&type=recovery`);
  await page.getByRole('dialog').waitFor();
  await audit.check('auth modal: update password');
}

async function walkSignedIn(mode: Mode, audit: Audit) {
  const { page } = audit;
  const shell = new AppShell(page, server.url);
  const fc = new FlashcardsPages(page);
  await shell.goto('/flashcards/collections');
  await fc.collectionCard('Svenska ord').waitFor();
  await audit.check('collections');
  await fc.button('How spaced repetition works').click();
  await page.getByRole('dialog', { name: 'How spaced repetition works' }).waitFor();
  await audit.check('collections: schedule tooltip');
  await page.keyboard.press('Escape');
  await fc.button('New Collection').click();
  await fc.dialog().waitFor();
  await audit.check('new collection dialog');
  await page.keyboard.press('Escape');
  await fc.button('Delete Svenska ord').click();
  await fc.alertDialog().waitFor();
  await audit.check('delete collection dialog');
  await fc.alertDialog().getByRole('button', { name: 'Cancel' }).click();

  if (mode.viewport === 'phone') await shell.menuToggle().click();
  await shell.accountMenu().click();
  await page.getByRole('menu').waitFor();
  await audit.check('account menu');
  await page.keyboard.press('Escape');
  if (mode.viewport === 'phone') await page.keyboard.press('Escape');

  await fc.collectionCard('Svenska ord').getByRole('link').click();
  await fc.flashcard('Hej').waitFor();
  await audit.check('collection detail');
  await fc.flashcard('Hej').locator('button[aria-pressed]').click();
  await fc.flashcard('Hej').getByText('Hello', { exact: true }).waitFor();
  await audit.check('collection detail: a flipped card');
  await fc.button('Add Flashcard').first().click();
  await fc.dialog().waitFor();
  await audit.check('add flashcard dialog');
  await page.keyboard.press('Escape');
  await fc.button('Edit “Hej”').click();
  await fc.dialog().waitFor();
  await audit.check('edit flashcard dialog');
  await page.keyboard.press('Escape');
  await fc.button('Edit collection Svenska ord').click();
  await fc.dialog().waitFor();
  await audit.check('edit collection dialog');
  await page.keyboard.press('Escape');
  await fc.button('Export').click();
  await page.getByRole('menu').waitFor();
  await audit.check('export menu');
  await page.keyboard.press('Escape');
  await fc.button('Import').click();
  await fc.dialog().waitFor();
  await audit.check('import dialog');
  await page.keyboard.press('Escape');
  await page.getByLabel('Search cards').fill('hej');
  await audit.check('collection detail: search');
  await page.getByLabel('Search cards').fill('');
  await fc.button('Delete flashcard Tack').click();
  await fc.alertDialog().waitFor();
  await audit.check('delete flashcard dialog');
  await fc.alertDialog().getByRole('button', { name: 'Cancel' }).click();

  await fc
    .button(/^Review/, false)
    .first()
    .click();
  await fc.reviewCard().waitFor();
  await audit.check('review: front');
  await fc.reviewCard().click();
  await fc.button('Easy', false).waitFor();
  await audit.check('review: answer shown');
  for (let i = 0; i < 2; i += 1) {
    if (i > 0) await fc.reviewCard().click();
    await fc.button(/^Easy/, false).click();
    // The next card shows once the rating is saved; a click before that would turn the rated card back.
    await fc
      .progress()
      .getByText(`${i + 1} / 2 completed`)
      .or(fc.heading('Review Complete!'))
      .waitFor();
  }
  await fc.heading('Review Complete!').waitFor();
  await audit.check('review complete');
  await shell.goto('/flashcards/review');
  await fc.heading('No cards due for review').waitFor();
  await audit.check('review: no cards due');

  await shell.goto('/flashcards/collections');
  await fc.collectionCard('Tom samling').getByRole('link').click();
  await fc.text('No flashcards yet').waitFor();
  await audit.check('empty collection');
  await shell.goto('/flashcards/collection/00000000-0000-4000-8000-000000000000');
  await fc.heading('Collection not found').waitFor();
  await audit.check('collection not found');

  await shell.goto('/translate/text');
  const text = new TextTabPage(page);
  await text.translate('Hej.');
  await page.getByRole('button', { name: 'Create Flashcard' }).click();
  await fc.dialog().waitFor();
  await audit.check('create flashcard dialog');
}

describe('axe-core finds no serious or critical violations', () => {
  let users = 0;
  it.each(MODES)('on every screen at $viewport width, $colorScheme scheme', { timeout: 180_000 }, async (mode) => {
    const visitor = await newPage(browser, mode.viewport, { colorScheme: mode.colorScheme });
    const audit = new Audit(visitor.page);
    try {
      await walkAsVisitor(mode, audit);
    } catch (error) {
      audit.findings.push(`walk stopped: ${String(error).split('\n').slice(0, 4).join(' | ')}`);
    } finally {
      await visitor.context.close();
    }
    users += 1;
    const user = await seed(`axe${users}-${Date.now()}@example.com`);
    const member = await newPage(browser, mode.viewport, { colorScheme: mode.colorScheme });
    await signInContext(member.context, user);
    const memberAudit = new Audit(member.page);
    try {
      await walkSignedIn(mode, memberAudit);
    } catch (error) {
      memberAudit.findings.push(`walk stopped: ${String(error).split('\n').slice(0, 4).join(' | ')}`);
    } finally {
      await member.context.close();
    }
    expect([...audit.findings, ...memberAudit.findings]).toEqual([]);
  });
});
