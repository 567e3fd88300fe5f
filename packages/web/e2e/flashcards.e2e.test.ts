import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, type RunningServer, startServer } from './harness';
import { AppShell } from './pages/app-shell';
import { FlashcardsPages } from './pages/flashcards-pages';
import { TextTabPage } from './pages/text-tab';
import { createUser, signInContext } from './session';
import { startStubLibreTranslate } from './stub-libretranslate';

let server: RunningServer;
let browser: Browser;
let provider: { url: string; close(): Promise<void> };

beforeAll(async () => {
  // A LibreTranslate stand-in with canned answers, for the Text tab's Create Flashcard.
  provider = await startStubLibreTranslate();
  server = await startServer({
    RATE_LIMIT_SIGNUP_PER_IP: '1000',
    RATE_LIMIT_SIGNIN_PER_IP: '1000',
    TRANSLATION_ENGINE: 'libretranslate',
    LIBRETRANSLATE_URL: provider.url,
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await provider?.close();
});

let userCount = 0;
async function signedIn(path: string, viewport: 'desktop' | 'phone' = 'desktop') {
  userCount += 1;
  const user = await createUser(server.url, `learner${userCount}-${Date.now()}@example.com`);
  const { context, page } = await newPage(browser, viewport);
  await signInContext(context, user);
  const shell = new AppShell(page, server.url);
  await shell.goto(path);
  return { context, page, shell, fc: new FlashcardsPages(page), user };
}

/** The text a user sees (rendered text, so hidden parts and icons are left out). */
async function text(locator: ReturnType<Page['locator']>) {
  return (await locator.innerText()).trim();
}

describe('flashcards: create, add, review', () => {
  let context: BrowserContext;
  let page: Page;
  let fc: FlashcardsPages;

  beforeAll(async () => {
    ({ context, page, fc } = await signedIn('/flashcards'));
  });
  afterAll(async () => {
    await context?.close();
  });

  it('/flashcards opens My Collections with the empty state', async () => {
    await page.waitForURL((url) => url.pathname === '/flashcards/collections');
    await fc.heading('My Collections').waitFor();
    await fc.text('No collections yet').waitFor();
    await expect(fc.button('Start Review').isVisible()).resolves.toBe(true);
  });

  it('explains the schedule in a tooltip', async () => {
    await fc.button('How spaced repetition works').hover();
    await expect
      .poll(() => text(page.getByRole('dialog', { name: 'How spaced repetition works' })).catch(() => ''))
      .toMatch(/24 hours.*Hard.*1, 2, 4, 8 days.*30 days for Easy/s);
    await page.mouse.move(0, 0);
  });

  it('New Collection: submit disabled while the name is blank, then creates it', async () => {
    await fc.button('New Collection').click();
    const dialog = fc.dialog();
    await dialog.getByRole('heading', { name: 'New Collection' }).waitFor();
    const submit = dialog.getByRole('button', { name: 'Create Collection' });
    await expect(submit.isDisabled()).resolves.toBe(true);
    await dialog.getByLabel('Name').fill('   ');
    await expect(submit.isDisabled()).resolves.toBe(true);
    await dialog.getByText('Collection name is required').waitFor();
    await expect(text(dialog.getByLabel('From language'))).resolves.toBe('Swedish');
    await expect(text(dialog.getByLabel('To language'))).resolves.toBe('English');
    await dialog.getByLabel('Name').fill('Swedish basics');
    await dialog.getByLabel('Description').fill('Greetings and everyday words');
    await submit.click();
    await dialog.waitFor({ state: 'detached' });
    const card = fc.collectionCard('Swedish basics');
    await card.waitFor();
    await expect(text(card)).resolves.toContain('0 flashcards');
    await expect(text(card)).resolves.toContain('Greetings and everyday words');
  });

  it('opens the collection and adds cards; the count follows', async () => {
    await fc.collectionCard('Swedish basics').click();
    await page.waitForURL(/\/flashcards\/collection\/[0-9a-f-]{36}$/);
    await fc.heading('Swedish basics').waitFor();
    await fc.text('No flashcards yet').waitFor();

    await fc.button('Add Flashcard').first().click();
    await fc.dialog().getByRole('button', { name: 'Add Flashcard' }).click();
    await fc.dialog().getByText('Front text and back text are required').waitFor();
    await fc.dialog().getByRole('button', { name: 'Cancel' }).click();

    await fc.addFlashcard('Hej', 'Hello', 'Hej, hur mår du?');
    await expect.poll(() => text(fc.cardCountBadge())).toBe('1 flashcard');
    await fc.addFlashcard('Tack', 'Thank you');
    await fc.addFlashcard('God morgon', 'Good morning');
    await expect.poll(() => text(fc.cardCountBadge())).toBe('3 flashcards');
    await expect.poll(() => fc.flashcards().count()).toBe(3);
  });

  it('cards flip on click and show the meta bar of a new card', async () => {
    const card = fc.flashcard('Hej');
    const face = card.locator('button[aria-pressed]');
    await face.click();
    await card.getByText('Hello', { exact: true }).waitFor();
    await card.getByText('Hej, hur mår du?').waitFor();
    await face.click();
    await card.getByTestId('flashcard-front').waitFor();
    await expect(text(card.getByTestId('review-count'))).resolves.toBe('0');
    await expect(text(card.getByTestId('difficulty'))).resolves.toBe('Unrated');
    await expect(text(card.getByTestId('next-review'))).resolves.toBe('Ready now');
    await expect(text(card)).resolves.toContain('Last reviewed: Never');
  });

  it('reviews every card with keyboard and mouse until Review Complete!', async () => {
    await fc.button('Review', true).click();
    await page.waitForURL(/\/flashcards\/review$/);
    await fc.heading('Reviewing: Swedish basics').waitFor();
    await expect.poll(() => text(fc.progress())).toBe('0 / 3 completed');
    await fc.text('Click the card to reveal the answer').waitFor();
    await expect(page.getByText('Space', { exact: true }).isVisible()).resolves.toBe(true);

    // Card 1: Space flips, key 3 rates Easy.
    await expect.poll(() => text(fc.reviewFront())).toBe('Hej');
    await page.keyboard.press('Space');
    await fc.text('How well did you know this?').waitFor();
    await expect(fc.button('Hard').getAttribute('aria-keyshortcuts')).resolves.toBe('1');
    await page.keyboard.press('3');
    await expect.poll(() => text(fc.progress())).toBe('1 / 3 completed');

    // Card 2: mouse flip, Medium button.
    await expect.poll(() => text(fc.reviewFront())).toBe('Tack');
    await expect(page.getByText('How well did you know this?').count()).resolves.toBe(0);
    await fc.reviewCard().click();
    await page.getByTestId('review-back').waitFor();
    await fc.button('Medium').click();
    await expect.poll(() => text(fc.progress())).toBe('2 / 3 completed');

    // Card 3: Enter flips, key 1 rates Hard.
    await expect.poll(() => text(fc.reviewFront())).toBe('God morgon');
    await page.keyboard.press('Enter');
    await page.getByTestId('review-back').waitFor();
    await page.keyboard.press('1');

    await fc.heading('Review Complete!').waitFor();
    await expect(text(page.getByTestId('review-summary'))).resolves.toBe('You reviewed 3 cards.');
  });

  it('labels and counts are updated after the review', async () => {
    await page.goBack();
    await fc.heading('Swedish basics').waitFor();
    await expect.poll(() => text(fc.flashcard('Hej').getByTestId('difficulty'))).toBe('Easy');
    await expect.poll(() => text(fc.flashcard('Tack').getByTestId('difficulty'))).toBe('Medium');
    await expect.poll(() => text(fc.flashcard('God morgon').getByTestId('difficulty'))).toBe('Hard');
    for (const front of ['Hej', 'Tack', 'God morgon']) {
      const card = fc.flashcard(front);
      await expect(text(card.getByTestId('review-count'))).resolves.toBe('1');
      await expect(text(card.getByTestId('next-review'))).resolves.toMatch(/^Tomorrow at \d{1,2}:\d\d/);
      await expect(text(card)).resolves.not.toContain('Last reviewed: Never');
    }
  });

  it('Review is disabled, with the reason shown, when nothing is due', async () => {
    await expect.poll(() => fc.button('Review', true).isDisabled()).toBe(true);
    await expect(text(page.getByTestId('nothing-due'))).resolves.toBe('No cards due for review');
    await expect(fc.button('Review', true).getAttribute('aria-describedby')).resolves.toBe(
      await page.getByTestId('nothing-due').getAttribute('id'),
    );
    await fc.button('Back').click();
    await page.waitForURL(/\/flashcards\/collections$/);
    await expect.poll(() => fc.button('Start Review').isDisabled()).toBe(true);
    await expect(fc.button('Review Swedish basics').isDisabled()).resolves.toBe(true);
    await expect(text(page.getByTestId('nothing-due'))).resolves.toBe('No cards due for review');
  });

  it('a review with no due cards shows the statistics', async () => {
    await page.goto(`${server.url}/flashcards/review`);
    await fc.heading('No cards due for review').waitFor();
    await expect(fc.text('Cards Previously Reviewed').isVisible()).resolves.toBe(true);
    await expect(fc.text('Total Reviews').isVisible()).resolves.toBe(true);
  });

  it('deleting a flashcard asks first, then removes it and lowers the count', async () => {
    await fc.button('Back').click();
    await page.waitForURL(/\/flashcards\/collections$/);
    await fc.collectionCard('Swedish basics').click();
    await fc.heading('Swedish basics').waitFor();
    await fc.button('Delete flashcard Tack').click();
    const confirm = fc.alertDialog();
    await confirm.getByText('Are you sure you want to delete this flashcard?').waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect(fc.flashcards().count()).resolves.toBe(3);

    await fc.button('Delete flashcard Tack').click();
    await fc.alertDialog().getByRole('button', { name: 'Delete flashcard' }).click();
    await expect.poll(() => fc.flashcards().count()).toBe(2);
    await expect.poll(() => text(fc.cardCountBadge())).toBe('2 flashcards');
    await fc.button('Back').click();
    await expect.poll(() => text(fc.collectionCard('Swedish basics'))).toContain('2 flashcards');
  });

  it('deleting a collection asks first, then removes it', async () => {
    await fc.createCollection('Keep me');
    await fc.button('Delete Swedish basics').click();
    const confirm = fc.alertDialog();
    await confirm
      .getByText('Are you sure you want to delete this collection? This will also delete all flashcards in it.')
      .waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(fc.collectionCards().count()).resolves.toBe(2);
    await fc.button('Delete Swedish basics').click();
    await fc.alertDialog().getByRole('button', { name: 'Delete collection' }).click();
    await expect.poll(() => fc.collectionCards().count()).toBe(1);
    await expect(fc.collectionCard('Keep me').isVisible()).resolves.toBe(true);
  });
});

describe('flashcards: other pages', () => {
  it("a session that ends inside the area leaves the page asking to 'Sign in to manage flashcards'", async () => {
    const { context, page, fc, shell } = await signedIn('/flashcards/collections');
    await fc.heading('My Collections').waitFor();
    await shell.accountMenu().click();
    await shell.signOutItem().click();
    await page.getByRole('heading', { name: 'Sign in to manage flashcards' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/flashcards/collections');
    await expect(page.getByRole('main').getByRole('button', { name: 'Sign In' }).isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('an unknown collection id shows Collection not found with the id, the list and Back', async () => {
    const { context, page, fc } = await signedIn('/flashcards/collections');
    await fc.createCollection('Verbs');
    await page.goto(`${server.url}/flashcards/collection/no-such-id`);
    await fc.heading('Collection not found').waitFor();
    await page.getByText('no-such-id', { exact: true }).waitFor();
    const list = page.getByRole('list', { name: 'Available collections' });
    await expect(text(list)).resolves.toBe('Verbs');
    await fc.button('Back').click();
    await page.waitForURL(/\/flashcards\/collections$/);
    await context.close();
  });

  it('opening /flashcards/review directly loads every due card', async () => {
    const { context, page, fc } = await signedIn('/flashcards/collections');
    await fc.createCollection('One');
    await fc.collectionCard('One').click();
    await fc.addFlashcard('ett', 'one');
    await fc.button('Back').click();
    await fc.createCollection('Two');
    await fc.collectionCard('Two').click();
    await fc.addFlashcard('två', 'two');
    await page.goto(`${server.url}/flashcards/review`);
    await fc.heading('Reviewing: All Collections').waitFor();
    await expect.poll(() => text(fc.progress())).toBe('0 / 2 completed');
    await context.close();
  });

  it.each(['desktop', 'phone'] as const)(
    'Start Review is disabled with the reason until a card is due (%s)',
    async (size) => {
      const { context, page, fc } = await signedIn('/flashcards/collections', size);
      await expect.poll(() => fc.button('Start Review').isDisabled()).toBe(true);
      await expect(page.getByTestId('nothing-due').isVisible()).resolves.toBe(true);
      await fc.createCollection('Due soon');
      await fc.collectionCard('Due soon').click();
      await expect.poll(() => fc.button('Review', true).isDisabled()).toBe(true);
      await fc.addFlashcard('katt', 'cat');
      await expect.poll(() => fc.button('Review', true).isDisabled()).toBe(false);
      await fc.button('Back').click();
      await expect.poll(() => fc.button('Start Review').isDisabled()).toBe(false);
      await expect(page.getByTestId('nothing-due').count()).resolves.toBe(0);
      await context.close();
    },
  );

  it.each(['desktop', 'phone'] as const)("Review's Back returns to where the review started (%s)", async (size) => {
    const { context, page, fc } = await signedIn('/flashcards/collections', size);
    await fc.createCollection('Start here');
    await fc.collectionCard('Start here').click();
    await fc.addFlashcard('fisk', 'fish');
    const collectionUrl = page.url();
    await fc.button('Review', true).click();
    await fc.heading('Reviewing: Start here').waitFor();
    await fc.button('Back').click();
    await expect.poll(() => page.url()).toBe(collectionUrl);
    await fc.button('Back').click();
    await page.waitForURL(/\/flashcards\/collections$/);
    await fc.button('Start Review').click();
    await fc.heading('Reviewing: All Collections').waitFor();
    await fc.button('Back').click();
    await page.waitForURL(/\/flashcards\/collections$/);
    await context.close();
  });

  it("a failed delete shows the server's error in a banner that clears itself after 5 s", async () => {
    const { context, page, fc, user } = await signedIn('/flashcards/collections');
    await fc.createCollection('Gone elsewhere');
    const id = (await fc.collectionCard('Gone elsewhere').getByRole('link').getAttribute('href'))?.split('/').pop();
    // Deleted from another tab: the page still lists it, the server no longer has it.
    const res = await fetch(`${server.url}/api/collections/${id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${user.session.access_token}` },
    });
    expect(res.status).toBe(200);
    await fc.button('Delete Gone elsewhere').click();
    await fc.alertDialog().getByRole('button', { name: 'Delete collection' }).click();
    const banner = page.getByRole('alert').filter({ hasText: 'Collection not found' });
    await banner.waitFor();
    // The stale entry goes once the list is reloaded from the server.
    await expect.poll(() => fc.collectionCards().count()).toBe(0);
    await banner.waitFor({ state: 'detached', timeout: 8000 });
    await context.close();
  });

  it('ignores rating clicks while a review is saving', async () => {
    const { context, page, fc, user } = await signedIn('/flashcards/collections');
    await fc.createCollection('Slow');
    await fc.collectionCard('Slow').click();
    await fc.addFlashcard('ett', 'one');
    await fc.addFlashcard('två', 'two');
    let reviews = 0;
    await page.route('**/api/flashcards/*/review', async (route) => {
      reviews += 1;
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await fc.button('Review', true).click();
    await fc.reviewCard().click();
    const easy = fc.button('Easy');
    await easy.click();
    await easy.click({ timeout: 300 }).catch(() => {});
    await page.keyboard.press('3');
    await expect.poll(() => text(fc.progress())).toBe('1 / 2 completed');
    expect(reviews).toBe(1);
    const res = await fetch(`${server.url}/api/flashcards/due`, {
      headers: { authorization: `Bearer ${user.session.access_token}` },
    });
    expect(((await res.json()) as { flashcards: unknown[] }).flashcards).toHaveLength(1);
    await context.close();
  });

  it("a card deleted during the review is skipped with the server's message", async () => {
    const { context, page, fc, user } = await signedIn('/flashcards/collections');
    await fc.createCollection('Vanishing');
    await fc.collectionCard('Vanishing').click();
    await fc.addFlashcard('ett', 'one');
    await fc.addFlashcard('två', 'two');
    await fc.button('Review', true).click();
    await expect.poll(() => text(fc.reviewFront())).toBe('ett');
    const auth = { authorization: `Bearer ${user.session.access_token}` };
    const due = (await (await fetch(`${server.url}/api/flashcards/due`, { headers: auth })).json()) as {
      flashcards: { id: string; front_text: string }[];
    };
    const first = due.flashcards.find((f) => f.front_text === 'ett');
    await fetch(`${server.url}/api/flashcards/${first?.id}`, { method: 'DELETE', headers: auth });
    await page.keyboard.press('Space');
    await page.keyboard.press('3');
    await page.getByRole('alert').filter({ hasText: 'Flashcard not found' }).waitFor();
    await expect.poll(() => text(fc.reviewFront())).toBe('två');
    await expect(text(fc.progress())).resolves.toBe('0 / 2 completed');
    await page.keyboard.press('Space');
    await page.keyboard.press('3');
    await fc.heading('Review Complete!').waitFor();
    await expect(text(page.getByTestId('review-summary'))).resolves.toBe('You reviewed 1 card.');
    // The history entry no longer carries the cards: a reload loads what is due now.
    await page.reload();
    await fc.heading('No cards due for review').waitFor();
    await context.close();
  });

  it('works on a phone', async () => {
    const { context, page, fc } = await signedIn('/flashcards/collections', 'phone');
    await fc.createCollection('Phone');
    await fc.collectionCard('Phone').click();
    await fc.addFlashcard('hus', 'house');
    await fc.button('Review', true).click();
    await fc.reviewCard().click();
    await fc.button('Easy').click();
    await fc.heading('Review Complete!').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await context.close();
  });
});

describe('Create Flashcard from the Text tab', () => {
  it.each(['desktop', 'phone'] as const)('remembers the collection last used, and only that one (%s)', async (size) => {
    const { context, page, fc, user } = await signedIn('/translate/text', size);
    const auth = { authorization: `Bearer ${user.session.access_token}`, 'content-type': 'application/json' };
    for (const name of ['Only one', 'Another'])
      await fetch(`${server.url}/api/collections`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ name, language_from: 'sv', language_to: 'en' }),
      });
    const tab = new TextTabPage(page);
    const openModal = async () => {
      await tab.translate('hund');
      await expect.poll(() => tab.outputText()).toBe('dog');
      await fc.button('Create Flashcard').click();
      return fc.dialog();
    };
    let dialog = await openModal();
    await expect.poll(() => text(dialog.getByLabel('Collection'))).toBe('Select a collection');
    await dialog.getByLabel('Collection').click();
    await page.getByRole('option', { name: 'Another' }).click();
    await dialog.getByRole('button', { name: 'Create Flashcard' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.reload();
    dialog = await openModal();
    await expect.poll(() => text(dialog.getByLabel('Collection'))).toBe('Another');
    await context.close();
  });

  it('visitors get no Create Flashcard button', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${server.url}/translate/text`);
    const tab = new TextTabPage(page);
    await tab.translate('Hej.');
    await tab.output().waitFor();
    await expect(page.getByRole('button', { name: 'Create Flashcard' }).count()).resolves.toBe(0);
    await context.close();
  });

  it('saves the translation as a card: front trimmed, back cleaned, no collection picked unasked', async () => {
    const { context, page, fc, user } = await signedIn('/flashcards/collections');
    const auth = { authorization: `Bearer ${user.session.access_token}`, 'content-type': 'application/json' };
    const create = (body: object) =>
      fetch(`${server.url}/api/collections`, { method: 'POST', headers: auth, body: JSON.stringify(body) });
    await create({ name: 'German', language_from: 'de', language_to: 'en' });
    await create({ name: 'Swedish', language_from: 'sv', language_to: 'en' });
    await page.goto(`${server.url}/translate/text`);
    const tab = new TextTabPage(page);
    await tab.translate('  Hej.  ');
    await tab.output().waitFor();
    await page.getByText(/Learning tip/).waitFor();
    await fc.button('Create Flashcard').click();
    const dialog = fc.dialog();
    await dialog.getByRole('heading', { name: 'Create Flashcard' }).waitFor();
    await expect(dialog.getByLabel('Front (Original Text)').inputValue()).resolves.toBe('Hej.');
    await expect(dialog.getByLabel('Back (Translation)').inputValue()).resolves.toBe('Hello.');
    await expect.poll(() => text(dialog.getByLabel('Collection'))).toBe('Select a collection');
    await dialog.getByRole('button', { name: 'Create Flashcard' }).click();
    await dialog.getByText('Please select a collection and fill in the flashcard details').waitFor();
    await dialog.getByLabel('Collection').click();
    // The collection of the translation's languages is offered first.
    await expect.poll(() => text(page.getByRole('option').first())).toBe('Swedish');
    await page.getByRole('option', { name: 'Swedish' }).click();
    await dialog.getByLabel('Back (Translation)').fill('');
    await dialog.getByLabel('Back (Translation)').fill('**Hello** `there`');
    await dialog.getByLabel('Example Sentence').fill('Hej, hur mår du?');
    await dialog.getByRole('button', { name: 'Create Flashcard' }).click();
    await dialog.getByText('Flashcard created.').waitFor();
    await dialog.waitFor({ state: 'detached' });

    await page.goto(`${server.url}/flashcards/collections`);
    await expect.poll(() => text(fc.collectionCard('Swedish'))).toContain('1 flashcard');
    await fc.collectionCard('Swedish').click();
    await fc.flashcard('Hej.').waitFor();
    const card = fc.flashcards().first();
    await card.locator('button[aria-pressed]').click();
    await expect(text(card.getByTestId('flashcard-back'))).resolves.toBe('Hello there');
    await context.close();
  });
});
