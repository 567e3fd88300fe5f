import {
  type TranslateTextResponse,
  type TranslationStatusResponse,
  translateTextRequestSchema,
} from '@swedish-translator/contracts';
import { characterCount, LIMITS, MESSAGES } from '@swedish-translator/core';
import type { FastifyInstance } from 'fastify';
import { runAsClient } from '../../engines/fair-queue.js';
import { HttpError } from '../../http-error.js';
import type { TranslationService } from './service.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An /api route that answers without a session (see features/auth/authenticate.ts). */
    public?: boolean;
  }
}

/** POST /translate-text and GET /api/translation/status — both open to visitors (no auth). */
export function registerTranslationRoutes(app: FastifyInstance, service: TranslationService): void {
  const limited = { onRequest: app.clientLimits.translate };
  app.post('/translate-text', limited, async (request, reply): Promise<TranslateTextResponse> => {
    const { text, direction } = translateTextRequestSchema.parse(request.body);
    if (characterCount(text) > LIMITS.translateTextMaxLength) {
      throw new HttpError(413, MESSAGES.textTooLong(LIMITS.translateTextMaxLength));
    }
    // A client that hangs up no longer needs its place in the engine's queue.
    const controller = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) controller.abort(new Error('client closed the connection'));
    });
    // The engine's queue is shared fairly between clients: this one holds at most half of it.
    const client = await app.clientKey(request);
    const result = await runAsClient(client, () => service.translateText(text, direction, controller.signal));
    return { success: true, ...result };
  });

  app.get('/api/translation/status', { config: { public: true } }, async (): Promise<TranslationStatusResponse> => {
    return { success: true, ...service.status() };
  });
}
