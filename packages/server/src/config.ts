import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENGINE_IDS, type EngineId, LIMITS } from '@swedish-translator/core';
import { z } from 'zod';
import { DEFAULT_NEURAL_MODELS, type NeuralModelIds } from './engines/translation/neural/model-files.js';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The built web app: packages/web/dist, seen from src/ (tests) or dist/ (production). */
export const DEFAULT_WEB_DIST = path.resolve(here, '../../web/dist');

const port = z.coerce.number().int().min(0).max(65535);
/** A hub model id, owner/name, safe to use as a relative folder. */
const modelId = /^[A-Za-z0-9][\w.-]*\/[A-Za-z0-9][\w.-]*$/;
const logLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

/** Requests allowed per window, per client IP or per email address, for the auth endpoints. */
export interface AuthRateLimits {
  windowSeconds: number;
  signInPerIp: number;
  signInPerEmail: number;
  signUpPerIp: number;
  resetPerIp: number;
  resetPerEmail: number;
  /** 'memory' (per process, the default) or 'database' (shared by every instance on the same database). */
  store: 'memory' | 'database';
}

export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  windowSeconds: 900,
  signInPerIp: 50,
  signInPerEmail: 10,
  signUpPerIp: 20,
  resetPerIp: 20,
  resetPerEmail: 5,
  store: 'memory',
};

/** Requests per minute per client (a signed-in user, else an IP) on the public CPU-heavy endpoints. */
export interface ClientRateLimits {
  translatePerMinute: number;
  uploadPerMinute: number;
  dictionaryPerMinute: number;
}

export const DEFAULT_CLIENT_RATE_LIMITS: ClientRateLimits = {
  translatePerMinute: 120,
  uploadPerMinute: 20,
  dictionaryPerMinute: 600,
};

export type TrustProxy = boolean | number | string[];

const PROXY_PRESETS = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, `address/prefix`, or one of proxy-addr's names (loopback, linklocal, uniquelocal). */
function isProxyAddress(entry: string): boolean {
  if (PROXY_PRESETS.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: `false`; a hop count (`1` behind one reverse proxy: the client is the address that proxy saw);
 * `true`, which means 1 (trusting every hop would let a client pick its own address by sending X-Forwarded-For);
 * or a comma-separated list of proxy addresses and CIDR ranges. Undefined when the value is none of those.
 */
export function parseTrustProxy(value: string): number | false | string[] | undefined {
  const text = value.trim();
  if (text === 'false' || text === '0') return false;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) return Number(text) <= 32 ? Number(text) : undefined;
  const entries = text.split(',').map((entry) => entry.trim());
  return entries.every(isProxyAddress) ? entries : undefined;
}

/** How long a client may take; see plugins/timeouts.ts. */
export interface TimeoutConfig {
  /** Headers and body of any request but /upload must arrive within this (408 and the connection closes). */
  requestMs: number;
  /** The same for /upload, whose body may be a 10 MB photo on a slow link. */
  uploadMs: number;
  /** A connection with no traffic either way for this long is closed (longer than any answer takes). */
  connectionMs: number;
}

export const DEFAULT_TIMEOUTS: TimeoutConfig = { requestMs: 30_000, uploadMs: 120_000, connectionMs: 120_000 };

/** Environment variables the server reads, with their defaults. Parsed once at start. */
const envSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^(postgres|postgresql|sqlite):/, 'must start with postgres://, postgresql:// or sqlite:')
    .optional(),
  LOG_LEVEL: logLevel.default('info'),
  WEB_DIST: z.string().min(1).default(DEFAULT_WEB_DIST),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if (parsed === undefined) {
        ctx.addIssue({ code: 'custom', message: 'must be false, a hop count (1 for one proxy) or addresses/CIDRs' });
        return z.NEVER;
      }
      return parsed;
    }),
  OCR_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  MAX_IMAGE_MB: z.coerce.number().positive().max(100).default(LIMITS.maxImageMb),
  OCR_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60_000),
  UPLOAD_BUFFER_MB: z.coerce.number().positive().max(10_000).optional(),
  // Timeouts against slow and stalled clients (plugins/timeouts.ts)
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(DEFAULT_TIMEOUTS.requestMs),
  UPLOAD_TIMEOUT_MS: z.coerce.number().int().min(1000).default(DEFAULT_TIMEOUTS.uploadMs),
  CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(1000).default(DEFAULT_TIMEOUTS.connectionMs),
  // Translation (features/translation, engines/translation)
  TRANSLATION_ENGINE: z.enum(['auto', ...ENGINE_IDS]).default('auto'),
  TRANSLATION_WORKERS: z.coerce.number().int().min(1).max(64).default(2),
  TRANSLATION_QUEUE_SIZE: z.coerce.number().int().min(0).max(10_000).default(32),
  TRANSLATION_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  TRANSLATION_CACHE_MB: z.coerce.number().min(0).default(32),
  TRANSLATION_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  DEEPL_API_KEY: z.string().optional(),
  LIBRETRANSLATE_URL: z.url().optional(),
  LIBRETRANSLATE_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.url().default('https://api.openai.com/v1'),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  // Neural engine (engines/translation/neural)
  MODELS_DIR: z.string().min(1).optional(),
  NEURAL_MODEL_SV_EN: z
    .string()
    .regex(modelId, 'must be a hub model id like Xenova/opus-mt-sv-en')
    .default(DEFAULT_NEURAL_MODELS['sv-en']),
  NEURAL_MODEL_EN_SV: z
    .string()
    .regex(modelId, 'must be a hub model id like Xenova/opus-mt-en-sv')
    .default(DEFAULT_NEURAL_MODELS['en-sv']),
  ALLOW_MODEL_DOWNLOAD: z.enum(['true', 'false']).default('true'),
  HF_ENDPOINT: z.url().default('https://huggingface.co'),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  APP_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Swedish Translator <no-reply@localhost>'),
  VITE_SUPABASE_URL: z.string().optional(),
  RATE_LIMIT_STORE: z.enum(['memory', 'database']).default('memory'),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(DEFAULT_AUTH_RATE_LIMITS.windowSeconds),
  RATE_LIMIT_SIGNIN_PER_IP: z.coerce.number().int().min(1).default(DEFAULT_AUTH_RATE_LIMITS.signInPerIp),
  RATE_LIMIT_SIGNIN_PER_EMAIL: z.coerce.number().int().min(1).default(DEFAULT_AUTH_RATE_LIMITS.signInPerEmail),
  RATE_LIMIT_SIGNUP_PER_IP: z.coerce.number().int().min(1).default(DEFAULT_AUTH_RATE_LIMITS.signUpPerIp),
  RATE_LIMIT_RESET_PER_IP: z.coerce.number().int().min(1).default(DEFAULT_AUTH_RATE_LIMITS.resetPerIp),
  RATE_LIMIT_RESET_PER_EMAIL: z.coerce.number().int().min(1).default(DEFAULT_AUTH_RATE_LIMITS.resetPerEmail),
  RATE_LIMIT_TRANSLATE_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .default(DEFAULT_CLIENT_RATE_LIMITS.translatePerMinute),
  RATE_LIMIT_UPLOAD_PER_MINUTE: z.coerce.number().int().min(1).default(DEFAULT_CLIENT_RATE_LIMITS.uploadPerMinute),
  RATE_LIMIT_DICTIONARY_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .default(DEFAULT_CLIENT_RATE_LIMITS.dictionaryPerMinute),
});

/** Image upload and OCR settings (features/ocr, engines/ocr). */
export interface OcrConfig {
  /** Long-lived tesseract workers; defaults to the CPU count. */
  workers: number;
  /** Requests waiting for a worker beyond the busy ones; more → 503. */
  queueLimit: number;
  maxImageMb: number;
  /** A recognition taking longer counts as a hung worker: it is replaced and the request fails. */
  timeoutMs: number;
  /** Upload bytes held in memory at once, all uploads together; beyond it an upload is answered 503. */
  bufferMb: number;
}

export function defaultOcrConfig(overrides: Partial<OcrConfig> = {}): OcrConfig {
  const workers = overrides.workers ?? Math.max(1, os.availableParallelism());
  return {
    workers,
    queueLimit: overrides.queueLimit ?? workers * 8,
    maxImageMb: overrides.maxImageMb ?? LIMITS.maxImageMb,
    timeoutMs: overrides.timeoutMs ?? 60_000,
    bufferMb: overrides.bufferMb ?? Math.max(64, 4 * (overrides.maxImageMb ?? LIMITS.maxImageMb)),
  };
}

export interface AuthConfig {
  /** JWT signing secret; when unset one is generated once and kept in DATA_DIR/auth-secret. */
  secret?: string;
  /** Public origin used in emailed links, e.g. https://translate.example.com (no trailing slash). */
  appUrl: string;
  /** smtp(s)://user:pass@host:port; unset → reset links are written to the server log. */
  smtpUrl?: string;
  mailFrom: string;
  rateLimits: AuthRateLimits;
  /** Origin of the hosted auth service the web app was built with (VITE_SUPABASE_URL), admitted by the CSP. */
  hostedAuthOrigin?: string;
}

/** The origin of an http(s) URL, or undefined for anything else (unset, placeholder, malformed). */
export function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

export type DatabaseConfig =
  | { dialect: 'sqlite'; file: string }
  | { dialect: 'postgres'; url: string; schema?: string };

/** How text gets translated. `auto` picks the neural engine when its model is installed, else the built-in one. */
export interface TranslationConfig {
  engine: 'auto' | EngineId;
  /** Worker threads for CPU-bound engines. */
  workers: number;
  /** Requests allowed to wait for a worker; more are answered 503. */
  queueSize: number;
  /** Per-request limit inside a worker. */
  taskTimeoutMs: number;
  /** Size of the in-memory translation cache; 0 turns it off. */
  cacheBytes: number;
  /** Per-attempt timeout of external provider calls (DeepL, LibreTranslate, OpenAI-compatible). */
  providerTimeoutMs: number;
  deepl: { apiKey?: string };
  libretranslate: { url?: string; apiKey?: string };
  openai: { baseUrl: string; apiKey?: string; model: string };
}

export function defaultTranslationConfig(overrides: Partial<TranslationConfig> = {}): TranslationConfig {
  return {
    engine: 'auto',
    workers: 2,
    queueSize: 32,
    taskTimeoutMs: 30_000,
    cacheBytes: 32 * 1024 * 1024,
    providerTimeoutMs: 15_000,
    deepl: {},
    libretranslate: {},
    openai: { baseUrl: 'https://api.openai.com/v1', model: 'gpt-4o-mini' },
    ...overrides,
  };
}

export interface AppConfig {
  host: string;
  port: number;
  dataDir: string;
  database: DatabaseConfig;
  logLevel: z.infer<typeof logLevel>;
  /** Folder of the built SPA; when it does not exist the server serves the API only. */
  webDist: string;
  /**
   * Whose X-Forwarded-For to believe: false (none), a number of proxy hops in front of the server, or the proxies'
   * addresses / CIDR ranges. `true` trusts every hop, so a client chooses its own address: tests only.
   */
  trustProxy: TrustProxy;
  ocr: OcrConfig;
  timeouts: TimeoutConfig;
  translation: TranslationConfig;
  /** Neural translation models (MODELS_DIR, default DATA_DIR/models), one folder per hub id. */
  modelsDir: string;
  /** Hub ids of the OPUS-MT models per direction (NEURAL_MODEL_SV_EN, NEURAL_MODEL_EN_SV). */
  neuralModels: NeuralModelIds;
  /** TRANSLATION_ENGINE=auto may fetch missing models in the background (ALLOW_MODEL_DOWNLOAD). */
  allowModelDownload: boolean;
  /** Model hub base URL (HF_ENDPOINT). */
  hfEndpoint: string;
  auth: AuthConfig;
  /** Per-client limits of /translate-text, /upload and the dictionary (counted in the RATE_LIMIT_STORE). */
  clientRateLimits: ClientRateLimits;
}

export class ConfigError extends Error {}

export function parseDatabaseUrl(url: string | undefined, dataDir: string): DatabaseConfig {
  if (!url) return { dialect: 'sqlite', file: path.join(dataDir, 'swedish-translator.sqlite') };
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length).replace(/^\/\//, '');
    if (!file) throw new ConfigError('DATABASE_URL: sqlite: needs a file path, e.g. sqlite:./data/app.sqlite');
    return { dialect: 'sqlite', file: file === ':memory:' ? file : path.resolve(file) };
  }
  return { dialect: 'postgres', url };
}

/** Reads the environment once; throws ConfigError naming every invalid variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable counts as unset, as in most shells' `VAR= npm start`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    host: e.HOST,
    port: e.PORT,
    dataDir,
    database: parseDatabaseUrl(e.DATABASE_URL, dataDir),
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST),
    trustProxy: e.TRUST_PROXY,
    ocr: ocrConfig(e),
    timeouts: { requestMs: e.REQUEST_TIMEOUT_MS, uploadMs: e.UPLOAD_TIMEOUT_MS, connectionMs: e.CONNECTION_TIMEOUT_MS },
    translation: translationConfig(e),
    modelsDir: e.MODELS_DIR ? path.resolve(e.MODELS_DIR) : path.join(dataDir, 'models'),
    neuralModels: { 'sv-en': e.NEURAL_MODEL_SV_EN, 'en-sv': e.NEURAL_MODEL_EN_SV },
    allowModelDownload: e.ALLOW_MODEL_DOWNLOAD === 'true',
    hfEndpoint: e.HF_ENDPOINT.replace(/\/+$/, ''),
    auth: {
      secret: e.AUTH_SECRET,
      appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
      smtpUrl: e.SMTP_URL,
      mailFrom: e.MAIL_FROM,
      hostedAuthOrigin: originOf(e.VITE_SUPABASE_URL),
      rateLimits: {
        windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
        signInPerIp: e.RATE_LIMIT_SIGNIN_PER_IP,
        signInPerEmail: e.RATE_LIMIT_SIGNIN_PER_EMAIL,
        signUpPerIp: e.RATE_LIMIT_SIGNUP_PER_IP,
        resetPerIp: e.RATE_LIMIT_RESET_PER_IP,
        resetPerEmail: e.RATE_LIMIT_RESET_PER_EMAIL,
        store: e.RATE_LIMIT_STORE,
      },
    },
    clientRateLimits: {
      translatePerMinute: e.RATE_LIMIT_TRANSLATE_PER_MINUTE,
      uploadPerMinute: e.RATE_LIMIT_UPLOAD_PER_MINUTE,
      dictionaryPerMinute: e.RATE_LIMIT_DICTIONARY_PER_MINUTE,
    },
  };
}

function ocrConfig(e: z.infer<typeof envSchema>): OcrConfig {
  if (e.UPLOAD_BUFFER_MB !== undefined && e.UPLOAD_BUFFER_MB < e.MAX_IMAGE_MB) {
    throw new ConfigError('Invalid configuration:\n  UPLOAD_BUFFER_MB: must be at least MAX_IMAGE_MB');
  }
  return defaultOcrConfig({
    workers: e.OCR_WORKERS,
    maxImageMb: e.MAX_IMAGE_MB,
    timeoutMs: e.OCR_TIMEOUT_MS,
    bufferMb: e.UPLOAD_BUFFER_MB,
  });
}

function translationConfig(e: z.infer<typeof envSchema>): TranslationConfig {
  const missing: Partial<Record<EngineId, string | undefined>> = {
    deepl: e.DEEPL_API_KEY ? undefined : 'DEEPL_API_KEY',
    libretranslate: e.LIBRETRANSLATE_URL ? undefined : 'LIBRETRANSLATE_URL',
  };
  const need = e.TRANSLATION_ENGINE === 'auto' ? undefined : missing[e.TRANSLATION_ENGINE];
  if (need) throw new ConfigError(`Invalid configuration:\n  TRANSLATION_ENGINE=${e.TRANSLATION_ENGINE} needs ${need}`);
  return {
    engine: e.TRANSLATION_ENGINE,
    workers: e.TRANSLATION_WORKERS,
    queueSize: e.TRANSLATION_QUEUE_SIZE,
    taskTimeoutMs: e.TRANSLATION_TIMEOUT_MS,
    cacheBytes: Math.round(e.TRANSLATION_CACHE_MB * 1024 * 1024),
    providerTimeoutMs: e.TRANSLATION_PROVIDER_TIMEOUT_MS,
    deepl: { apiKey: e.DEEPL_API_KEY },
    libretranslate: { url: e.LIBRETRANSLATE_URL, apiKey: e.LIBRETRANSLATE_API_KEY },
    openai: { baseUrl: e.OPENAI_BASE_URL, apiKey: e.OPENAI_API_KEY, model: e.OPENAI_MODEL },
  };
}
