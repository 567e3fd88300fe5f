import type { Locator, Page } from 'playwright-core';

/** Collections view, collection detail and review screen of the flashcards area. */
export class FlashcardsPages {
  constructor(readonly page: Page) {}

  heading(name: string | RegExp): Locator {
    return this.page.getByRole('heading', { name, level: 2 });
  }

  button(name: string | RegExp, exact = true): Locator {
    return this.page.getByRole('button', { name, exact });
  }

  text(text: string | RegExp): Locator {
    return this.page.getByText(text, { exact: typeof text === 'string' });
  }

  dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  alertDialog(): Locator {
    return this.page.getByRole('alertdialog');
  }

  // Collections view
  collectionCards(): Locator {
    return this.page.getByTestId('collection-card');
  }

  collectionCard(name: string): Locator {
    return this.collectionCards().filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  async createCollection(name: string, description = ''): Promise<void> {
    const startButton = (await this.button('New Collection').isVisible())
      ? this.button('New Collection')
      : this.button('Create Collection');
    await startButton.click();
    const dialog = this.dialog();
    await dialog.getByLabel('Name').fill(name);
    if (description) await dialog.getByLabel('Description').fill(description);
    await dialog.getByRole('button', { name: 'Create Collection' }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  // Collection detail
  flashcards(): Locator {
    return this.page.getByTestId('flashcard');
  }

  flashcard(front: string): Locator {
    return this.flashcards().filter({ hasText: front });
  }

  async addFlashcard(front: string, back: string, example = ''): Promise<void> {
    await this.button('Add Flashcard').first().click();
    const dialog = this.dialog();
    await dialog.getByLabel('Front Text*').fill(front);
    await dialog.getByLabel('Back Text*').fill(back);
    if (example) await dialog.getByLabel('Example Sentence').fill(example);
    await dialog.getByRole('button', { name: 'Add Flashcard' }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  cardCountBadge(): Locator {
    return this.page.getByTestId('card-count');
  }

  // Review screen
  progress(): Locator {
    return this.page.getByTestId('review-progress');
  }

  reviewCard(): Locator {
    return this.page.getByTestId('review-card');
  }

  reviewFront(): Locator {
    return this.page.getByTestId('review-front');
  }
}
