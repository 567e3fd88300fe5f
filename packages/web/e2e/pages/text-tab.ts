import type { Locator, Page } from 'playwright-core';

/** The Text tab of the Translate page. */
export class TextTabPage {
  constructor(readonly page: Page) {}

  input(): Locator {
    return this.page.getByRole('textbox');
  }

  translateButton(): Locator {
    return this.page.getByRole('button', { name: /^(Translate|Translating\.\.\.)$/ });
  }

  resetButton(): Locator {
    return this.page.getByRole('button', { name: 'Reset', exact: true });
  }

  swapButton(): Locator {
    return this.page.getByRole('button', { name: /swap/i });
  }

  copyButton(): Locator {
    return this.page.getByRole('button', { name: /copy/i });
  }

  output(): Locator {
    return this.page.getByTestId('translation-output');
  }

  outputHeading(): Locator {
    return this.page.getByRole('heading', { level: 3 });
  }

  alert(): Locator {
    return this.page.getByRole('alert');
  }

  alternatives(): Locator {
    return this.page.getByTestId('alternatives');
  }

  counter(): Locator {
    return this.page.getByTestId('character-count');
  }

  tooLong(): Locator {
    return this.page.getByTestId('too-long');
  }

  engineNote(): Locator {
    return this.page.getByTestId('engine-note');
  }

  async type(text: string): Promise<void> {
    await this.input().fill(text);
  }

  async translate(text: string): Promise<void> {
    await this.type(text);
    await this.translateButton().click();
  }

  async pressCtrlEnter(): Promise<void> {
    await this.input().press('Control+Enter');
  }

  /** The output's visible text, or '' when no translation is shown. */
  async outputText(): Promise<string> {
    return (await this.output().count()) ? (await this.output().innerText()).trim() : '';
  }

  async alertText(): Promise<string> {
    return (await this.alert().count()) ? (await this.alert().innerText()).trim() : '';
  }
}
