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
    // 'New Collection' sits in the header of the view, with or without collections.
    await this.button('New Collection').click();
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

  // Edit, move, search, export and import (issue 14)
  async editCard(front: string, changes: { front?: string; back?: string; example?: string }): Promise<void> {
    await this.flashcard(front).getByRole('button', { name: /^Edit/ }).click();
    const dialog = this.dialog();
    await dialog.getByRole('heading', { name: 'Edit Flashcard' }).waitFor();
    if (changes.front !== undefined) await dialog.getByLabel('Front Text*').fill(changes.front);
    if (changes.back !== undefined) await dialog.getByLabel('Back Text*').fill(changes.back);
    if (changes.example !== undefined) await dialog.getByLabel('Example Sentence').fill(changes.example);
    await dialog.getByRole('button', { name: 'Save' }).click();
  }

  async moveCard(front: string, collection: string): Promise<void> {
    await this.flashcard(front)
      .getByRole('combobox', { name: /^Move to…/ })
      .selectOption({ label: collection });
  }

  async editCollection(name: string, description?: string): Promise<void> {
    await this.page.getByRole('button', { name: /^Edit collection/ }).click();
    const dialog = this.dialog();
    await dialog.getByLabel('Name').fill(name);
    if (description !== undefined) await dialog.getByLabel('Description').fill(description);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  searchBox(): Locator {
    return this.page.getByRole('searchbox', { name: 'Search cards' });
  }

  async sortBy(label: string): Promise<void> {
    await this.page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label });
  }

  /** Picks an Export menu entry and returns the browser's download. */
  async exportAs(label: string) {
    const download = this.page.waitForEvent('download');
    await this.button('Export').click();
    await this.page.getByRole('menuitem', { name: label }).click();
    return download;
  }

  /** Opens Import, chooses a file made of `content`, and waits for the preview. */
  async chooseImportFile(name: string, content: string): Promise<Locator> {
    await this.button('Import').click();
    const dialog = this.dialog();
    await dialog
      .getByLabel('File to import')
      .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content) });
    await dialog.getByTestId('import-preview').waitFor();
    return dialog;
  }
}
