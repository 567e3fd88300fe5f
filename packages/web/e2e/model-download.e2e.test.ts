import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeHub, startFakeHub } from '../../server/src/test/fake-hub';
import { launchBrowser, newPage, type RunningServer, startServer } from './harness';
import { AppShell } from './pages/app-shell';

const MODELS = ['Xenova/opus-mt-sv-en', 'Xenova/opus-mt-en-sv'];
const FILES = [
  'config.json',
  'generation_config.json',
  'tokenizer.json',
  'tokenizer_config.json',
  'onnx/encoder_model_quantized.onnx',
  'onnx/decoder_model_merged_quantized.onnx',
];

// TRANSLATION_ENGINE=auto without models: the server downloads them in the background from HF_ENDPOINT (a local
// hub that sends half of a file and then holds the connection), and the translate page says so meanwhile.
describe('model download notice', () => {
  let hub: FakeHub;
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    const content = (id: string, file: string) => Buffer.from(`${id}/${file} `.repeat(2000));
    hub = await startFakeHub(new Map(MODELS.map((id) => [id, new Map(FILES.map((f) => [f, content(id, f)]))])));
    hub.stall.add('onnx/encoder_model_quantized.onnx');
    server = await startServer({ ALLOW_MODEL_DOWNLOAD: 'true', HF_ENDPOINT: hub.url, TRANSLATION_ENGINE: 'auto' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await hub?.close();
  });

  it.each(['desktop', 'phone'] as const)('shows download progress on the translate page (%s)', async (viewport) => {
    const { context, page } = await newPage(browser, viewport);
    await new AppShell(page, server.url).goto('/translate/text');
    const notice = page.getByRole('status').filter({ hasText: 'Downloading the neural translation model' });
    await expect.poll(() => notice.count(), { timeout: 20_000 }).toBe(1);
    expect(await notice.innerText()).toMatch(
      /^Downloading the neural translation model \(\d{1,2}%\)\. Translations use the built-in engine until it is ready\.$/,
    );
    expect(await page.getByRole('progressbar', { name: 'Model download progress' }).count()).toBe(1);
    const status = await (await fetch(`${server.url}/api/translation/status`)).json();
    expect(status).toMatchObject({ engine: 'builtin', neural: { state: 'downloading', downloading: true } });
    expect(status.neural.received_bytes).toBeGreaterThan(0);
    await page.screenshot({ path: `/tmp/neural-notice-${viewport}.png`, fullPage: false });
    await context.close();
  });
});
