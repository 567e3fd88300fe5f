import type http from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TimeoutConfig } from '../config.js';
import { errorBody } from '../http-error.js';
import { BUSY_RETRY_AFTER_SECONDS } from './errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How long this route's request body may take to arrive; REQUEST_TIMEOUT_MS when unset. */
    bodyTimeoutMs?: number;
  }
}

export const REQUEST_TIMED_OUT = 'Request timed out';
export const SHUTTING_DOWN = 'Server is shutting down, please try again';

/**
 * Node's own limits, as Fastify options. The per-route body limits below are the precise ones; these are the
 * backstop for everything (Node checks them every few seconds): headers must arrive within REQUEST_TIMEOUT_MS,
 * a whole request within the longest route limit, and a connection silent both ways for CONNECTION_TIMEOUT_MS
 * is closed. Node's 408 goes through the app's client-error handler (plugins/framework-errors.ts).
 */
export function serverTimeoutOptions(timeouts: TimeoutConfig): {
  requestTimeout: number;
  connectionTimeout: number;
  http: http.ServerOptions;
} {
  const longest = Math.max(timeouts.requestMs, timeouts.uploadMs);
  return {
    requestTimeout: longest + 5_000,
    connectionTimeout: timeouts.connectionMs,
    http: {
      headersTimeout: Math.min(timeouts.requestMs, longest),
      connectionsCheckingInterval: Math.min(5_000, timeouts.requestMs),
    },
  };
}

/**
 * Cuts off a request whose body has not fully arrived within its route's limit (a client sending a byte a
 * second): 408, and the connection is closed. On shutdown, requests still receiving a body are answered 503
 * and closed at once, so they cannot hold the server open.
 */
export function registerBodyTimeouts(app: FastifyInstance, timeouts: TimeoutConfig): void {
  const receiving = new Map<FastifyRequest, FastifyReply>();

  const cutOff = (request: FastifyRequest, reply: FastifyReply, status: number, message: string) => {
    receiving.delete(request);
    if (request.raw.complete || reply.sent) return;
    request.log.info({ status }, 'request body did not arrive in time: connection closed');
    reply.raw.once('finish', () => request.raw.socket?.destroy());
    if (status === 503) reply.header('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
    void reply.status(status).header('Connection', 'close').send(errorBody(message));
  };

  app.addHook('onRequest', async (request, reply) => {
    // Without a body (no Content-Length or a zero one, and not chunked) there is nothing left to wait for.
    const { headers } = request.raw;
    const hasBody = headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
    if (!hasBody || request.raw.complete) return;
    const limitMs = request.routeOptions.config?.bodyTimeoutMs ?? timeouts.requestMs;
    receiving.set(request, reply);
    const timer = setTimeout(() => cutOff(request, reply, 408, REQUEST_TIMED_OUT), limitMs);
    timer.unref();
    reply.raw.once('close', () => {
      clearTimeout(timer);
      receiving.delete(request);
    });
  });

  app.addHook('preClose', async () => {
    for (const [request, reply] of [...receiving]) cutOff(request, reply, 503, SHUTTING_DOWN);
  });
}
