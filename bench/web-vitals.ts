/**
 * What a visitor's browser pays for the web app, measured on the production build in the system Chromium:
 *
 *  1. bytes transferred on a first (cold-cache) load of the text tab, as the browser received them (compressed),
 *     from the Chrome DevTools Protocol's `Network.loadingFinished` `encodedDataLength`, per file;
 *  2. time to interactive of the text tab on a throttled phone: Lighthouse's mobile preset (Slow 4G, 4× CPU
 *     slowdown) applied in Chromium through CDP, TTI computed as Lighthouse defines it (the end of the last long
 *     task before a 5 s window without one, counted from when the page's content is painted), median of runs;
 *  3. Lighthouse 12 (mobile preset, simulated throttling) on the text tab and on a signed-in flashcards screen:
 *     the four category scores, Lighthouse's own TTI, and every audit that did not pass; of `--lighthouse-runs`
 *     runs per page, the one with the median performance score.
 *
 *   npm run build && npm run bench:web -- [--runs 5] [--lighthouse-runs 3] [--json]
 *
 * Run it on a quiet machine: CPU-throttled timings grow with any other load.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { type BrowserContext, chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, freePort, startServer } from '../packages/web/e2e/harness.js';
import { createUser } from '../packages/web/e2e/session.js';

const SESSION_KEY = 'swedish-translator.session';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Lighthouse's mobile preset as DevTools applies it (lighthouse-core constants: mobileSlow4G, "devtools"). */
const SLOW_4G = { latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
const PHONE = { width: 412, height: 823 };

function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : Number.NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface Transfer {
  total: number;
  files: { url: string; bytes: number; encoding: string }[];
}

/** A cold-cache load of `url`; every response's bytes on the wire. */
async function measureTransfer(context: BrowserContext, url: string): Promise<Transfer> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  const responses = new Map<string, { url: string; encoding: string }>();
  const files: Transfer['files'] = [];
  cdp.on('Network.responseReceived', (event) => {
    const headers = Object.fromEntries(Object.entries(event.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    responses.set(event.requestId, { url: event.response.url, encoding: String(headers['content-encoding'] ?? '') });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const response = responses.get(event.requestId);
    if (response) files.push({ ...response, bytes: event.encodedDataLength });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.getByRole('textbox').waitFor();
  await page.close();
  return { total: files.reduce((sum, file) => sum + file.bytes, 0), files };
}

/** Time to interactive of `url` with the phone throttling applied, in ms from navigation start. */
async function measureTti(context: BrowserContext, url: string): Promise<{ tti: number; painted: number }> {
  const page = await context.newPage();
  await page.setViewportSize(PHONE);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(() => {
    const w = window as unknown as { __longTasks: { start: number; end: number }[]; __painted?: number };
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        w.__longTasks.push({ start: entry.startTime, end: entry.startTime + entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    // The text tab's content is painted once its textarea is in the document (the page renders on the client).
    new MutationObserver((_records, observer) => {
      if (document.querySelector('textarea')) {
        w.__painted = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.getByRole('textbox').waitFor();
  await page.waitForTimeout(5_500); // a 5 s quiet window has to be seen to end TTI
  const { tasks, painted } = await page.evaluate(() => {
    const w = window as unknown as { __longTasks: { start: number; end: number }[]; __painted?: number };
    return { tasks: w.__longTasks, painted: w.__painted ?? Number.NaN };
  });
  let tti = painted;
  for (const task of [...tasks].sort((a, b) => a.start - b.start)) {
    if (task.end <= tti) continue;
    if (task.start - tti >= 5_000) break;
    tti = Math.max(tti, task.end);
  }
  await page.close();
  return { tti, painted };
}

interface LighthouseSummary {
  url: string;
  scores: Record<string, number>;
  tti: number;
  lcp: number;
  tbt: number;
  cls: number;
  failed: string[];
  error?: string;
}

async function runLighthouse(port: number, url: string): Promise<LighthouseSummary> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    // The signed-in screen needs the session put into local storage beforehand.
    disableStorageReset: true,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  const error = lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined;
  const scores = Object.fromEntries(
    Object.values(lhr.categories).map((category) => [category.id, Math.round((category.score ?? 0) * 100)]),
  );
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failed = Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative')
    .filter((audit) => audit.scoreDisplayMode !== 'manual' && audit.scoreDisplayMode !== 'notApplicable')
    .map((audit) => `${audit.id} (${audit.displayValue ?? audit.score})`);
  return {
    url,
    scores,
    tti: numeric('interactive'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    failed,
    error,
  };
}

/** Lighthouse `runs` times; the run with the median performance score (failed runs last), as Lighthouse advises. */
async function runLighthouseMedian(port: number, url: string, runs: number): Promise<LighthouseSummary> {
  const results: LighthouseSummary[] = [];
  for (let i = 0; i < runs; i += 1) results.push(await runLighthouse(port, url));
  const ok = results.filter((r) => !r.error).sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
  return ok[Math.floor(ok.length / 2)] ?? (results[0] as LighthouseSummary);
}

/** A user with one collection of three cards, signed in in the browser's default profile. */
async function signIn(context: BrowserContext, baseUrl: string): Promise<void> {
  const user = await createUser(baseUrl, `bench-${Date.now()}@example.com`);
  const headers = { authorization: `Bearer ${user.session.access_token}`, 'content-type': 'application/json' };
  const res = await fetch(`${baseUrl}/api/collections`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      name: 'Swedish basics',
      description: 'Everyday words',
      language_from: 'sv',
      language_to: 'en',
    }),
  });
  const { collection } = (await res.json()) as { collection: { id: string } };
  for (const [front, back] of [
    ['Hej', 'Hello'],
    ['Tack', 'Thank you'],
    ['God morgon', 'Good morning'],
  ])
    await fetch(`${baseUrl}/api/collections/${collection.id}/flashcards`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ front_text: front, back_text: back }),
    });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/translate/text`);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [SESSION_KEY, JSON.stringify(user.session)]);
  await page.close();
}

async function main() {
  const runs = argument('runs', 5);
  const lighthouseRuns = argument('lighthouse-runs', 3);
  const server = await startServer({ TRANSLATION_ENGINE: 'builtin' });
  const debuggingPort = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'st-web-vitals-'));
  // A persistent profile: Lighthouse opens its tabs in the default context, where the session is stored.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${debuggingPort}`],
  });
  try {
    const textTab = `${server.url}/translate/text`;
    const transfer = await measureTransfer(context, textTab);
    const ttis: number[] = [];
    const painted: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const run = await measureTti(context, textTab);
      ttis.push(run.tti);
      painted.push(run.painted);
    }
    const lighthouseText = await runLighthouseMedian(debuggingPort, textTab, lighthouseRuns);
    await signIn(context, server.url);
    const cardsUrl = `${server.url}/flashcards/collections`;
    const lighthouseCards = await runLighthouseMedian(debuggingPort, cardsUrl, lighthouseRuns);
    const report = {
      transfer,
      tti: { runs: ttis, median: median(ttis), paintedMedian: median(painted) },
      lighthouse: [lighthouseText, lighthouseCards],
    };
    if (process.argv.includes('--json')) {
      console.log(JSON.stringify(report, null, 2));
      return;
    }
    console.log(`First load of the text tab: ${kb(transfer.total)} transferred in ${transfer.files.length} responses`);
    for (const file of transfer.files)
      console.log(`  ${kb(file.bytes).padStart(9)}  ${file.encoding || 'identity'}  ${new URL(file.url).pathname}`);
    console.log(
      `Throttled phone (Slow 4G, ${CPU_SLOWDOWN}× CPU), text tab: TTI median ${(report.tti.median / 1000).toFixed(2)} s ` +
        `(content painted ${(report.tti.paintedMedian / 1000).toFixed(2)} s) over ${runs} runs: ` +
        ttis.map((t) => (t / 1000).toFixed(2)).join(', '),
    );
    for (const summary of report.lighthouse) {
      console.log(`Lighthouse mobile, ${new URL(summary.url).pathname}:`);
      console.log(
        `  scores ${Object.entries(summary.scores)
          .map(([id, score]) => `${id} ${score}`)
          .join(', ')}`,
      );
      console.log(
        `  TTI ${(summary.tti / 1000).toFixed(2)} s, LCP ${(summary.lcp / 1000).toFixed(2)} s, ` +
          `TBT ${Math.round(summary.tbt)} ms, CLS ${summary.cls.toFixed(3)}`,
      );
      if (summary.failed.length) console.log(`  not passed: ${summary.failed.join('; ')}`);
      if (summary.error) console.log(`  Lighthouse failed: ${summary.error}`);
    }
  } finally {
    await context.close();
    await server.stop();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

await main();
