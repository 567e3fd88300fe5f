import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../test/auth.js';
import { describeEachDatabase } from '../test/test-app.js';

/** Sends raw bytes to the listening server and resolves with everything it answers before closing. */
export function rawRequest(port: number, request: string | Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.end(request);
  });
}

function parseRaw(raw: string): { status: number; headers: string; body: unknown } {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body: body ? JSON.parse(body) : null };
}

describeEachDatabase('framework errors and headers', (ctx) => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    app = ctx().app;
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
  });

  describe('answers in the app shape without echoing the URL', () => {
    it('414 for an over-long path parameter', async () => {
      const url = `/api/collections/${'a'.repeat(300)}<script>/flashcards`;
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(414);
      expect(res.json()).toEqual({ success: false, error: 'URL too long' });
      expect(res.body).not.toContain('script');
    });

    it('400 for a malformed URL', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/collections/%E0%A4%A<b>/flashcards' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, error: 'Malformed URL' });
    });

    it('431 for headers too large', async () => {
      const raw = await rawRequest(port, `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
      const res = parseRaw(raw);
      expect(res.status).toBe(431);
      expect(res.body).toEqual({ success: false, error: 'Request headers too large' });
    });

    it.each([
      ['a non-numeric Content-Length', 'Content-Length: abc\r\n'],
      ['two different Content-Lengths', 'Content-Length: 2\r\nContent-Length: 3\r\n'],
      ['Content-Length beside chunked encoding', 'Content-Length: 2\r\nTransfer-Encoding: chunked\r\n'],
    ])('400 for %s', async (_, header) => {
      const raw = await rawRequest(
        port,
        `POST /translate-text HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n${header}\r\n{}`,
      );
      const res = parseRaw(raw);
      expect(res.status).toBe(400);
      expect((res.body as { success: boolean }).success).toBe(false);
      expect(res.headers).toContain('connection: close');
    });

    it('400 for a body shorter than its Content-Length', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/translate-text',
        headers: { 'content-type': 'application/json', 'content-length': '100' },
        payload: '{"text":"hej","direction":"sv-en"}',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    });

    it('400 for malformed HTTP', async () => {
      const res = parseRaw(await rawRequest(port, 'NOT HTTP AT ALL\r\n\r\n'));
      expect(res).toMatchObject({ status: 400, body: { success: false, error: 'Bad request' } });
    });
  });

  describe('X-Request-Id', () => {
    it('echoes a short plain id', async () => {
      const res = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'abc-123_x.y:z' } });
      expect(res.headers['x-request-id']).toBe('abc-123_x.y:z');
    });
    it.each([
      ['too long', 'a'.repeat(65)],
      ['with spaces and markup', 'id <script>'],
      ['with a forged log line', 'id\\n{"level":60}'],
    ])('replaces an id %s with a fresh one', async (_, id) => {
      const res = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': id } });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  describe('auth answers', () => {
    it('token-carrying answers are never cached', async () => {
      const me = await signUpAndSignIn(app);
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: me.user.email, password: 'correct horse battery staple' },
      });
      expect(signIn.headers['cache-control']).toBe('no-store');
      const refresh = await app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        payload: { refresh_token: me.refreshToken },
      });
      expect(refresh.statusCode).toBe(200);
      expect(refresh.headers['cache-control']).toBe('no-store');
      const failed = await app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: 'x' } });
      expect(failed.headers['cache-control']).toBe('no-store');
    });

    it('the reset-link redirect keeps Referrer-Policy: no-referrer', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/auth/verify?token=made-up' });
      expect(res.statusCode).toBe(302);
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cache-control']).toBe('no-store');
    });
  });
});
