/**
 * Search and import in one collection of 5,000 cards (issue 14), in-process with `inject` on a fresh SQLite file
 * and, when DATABASE_URL=postgres://…, on a fresh PostgreSQL schema too.
 *
 *   node --conditions=source --import tsx bench/card-search.ts [--rounds=50]
 *
 * Prints the import time and the median / p95 latency of GET /api/collections/{id}/flashcards?q=… for a few
 * queries (one match, ~500 matches, every card, no match). Figures go to docs/performance.md by hand.
 */
import os from 'node:os';
import { buildApp } from '../packages/server/src/app.js';
import { signUpAndSignIn } from '../packages/server/src/test/auth.js';
import { databaseTargets } from '../packages/server/src/test/databases.js';
import { multipart } from '../packages/server/src/test/multipart.js';
import { testConfig } from '../packages/server/src/test/test-app.js';

const rounds = Number(process.argv.find((a) => a.startsWith('--rounds='))?.split('=')[1] ?? 50);
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

for (const target of databaseTargets().filter((t) => t.available)) {
  const database = await target.create();
  const app = await buildApp(testConfig(database), { logger: false });
  try {
    const { headers } = await signUpAndSignIn(app);
    const created = await app.inject({ method: 'POST', url: '/api/collections', headers, payload: { name: 'Bench' } });
    const id = created.json().collection.id as string;
    const lines = Array.from(
      { length: 5000 },
      (_, i) => `ord nummer ${i}\tword number ${i}\tExempel ${i}: en mening på svenska.`,
    );
    lines[4321] = 'en älg\ta moose\tÄlgen står i skogen.';
    const body = multipart([{ name: 'file', value: lines.join('\n'), filename: 'bench.tsv' }]);
    const started = performance.now();
    const imported = await app.inject({
      method: 'POST',
      url: `/api/collections/${id}/import`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    const importMs = performance.now() - started;
    if (imported.json().imported !== 5000) throw new Error(`import failed: ${imported.body}`);
    console.log(`\n[${target.name}] import of 5,000 rows (one transaction): ${importMs.toFixed(0)} ms`);
    console.log('| query | matches | median (ms) | p95 (ms) |\n|---|---:|---:|---:|');
    for (const q of ['ALG', 'nummer 12', 'svenska', 'zzz', '']) {
      const times: number[] = [];
      let matches = 0;
      for (let i = 0; i < rounds; i++) {
        const t = performance.now();
        const res = await app.inject({
          method: 'GET',
          url: `/api/collections/${id}/flashcards?sort=newest&q=${encodeURIComponent(q)}`,
          headers,
        });
        times.push(performance.now() - t);
        matches = res.json().flashcards.length;
      }
      times.sort((a, b) => a - b);
      console.log(
        `| ${q ? `"${q}"` : '(none: the whole list)'} | ${matches} | ${quantile(times, 0.5).toFixed(1)} | ${quantile(times, 0.95).toFixed(1)} |`,
      );
    }
  } finally {
    await app.close();
    await target.destroy(database);
  }
}
console.log(`\nload average at the end: ${os.loadavg()[0]?.toFixed(1)} (2 cores, shared)`);
