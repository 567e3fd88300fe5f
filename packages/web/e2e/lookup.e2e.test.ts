import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { launchBrowser, newPage, type RunningServer, startServer, type VIEWPORTS } from './harness';
import { AppShell } from './pages/app-shell';
import { FlashcardsPages } from './pages/flashcards-pages';
import { installSpeechRecorder, LookupPage, spoken } from './pages/lookup';
import { TextTabPage } from './pages/text-tab';
import { createUser, signInContext, type TestUser } from './session';

/** The learner's lookup (issue 12) on the built-in engine, which aligns words: at 1280 and 390 px. */
let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await startServer({ TRANSLATION_ENGINE: 'builtin' });
  browser = await launchBrowser();
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(
  viewport: keyof typeof VIEWPORTS,
  user?: TestUser,
  voices?: { name: string; lang: string }[],
  colorScheme: 'light' | 'dark' = 'light',
) {
  const { context, page } = await newPage(browser, viewport, { colorScheme });
  contexts.push(context);
  if (user) await signInContext(context, user);
  await installSpeechRecorder(page, voices);
  await new AppShell(page, server.url).goto('/translate/text');
  const tab = new TextTabPage(page);
  await tab.translate('Hunden gick hem.');
  await expect.poll(() => tab.outputText(), { timeout: 20_000 }).toBe('The dog went home.');
  const lookup = new LookupPage(page);
  // The word layer comes with the markdown renderer, loaded with the first translation.
  await lookup.translationWord('went').waitFor();
  return { page, tab, lookup };
}

describe.each(['desktop', 'phone'] as const)('lookup at %s width', (viewport) => {
  it('highlights the counterpart of a hovered or focused word, both ways', async () => {
    const { lookup } = await open(viewport);
    await lookup.sourceWord('Hunden').hover();
    await expect.poll(() => lookup.linkedWords()).toContain('dog');
    await expect(lookup.linkedWords()).resolves.not.toContain('went');
    await lookup.translationWord('went').focus();
    await expect.poll(() => lookup.linkedWords()).toContain('gick');
    await expect(lookup.linkedWords()).resolves.not.toContain('Hunden');
  });

  it('opens a lookup card on click with lemma, forms and translations; Escape closes it and focus returns', async () => {
    const { page, lookup } = await open(viewport);
    await lookup.sourceWord('Hunden').click();
    const card = lookup.cardDialog('Hunden');
    await card.waitFor();
    const entry = lookup.entries().first();
    await expect(entry.getByTestId('lookup-lemma').innerText()).resolves.toBe('hund');
    await expect(entry.getByTestId('lookup-pos').innerText()).resolves.toMatch(/noun/i);
    await expect(entry.getByTestId('lookup-forms').innerText()).resolves.toContain('hundarna');
    await expect(entry.getByTestId('lookup-translations').innerText()).resolves.toContain('dog');
    await page.keyboard.press('Escape');
    await card.waitFor({ state: 'detached' });
    await expect.poll(() => lookup.activeElementWord()).toBe('Hunden');
  });

  it('reaches every word by keyboard: one tab stop per text, arrow keys, Enter opens the card', async () => {
    const { page, lookup } = await open(viewport);
    await lookup.sourceWord('Hunden').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => lookup.activeElementWord()).toBe('gick');
    await page.keyboard.press('End');
    await expect.poll(() => lookup.activeElementWord()).toBe('hem');
    // Tab leaves the source's words for the next tab stop: the translation's focused word is its only stop.
    await expect(lookup.sourceWord('gick').getAttribute('tabindex')).resolves.toBe('-1');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    const card = lookup.cardDialog('gick');
    await card.waitFor();
    await expect(lookup.entries().first().getByTestId('lookup-lemma').innerText()).resolves.toBe('gå');
    // An outside click closes it too, and focus goes back to the word.
    await page.mouse.click(5, 5);
    await card.waitFor({ state: 'detached' });
    await expect.poll(() => lookup.activeElementWord()).toBe('gick');
  });

  it('pronounces the source in Swedish, the translation in English and a lemma on the card; a second press stops', async () => {
    const { page, lookup } = await open(viewport);
    const translationSpeaker = lookup.speakButton('Listen to the translation');
    await translationSpeaker.click();
    await expect.poll(() => spoken(page)).toEqual([{ text: 'The dog went home.', lang: 'en-GB', voice: 'Daniel' }]);
    await expect(translationSpeaker.getAttribute('aria-pressed')).resolves.toBe('true');
    await translationSpeaker.click();
    await expect(translationSpeaker.getAttribute('aria-pressed')).resolves.toBe('false');
    await expect(spoken(page)).resolves.toHaveLength(1);
    await lookup.speakButton('Listen to the Swedish text').click();
    await lookup.sourceWord('Hunden').click();
    await lookup.card().getByRole('button', { name: 'Listen to “hund”' }).click();
    await expect
      .poll(() => spoken(page))
      .toEqual([
        { text: 'The dog went home.', lang: 'en-GB', voice: 'Daniel' },
        { text: 'Hunden gick hem.', lang: 'sv-SE', voice: 'Alva' },
        { text: 'hund', lang: 'sv-SE', voice: 'Alva' },
      ]);
  });

  it('hides a speaker when the browser has no voice for its language', async () => {
    const { lookup } = await open(viewport, undefined, [{ name: 'Daniel', lang: 'en-GB' }]);
    await lookup.speakButton('Listen to the translation').waitFor();
    await expect(lookup.speakButton('Listen to the Swedish text').count()).resolves.toBe(0);
  });

  it('tells a visitor to sign in when adding to flashcards', async () => {
    const { lookup } = await open(viewport);
    await lookup.sourceWord('Hunden').click();
    await lookup.card().getByRole('button', { name: 'Add to flashcards' }).first().click();
    await expect(lookup.card().getByRole('alert').innerText()).resolves.toBe('Please sign in to create flashcards');
  });

  it('adds a word to a collection prefilled with its grammar, meaning and sentence; the card is there', async () => {
    const user = await createUser(server.url, `lookup-${viewport}-${Date.now()}@example.com`);
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${user.session.access_token}` };
    const res = await fetch(`${server.url}/api/collections`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Ord', language_from: 'sv', language_to: 'en' }),
    });
    expect(res.status).toBe(201);
    const { collection } = (await res.json()) as { collection: { id: string } };
    const { page, lookup } = await open(viewport, user);
    await lookup.sourceWord('Hunden').click();
    await lookup.card().getByRole('button', { name: 'Add to flashcards' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create Flashcard' });
    await dialog.waitFor();
    await expect(dialog.getByLabel('Front (Original Text)').inputValue()).resolves.toBe('en hund (hunden, hundar)');
    await expect(dialog.getByLabel('Back (Translation)').inputValue()).resolves.toBe('dog');
    await expect(dialog.getByLabel('Example Sentence').inputValue()).resolves.toBe('Hunden gick hem.');
    await dialog.getByLabel('Back (Translation)').fill('dog (animal)');
    await dialog.getByLabel('Collection').click();
    await page.getByRole('option', { name: 'Ord' }).click();
    await dialog.getByRole('button', { name: 'Create Flashcard' }).click();
    await dialog.getByRole('status').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.goto(`${server.url}/flashcards`);
    const fc = new FlashcardsPages(page);
    await fc.collectionCard('Ord').getByRole('link', { name: 'Ord', exact: true }).click();
    await fc.flashcard('en hund (hunden, hundar)').waitFor();
    // The tile hides the answer; the stored card has every field as edited.
    const cards = await fetch(`${server.url}/api/collections/${collection.id}/flashcards`, { headers });
    const { flashcards } = (await cards.json()) as { flashcards: Record<string, unknown>[] };
    expect(flashcards).toEqual([
      expect.objectContaining({
        front_text: 'en hund (hunden, hundar)',
        back_text: 'dog (animal)',
        example_sentence: 'Hunden gick hem.',
      }),
    ]);
  });

  it.each(['light', 'dark'] as const)(
    'passes axe-core with a word highlighted and its card open (%s scheme)',
    async (scheme) => {
      const { page, lookup } = await open(viewport, undefined, undefined, scheme);
      await lookup.translationWord('went').hover();
      await expect.poll(() => lookup.linkedWords()).toContain('gick');
      await expect(seriousViolations(page)).resolves.toEqual([]);
      await lookup.sourceWord('Hunden').click();
      await lookup.entries().first().getByTestId('lookup-forms').waitFor();
      await page.waitForTimeout(300); // let the popover or sheet settle: axe measures colours as drawn
      await expect(seriousViolations(page)).resolves.toEqual([]);
    },
  );
});

describe.each(['desktop', 'phone'] as const)('pronouncing a card in review at %s width', (viewport) => {
  it('reads the front in Swedish and, once turned, the back in English', async () => {
    const user = await createUser(server.url, `review-speak-${viewport}-${Date.now()}@example.com`);
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${user.session.access_token}` };
    const post = async (url: string, body: object) =>
      (await (await fetch(`${server.url}${url}`, { method: 'POST', headers, body: JSON.stringify(body) })).json()) as {
        collection?: { id: string };
      };
    const { collection } = await post('/api/collections', { name: 'Djur', language_from: 'sv', language_to: 'en' });
    await post(`/api/collections/${collection?.id}/flashcards`, { front_text: 'en hund', back_text: 'a dog' });
    const { context, page } = await newPage(browser, viewport);
    contexts.push(context);
    await signInContext(context, user);
    await installSpeechRecorder(page);
    await page.goto(`${server.url}/flashcards/review`);
    const lookup = new LookupPage(page);
    await lookup.speakButton('Listen to the front').click();
    await expect(lookup.speakButton('Listen to the back').count()).resolves.toBe(0);
    await page.getByTestId('review-card').click();
    await lookup.speakButton('Listen to the back').click();
    await expect
      .poll(() => spoken(page))
      .toEqual([
        { text: 'en hund', lang: 'sv-SE', voice: 'Alva' },
        { text: 'a dog', lang: 'en-GB', voice: 'Daniel' },
      ]);
  });
});
