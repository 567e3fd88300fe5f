import type { Locator, Page } from 'playwright-core';

export class TranslatePage {
  constructor(readonly page: Page) {}

  heading(): Locator {
    return this.page.getByRole('heading', { level: 2 });
  }

  subtitle(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }

  swapButton(): Locator {
    return this.page.getByRole('button', { name: /swap/i });
  }

  async languages(): Promise<[string, string]> {
    const from = await this.page.getByTestId('source-language').innerText();
    const to = await this.page.getByTestId('target-language').innerText();
    return [from, to];
  }
}
