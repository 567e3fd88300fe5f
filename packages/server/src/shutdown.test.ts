import net from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { shutDown } from './shutdown.js';
import { tempDir } from './test/temp-dir.js';
import { testConfig } from './test/test-app.js';

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('graceful shutdown', () => {
  it('finishes an in-flight request, then refuses new connections and closes the database', async () => {
    const dir = tempDir('st-shutdown-');
    const app = await buildApp(testConfig({ dialect: 'sqlite', file: path.join(dir, 'db.sqlite') }), { logger: false });
    let release: () => void = () => {};
    const started = new Promise<void>((resolveStarted) => {
      app.get('/api/slow', { config: { public: true } }, async () => {
        resolveStarted();
        await new Promise<void>((r) => {
          release = r;
        });
        return { done: true };
      });
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as net.AddressInfo).port;

    const inFlight = fetch(`http://127.0.0.1:${port}/api/slow`);
    await started;
    const closing = shutDown(app, 5_000);
    await new Promise((r) => setTimeout(r, 50));
    expect(await canConnect(port)).toBe(false);
    release();

    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    expect(await closing).toBe(true);
    await expect(app.database.ping()).rejects.toThrow();
  });

  it('gives up after the timeout when a request never ends', async () => {
    const dir = tempDir('st-shutdown-');
    const app = await buildApp(testConfig({ dialect: 'sqlite', file: path.join(dir, 'db.sqlite') }), { logger: false });
    let arrived: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    app.get('/api/forever', { config: { public: true } }, () => {
      arrived();
      return new Promise(() => {});
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as net.AddressInfo).port;
    const controller = new AbortController();
    const request = fetch(`http://127.0.0.1:${port}/api/forever`, { signal: controller.signal }).catch(() => null);
    // Wait until the request is in flight (a fixed sleep was flaky on a loaded machine).
    await started;
    expect(await shutDown(app, 200)).toBe(false);
    controller.abort();
    await request;
  });
});
