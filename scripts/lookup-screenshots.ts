/**
 * Screenshots of the learner's lookup card (issue 12): a translated sentence with a word hovered and its card open,
 * at desktop (popover) and phone width (bottom sheet). Usage: npx tsx scripts/lookup-screenshots.ts [outDir]
 * (starts the production build with the built-in engine; speech voices stand in through the e2e recorder).
 */
import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser, newPage, startServer, VIEWPORTS } from '../packages/web/e2e/harness.js';
import { installSpeechRecorder, LookupPage } from '../packages/web/e2e/pages/lookup.js';
import { TextTabPage } from '../packages/web/e2e/pages/text-tab.js';

const outDir = process.argv[2] ?? 'docs/screenshots';
const server = await startServer({ TRANSLATION_ENGINE: 'builtin' });
const browser = await launchBrowser();
try {
  fs.mkdirSync(outDir, { recursive: true });
  for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
    const { context, page } = await newPage(browser, viewport);
    await installSpeechRecorder(page);
    await page.goto(`${server.url}/translate/text`);
    const tab = new TextTabPage(page);
    await tab.translate('Hunden gick hem till sitt stora hus.');
    const lookup = new LookupPage(page);
    await lookup.translationWord('went').waitFor();
    await lookup.sourceWord('Hunden').click();
    await lookup.entries().first().getByTestId('lookup-forms').waitFor();
    await page.waitForTimeout(300);
    const name = path.join(outDir, `lookup-${viewport}.png`);
    await page.screenshot({ path: name });
    console.log(name);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
