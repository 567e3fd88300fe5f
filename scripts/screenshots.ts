/**
 * Screenshots of the running app at desktop and phone widths, for docs/ and for looking at what we build.
 * Usage: npx tsx scripts/screenshots.ts [outDir] [path ...]   (starts the production build on a free port)
 */
import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser, startServer, VIEWPORTS } from '../packages/web/e2e/harness.js';

const outDir = process.argv[2] ?? 'docs/screenshots';
const paths = process.argv.slice(3);
const targets = paths.length ? paths : ['/translate/text', '/translate/image', '/flashcards'];

const server = await startServer();
const browser = await launchBrowser();
try {
  fs.mkdirSync(outDir, { recursive: true });
  for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
    const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
    const page = await context.newPage();
    for (const target of targets) {
      await page.goto(`${server.url}${target}`);
      await page.waitForLoadState('networkidle');
      const name = `${target.replace(/^\//, '').replace(/\//g, '-') || 'home'}-${viewport}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: true });
      console.log(path.join(outDir, name));
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
