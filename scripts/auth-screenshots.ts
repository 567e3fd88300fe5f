/**
 * Screenshots of the auth modal in every mode and of the user menu, at desktop and phone widths.
 * Usage: npx tsx scripts/auth-screenshots.ts [outDir]   (needs `npm run build` first)
 */
import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser, startServer, VIEWPORTS } from '../packages/web/e2e/harness.js';

const outDir = process.argv[2] ?? 'docs/screenshots';
const server = await startServer();
const browser = await launchBrowser();
const email = `shot-${Date.now()}@example.com`;
await fetch(`${server.url}/api/auth/signup`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email, password: 'secret1', full_name: 'Astrid Lindgren' }),
});
try {
  fs.mkdirSync(outDir, { recursive: true });
  for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
    const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
    const page = await context.newPage();
    const shot = async (name: string) => {
      const file = path.join(outDir, `auth-${name}-${viewport}.png`);
      await page.waitForTimeout(300);
      await page.screenshot({ path: file });
      console.log(file);
    };
    const openModal = async () => {
      await page.goto(`${server.url}/translate/text`);
      if (viewport === 'phone') {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.locator('#mobile-menu').getByRole('button', { name: 'Sign In', exact: true }).click();
      } else {
        await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      }
      await page.getByRole('dialog').waitFor();
    };
    const dialog = page.getByRole('dialog');
    await openModal();
    await shot('signin');
    await dialog.getByLabel('Email', { exact: true }).fill('someone@example.com');
    await dialog.getByLabel('Password', { exact: true }).fill('wrong-password');
    await dialog.locator('button[type=submit]').click();
    await dialog.getByRole('alert').waitFor();
    await shot('signin-error');
    await dialog.getByRole('button', { name: "Don't have an account? Sign Up" }).click();
    await shot('signup');
    await dialog.getByRole('button', { name: 'Already have an account? Sign In' }).click();
    await dialog.getByRole('button', { name: 'Forgot your password?' }).click();
    await shot('reset');
    await page.goto(`${server.url}/translate/text#access_token=x&type=recovery`);
    await dialog.waitFor();
    await dialog.getByLabel('New Password', { exact: true }).fill('abc');
    await dialog.getByLabel('Confirm Password', { exact: true }).fill('abcd');
    await dialog.getByRole('button', { name: 'Show new password' }).click();
    await dialog.locator('button[type=submit]').click();
    await shot('update');
    await page.goto(`${server.url}/api/auth/verify?token=expired`);
    await dialog.getByRole('alert').waitFor();
    await shot('expired');
    await page.goto(`${server.url}/translate/text`);
    await openModal();
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill('secret1');
    await dialog.locator('button[type=submit]').click();
    await dialog.getByRole('status').waitFor();
    await shot('signed-in');
    await dialog.waitFor({ state: 'hidden' });
    if (viewport === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('button', { name: /^Account menu for / })
      .last()
      .click();
    await shot('user-menu');
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
