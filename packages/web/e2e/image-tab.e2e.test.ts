import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, type RunningServer, startServer, type VIEWPORTS } from './harness';
import { AppShell } from './pages/app-shell';
import { ImageTabPage } from './pages/image-tab';
import { LookupPage } from './pages/lookup';
import { createUser, signInContext } from './session';
import { startStubLibreTranslate } from './stub-libretranslate';
import { renderText } from './text-image';

let provider: Awaited<ReturnType<typeof startStubLibreTranslate>>;
let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'st-image-e2e-'));

let swedishPng: string;
let blankPng: string;

beforeAll(async () => {
  swedishPng = path.join(folder, 'hej.png');
  fs.writeFileSync(swedishPng, await renderText(['Hej. Hur mår du?', 'Jag heter Anna.']));
  blankPng = path.join(folder, 'blank.png');
  fs.writeFileSync(
    blankPng,
    await sharp({ create: { width: 600, height: 400, channels: 3, background: '#fff' } })
      .png()
      .toBuffer(),
  );
  provider = await startStubLibreTranslate();
  // The real OCR pipeline; a LibreTranslate stand-in with canned answers for the translation step.
  server = await startServer({
    TRANSLATION_ENGINE: 'libretranslate',
    LIBRETRANSLATE_URL: provider.url,
    OCR_WORKERS: '1',
  });
  browser = await launchBrowser();
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await provider?.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

async function open(viewport: keyof typeof VIEWPORTS = 'desktop') {
  const { context, page } = await newPage(browser, viewport);
  contexts.push(context);
  await new AppShell(page, server.url).goto('/translate/image');
  return new ImageTabPage(page);
}

describe('Image tab', () => {
  it('asks for an image when none is chosen', async () => {
    const tab = await open();
    await expect(tab.fileInput().getAttribute('accept')).resolves.toBe('.png,.jpg,.jpeg,image/png,image/jpeg');
    await expect(tab.clearButton().count()).resolves.toBe(0);
    await tab.uploadButton().click();
    await expect.poll(() => tab.alertText()).toBe('Please select an image to translate');
  });

  it('uploads a chosen image, shows its translation and the extracted text', async () => {
    const tab = await open();
    await tab.fileInput().setInputFiles(swedishPng);
    await tab.preview().waitFor();
    const maxHeight = await tab.preview().evaluate((img) => getComputedStyle(img).maxHeight);
    expect(maxHeight).toBe('300px');
    await tab.uploadButton().click();
    await expect.poll(() => tab.outputText(), { timeout: 30_000 }).toBe('Hello. How are you?\n\nMy name is Anna.');
    await tab.outputHeading().waitFor();
    await expect(tab.uploadButton().innerText()).resolves.toBe('Upload and Translate');
    // Visitors get no Create Flashcard button.
    await expect(tab.page.getByRole('button', { name: 'Create Flashcard' }).count()).resolves.toBe(0);

    const extracted = tab.extracted();
    await expect(extracted.evaluate((details) => (details as HTMLDetailsElement).open)).resolves.toBe(false);
    await extracted.getByText('Extracted Text (Swedish)').click();
    await expect.poll(() => extracted.innerText()).toContain('Hej. Hur mår du?');
    await expect(extracted.innerText()).resolves.toContain('Jag heter Anna.');
  });

  it('looks words up in the extracted text and the translation, without an alignment (provider engine)', async () => {
    const tab = await open();
    await tab.fileInput().setInputFiles(swedishPng);
    await tab.uploadButton().click();
    await expect.poll(() => tab.outputText(), { timeout: 30_000 }).toBe('Hello. How are you?\n\nMy name is Anna.');
    const lookup = new LookupPage(tab.page);
    await lookup.translationWord('name').waitFor();
    // The provider gives no alignment: nothing lights up on the other side, the lookup still works.
    await lookup.translationWord('name').hover();
    await expect(lookup.linkedWords()).resolves.toEqual([]);
    await lookup.translationWord('name').click();
    await lookup.cardDialog('name').waitFor();
    await expect(lookup.entries().first().getByTestId('lookup-lemma').innerText()).resolves.toBe('name');
    await tab.page.keyboard.press('Escape');
    await tab.extracted().getByText('Extracted Text (Swedish)').click();
    await lookup.sourceWord('heter').click();
    await lookup.cardDialog('heter').waitFor();
    await expect(lookup.entries().first().getByTestId('lookup-lemma').innerText()).resolves.toBe('heta');
  });

  it('shows Processing... and the wait hint while busy', async () => {
    const tab = await open();
    await tab.fileInput().setInputFiles(swedishPng);
    // Hold the request so the busy state can be seen whatever the machine's speed.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await tab.page.route('**/upload', async (route) => {
      await held;
      await route.continue();
    });
    await tab.uploadButton().click();
    await expect.poll(() => tab.uploadButton().innerText()).toBe('Processing...');
    await tab.page.getByText('This may take a moment...').waitFor();
    release();
    await expect.poll(() => tab.outputText(), { timeout: 30_000 }).toBe('Hello. How are you?\n\nMy name is Anna.');
  });

  it.each(['desktop', 'phone'] as const)(
    'scrolls the result into view, announces it and keeps the buttons still while busy (%s)',
    async (size) => {
      const tab = await open(size);
      await tab.fileInput().setInputFiles(swedishPng);
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await tab.page.route('**/upload', async (route) => {
        await held;
        await route.continue();
      });
      const before = await tab.uploadButton().boundingBox();
      await tab.uploadButton().click();
      await expect.poll(() => tab.uploadButton().innerText()).toBe('Processing...');
      expect(await tab.uploadButton().boundingBox()).toEqual(before);
      release();
      await expect.poll(() => tab.outputText(), { timeout: 30_000 }).toContain('Hello.');
      await expect(tab.result().locator('xpath=ancestor::*[@aria-live="polite"]').count()).resolves.toBe(1);
      const viewport = tab.page.viewportSize()!;
      await expect
        .poll(async () => {
          const box = await tab.outputHeading().boundingBox();
          return box !== null && box.y >= 0 && box.y + box.height <= viewport.height;
        })
        .toBe(true);
    },
  );

  it('says so when the image holds no text', async () => {
    const tab = await open();
    await tab.fileInput().setInputFiles(blankPng);
    await tab.uploadButton().click();
    await expect.poll(() => tab.alertText(), { timeout: 30_000 }).toBe('No translation found in the response');
    await expect(tab.output().count()).resolves.toBe(0);
  });

  it('shows the server error as Translation failed: …', async () => {
    const tab = await open();
    await tab.page.route('**/upload', (route) =>
      route.fulfill({
        status: 415,
        contentType: 'application/json',
        body: '{"success":false,"error":"Unsupported image type. Use PNG or JPEG."}',
      }),
    );
    await tab.fileInput().setInputFiles(swedishPng);
    await tab.uploadButton().click();
    await expect.poll(() => tab.alertText()).toBe('Translation failed: Unsupported image type. Use PNG or JPEG.');
  });

  it('says Network error. Please try again. when the request gets no answer', async () => {
    const tab = await open();
    await tab.page.route('**/upload', (route) => route.abort('connectionrefused'));
    await tab.fileInput().setInputFiles(swedishPng);
    await tab.uploadButton().click();
    await expect.poll(() => tab.alertText()).toBe('Network error. Please try again.');
    await expect(tab.uploadButton().isDisabled()).resolves.toBe(false);
  });

  it('refuses a file that is not a PNG or JPEG before uploading it', async () => {
    const tab = await open();
    await tab
      .fileInput()
      .setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7') });
    await expect.poll(() => tab.alertText()).toBe('Unsupported image type. Use PNG or JPEG.');
    await expect(tab.preview().count()).resolves.toBe(0);
  });

  it('takes an image dropped on the drop zone or pasted from the clipboard; Clear Image removes it', async () => {
    const tab = await open();
    const bytes = fs.readFileSync(swedishPng);
    await tab.drop('dropped.png', 'image/png', bytes);
    await tab.preview().waitFor();
    await expect(tab.preview().getAttribute('alt')).resolves.toBe('Preview of dropped.png');
    await tab.clearButton().click();
    await expect.poll(() => tab.preview().count()).toBe(0);

    await tab.paste('image.png', 'image/png', bytes);
    await tab.preview().waitFor();
    await tab.uploadButton().click();
    await expect.poll(() => tab.outputText(), { timeout: 30_000 }).toBe('Hello. How are you?\n\nMy name is Anna.');
    await tab.clearButton().click();
    await expect.poll(() => tab.output().count()).toBe(0);
    await expect(tab.preview().count()).resolves.toBe(0);
  });

  it('offers a signed-in user Create Flashcard with the extracted text on the front', async () => {
    const user = await createUser(server.url, `image-${Date.now()}@example.com`);
    const { context, page } = await newPage(browser, 'desktop');
    contexts.push(context);
    await signInContext(context, user);
    await new AppShell(page, server.url).goto('/translate/image');
    const tab = new ImageTabPage(page);
    await tab.fileInput().setInputFiles(swedishPng);
    await tab.uploadButton().click();
    await expect.poll(() => tab.outputText(), { timeout: 30_000 }).toBe('Hello. How are you?\n\nMy name is Anna.');
    const shots = process.env.SCREENSHOT_DIR;
    if (shots) await page.screenshot({ path: path.join(shots, 'image-tab-desktop-signed-in.png'), fullPage: true });
    await page.getByRole('button', { name: 'Create Flashcard' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect(dialog.getByLabel('Front (Original Text)').inputValue()).resolves.toBe(
      'Hej. Hur mår du?\n\nJag heter Anna.',
    );
    await expect(dialog.getByLabel('Back (Translation)').inputValue()).resolves.toBe(
      'Hello. How are you?\n\nMy name is Anna.',
    );
  });

  it.each(['desktop', 'phone'] as const)('looks right at %s width (screenshots for review)', async (viewport) => {
    const tab = await open(viewport);
    const shots = process.env.SCREENSHOT_DIR;
    if (shots) await tab.page.screenshot({ path: path.join(shots, `image-tab-${viewport}-empty.png`), fullPage: true });
    await tab.fileInput().setInputFiles(swedishPng);
    await tab.uploadButton().click();
    await expect.poll(() => tab.outputText(), { timeout: 30_000 }).not.toBeNull();
    await tab
      .extracted()
      .getByText(/Extracted Text/)
      .click();
    if (shots)
      await tab.page.screenshot({ path: path.join(shots, `image-tab-${viewport}-result.png`), fullPage: true });
    // Nothing sticks out sideways on a phone.
    const overflow = await tab.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
