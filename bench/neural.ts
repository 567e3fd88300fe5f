/**
 * Neural engine benchmark: cold load time, memory with both models loaded, single-sentence latency (p50/p95) and
 * batched throughput, through the production code path (worker process, transformers.js, ONNX Runtime).
 *
 *   node --import tsx --conditions=source bench/neural.ts            # the tiny generated test model
 *   MODELS_DIR=./data/models node --import tsx --conditions=source bench/neural.ts --real   # downloaded OPUS-MT
 *
 * Prints a Markdown table for docs/performance.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import { DEFAULT_NEURAL_MODELS } from '../packages/server/src/engines/translation/neural/model-files.js';
import { createNeuralTranslator } from '../packages/server/src/engines/translation/neural/translator.js';
import { ensureTestModels } from '../packages/server/src/test/neural-model.js';

const real = process.argv.includes('--real');
const modelsDir = real ? (process.env.MODELS_DIR ?? './data/models') : await ensureTestModels();

// 20-word sentences (words the test model knows, so its output has realistic length).
const SV = [
  'Jag dricker kaffe och hon läser en bok medan hunden springer i parken och katten sover på soffan idag.',
  'Vi bor i Stockholm men tåget är sent så vi äter middag klockan sex och jag talar lite svenska.',
  'Boken ligger på bordet och vatten tack säger hon när vi äter middag i Stockholm med hunden idag.',
];
const EN = [
  'I drink coffee and she is reading a book while the dog runs in the park and the cat sleeps.',
  'We live in Stockholm but the train is late so we eat dinner at six and I speak Swedish.',
];

function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) * 1024;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(0)} MB`;

const t0 = performance.now();
const translator = createNeuralTranslator({
  modelsDir,
  models: DEFAULT_NEURAL_MODELS,
  queueSize: 64,
  taskTimeoutMs: 300_000,
});
await translator.warmUp();
const coldLoadMs = performance.now() - t0;
const workerRss = translator.pids().reduce((sum, pid) => sum + rssOf(pid), 0);

// Warm-up requests, then sequential single-sentence latency.
for (const s of [...SV, ...EN]) await translator.translate([s], s === EN[0] || s === EN[1] ? 'en-sv' : 'sv-en');
const latencies: number[] = [];
const rounds = real ? 30 : 60;
for (let i = 0; i < rounds; i += 1) {
  const en = i % 3 === 2;
  const sentence = en ? (EN[i % EN.length] as string) : (SV[i % SV.length] as string);
  const start = performance.now();
  await translator.translate([sentence], en ? 'en-sv' : 'sv-en');
  latencies.push(performance.now() - start);
}
latencies.sort((a, b) => a - b);

// Throughput: one request of 48 sentences (batches of 8).
const many = Array.from({ length: 48 }, (_, i) => SV[i % SV.length] as string);
const startMany = performance.now();
await translator.translate(many, 'sv-en');
const perSecond = (many.length * 1000) / (performance.now() - startMany);
const workerRssAfter = translator.pids().reduce((sum, pid) => sum + rssOf(pid), 0);
await translator.close();

const label = real ? 'OPUS-MT (Xenova quantized)' : 'tiny generated test model (NOT OPUS-MT)';
console.log(`Models: ${label}; ${os.availableParallelism()} cores; Node ${process.version}`);
console.log('');
console.log('| measure | value |');
console.log('|---|---|');
console.log(`| cold load (spawn worker process, load both models) | ${coldLoadMs.toFixed(0)} ms |`);
console.log(
  `| RSS of the worker process, both models loaded | ${mb(workerRss)} (after the runs: ${mb(workerRssAfter)}) |`,
);
console.log(`| RSS of the server process (main) | ${mb(process.memoryUsage().rss)} |`);
console.log(`| latency, one 20-word sentence, p50 | ${percentile(latencies, 50).toFixed(0)} ms |`);
console.log(`| latency, one 20-word sentence, p95 | ${percentile(latencies, 95).toFixed(0)} ms |`);
console.log(`| throughput, 48 sentences in batches of 8 | ${perSecond.toFixed(1)} sentences/s |`);
