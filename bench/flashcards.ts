/**
 * npm run bench — flashcards API throughput on SQLite.
 *
 * Builds the app in-process on a free port with a fresh SQLite file, seeds 1 user × 50 collections × 200 cards,
 * and drives GET /api/collections, GET /api/flashcards/due and POST /api/flashcards/{id}/review with autocannon.
 * Prints a Markdown table and, with --write, replaces the flashcards section of docs/performance.md.
 *
 * Options: --duration=<s> (default 10), --connections=<n> (default 10), --write.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error autocannon ships no types
import autocannon from 'autocannon';
import { buildApp } from '../packages/server/src/app.js';
import { signUpAndSignIn } from '../packages/server/src/test/auth.js';
import { testConfig } from '../packages/server/src/test/test-app.js';

const args = new Map(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? 'true'] as const;
  }),
);
const duration = Number(args.get('duration') ?? 10);
const connections = Number(args.get('connections') ?? 10);
const COLLECTIONS = 50;
const CARDS = 200;
/** Share of cards due now: a reviewed deck spreads next_review over the coming 100 days, about 1% due today. */
const DUE_WINDOW_DAYS = 100;
const DAY = 24 * 60 * 60 * 1000;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'st-bench-'));
const app = await buildApp(testConfig({ dialect: 'sqlite', file: path.join(dir, 'bench.sqlite') }), { logger: false });
const { user, headers } = await signUpAndSignIn(app, { email: 'bench@example.com' });

// Seed straight into the tables (the API would take minutes for 10,000 cards and measures nothing extra).
const db = app.database.db;
const now = Date.now();
const cardIds: string[] = [];
let dueCount = 0;
const started = performance.now();
for (let c = 0; c < COLLECTIONS; c++) {
  const collectionId = crypto.randomUUID();
  const createdAt = new Date(now - (COLLECTIONS - c) * DAY).toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('collections')
      .values({
        id: collectionId,
        user_id: user.id,
        name: `Collection ${c + 1}`,
        description: `Seeded collection number ${c + 1} for the benchmark`,
        language_from: 'sv',
        language_to: 'en',
        flashcard_count: CARDS,
        created_at: createdAt,
      })
      .execute();
    const rows = Array.from({ length: CARDS }, (_, i) => {
      const next = new Date(now + (Math.random() * DUE_WINDOW_DAYS - 1) * DAY).toISOString();
      if (Date.parse(next) <= now) dueCount++;
      const id = crypto.randomUUID();
      cardIds.push(id);
      return {
        id,
        collection_id: collectionId,
        user_id: user.id,
        front_text: `ord ${c}-${i}`,
        back_text: `word ${c}-${i}`,
        example_sentence: i % 3 === 0 ? `Det här är exempelmening ${i}.` : null,
        review_count: 3,
        difficulty_level: 2,
        ladder: 2,
        last_reviewed: new Date(now - 2 * DAY).toISOString(),
        next_review: next,
        due_at: next,
        created_at: createdAt,
      };
    });
    for (let i = 0; i < rows.length; i += 50)
      await trx
        .insertInto('flashcards')
        .values(rows.slice(i, i + 50))
        .execute();
  });
}
const seedMs = performance.now() - started;

const address = await app.listen({ host: '127.0.0.1', port: 0 });
for (const p of ['/api/collections', '/api/flashcards/due']) {
  const res = await fetch(address + p, { headers });
  if (!res.ok) throw new Error(`${p}: ${res.status} ${await res.text()}`);
}

interface Result {
  name: string;
  /** Event-loop busy time of the server thread per request, in ms: the server's own cost, load generator aside. */
  busyMsPerRequest: number;
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
}

async function run(name: string, urlPath: string, options: Record<string, unknown> = {}): Promise<Result> {
  // The load generator runs in a worker thread so it does not share the server's event loop.
  const before = performance.eventLoopUtilization();
  const result = (await autocannon({
    url: address + urlPath,
    connections,
    duration,
    headers,
    workers: 1,
    ...options,
  })) as Result;
  result.name = name;
  result.busyMsPerRequest = performance.eventLoopUtilization(before).active / Math.max(1, result.requests.total);
  return result;
}

// Warm up (JIT, SQLite page cache) before measuring.
await run('warm-up', '/api/collections', { duration: 2 });
await run('warm-up', '/api/flashcards/due', { duration: 2 });

const idsFile = path.join(dir, 'card-ids.json');
fs.writeFileSync(idsFile, JSON.stringify(cardIds));
process.env.BENCH_CARD_IDS_FILE = idsFile;
const results = [
  await run('GET /api/collections', '/api/collections'),
  await run('GET /api/flashcards/due', '/api/flashcards/due'),
  await run('POST /api/flashcards/{id}/review', '/api/flashcards/review', {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ difficulty_rating: 3 }),
    requests: [{ setupRequest: path.join(root, 'bench/review-request.cjs') }],
  }),
];
await app.close();
fs.rmSync(dir, { recursive: true, force: true });

const cpu = os.cpus();
const lines = [
  '## Flashcards API',
  '',
  `\`npm run bench\` (bench/flashcards.ts): the app in-process on SQLite, seeded with 1 user × ${COLLECTIONS} collections ×`,
  `${CARDS} cards (${COLLECTIONS * CARDS} cards, ${dueCount} of them due — next_review spread over ${DUE_WINDOW_DAYS} days),`,
  `autocannon (in a worker thread) with ${connections} connections for ${duration} s per endpoint after a warm-up,\nevery request authenticated.`,
  `Machine: ${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}. Seeding took ${(seedMs / 1000).toFixed(1)} s.`,
  '',
  '| endpoint | req/s | p50 (ms) | p99 (ms) | server busy ms/request | non-2xx |',
  '|---|---:|---:|---:|---:|---:|',
  ...results.map(
    (r) =>
      `| ${r.name} | ${Math.round(r.requests.average).toLocaleString('en-US')} | ${r.latency.p50} | ${r.latency.p99} | ${r.busyMsPerRequest.toFixed(3)} | ${r.non2xx + r.errors} |`,
  ),
  '',
  'Target for the reads on the 2-core reference machine: ≥ 2,000 req/s and p99 ≤ 20 ms.',
  '',
];
const section = lines.join('\n');
console.log(section);

if (args.has('write')) {
  const file = path.join(root, 'docs/performance.md');
  const doc = fs.readFileSync(file, 'utf8');
  const start = doc.indexOf('## Flashcards API');
  let updated: string;
  if (start === -1) updated = `${doc.trimEnd()}\n\n${section}`;
  else {
    const end = doc.indexOf('\n## ', start + 1);
    updated = doc.slice(0, start) + section + (end === -1 ? '' : doc.slice(end + 1));
  }
  fs.writeFileSync(file, `${updated.trimEnd()}\n`);
  console.log(`updated ${path.relative(root, file)}`);
}
