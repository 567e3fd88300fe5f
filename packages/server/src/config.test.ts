import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseDatabaseUrl } from './config.js';

describe('loadConfig', () => {
  it('uses the embedded defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.database).toEqual({ dialect: 'sqlite', file: path.resolve('./data/swedish-translator.sqlite') });
  });

  it('honours PORT, HOST, DATA_DIR and DATABASE_URL', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/st',
      DATABASE_URL: 'postgres://u:p@db/app',
    });
    expect(config).toMatchObject({ port: 8080, host: '0.0.0.0', dataDir: '/tmp/st' });
    expect(config.database).toEqual({ dialect: 'postgres', url: 'postgres://u:p@db/app' });
  });

  it('reads OCR_WORKERS, MAX_IMAGE_MB and OCR_TIMEOUT_MS, defaulting to the CPU count, 10 MB and 60 s', () => {
    const defaults = loadConfig({}).ocr;
    expect(defaults).toMatchObject({ maxImageMb: 10, timeoutMs: 60_000 });
    expect(defaults.workers).toBeGreaterThanOrEqual(1);
    const set = loadConfig({ OCR_WORKERS: '3', MAX_IMAGE_MB: '4', OCR_TIMEOUT_MS: '5000' }).ocr;
    expect(set).toEqual({ workers: 3, queueLimit: 24, maxImageMb: 4, timeoutMs: 5000, bufferMb: 64 });
    expect(() => loadConfig({ OCR_WORKERS: '0' })).toThrow('OCR_WORKERS');
    expect(() => loadConfig({ MAX_IMAGE_MB: 'big' })).toThrow('MAX_IMAGE_MB');
  });

  it('reads TRUST_PROXY as a hop count or proxy addresses; true means one hop', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1/128,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1/128',
      'loopback',
    ]);
    for (const bad of ['yes', '10.0.0.0/33', '10.0.0/8', '1.2.3.4/8/9', '99']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow('TRUST_PROXY');
    }
  });

  it('reads UPLOAD_BUFFER_MB (at least MAX_IMAGE_MB) and the timeouts, with defaults', () => {
    expect(loadConfig({ MAX_IMAGE_MB: '50' }).ocr.bufferMb).toBe(200);
    expect(loadConfig({ UPLOAD_BUFFER_MB: '32' }).ocr.bufferMb).toBe(32);
    expect(() => loadConfig({ UPLOAD_BUFFER_MB: '5' })).toThrow('UPLOAD_BUFFER_MB: must be at least MAX_IMAGE_MB');
    expect(loadConfig({}).timeouts).toEqual({ requestMs: 30_000, uploadMs: 120_000, connectionMs: 120_000 });
    const set = loadConfig({ REQUEST_TIMEOUT_MS: '5000', UPLOAD_TIMEOUT_MS: '60000', CONNECTION_TIMEOUT_MS: '9000' });
    expect(set.timeouts).toEqual({ requestMs: 5000, uploadMs: 60_000, connectionMs: 9000 });
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '10' })).toThrow('REQUEST_TIMEOUT_MS');
  });

  it('reads the neural engine settings, with defaults', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/st' })).toMatchObject({
      modelsDir: '/tmp/st/models',
      neuralModels: { 'sv-en': 'Xenova/opus-mt-sv-en', 'en-sv': 'Xenova/opus-mt-en-sv' },
      allowModelDownload: true,
      hfEndpoint: 'https://huggingface.co',
    });
    const config = loadConfig({
      MODELS_DIR: '/srv/models',
      NEURAL_MODEL_SV_EN: 'Helsinki-NLP/opus-mt-sv-en',
      NEURAL_MODEL_EN_SV: 'Xenova/opus-mt-en-sv',
      ALLOW_MODEL_DOWNLOAD: 'false',
      HF_ENDPOINT: 'http://mirror.local:8080/',
    });
    expect(config).toMatchObject({
      modelsDir: '/srv/models',
      neuralModels: { 'sv-en': 'Helsinki-NLP/opus-mt-sv-en' },
      allowModelDownload: false,
      hfEndpoint: 'http://mirror.local:8080',
    });
    expect(() => loadConfig({ NEURAL_MODEL_SV_EN: '../../etc' })).toThrow('NEURAL_MODEL_SV_EN');
    expect(() => loadConfig({ ALLOW_MODEL_DOWNLOAD: 'maybe' })).toThrow('ALLOW_MODEL_DOWNLOAD');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', HOST: '' }).port).toBe(3000);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PORT: '-1' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
  ])('rejects %o naming the variable', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  it('reads the auth settings, with no secret and no SMTP by default', () => {
    const defaults = loadConfig({ PORT: '4000' }).auth;
    expect(defaults).toMatchObject({ appUrl: 'http://localhost:4000', rateLimits: { signInPerEmail: 10 } });
    expect(defaults.secret).toBeUndefined();
    expect(defaults.smtpUrl).toBeUndefined();
    const set = loadConfig({
      AUTH_SECRET: 'x'.repeat(32),
      APP_URL: 'https://translate.example.com/',
      SMTP_URL: 'smtp://mail:25',
      RATE_LIMIT_SIGNIN_PER_EMAIL: '3',
      RATE_LIMIT_STORE: 'database',
      VITE_SUPABASE_URL: 'https://abc.supabase.co/',
    }).auth;
    expect(set.hostedAuthOrigin).toBe('https://abc.supabase.co');
    expect(loadConfig({ VITE_SUPABASE_URL: 'your-project-url' }).auth.hostedAuthOrigin).toBeUndefined();
    expect(set).toMatchObject({
      secret: 'x'.repeat(32),
      appUrl: 'https://translate.example.com',
      smtpUrl: 'smtp://mail:25',
      rateLimits: { signInPerEmail: 3, store: 'database' },
    });
  });

  it.each([
    [{ AUTH_SECRET: 'short' }, 'AUTH_SECRET'],
    [{ APP_URL: 'ftp://x' }, 'APP_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ RATE_LIMIT_SIGNUP_PER_IP: '0' }, 'RATE_LIMIT_SIGNUP_PER_IP'],
    [{ RATE_LIMIT_STORE: 'redis' }, 'RATE_LIMIT_STORE'],
  ])('rejects auth setting %o', (env, name) => {
    expect(() => loadConfig(env)).toThrow(name);
  });

  it('reports every invalid variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', LOG_LEVEL: 'y' })).toThrow(/PORT[\s\S]*LOG_LEVEL/);
  });
});

describe('parseDatabaseUrl', () => {
  it('accepts sqlite: file URLs', () => {
    expect(parseDatabaseUrl('sqlite:./x.db', '/d')).toEqual({ dialect: 'sqlite', file: path.resolve('./x.db') });
    expect(parseDatabaseUrl('sqlite::memory:', '/d')).toEqual({ dialect: 'sqlite', file: ':memory:' });
  });

  it('refuses sqlite: without a path', () => {
    expect(() => parseDatabaseUrl('sqlite:', '/d')).toThrow(ConfigError);
  });
});

describe('loadConfig: translation', () => {
  it('defaults to the auto engine, 2 workers, a 32-place queue and a 15 s provider timeout', () => {
    expect(loadConfig({}).translation).toMatchObject({
      engine: 'auto',
      workers: 2,
      queueSize: 32,
      cacheBytes: 32 * 1024 * 1024,
      providerTimeoutMs: 15_000,
      openai: { baseUrl: 'https://api.openai.com/v1', model: 'gpt-4o-mini' },
    });
  });

  it('reads the engine and provider settings', () => {
    const config = loadConfig({
      TRANSLATION_ENGINE: 'openai',
      TRANSLATION_WORKERS: '4',
      TRANSLATION_QUEUE_SIZE: '0',
      TRANSLATION_CACHE_MB: '1',
      OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1',
      OPENAI_MODEL: 'llama3.1',
    }).translation;
    expect(config).toMatchObject({ engine: 'openai', workers: 4, queueSize: 0, cacheBytes: 1024 * 1024 });
    expect(config.openai).toEqual({ baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.1', apiKey: undefined });
  });

  it.each([
    [{ TRANSLATION_ENGINE: 'google' }, 'TRANSLATION_ENGINE'],
    [{ TRANSLATION_WORKERS: '0' }, 'TRANSLATION_WORKERS'],
    [{ TRANSLATION_ENGINE: 'deepl' }, 'DEEPL_API_KEY'],
    [{ TRANSLATION_ENGINE: 'libretranslate' }, 'LIBRETRANSLATE_URL'],
    [{ LIBRETRANSLATE_URL: 'not a url' }, 'LIBRETRANSLATE_URL'],
  ])('rejects %o naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});
