/**
 * Latency of POST /upload (OCR of a 1600×1200 photo-like JPEG, then translation) and the server's peak memory,
 * against the server started as its own process the way `npm start` runs it (the compiled build when present).
 *
 *   npm run bench:ocr -- [--requests 20] [--concurrency 4] [--real-engine]
 *
 * Measures one request at a time and `--concurrency` at once, after a warm-up. By default the translation step goes
 * to a local echo server (TRANSLATION_ENGINE=libretranslate), so the figures are the OCR pipeline's;
 * `--real-engine` uses the environment's engine instead (bench:translate measures translation alone).
 * OCR_WORKERS and the rest of the environment are passed through.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateOcrTestImages } from '../packages/server/src/test/ocr-images.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : Number.NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A LibreTranslate-compatible echo: returns each sentence as it came. */
async function startEchoTranslator(): Promise<{ url: string; close(): void }> {
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const { q } = JSON.parse(raw || '{}') as { q: string[] };
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ translatedText: q }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

/** CPU seconds (user + system) the process has used so far: a figure other load on the machine hardly moves. */
function cpuSecondsOf(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low);
}

async function main() {
  const requests = argument('requests', 20);
  const concurrency = argument('concurrency', 4);
  const realEngine = process.argv.includes('--real-engine');
  const photo = (await generateOcrTestImages()).find((image) => image.variant === 'photo');
  if (!photo) throw new Error('no photo-like test image');
  const bytes = fs.readFileSync(photo.file);

  const echo = realEngine ? undefined : await startEchoTranslator();
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'st-bench-ocr-'));
  const built = path.join(root, 'packages/server/dist/server.js');
  const args = fs.existsSync(built)
    ? [built]
    : ['--conditions=source', '--import', 'tsx', path.join(root, 'packages/server/src/server.ts')];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // Measure OCR, not the per-client limit of 20 uploads a minute.
      RATE_LIMIT_UPLOAD_PER_MINUTE: '1000000',
      ...(echo ? { TRANSLATION_ENGINE: 'libretranslate', LIBRETRANSLATE_URL: echo.url } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    for (let tries = 0; ; tries++) {
      if (child.exitCode !== null) throw new Error('server exited early');
      try {
        if ((await fetch(`${url}/readyz`)).ok) break;
      } catch {
        // not listening yet
      }
      if (tries > 300) throw new Error('server did not start');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    let peakRss = 0;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, memoryOf(child.pid as number).rss);
    }, 50);

    const upload = async (): Promise<number> => {
      const form = new FormData();
      form.append('direction', 'sv-en');
      form.append('file', new Blob([bytes], { type: 'image/jpeg' }), 'photo.jpg');
      const started = performance.now();
      const res = await fetch(`${url}/upload`, { method: 'POST', body: form });
      const body = (await res.json()) as { extracted_text?: string; error?: string };
      if (!res.ok || !body.extracted_text) throw new Error(`upload failed: ${res.status} ${body.error ?? ''}`);
      return performance.now() - started;
    };

    // Warm-up: every worker has loaded its traineddata and run once.
    await Promise.all(Array.from({ length: concurrency }, () => upload()));
    await upload();
    const idleRss = memoryOf(child.pid as number).rss;

    const single: number[] = [];
    const cpuBefore = cpuSecondsOf(child.pid as number);
    for (let i = 0; i < requests; i++) single.push(await upload());
    const cpuPerRequest = (cpuSecondsOf(child.pid as number) - cpuBefore) / requests;

    peakRss = 0;
    const parallel: number[] = [];
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        for (let i = 0; i < Math.ceil(requests / concurrency) * 2; i++) parallel.push(await upload());
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const { peak } = memoryOf(child.pid as number);

    const mb = (value: number) => `${Math.round(value / 1024 / 1024)} MB`;
    const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    const workers = process.env.OCR_WORKERS ?? `${os.availableParallelism()} (CPU count)`;
    console.log(
      `\nPOST /upload, ${photo.width}×${photo.height} photo-like JPEG (${Math.round(bytes.length / 1024)} KB), sv-en,`,
    );
    console.log(
      `OCR_WORKERS=${workers}, ${os.availableParallelism()} CPUs, translation: ${realEngine ? 'environment engine' : 'echo'}\n`,
    );
    console.log('| load | requests | median | p95 | throughput | server RSS |');
    console.log('|---|---|---|---|---|---|');
    console.log(
      `| 1 at a time | ${single.length} | ${s(percentile(single, 50))} | ${s(percentile(single, 95))} | ${(single.length / (single.reduce((a, b) => a + b, 0) / 1000)).toFixed(2)}/s | ${mb(idleRss)} idle after warm-up |`,
    );
    console.log(
      `| ${concurrency} concurrent | ${parallel.length} | ${s(percentile(parallel, 50))} | ${s(percentile(parallel, 95))} | ${(parallel.length / elapsed).toFixed(2)}/s | ${mb(peakRss)} peak while busy |`,
    );
    console.log(`\nServer CPU time per request (user + system, 1 at a time): ${cpuPerRequest.toFixed(2)} s`);
    console.log(`Server peak RSS over the whole run (VmHWM): ${mb(peak)}`);
    console.log(`Load average during the run: ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} CPUs`);
  } finally {
    child.kill('SIGTERM');
    echo?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
