import crypto from 'node:crypto';
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../http-error.js';

/**
 * Errors Fastify and Node answer before any route runs, in the app's `{ success: false, error }` shape and never
 * echoing the URL (a reflected path in an error body is an injection vector and a log-forging one).
 */
const ROUTING_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, message: 'Malformed URL' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'URL too long' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 500, message: 'Internal server error' },
};

/** Fastify's `frameworkErrors` option: bad URL-encoding (400) and an over-long path parameter (414). */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const known = ROUTING_ERRORS[error.code] ?? { status: 400, message: 'Bad request' };
  request.log.info({ code: error.code }, 'request refused before routing');
  void reply.status(known.status).send(errorBody(known.message));
}

/** What Node's HTTP parser refused (its error code) and how the client is told. */
function clientErrorAnswer(code: string | undefined): { status: number; message: string } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, message: 'Request timed out' };
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: 'Request headers too large' };
  if (code === 'HPE_INVALID_CONTENT_LENGTH' || code === 'HPE_UNEXPECTED_CONTENT_LENGTH') {
    return { status: 400, message: 'Invalid content length' };
  }
  return { status: 400, message: 'Bad request' };
}

/**
 * The server's `clientError` handler (Fastify's `clientErrorHandler` option): a request Node could not parse
 * (headers too large, a bad Content-Length, malformed HTTP) or did not receive in time (requestTimeout). The
 * answer is written straight onto the socket, which is then closed.
 */
export function handleClientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = clientErrorAnswer(error.code);
  this.log.info({ code: error.code, status }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify(errorBody(message));
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/** A client's X-Request-Id is kept only when short and plain; anything else gets a fresh id. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Fastify's `genReqId`: the client's X-Request-Id when it is safe to echo and log, else a random UUID. */
export function requestIdOf(request: http.IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : crypto.randomUUID();
}
