import type { FastifyInstance } from 'fastify';

/**
 * Strict headers on every reply. Scripts only from our own origin (no inline scripts); inline styles are
 * allowed because Radix positions popovers with style attributes. `extraConnectSrc` admits the hosted
 * auth service when one is configured.
 */
export function registerSecurityHeaders(app: FastifyInstance, extraConnectSrc: string[] = []): void {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${["'self'", ...extraConnectSrc].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Content-Security-Policy', csp);
    reply.header('X-Content-Type-Options', 'nosniff');
    // A route may be stricter (the reset-link redirect sends no-referrer).
    if (!reply.hasHeader('Referrer-Policy')) reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
  });
}
