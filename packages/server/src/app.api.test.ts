import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { tempDir } from './test/temp-dir.js';
import { describeEachDatabase, testConfig } from './test/test-app.js';

describeEachDatabase('health and errors', (ctx) => {
  it('GET /healthz answers while the process is up', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz reports the database reachable', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: ctx().target.name });
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/nothing-here?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ success: false, error: 'Not found: GET /api/nothing-here' });
  });

  it('answers unknown non-GET paths with a JSON 404 too', async () => {
    const res = await ctx().app.inject({ method: 'DELETE', url: '/somewhere' });
    expect(res.statusCode).toBe(404);
    expect(res.json().success).toBe(false);
  });

  it('sets the security headers and a request id on every reply', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toBe('abc-123');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
  });
});

describe('JSON request errors', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    const dir = tempDir('st-errors-');
    app = await buildApp(testConfig({ dialect: 'sqlite', file: path.join(dir, 'db.sqlite') }), { logger: false });
    // Routes that exercise the global handlers the way every feature route does (public: no session needed).
    app.post('/api/echo', { config: { public: true } }, async (request) => ({ success: true, body: request.body }));
    app.get('/api/boom', { config: { public: true } }, async () => {
      throw new Error('secret internal detail');
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('echoes well-formed JSON', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/echo', payload: { a: 1 } });
    expect(res.statusCode).toBe(200);
  });

  it('answers malformed JSON with 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"a": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: 'Malformed JSON in request body' });
  });

  it('answers a body over the limit with 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, error: 'Request body is too large' });
  });

  it('answers a wrong content type with 415', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ success: false, error: 'Unsupported content type' });
  });

  it('never leaks an internal error to the client', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, error: 'Internal server error' });
    expect(res.body).not.toContain('secret');
  });

  it('reports the database unreachable on /readyz with 503', async () => {
    const dir = tempDir('st-ready-');
    const other = await buildApp(testConfig({ dialect: 'sqlite', file: path.join(dir, 'db.sqlite') }), {
      logger: false,
    });
    await other.database.close();
    const res = await other.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'unavailable' });
  });
});
