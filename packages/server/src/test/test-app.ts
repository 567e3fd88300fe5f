import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp } from '../app.js';
import {
  type AppConfig,
  type AuthRateLimits,
  type ClientRateLimits,
  type DatabaseConfig,
  DEFAULT_TIMEOUTS,
  defaultOcrConfig,
  defaultTranslationConfig,
} from '../config.js';
import { DEFAULT_NEURAL_MODELS } from '../engines/translation/neural/model-files.js';
import { type DatabaseTarget, databaseTargets } from './databases.js';
import { tempDir } from './temp-dir.js';

/** Limits high enough that suites signing up many users never meet them; the rate-limit tests set their own. */
export const TEST_AUTH_RATE_LIMITS: AuthRateLimits = {
  windowSeconds: 900,
  signInPerIp: 100_000,
  signInPerEmail: 100_000,
  signUpPerIp: 100_000,
  resetPerIp: 100_000,
  resetPerEmail: 100_000,
  store: 'memory',
};

/** Per-client limits no suite meets by accident; the client-limit tests set their own. */
export const TEST_CLIENT_RATE_LIMITS: ClientRateLimits = {
  translatePerMinute: 100_000,
  uploadPerMinute: 100_000,
  dictionaryPerMinute: 100_000,
};

/** A complete config for tests: temporary data folder, no SPA unless asked, quiet logs. */
export function testConfig(database: DatabaseConfig, overrides: Partial<AppConfig> = {}): AppConfig {
  const dataDir = tempDir('st-data-');
  return {
    host: '127.0.0.1',
    port: 0,
    dataDir,
    database,
    logLevel: 'silent',
    webDist: path.join(os.tmpdir(), 'st-no-web-dist'),
    trustProxy: false,
    ocr: defaultOcrConfig({ workers: 1 }),
    timeouts: DEFAULT_TIMEOUTS,
    translation: defaultTranslationConfig(),
    // Neural engine: no models and never any download unless a test asks.
    modelsDir: path.join(dataDir, 'models'),
    neuralModels: { ...DEFAULT_NEURAL_MODELS },
    allowModelDownload: false,
    hfEndpoint: 'http://127.0.0.1:2',
    auth: {
      appUrl: 'http://localhost:3000',
      mailFrom: 'Swedish Translator <test@localhost>',
      rateLimits: TEST_AUTH_RATE_LIMITS,
    },
    clientRateLimits: TEST_CLIENT_RATE_LIMITS,
    ...overrides,
  };
}

/** Undoes testConfig: removes its data folder and, given the target it came from, the database. */
export async function removeTestConfig(config: AppConfig, target?: DatabaseTarget): Promise<void> {
  fs.rmSync(config.dataDir, { recursive: true, force: true });
  if (target) await target.destroy(config.database);
}

export interface TestContext {
  app: FastifyInstance;
  target: DatabaseTarget;
}

/**
 * Runs `body` once per database dialect, each against a freshly built app on a fresh database.
 * `overrides` may be a function of the database target, for suites that need their own config.
 */
export function describeEachDatabase(
  title: string,
  body: (ctx: () => TestContext) => void,
  overrides: Partial<AppConfig> | (() => Partial<AppConfig>) = {},
): void {
  for (const target of databaseTargets()) {
    const run = target.available ? describe : describe.skip;
    run(`${title} [${target.name}]`, () => {
      let context: TestContext | undefined;
      let config: AppConfig | undefined;
      beforeAll(async () => {
        const extra = typeof overrides === 'function' ? overrides() : overrides;
        config = testConfig(await target.create(), extra);
        const app = await buildApp(config, { logger: false });
        context = { app, target };
      });
      afterAll(async () => {
        await context?.app.close();
        if (config) await removeTestConfig(config, target);
      });
      body(() => {
        if (!context) throw new Error('test app not built');
        return context;
      });
    });
  }
}
