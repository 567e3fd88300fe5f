import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, type RunningServer, startServer, type VIEWPORTS } from './harness';
import { AppShell } from './pages/app-shell';
import { TextTabPage } from './pages/text-tab';
import { createUser, signInContext } from './session';
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
    // The markdown renderer loads with the first translation; the plain text stands in until then.
    await expect.poll(() => tab.output().locator('p').count()).toBe(2);
    // The stand-in engine wraps unknown text in «», so the bold word comes back as «Viktigt».
    await expect(tab.output().locator('strong').innerText()).resolves.toBe('«Viktigt»');
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

  it.each(['desktop', 'phone'] as const)('disables Translate over 5,000 characters and says why (%s)', async (size) => {
    const tab = await open(size);
    await tab.type('a'.repeat(5000));
    await expect(tab.translateButton().isDisabled()).resolves.toBe(false);
    await expect(tab.counter().innerText()).resolves.toBe('5,000 / 5,000');
    await tab.type('a'.repeat(5001));
    await expect.poll(() => tab.translateButton().isDisabled()).toBe(true);
    await expect(tab.counter().innerText()).resolves.toBe('5,001 / 5,000');
    await expect(tab.tooLong().innerText()).resolves.toBe('Text is too long (max 5,000 characters)');
    let requests = 0;
    tab.page.on('request', (request) => {
      if (request.url().endsWith('/translate-text')) requests += 1;
    });
    await tab.pressCtrlEnter();
    await expect(tab.outputText()).resolves.toBe('');
    expect(requests).toBe(0);
  });

  it.each(['desktop', 'phone'] as const)(
    'keeps the last translation beside the error of a failed retry (%s)',
    async (size) => {
      const tab = await open(size);
      await tab.translate('Hej.');
      await expect.poll(() => tab.outputText()).toBe('Hello.');
      await tab.page.route('**/translate-text', (route) => route.fulfill({ status: 502, body: 'Bad Gateway' }));
      await tab.translateButton().click();
      await expect.poll(() => tab.alertText()).toBe('Translation failed: Server responded with status: 502');
      await expect(tab.outputText()).resolves.toBe('Hello.');
    },
  );
});

describe('Text tab: layout', () => {
  it('puts input and translation side by side at 1280 px', async () => {
    const tab = await open('desktop');
    await tab.translate('Hej.');
    await expect.poll(() => tab.outputText()).toBe('Hello.');
    const input = await tab.input().boundingBox();
    const output = await tab.output().boundingBox();
    expect(output!.x).toBeGreaterThan(input!.x + input!.width);
    expect(Math.abs(output!.y - input!.y)).toBeLessThan(120);
    // The half-width input card still has room for its buttons on one line each.
    for (const button of [tab.translateButton(), tab.resetButton()])
      expect((await button.boundingBox())!.height).toBeLessThanOrEqual(48);
  });

  it('stacks the translation under the input at 390 px', async () => {
    const tab = await open('phone');
    await tab.translate('Hej.');
    await expect.poll(() => tab.outputText()).toBe('Hello.');
    const input = await tab.input().boundingBox();
    const output = await tab.output().boundingBox();
    expect(output!.y).toBeGreaterThan(input!.y + input!.height);
  });

  it.each(['desktop', 'phone'] as const)('does not move anything while translating (%s)', async (size) => {
    const tab = await open(size);
    await tab.type('Hej.');
    // Hold the request so the busy state can be measured whatever the machine's speed.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await tab.page.route('**/translate-text', async (route) => {
      await held;
      await route.continue();
    });
    const before = await tab.translateButton().boundingBox();
    const resetBefore = await tab.resetButton().boundingBox();
    await tab.translateButton().click();
    await expect.poll(() => tab.translateButton().innerText()).toBe('Translating...');
    expect(await tab.translateButton().boundingBox()).toEqual(before);
    expect(await tab.resetButton().boundingBox()).toEqual(resetBefore);
    release();
    await expect.poll(() => tab.outputText()).toBe('Hello.');
  });

  it.each(['desktop', 'phone'] as const)('announces the translation in a live region (%s)', async (size) => {
    const tab = await open(size);
    await tab.translate('Hej.');
    await expect.poll(() => tab.outputText()).toBe('Hello.');
    await expect(tab.output().locator('xpath=ancestor::*[@aria-live="polite"]').count()).resolves.toBe(1);
  });

  it.each(['desktop', 'phone'] as const)('says which engine translated, in plain words (%s)', async (size) => {
    const tab = await open(size);
    await expect(tab.engineNote().count()).resolves.toBe(0);
    await tab.translate('Hej.');
    await expect.poll(() => tab.outputText()).toBe('Hello.');
    await expect(tab.engineNote().innerText()).resolves.toBe('Translated by LibreTranslate.');
    await expect(tab.page.locator('body').innerText()).resolves.not.toMatch(/administrator|README/);
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

  it('says the built-in translator made the translation, without a word for administrators', async () => {
    const tab = await open('desktop', builtin.url);
    await tab.translate('Hur mår du?');
    await expect.poll(() => tab.outputText(), { timeout: 10_000 }).toBe('How are you?');
    await expect(tab.engineNote().innerText()).resolves.toMatch(/^Translated by this site's own rule-based translator/);
    await expect(tab.page.locator('body').innerText()).resolves.not.toMatch(/administrator|README/);
  });

  it.each(['desktop', 'phone'] as const)('keeps markdown formatting through the real engine (%s)', async (size) => {
    const tab = await open(size, builtin.url);
    await tab.translate('Jag gillar **kaffe**\n\n- *te*\n- [Läs mer](https://example.se) här');
    await expect.poll(() => tab.output().locator('strong').count(), { timeout: 10_000 }).toBe(1);
    await expect(tab.output().locator('strong').innerText()).resolves.toBe('coffee');
    await expect(tab.output().locator('li em').innerText()).resolves.toBe('tea');
    await expect(tab.output().locator('li a').innerText()).resolves.toBe('Read more');
    await expect(tab.output().locator('li a').getAttribute('href')).resolves.toBe('https://example.se');
    await expect(tab.outputText()).resolves.not.toContain('*');
  });

  it.each(['desktop', 'phone'] as const)(
    'puts formatted text on a card without markers or runs of spaces (%s)',
    async (size) => {
      const user = await createUser(builtin.url, `format-${size}-${Date.now()}@example.com`);
      await fetch(`${builtin.url}/api/collections`, {
        method: 'POST',
        headers: { authorization: `Bearer ${user.session.access_token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Fika', language_from: 'sv', language_to: 'en' }),
      });
      const { context, page } = await newPage(browser, size);
      contexts.push(context);
      await signInContext(context, user);
      await new AppShell(page, builtin.url).goto('/translate/text');
      const tab = new TextTabPage(page);
      await tab.translate('Jag gillar **kaffe**');
      await expect.poll(() => tab.output().locator('strong').count(), { timeout: 10_000 }).toBe(1);
      await page.getByRole('button', { name: 'Create Flashcard', exact: true }).click();
      const back = page.getByRole('dialog').getByLabel('Back (Translation)');
      await expect.poll(() => back.inputValue()).toBe('I like coffee');
    },
  );

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
