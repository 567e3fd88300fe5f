/**
 * Latency of GET /api/dictionary: the real app over HTTP on a loopback port, the built-in lexicon loaded in the main
 * thread, a fixed mix of words looked up one at a time and then 8 at once.
 *
 *   npm run bench:dictionary -- [--requests 5000]
 *
 * Words: every 7th noun, verb and adjective of the lexicon in one of its inflected forms, English irregular pasts and
 * plurals, English senses, and made-up words (not found), in a fixed order. Server time is Fastify's
 * `reply.elapsedTime` (request received → reply sent), read in an onResponse hook; client time is the HTTP round trip
 * on keep-alive connections. Also times the lookup alone (no HTTP) and reports the lexicon's load time and the heap and RSS it adds. Target (issue 12):
 * p99 ≤ 5 ms server time.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadLexicon } from '../packages/engine-builtin/src/index.js';
import { buildApp } from '../packages/server/src/app.js';
import { DEFAULT_CLIENT_RATE_LIMITS } from '../packages/server/src/config.js';
import { testConfig } from '../packages/server/src/test/test-app.js';

function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : Number.NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}
const REQUESTS = argument('requests', 5000);

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] ?? Number.NaN;
}
const mb = (bytes: number) => Math.round(bytes / 1024 / 102.4) / 10;
const ms = (value: number) => Math.round(value * 100) / 100;

/** A fixed mix of Swedish and English lookups, about one in ten unknown. */
function queries(): { word: string; from: 'sv' | 'en' }[] {
  const lex = loadLexicon();
  const out: { word: string; from: 'sv' | 'en' }[] = [];
  let i = 0;
  const every = <T>(list: Iterable<T[]>, pick: (e: T, i: number) => string | null, from: 'sv' | 'en') => {
    for (const entries of list)
      for (const e of entries) {
        i += 1;
        const word = i % 7 === 0 ? pick(e, i) : null;
        if (word) out.push({ word, from });
      }
  };
  every(lex.nouns.values(), (e, n) => [e.lemma, e.defSg, e.indefPl, e.defPl][n % 4] ?? e.lemma, 'sv');
  every(lex.verbs.values(), (e, n) => [e.inf, e.present, e.past, e.supine][n % 4] ?? e.inf, 'sv');
  every(lex.adjectives.values(), (e, n) => [e.lemma, e.neuter, e.def, e.comp][n % 4] ?? e.lemma, 'sv');
  every(lex.nouns.values(), (e) => e.senses[0]?.text ?? null, 'en');
  for (const [base, f] of lex.enVerbs) out.push({ word: base.length % 2 ? f.past : f.pp, from: 'en' });
  for (const plural of lex.enNouns.values()) out.push({ word: plural, from: 'en' });
  const known = out.length;
  for (let k = 0; k < known / 10; k += 1) out.push({ word: `qz${k.toString(36)}xv`, from: k % 2 ? 'sv' : 'en' });
  // Interleave deterministically so both languages and known/unknown words mix.
  return out
    .map((q, k) => ({ q, key: (k * 7919) % out.length }))
    .sort((a, b) => a.key - b.key)
    .map((x) => x.q);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'st-bench-dictionary-'));
const config = testConfig(
  { dialect: 'sqlite', file: path.join(dir, 'bench.sqlite') },
  { clientRateLimits: { ...DEFAULT_CLIENT_RATE_LIMITS, dictionaryPerMinute: 10_000_000 } },
);
const app = await buildApp(config, { logger: false });
const serverMs: number[] = [];
app.addHook('onResponse', async (request, reply) => {
  if (request.url.startsWith('/api/dictionary')) serverMs.push(reply.elapsedTime);
});
try {
  globalThis.gc?.();
  const before = process.memoryUsage();
  const loadStarted = performance.now();
  app.dictionary.warm();
  const loadMs = performance.now() - loadStarted;
  globalThis.gc?.();
  const after = process.memoryUsage();

  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const words = queries();
  const urls = Array.from({ length: REQUESTS }, (_, k) => {
    const q = words[k % words.length]!;
    return `${address}/api/dictionary?${new URLSearchParams({ word: q.word, from: q.from })}`;
  });
  let found = 0;
  const fetchOne = async (url: string) => {
    const res = await fetch(url);
    const body = (await res.json()) as { entries?: unknown[] };
    if (res.status !== 200) throw new Error(`${url} → ${res.status}`);
    if (body.entries?.length) found += 1;
  };
  for (const url of urls.slice(0, 200)) await fetchOne(url); // warm-up: JIT, connections
  serverMs.length = 0;
  found = 0;

  const clientMs: number[] = [];
  for (const url of urls) {
    const started = performance.now();
    await fetchOne(url);
    clientMs.push(performance.now() - started);
  }
  const sequentialServer = [...serverMs].sort((a, b) => a - b);
  const foundShare = found / REQUESTS;
  clientMs.sort((a, b) => a - b);

  // The lookup alone, in-process, without HTTP.
  const lookupMs: number[] = [];
  for (const url of urls) {
    const query = new URL(url).searchParams;
    const t = performance.now();
    app.dictionary.lookup(query.get('word') ?? '', query.get('from') === 'en' ? 'en' : 'sv');
    lookupMs.push(performance.now() - t);
  }
  lookupMs.sort((a, b) => a - b);

  serverMs.length = 0;
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < urls.length) await fetchOne(urls[next++]!);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const concurrentServer = [...serverMs].sort((a, b) => a - b);

  const row = (name: string, sorted: number[]) =>
    `| ${name} | ${ms(percentile(sorted, 50))} | ${ms(percentile(sorted, 95))} | ${ms(percentile(sorted, 99))} | ${ms(sorted.at(-1) ?? Number.NaN)} |`;
  console.log(
    `lexicon load in the main thread: ${Math.round(loadMs)} ms wall; adds ${mb(after.heapUsed - before.heapUsed)} MB heap, ${mb(after.rss - before.rss)} MB RSS`,
  );
  console.log(`${REQUESTS} lookups, ${words.length} distinct queries, ${Math.round(foundShare * 100)} % with entries`);
  console.log('| measure (ms) | p50 | p95 | p99 | max |\n|---|---|---|---|---|');
  console.log(row('server time, 1 at a time', sequentialServer));
  console.log(row('HTTP round trip, 1 at a time', clientMs));
  console.log(row('server time, 8 at once', concurrentServer));
  console.log(row('lookup alone (in-process, no HTTP)', lookupMs));
  console.log(`8 at once: ${Math.round(REQUESTS / seconds)} lookups/s`);
} finally {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
