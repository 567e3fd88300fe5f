import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, type RunningServer, startServer, type VIEWPORTS } from './harness';
import { AppShell } from './pages/app-shell';
import { TextTabPage } from './pages/text-tab';
import { startStubLibreTranslate } from './stub-libretranslate';

let provider: Awaited<ReturnType<typeof startStubLibreTranslate>>;
let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  provider = await startStubLibreTranslate();
  // A LibreTranslate stand-in with canned answers: these tests are about the UI, not an engine's quality.
  server = await startServer({ TRANSLATION_ENGINE: 'libretranslate', LIBRETRANSLATE_URL: provider.url });
  browser = await launchBrowser();
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await provider?.close();
});

async function open(viewport: keyof typeof VIEWPORTS = 'desktop', baseUrl = server.url) {
  const { context, page } = await newPage(browser, viewport);
  contexts.push(context);
  await new AppShell(page, baseUrl).goto('/translate/text');
  return new TextTabPage(page);
}

describe('Text tab: translating', () => {
  it.each([
    ['Swedish to English', 'button', false, 'Swedish', 'Hej. Hur mår du?', 'Hello. How are you?', 'English'],
    ['Swedish to English', 'Ctrl+Enter', false, 'Swedish', 'Hej. Hur mår du?', 'Hello. How are you?', 'English'],
    ['English to Swedish', 'button', true, 'English', 'Hello. How are you?', 'Hej. Hur mår du?', 'Swedish'],
    ['English to Swedish', 'Ctrl+Enter', true, 'English', 'Hello. How are you?', 'Hej. Hur mår du?', 'Swedish'],
  ])('translates %s with the %s', async (_name, how, swap, from, input, output, to) => {
    const tab = await open();
    if (swap) await tab.swapButton().click();
    await expect(tab.input().getAttribute('placeholder')).resolves.toBe(`Enter your ${from} text here...`);
    await expect(tab.input().getAttribute('rows')).resolves.toBe('6');
    await expect(tab.translateButton().isDisabled()).resolves.toBe(true);
    await tab.type(input);
    await expect(tab.translateButton().isDisabled()).resolves.toBe(false);
    if (how === 'button') await tab.translateButton().click();
    else await tab.pressCtrlEnter();
    await expect.poll(() => tab.outputText()).toBe(output);
    await expect(tab.outputHeading().innerText()).resolves.toBe(`${to} Translation:`);
  });

  it('Cmd+Enter translates too (macOS)', async () => {
    const tab = await open();
    await tab.type('Hej.');
    await tab.input().press('Meta+Enter');
    await expect.poll(() => tab.outputText()).toBe('Hello.');
  });

  it("shows 'Translating...' and disables the button while busy", async () => {
    const tab = await open();
    await tab.translate('En långsam mening.');
    await expect.poll(() => tab.translateButton().innerText()).toBe('Translating...');
    await expect(tab.translateButton().isDisabled()).resolves.toBe(true);
    await expect.poll(() => tab.outputText(), { timeout: 10_000 }).toBe('«En långsam mening.»');
    await expect(tab.translateButton().innerText()).resolves.toBe('Translate');
  });

  it('keeps paragraphs and renders markdown without raw HTML', async () => {
    const tab = await open();
    await tab.translate('**Viktigt** här.\n\nHej.\n<img src=x onerror="window.pwned=1"><b>fet</b>');
    await expect.poll(() => tab.outputText()).toContain('Hello.');
    await expect(tab.output().locator('p').count()).resolves.toBe(2);
    await expect(tab.output().locator('strong').innerText()).resolves.toBe('Viktigt');
    await expect(tab.output().locator('img, b, script').count()).resolves.toBe(0);
    await expect(tab.page.evaluate(() => (window as { pwned?: number }).pwned)).resolves.toBeUndefined();
  });

  it('swapping the direction moves the translation into the input', async () => {
    const tab = await open();
    await tab.translate('Jag heter Anna.');
    await expect.poll(() => tab.outputText()).toBe('My name is Anna.');
    await tab.swapButton().click();
    await expect.poll(() => tab.input().inputValue()).toBe('My name is Anna.');
    await expect.poll(() => tab.outputText()).toBe('');
    await expect(tab.input().getAttribute('placeholder')).resolves.toBe('Enter your English text here...');
    await tab.translateButton().click();
    await expect.poll(() => tab.outputText()).toBe('Jag heter Anna.');
  });

  it('Reset clears input, output and error', async () => {
    const tab = await open();
    await tab.translate('Hej.');
    await expect.poll(() => tab.outputText()).toBe('Hello.');
    await tab.resetButton().click();
    await expect.poll(() => tab.input().inputValue()).toBe('');
    await expect.poll(() => tab.outputText()).toBe('');
    await tab.translate('trasig text');
    await expect.poll(() => tab.alertText()).not.toBe('');
    await tab.resetButton().click();
    await expect.poll(() => tab.alertText()).toBe('');
  });

  it('copies the translation to the clipboard', async () => {
    const tab = await open();
    await tab.page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await tab.translate('hund');
    await expect.poll(() => tab.outputText()).toBe('dog');
    await tab.copyButton().click();
    await expect.poll(() => tab.page.evaluate(() => navigator.clipboard.readText())).toBe('dog');
  });

  it('underlines unknown words and lists alternatives the API returns', async () => {
    const tab = await open();
    await tab.page.route('**/translate-text', (route) =>
      route.fulfill({
        json: {
          success: true,
          translated_text: 'the dog and the blorf',
          engine: 'builtin',
          unknown_words: ['blorf'],
          alternatives: [{ text: 'hound', pos: 'noun' }],
        },
      }),
    );
    await tab.translate('hunden och blorf');
    await expect.poll(() => tab.outputText()).toBe('the dog and the blorf');
    await expect(tab.output().locator('.unknown-word').innerText()).resolves.toBe('blorf');
    await expect(tab.alternatives().innerText()).resolves.toContain('hound');
  });
});

describe('Text tab: errors', () => {
  it("Ctrl+Enter on blank input says 'Please enter some text to translate'", async () => {
    const tab = await open();
    await tab.type('   ');
    await tab.pressCtrlEnter();
    await expect.poll(() => tab.alertText()).toBe('Please enter some text to translate');
  });

  it("shows the server's error text after 'Translation failed:'", async () => {
    const tab = await open();
    await tab.translate('trasig text');
    await expect
      .poll(() => tab.alertText())
      .toBe('Translation failed: LibreTranslate rejected the request: Unsupported text');
  });

  it('shows the status code when the server gives no error text', async () => {
    const tab = await open();
    await tab.page.route('**/translate-text', (route) => route.fulfill({ status: 502, body: 'Bad Gateway' }));
    await tab.translate('Hej.');
    await expect.poll(() => tab.alertText()).toBe('Translation failed: Server responded with status: 502');
  });

  it("shows 'Unknown error' for an answer without a translation", async () => {
    const tab = await open();
    await tab.page.route('**/translate-text', (route) => route.fulfill({ json: { success: true } }));
    await tab.translate('Hej.');
    await expect.poll(() => tab.alertText()).toBe('Translation failed: Unknown error');
  });

  it("shows the server's 413 for text over 5,000 characters", async () => {
    const tab = await open();
    await tab.translate('a'.repeat(5001));
    await expect.poll(() => tab.alertText()).toBe('Translation failed: Text is too long (max 5000 characters)');
  });
});

describe('Text tab: built-in engine and a stopped server', () => {
  let builtin: RunningServer;
  beforeAll(async () => {
    builtin = await startServer({ TRANSLATION_ENGINE: 'builtin' });
  });
  afterAll(async () => {
    await builtin?.stop();
  });

  it('shows the built-in engine note, and no note for other engines', async () => {
    const tab = await open('desktop', builtin.url);
    await expect.poll(() => tab.engineNote().count()).toBe(1);
    await expect(tab.engineNote().innerText()).resolves.toMatch(/built-in/);
    const other = await open();
    await other.page.waitForLoadState('networkidle');
    await expect(other.engineNote().count()).resolves.toBe(0);
  });

  it('translates with the real built-in engine (compiled worker threads), with alternatives for a word', async () => {
    const tab = await open('desktop', builtin.url);
    await tab.translate('Hur mår du?');
    await expect.poll(() => tab.outputText(), { timeout: 10_000 }).toBe('How are you?');
    await tab.type('hund');
    await tab.translateButton().click();
    await expect.poll(() => tab.outputText(), { timeout: 10_000 }).toBe('dog');
    await expect(tab.alternatives().innerText()).resolves.toContain('en hund, hundar');
  });

  it("says 'Network error. Please try again.' when the server is gone", async () => {
    const tab = await open('desktop', builtin.url);
    await tab.type('Hej.');
    await builtin.stop();
    await tab.translateButton().click();
    await expect.poll(() => tab.alertText()).toBe('Network error. Please try again.');
  });
});
