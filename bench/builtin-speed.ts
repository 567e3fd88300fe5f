/**
 * Speed and footprint of the built-in rule-based engine, in-process on one core (the engine is synchronous and
 * single-threaded; nothing here starts a worker).
 *
 *   npx tsx --conditions=source bench/builtin-speed.ts [--seconds 3] [--json]
 *   taskset -c 0 npx tsx --conditions=source bench/builtin-speed.ts   # pinned to one core (Linux)
 *
 * Measures
 *  (a) throughput on short everyday sentences: the team's regression set (repeated) and, when the file exists, the
 *      Tatoeba test set, read from ../shared/eval (beside the repository) at run time (never copied);
 *  (b) p50/p95/p99 latency per ~200-character sentence, both directions, built from the team's own regression
 *      sentences joined with commas and conjunctions;
 *  (c) lexicon load time (files → ready engine) and RSS after load.
 *
 * The machine may be shared, so every figure comes with CPU time (process.cpuUsage) next to wall time; CPU time is
 * the steadier of the two under load. Targets (issue): ≥ 2,000 Tatoeba sentences/s, p99 ≤ 5 ms for 200 characters,
 * load ≤ 500 ms, RSS ≤ 250 MB (issue 11's targets for the grown lexicon).
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const TATOEBA = new URL('../../shared/eval/tatoeba-test/tatoeba-test-v2021-08-07', import.meta.url).pathname;
const REGRESSION = fileURLToPath(new URL('../packages/engine-builtin/test-data/regression.sv-en.tsv', import.meta.url));

type Direction = 'sv-en' | 'en-sv';
const DIRECTIONS: Direction[] = ['sv-en', 'en-sv'];

function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : Number.NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

const SECONDS = argument('seconds', 3);
const JSON_OUT = process.argv.includes('--json');

/** CPU time (user + system) of this process in milliseconds. */
function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

function mb(bytes: number): number {
  return Math.round((bytes / 1024 / 1024) * 10) / 10;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

function readLines(path: string): string[] {
  return readFileSync(path, 'utf8')
    .split(/\r?\n/)
    .filter((l) => l.trim());
}

// --- (c) load: first thing in a fresh process, so RSS is the engine's and not the benchmark's --------------------
const rssBefore = process.memoryUsage().rss;
const importWall0 = performance.now();
const { createBuiltinEngine, loadLexicon } = await import('../packages/engine-builtin/src/index.js');
const importMs = performance.now() - importWall0;
const lexStarted = performance.now();
const loadCpu0 = cpuMs();
const lexicon = loadLexicon();
const engine = createBuiltinEngine(lexicon);
const readyMs = performance.now() - lexStarted;
const loadCpuMs = cpuMs() - loadCpu0;
const mem = process.memoryUsage();
const load = {
  lemmas: lexicon.stats.lemmas,
  parseMs: Math.round(lexicon.stats.ms),
  readyMs: Math.round(readyMs),
  readyCpuMs: Math.round(loadCpuMs),
  importMs: Math.round(importMs),
  rssBeforeMb: mb(rssBefore),
  rssAfterMb: mb(mem.rss),
  heapUsedMb: mb(mem.heapUsed),
};

const translate = (s: string, d: Direction) => engine.translateSentence(s, d).text;

// --- inputs -------------------------------------------------------------------------------------------------------
const pairs = readLines(REGRESSION)
  .filter((l) => !l.startsWith('#'))
  .map((l) => l.split('\t') as [string, string]);
const regression: Record<Direction, string[]> = {
  'sv-en': pairs.map(([sv]) => sv),
  'en-sv': pairs.map(([, en]) => en),
};

const JOINERS: Record<Direction, string[]> = {
  'sv-en': [', och ', ', men ', ' eftersom ', ', så ', ' när ', ', och sedan '],
  'en-sv': [', and ', ', but ', ' because ', ', so ', ' when ', ', and then '],
};

/** Lower-cases the first letter of a clause that is joined into a longer sentence (keeps "I" and names-like words). */
function inner(clause: string, direction: Direction): string {
  const s = clause.replace(/[.!?]+$/, '');
  const first = s.split(' ')[0] ?? '';
  if (direction === 'en-sv' && (first === 'I' || first.startsWith("I'"))) return s;
  return s.charAt(0).toLowerCase() + s.slice(1);
}

/** `count` sentences of 190–230 characters built from the team's sentences, deterministic. */
function longSentences(direction: Direction, count: number): string[] {
  const src = regression[direction].filter((s) => !s.endsWith('?'));
  const joiners = JOINERS[direction];
  const out: string[] = [];
  let k = 0;
  let j = 0;
  while (out.length < count) {
    let text = src[k++ % src.length]!.replace(/[.!?]+$/, '');
    while (text.length < 190) text += joiners[j++ % joiners.length]! + inner(src[(k++ * 7) % src.length]!, direction);
    if (text.length <= 230) out.push(`${text}.`);
  }
  return out;
}

// --- (a) throughput -----------------------------------------------------------------------------------------------
interface Throughput {
  set: string;
  direction: Direction;
  sentences: number;
  avgChars: number;
  perSecondWall: number;
  perSecondCpu: number;
  cpuUsPerSentence: number;
}

function throughput(set: string, direction: Direction, sentences: string[], minSeconds: number): Throughput {
  // Warm-up: every sentence once (JIT, inline caches) or at least 2,000 calls.
  for (let n = 0; n < Math.max(sentences.length, 2000); n++) translate(sentences[n % sentences.length]!, direction);
  const w0 = performance.now();
  const c0 = cpuMs();
  let n = 0;
  // Whole passes over the set, at least one and at least minSeconds of wall time.
  do {
    for (const s of sentences) translate(s, direction);
    n += sentences.length;
  } while (performance.now() - w0 < minSeconds * 1000);
  const wall = (performance.now() - w0) / 1000;
  const cpu = (cpuMs() - c0) / 1000;
  return {
    set,
    direction,
    sentences: n,
    avgChars: Math.round(sentences.reduce((a, s) => a + s.length, 0) / sentences.length),
    perSecondWall: Math.round(n / wall),
    perSecondCpu: Math.round(n / cpu),
    cpuUsPerSentence: Math.round((cpu / n) * 1e6),
  };
}

const throughputRows: Throughput[] = [];
for (const d of DIRECTIONS) throughputRows.push(throughput('regression', d, regression[d], SECONDS));
const tatoebaSrc: Record<Direction, string> = { 'sv-en': `${TATOEBA}.swe`, 'en-sv': `${TATOEBA}.eng` };
for (const d of DIRECTIONS) {
  if (existsSync(tatoebaSrc[d])) throughputRows.push(throughput('tatoeba-test', d, readLines(tatoebaSrc[d]), SECONDS));
}

// --- (b) latency of ~200-character sentences ----------------------------------------------------------------------
interface Latency {
  direction: Direction;
  samples: number;
  avgChars: number;
  wall: { p50: number; p95: number; p99: number; max: number };
  cpu: { p50: number; p95: number; p99: number; max: number };
}

function latency(direction: Direction): Latency {
  const inputs = longSentences(direction, 200);
  for (let r = 0; r < 5; r++) for (const s of inputs) translate(s, direction);
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let r = 0; r < 10; r++) {
    for (const s of inputs) {
      const c0 = process.cpuUsage();
      const w0 = performance.now();
      translate(s, direction);
      const w = performance.now() - w0;
      const c = process.cpuUsage(c0);
      wall.push(w);
      cpu.push((c.user + c.system) / 1000);
    }
  }
  wall.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const q = (xs: number[]) => ({
    p50: round2(percentile(xs, 50)),
    p95: round2(percentile(xs, 95)),
    p99: round2(percentile(xs, 99)),
    max: round2(xs.at(-1)!),
  });
  return {
    direction,
    samples: wall.length,
    avgChars: Math.round(inputs.reduce((a, s) => a + s.length, 0) / inputs.length),
    wall: q(wall),
    cpu: q(cpu),
  };
}

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}

const latencyRows = DIRECTIONS.map(latency);
const finalRssMb = mb(process.memoryUsage().rss);

// --- report -------------------------------------------------------------------------------------------------------
const loadAvg = (await import('node:os')).loadavg().map((x) => x.toFixed(2));
if (JSON_OUT) {
  console.log(
    JSON.stringify(
      { load, throughput: throughputRows, latency: latencyRows, finalRssMb, loadAvg, node: process.version },
      null,
      2,
    ),
  );
} else {
  const ok = (b: boolean) => (b ? 'ok' : 'MISSED');
  console.log(`Built-in engine speed — Node ${process.version}, one thread, load average ${loadAvg.join(' ')}`);
  console.log('');
  console.log(
    `Load: ${load.lemmas} lemmas, files → ready engine ${load.readyMs} ms wall, ${load.readyCpuMs} ms CPU ` +
      `(parse ${load.parseMs} ms wall; module import before it ${load.importMs} ms wall)`,
  );
  console.log(
    `      RSS after load ${load.rssAfterMb} MB (heap used ${load.heapUsedMb} MB; at the end ${finalRssMb} MB)`,
  );
  console.log(
    `      target ≤ 500 ms: wall ${ok(load.readyMs <= 500)}, CPU ${ok(load.readyCpuMs <= 500)}; ` +
      `≤ 250 MB: ${ok(load.rssAfterMb <= 250)}`,
  );
  console.log('');
  console.log('Throughput (warmed up, whole passes, ≥ %d s each)', SECONDS);
  console.log('| set | direction | avg chars | sentences/s (wall) | sentences/s (CPU) | CPU µs/sentence |');
  console.log('|---|---|---:|---:|---:|---:|');
  for (const r of throughputRows)
    console.log(
      `| ${r.set} | ${r.direction} | ${r.avgChars} | ${r.perSecondWall} | ${r.perSecondCpu} | ${r.cpuUsPerSentence} |`,
    );
  console.log('target ≥ 2,000 Tatoeba sentences/s');
  console.log('');
  console.log('Latency per ~200-character sentence (ms, 200 sentences × 10 rounds after warm-up)');
  console.log('| direction | avg chars | wall p50 | p95 | p99 | max | CPU p50 | p95 | p99 | max |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of latencyRows)
    console.log(
      `| ${r.direction} | ${r.avgChars} | ${r.wall.p50} | ${r.wall.p95} | ${r.wall.p99} | ${r.wall.max} | ${r.cpu.p50} | ${r.cpu.p95} | ${r.cpu.p99} | ${r.cpu.max} |`,
    );
  console.log('target p99 ≤ 5 ms');
}
