import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseConfig } from '../config.js';
import { tempDir } from './temp-dir.js';

const serverSource = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../server.ts');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = (server.address() as net.AddressInfo) ?? { port: 0 };
      server.close(() => resolve(port));
    });
  });
}

/** DATABASE_URL for a server process on a test database (a PostgreSQL schema travels as its search_path). */
export function databaseUrlOf(database: DatabaseConfig): string {
  if (database.dialect === 'sqlite') return `sqlite:${database.file}`;
  if (!database.schema) return database.url;
  const url = new URL(database.url);
  url.searchParams.set('options', `-c search_path=${database.schema}`);
  return url.toString();
}

/** A temporary data folder plus a shared AUTH_SECRET: what every instance of one deployment gets. */
export function deploymentEnv(database: DatabaseConfig): Record<string, string> {
  return {
    DATABASE_URL: databaseUrlOf(database),
    AUTH_SECRET: crypto.randomBytes(32).toString('hex'),
  };
}

/** A parsed JSON reply; tests read the fields they expect. */
// biome-ignore lint/suspicious/noExplicitAny: test replies are checked field by field by the tests themselves
type Json = any;

export interface ServerProcess {
  url: string;
  pid: number;
  logs: string[];
  /** POST/GET JSON; resolves with the status and parsed body (network errors reject). */
  call(method: string, route: string, body?: unknown, token?: string): Promise<{ status: number; body: Json }>;
  /** kill -9: no shutdown, no flush. */
  crash(): Promise<void>;
  /** SIGTERM and wait for the exit; removes the data folder. */
  stop(): Promise<void>;
}

/**
 * Starts the real server (src/server.ts through tsx, as its own process) on a free port with its own temporary
 * DATA_DIR, and waits for /readyz. `env` adds or overrides variables (DATABASE_URL, AUTH_SECRET, limits…).
 */
export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = tempDir('st-proc-');
  const logs: string[] = [];
  const child: ChildProcess = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', serverSource], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      TRANSLATION_ENGINE: 'builtin',
      TRANSLATION_WORKERS: '1',
      OCR_WORKERS: '1',
      ALLOW_MODEL_DOWNLOAD: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => logs.push(String(chunk)));
  child.stderr?.on('data', (chunk) => logs.push(String(chunk)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const cleanUp = () => fs.rmSync(dataDir, { recursive: true, force: true });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      cleanUp();
      throw new Error(`server exited early:\n${logs.join('')}`);
    }
    const ready = await fetch(`${url}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      await exited;
      cleanUp();
      throw new Error(`server did not become ready:\n${logs.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    url,
    pid: child.pid as number,
    logs,
    async call(method, route, body, token) {
      const headers: Record<string, string> = {};
      if (body !== undefined) headers['content-type'] = 'application/json';
      if (token) headers.authorization = `Bearer ${token}`;
      const res = await fetch(`${url}${route}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : undefined };
    },
    async crash() {
      if (running()) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (running()) child.kill('SIGTERM');
      await exited;
      cleanUp();
    },
  };
}
