import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { launchBrowser, type RunningServer, startServer } from './harness';

/** Canned translations, so browser tests check the UI and not an engine's quality. */
const DICTIONARY: Record<string, string> = {
  'Hej.': 'Hello.',
  'Hur mår du?': 'How are you?',
  'Jag heter Anna.': 'My name is Anna.',
  hund: 'dog',
  'Hello.': 'Hej.',
  'How are you?': 'Hur mår du?',
  'My name is Anna.': 'Jag heter Anna.',
  dog: 'hund',
};

/**
 * A LibreTranslate-compatible server for browser tests (the app runs with TRANSLATION_ENGINE=libretranslate).
 * Text containing "långsam" answers after 1.5 s; text containing "trasig" gets a 400 with an error message.
 */
export async function startStubLibreTranslate(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const { q } = JSON.parse(raw || '{}') as { q: string[] };
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (q.some((text) => text.includes('trasig'))) return reply(400, { error: 'Unsupported text' });
      const body = { translatedText: q.map((text) => DICTIONARY[text] ?? `«${text}»`) };
      if (q.some((text) => text.includes('långsam'))) setTimeout(() => reply(200, body), 1_500);
      else reply(200, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface StubbedApp {
  provider: Awaited<ReturnType<typeof startStubLibreTranslate>>;
  server: RunningServer;
  browser: Browser;
  stop(): Promise<void>;
}

/** The production build translating through the stand-in above, and a browser: what most browser tests need. */
export async function startStubbedApp(env: Record<string, string> = {}): Promise<StubbedApp> {
  const provider = await startStubLibreTranslate();
  const server = await startServer({
    TRANSLATION_ENGINE: 'libretranslate',
    LIBRETRANSLATE_URL: provider.url,
    RATE_LIMIT_SIGNUP_PER_IP: '1000',
    RATE_LIMIT_SIGNIN_PER_IP: '1000',
    ...env,
  });
  const browser = await launchBrowser();
  return {
    provider,
    server,
    browser,
    async stop() {
      await browser.close();
      await server.stop();
      await provider.close();
    },
  };
}
