import { MESSAGES } from '@swedish-translator/core';
import type { FastifyError, FastifyInstance } from 'fastify';
import pg from 'pg';
import { ZodError } from 'zod';
import { errorBody, HttpError } from '../http-error.js';

/** Client-facing messages for Fastify's own request errors, by error code. */
const FASTIFY_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'Malformed JSON in request body' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'Request body is empty' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Unsupported content type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'Invalid content length' },
  FST_ERR_CTP_INVALID_TYPE: { status: 400, message: 'Invalid content type' },
};

/**
 * PostgreSQL refusing text it cannot store (a NUL, bytes that are not UTF-8): bad input, not a server fault.
 * The contracts refuse such text first; this answers for any field they do not cover (rate-limit keys, say).
 */
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);

/** Retry-After of a 503 that does not set its own: the queues drain within seconds. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      // Every "busy" answer tells the client when to come back.
      if (error.statusCode === 503 && !reply.hasHeader('Retry-After')) {
        reply.header('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
      }
      return reply.status(error.statusCode).send(errorBody(error.message));
    }
    if (error instanceof ZodError) {
      return reply.status(400).send(errorBody(error.issues[0]?.message ?? 'Invalid request'));
    }
    const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
    if (known) return reply.status(known.status).send(errorBody(known.message));
    if (error instanceof SyntaxError && (error as { statusCode?: number }).statusCode === 400) {
      return reply.status(400).send(errorBody('Malformed JSON in request body'));
    }
    if (error instanceof pg.DatabaseError && UNSTORABLE_TEXT_CODES.has(error.code ?? '')) {
      request.log.info({ code: error.code }, 'text refused by the database');
      return reply.status(400).send(errorBody(MESSAGES.textNotStorable));
    }
    if (error.validation) return reply.status(400).send(errorBody(error.message));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorBody(error.message || 'Bad request'));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody('Internal server error'));
  });
}
