/**
 * Throughput and latency of POST /translate-text with the active engine (TRANSLATION_ENGINE and the rest of the
 * environment, as the server reads them), against the app started in-process on a free port.
 *
 *   npm run bench:translate -- [--duration 10] [--connections 8] [--markdown]
 *
 * For 20-, 200- and 2,000-character Swedish inputs it measures two cases: "engine" — every request carries a
 * different text, so the cache never answers — and "cached" — the same text each time.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../packages/server/src/app.js';
import { loadConfig } from '../packages/server/src/config.js';

const SWEDISH =
  'Jag heter Anna och jag bor i en liten stad i norra Sverige. Varje morgon dricker jag kaffe och läser tidningen. ' +
  'På vintern är det kallt och mörkt, men på sommaren är solen uppe nästan hela natten. Min bror arbetar på ett ' +
  'sjukhus i Stockholm. Han kommer hem till oss varje jul. Vi brukar äta god mat och gå långa promenader i skogen. ' +
  'Barnen i byn åker skridskor på sjön när isen är tjock nog. Jag tycker mycket om att laga mat med färska ' +
  'grönsaker från trädgården. ';

/** A text of about `length` characters, cut at a word boundary. */
export function sample(length: number): string {
  let text = '';
  while (text.length < length) text += SWEDISH;
  const cut = text.lastIndexOf(' ', length);
  return text.slice(0, cut > 0 ? cut : length).trim();
}

function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : Number.NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

interface Row {
  size: number;
  mode: 'engine' | 'cached';
  requestsPerSecond: number;
  p50: number;
  p95: number;
  non2xx: number;
  errors: number;
}

async function measure(url: string, text: string, unique: boolean, duration: number, connections: number) {
  let counter = 0;
  const result = await autocannon({
    url: `${url}/translate-text`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    duration,
    connections,
    requests: [
      {
        setupRequest(request) {
          counter += 1;
          // A leading number makes each text unique without changing its length class.
          const body = unique ? `${counter} ${text}` : text;
          return { ...request, body: JSON.stringify({ text: body, direction: 'sv-en' }) };
        },
      },
    ],
  });
  const latency = result.latency as unknown as Record<string, number>;
  return {
    requestsPerSecond: result.requests.average,
    p50: latency.p50 ?? Number.NaN,
    // autocannon reports p90, p97_5 and p99; p95 is interpolated between p90 and p97.5.
    p95: (latency.p90 ?? 0) + ((latency.p97_5 ?? 0) - (latency.p90 ?? 0)) * (5 / 7.5),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function main() {
  const duration = argument('duration', 10);
  const connections = argument('connections', 8);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'st-bench-'));
  // No background model download mid-benchmark (TRANSLATION_ENGINE=auto would start one); set it to opt in.
  const config = loadConfig({
    ALLOW_MODEL_DOWNLOAD: 'false',
    // One benchmark client sends far more than a visitor may: measure the engine, not the per-client limit.
    RATE_LIMIT_TRANSLATE_PER_MINUTE: '1000000',
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp(config, { logger: false });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const rows: Row[] = [];
  try {
    // Warm up: start the workers and load the engine before measuring.
    const warm = await fetch(`${url}/translate-text`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: sample(200), direction: 'sv-en' }),
    });
    if (!warm.ok) throw new Error(`warm-up failed: ${warm.status} ${await warm.text()}`);
    for (const size of [20, 200, 2000]) {
      for (const mode of ['engine', 'cached'] as const) {
        const text = sample(size);
        const figures = await measure(url, text, mode === 'engine', duration, connections);
        rows.push({ size, mode, ...figures });
        console.error(`${size} chars, ${mode}: ${figures.requestsPerSecond.toFixed(0)} req/s`);
      }
    }
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const engine = app.translation.engine;
  const lines = [
    `engine \`${engine}\`, ${config.translation.workers} worker(s), ${connections} connections, ${duration} s per row, ` +
      `${os.cpus().length} CPU(s) (${os.cpus()[0]?.model.trim() ?? 'unknown'}), Node ${process.version}`,
    '',
    '| input | cache | req/s | p50 latency | p95 latency | non-2xx |',
    '|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.size.toLocaleString('en')} chars | ${row.mode === 'engine' ? 'miss (unique texts)' : 'hit (same text)'} | ` +
        `${row.requestsPerSecond.toFixed(0)} | ${row.p50.toFixed(0)} ms | ${row.p95.toFixed(0)} ms | ${row.non2xx + row.errors} |`,
    ),
  ];
  console.log(lines.join('\n'));
}

await main();
