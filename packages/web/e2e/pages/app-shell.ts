import type { Locator, Page } from 'playwright-core';

/** The header and navigation every page shares. */
export class AppShell {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {}

  async goto(path: string): Promise<void> {
    await this.page.goto(`${this.baseUrl}${path}`);
    await this.title.waitFor();
  }

  get title(): Locator {
    return this.page.getByRole('heading', { name: 'Swedish Translator', level: 1 });
  }

  pathname(): string {
    return new URL(this.page.url()).pathname;
  }

  mainNav(): Locator {
    return this.page.getByRole('navigation', { name: 'Main' });
  }

  navButton(label: 'Text' | 'Image' | 'Flashcards', nav: Locator = this.mainNav()): Locator {
    return nav.getByRole('button', { name: label, exact: true });
  }

  menuToggle(): Locator {
    return this.page.getByRole('button', { name: /menu/i });
  }

  mobileNav(): Locator {
    return this.page.getByRole('navigation', { name: 'Mobile' });
  }

  signInButton(): Locator {
    return this.page.getByRole('button', { name: 'Sign In', exact: true }).first();
  }

  /** Opens the auth dialog from the header, or from the mobile menu where the header has no room for it. */
  async openSignIn(): Promise<void> {
    if (await this.signInButton().isVisible()) return this.signInButton().click();
    await this.menuToggle().click();
    await this.page.locator('#mobile-menu').getByRole('button', { name: 'Sign In', exact: true }).click();
  }

  accountMenu(): Locator {
    return this.page.getByRole('button', { name: /^Account menu for / });
  }

  signOutItem(): Locator {
    return this.page.getByRole('menuitem', { name: 'Sign Out' });
  }
}
