import type { Translator } from '@swedish-translator/core';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config.js';
import { createDatabase, type DatabaseHandle } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { createTranslator, neuralStatusOf } from './engines/translation/index.js';
import { registerAuth } from './features/auth/routes.js';
import { registerDictionary } from './features/dictionary/routes.js';
import { registerFlashcardRoutes } from './features/flashcards/routes.js';
import { registerHealthRoutes } from './features/health/routes.js';
import { registerImageTranslation } from './features/ocr/routes.js';
import { registerTranslationRoutes } from './features/translation/routes.js';
import { TranslationService } from './features/translation/service.js';
import { registerClientLimits } from './plugins/client-limits.js';
import { registerErrorHandling } from './plugins/errors.js';
import { frameworkErrors, handleClientError, requestIdOf } from './plugins/framework-errors.js';
import { registerRateLimiting } from './plugins/rate-limit.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerSpa } from './plugins/spa.js';
import { registerBodyTimeouts, serverTimeoutOptions } from './plugins/timeouts.js';

/** JSON bodies above this are refused with 413; image uploads have their own limit. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface BuildOptions {
  /** pino options, or false for silence (tests). Defaults to JSON logs at config.logLevel. */
  logger?: FastifyServerOptions['logger'];
  /** Use this engine instead of the one config selects (tests: a deliberately slow engine). */
  translator?: Translator;
  /** The clock the flashcard scheduler reads; tests pass a fixed one. */
  now?: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: DatabaseHandle;
    translation: TranslationService;
  }
}

/** Builds the whole application. Used by server.ts and by every API test (with `inject`). */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(config.trustProxy),
    genReqId: requestIdOf,
    frameworkErrors,
    clientErrorHandler: handleClientError,
    ...serverTimeoutOptions(config.timeouts),
  });

  const database = createDatabase(config.database);
  app.decorate('config', config);
  app.decorate('database', database);
  app.addHook('onClose', async () => {
    await database.close();
  });
  await migrateToLatest(database.db);

  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  registerSecurityHeaders(app, config.auth.hostedAuthOrigin ? [config.auth.hostedAuthOrigin] : []);
  registerErrorHandling(app);
  registerBodyTimeouts(app, config.timeouts);
  registerHealthRoutes(app, database);
  await registerRateLimiting(app, config.auth.rateLimits.store);
  await registerAuth(app);
  registerClientLimits(app, config.clientRateLimits);
  registerTranslation(app, config, options);
  registerDictionary(app);
  await registerImageTranslation(app, () => app.translation);
  registerFlashcardRoutes(app, { now: options.now });
  await registerSpa(app, config.webDist);

  return app;
}

function registerTranslation(app: FastifyInstance, config: AppConfig, options: BuildOptions): void {
  const translator = options.translator ?? createTranslator(config, app.log);
  const translation = new TranslationService(translator, {
    configured: config.translation.engine,
    cacheBytes: config.translation.cacheBytes,
    neuralStatus: () => neuralStatusOf(translator, config),
    log: app.log,
  });
  app.decorate('translation', translation);
  app.addHook('onClose', async () => {
    await translation.close();
  });
  registerTranslationRoutes(app, translation);
}

/** A hop count as Fastify's trust function: the first `hops` proxies in front of the server are believed. */
function trustProxyOption(trust: AppConfig['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}
