import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { tempDir } from '../test/temp-dir.js';
import { testConfig } from '../test/test-app.js';

const INDEX_HTML = `<!doctype html><div id="root"></div>${'<!-- padding -->'.repeat(100)}`;
const SCRIPT = `console.log(${JSON.stringify('hej '.repeat(500))});`;

/** Writes a file and, as the web build does, its Brotli and gzip copies. */
function writeWithCopies(file: string, text: string): void {
  fs.writeFileSync(file, text);
  fs.writeFileSync(`${file}.br`, brotliCompressSync(text));
  fs.writeFileSync(`${file}.gz`, gzipSync(text));
}

describe('single-page app serving', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  const dirs: string[] = [];
  beforeAll(async () => {
    const webDist = tempDir('st-web-');
    fs.mkdirSync(path.join(webDist, 'assets'));
    writeWithCopies(path.join(webDist, 'index.html'), INDEX_HTML);
    writeWithCopies(path.join(webDist, 'assets', 'index-abc123.js'), SCRIPT);
    fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg/>');
    const dir = tempDir('st-spa-');
    dirs.push(webDist, dir);
    app = await buildApp(testConfig({ dialect: 'sqlite', file: path.join(dir, 'db.sqlite') }, { webDist }), {
      logger: false,
    });
  });
  afterAll(async () => {
    await app.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it.each(['/', '/translate/text', '/flashcards/collection/123', '/no/such/page'])(
    'answers GET %s with index.html (history fallback)',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves hashed assets with a long cache lifetime', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves other files with revalidation', async () => {
    const res = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.json().success).toBe(false);
  });

  it('sets the strict CSP on the page', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  describe('precompressed files', () => {
    const decode: Record<string, (body: Buffer) => Buffer> = {
      br: brotliDecompressSync,
      gzip: gunzipSync,
      identity: (body) => body,
    };

    it.each([
      ['br, gzip, deflate', 'br'],
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['*', 'gzip'],
      ['identity', 'identity'],
      ['deflate', 'identity'],
      ['', 'identity'],
    ])('Accept-Encoding "%s" gets %s for a hashed asset', async (acceptEncoding, encoding) => {
      const res = await app.inject({
        method: 'GET',
        url: '/assets/index-abc123.js',
        headers: { 'accept-encoding': acceptEncoding },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      expect(res.headers['content-type']).toMatch(/^(?:text|application)\/javascript; charset=utf-8$/);
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const body = res.rawPayload;
      expect(Number(res.headers['content-length'])).toBe(body.length);
      expect(decode[encoding]?.(body).toString()).toBe(SCRIPT);
      if (encoding !== 'identity') expect(body.length).toBeLessThan(SCRIPT.length);
    });

    it('sends the original without any Accept-Encoding header', async () => {
      const res = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(SCRIPT);
    });

    it.each(['/', '/translate/text', '/index.html'])('sends index.html for %s as Brotli, not cached', async (url) => {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX_HTML);
    });

    it('falls back to the original for a file without compressed copies', async () => {
      const res = await app.inject({ method: 'GET', url: '/favicon.svg', headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.body).toBe('<svg/>');
    });

    it('answers HEAD with the headers of the compressed copy and no body', async () => {
      const res = await app.inject({
        method: 'HEAD',
        url: '/assets/index-abc123.js',
        headers: { 'accept-encoding': 'br' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.body).toBe('');
    });

    it('never serves a compressed copy by its own name as something else', async () => {
      const res = await app.inject({ method: 'GET', url: '/assets/index-abc123.js.br' });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['content-type']).not.toMatch(/javascript/);
    });
  });
});
