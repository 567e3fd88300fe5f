/**
 * Sign-in latency for a wrong password, an unknown email and a correct password (in-process, SQLite), to check
 * that failures take about as long whether or not the account exists. Usage: npx tsx bench/auth-timing.ts [runs]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../packages/server/src/app.js';
import { testConfig } from '../packages/server/src/test/test-app.js';

const runs = Number(process.argv[2] ?? 40);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'st-bench-auth-'));
const app = await buildApp(testConfig({ dialect: 'sqlite', file: path.join(dir, 'db.sqlite') }), { logger: false });
const email = 'bench@example.com';
await app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email, password: 'secret1' } });

const payloads = {
  'wrong password': { email, password: 'not-it' },
  'unknown email': { email: 'nobody@example.com', password: 'not-it' },
  'correct password': { email, password: 'secret1' },
};
const samples: Record<string, number[]> = Object.fromEntries(Object.keys(payloads).map((k) => [k, []]));
// Interleaved, so load from other processes hits every case alike.
for (let i = 0; i < runs; i++) {
  for (const [name, payload] of Object.entries(payloads)) {
    const start = process.hrtime.bigint();
    await app.inject({ method: 'POST', url: '/api/auth/signin', payload });
    samples[name]?.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
}
const pct = (s: number[], p: number) => s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]?.toFixed(1);
const cases = Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, v.sort((a, b) => a - b)]));
console.log(`| case | median ms | p95 ms | (${runs} runs each) |`);
console.log('|---|---|---|---|');
for (const [name, samples] of Object.entries(cases))
  console.log(`| ${name} | ${pct(samples, 50)} | ${pct(samples, 95)} | |`);
await app.close();
fs.rmSync(dir, { recursive: true, force: true });
