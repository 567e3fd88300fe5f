import { afterEach, describe, expect, it } from 'vitest';
import { startProviderServer } from '../packages/server/src/test/provider-server.js';
import { createEvalTranslator } from './eval-engine.js';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('createEvalTranslator', () => {
  it('translates every line through the configured engine, in order, keeping blank lines', async () => {
    const provider = await startProviderServer((request) => {
      const { q } = request.body as { q: string[] };
      return { json: { translatedText: q.map((text) => text.toUpperCase()) }, delayMs: Math.random() * 20 };
    });
    close = provider.close;
    const engine = createEvalTranslator('libretranslate', { LIBRETRANSLATE_URL: provider.url });
    const lines = Array.from({ length: 12 }, (_, i) => (i === 5 ? '' : `Mening ${i}. Och mer.`));
    const outputs = await engine.translate(lines, 'sv-en');
    expect(outputs).toEqual(lines.map((line) => line.toUpperCase()));
    // Sentence splitting is the server's: each line went as two sentences.
    expect(provider.requests[0]?.body).toMatchObject({ q: [expect.stringMatching(/^Mening \d+\.$/), 'Och mer.'] });
    await engine.close();
  });

  it('names the engines it knows when given another', () => {
    expect(() => createEvalTranslator('google')).toThrow(/unknown engine google; known: builtin, neural/);
  });
});
