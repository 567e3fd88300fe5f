import type { Locator, Page } from 'playwright-core';

/** The auth dialog: its title tells the mode. */
export class AuthModal {
  constructor(readonly page: Page) {}

  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  title(): Promise<string> {
    return this.dialog.getByRole('heading').first().innerText();
  }

  async isOpen(): Promise<boolean> {
    return this.dialog.isVisible();
  }

  field(label: 'Email' | 'Password' | 'Full Name' | 'New Password' | 'Confirm Password'): Locator {
    return this.dialog.getByLabel(label, { exact: true });
  }

  toggle(label: string): Locator {
    return this.dialog.getByRole('button', { name: label, exact: true });
  }

  submit(name: 'Sign In' | 'Sign Up' | 'Send Reset Email' | 'Update Password'): Locator {
    return this.dialog.locator('button[type=submit]', { hasText: name });
  }

  link(
    name:
      | 'Forgot your password?'
      | "Don't have an account? Sign Up"
      | 'Already have an account? Sign In'
      | 'Back to Sign In',
  ): Locator {
    return this.dialog.getByRole('button', { name, exact: true });
  }

  alert(): Locator {
    return this.dialog.getByRole('alert');
  }

  status(): Locator {
    return this.dialog.getByRole('status');
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.field('Email').fill(email);
    await this.field('Password').fill(password);
    await this.submit('Sign In').click();
  }

  async signUp(fullName: string, email: string, password: string): Promise<void> {
    await this.field('Full Name').fill(fullName);
    await this.field('Email').fill(email);
    await this.field('Password').fill(password);
    await this.submit('Sign Up').click();
  }

  async updatePassword(password: string, confirm = password): Promise<void> {
    await this.field('New Password').fill(password);
    await this.field('Confirm Password').fill(confirm);
    await this.submit('Update Password').click();
  }
}
