import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeHub, startFakeHub } from '../../../test/fake-hub.js';
import { tempDir } from '../../../test/temp-dir.js';
import {
  type DownloadProgress,
  downloadModels,
  ModelDownloadError,
  NetworkUnavailableError,
  progressLine,
  RateMeter,
} from './download.js';
import { MODEL_FILES, missingModelFiles, modelFolder } from './model-files.js';

const MODELS = ['Xenova/opus-mt-sv-en', 'Xenova/opus-mt-en-sv'];

/** Repository content: ONNX files are "LFS" (sha256), JSON files live in git (blob sha1), as on the hub. */
function makeRepo(modelId: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const file of MODEL_FILES) {
    files.set(
      file,
      file.endsWith('.onnx')
        ? Buffer.concat(Array.from({ length: 400 }, (_, i) => Buffer.from(`${modelId} ${file} block ${i}\n`)))
        : Buffer.from(JSON.stringify({ model: modelId, file })),
    );
  }
  return files;
}

describe('downloadModels against a local hub', () => {
  const repos = new Map(MODELS.map((id) => [id, makeRepo(id)]));
  let hub: FakeHub;
  let dir: string;
  beforeAll(async () => {
    hub = await startFakeHub(repos);
  });
  afterAll(() => hub.close());
  beforeEach(() => {
    dir = tempDir('st-download-');
    hub.requests.length = 0;
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const options = () => ({ modelsDir: dir, modelIds: MODELS, endpoint: hub.url, retryDelayMs: 10 });

  it('fetches every file of both models, byte for byte, reporting progress up to the total', async () => {
    const progress: DownloadProgress[] = [];
    await downloadModels({ ...options(), onProgress: (p) => progress.push(p) });
    for (const id of MODELS) {
      expect(missingModelFiles(dir, id)).toEqual([]);
      for (const [file, content] of repos.get(id) ?? []) {
        expect(fs.readFileSync(path.join(modelFolder(dir, id), file)).equals(content)).toBe(true);
      }
    }
    const total = [...repos.values()].flatMap((r) => [...r.values()]).reduce((sum, b) => sum + b.length, 0);
    expect(progress.at(-1)).toMatchObject({ receivedBytes: total, totalBytes: total });
    const received = progress.map((p) => p.receivedBytes);
    expect(received).toEqual([...received].sort((a, b) => a - b));
  });

  it('keeps complete files on a second run and downloads nothing', async () => {
    await downloadModels(options());
    hub.requests.length = 0;
    await downloadModels(options());
    expect(hub.requests).toEqual([]);
  });

  it('resumes a file with an HTTP Range request after the connection drops mid-file', async () => {
    const file = 'onnx/decoder_model_merged_quantized.onnx';
    const content = repos.get(MODELS[0] ?? '')?.get(file) ?? Buffer.alloc(0);
    hub.dropOnce.set(file, 5000);
    await downloadModels(options());
    const requests = hub.requests.filter((r) => r.repo === MODELS[0] && r.path === file);
    expect(requests[0]?.range).toBeUndefined();
    expect(requests[1]?.range).toBe('bytes=5000-');
    const saved = fs.readFileSync(path.join(modelFolder(dir, MODELS[0] ?? ''), file));
    expect(saved.equals(content)).toBe(true);
    expect(content.length).toBeGreaterThan(5000);
  });

  it('treats a connection that stops sending as dropped, and resumes it', async () => {
    const file = 'tokenizer.json';
    hub.stallOnce.add(file);
    await downloadModels({ ...options(), idleTimeoutMs: 300 });
    const requests = hub.requests.filter((r) => r.repo === MODELS[0] && r.path === file);
    expect(requests.map((r) => r.range)).toEqual([undefined, expect.stringMatching(/^bytes=[1-9]\d*-$/)]);
    expect(missingModelFiles(dir, MODELS[0] ?? '')).toEqual([]);
  });

  it('resumes a .part file left by an interrupted run', async () => {
    const file = 'onnx/encoder_model_quantized.onnx';
    const content = repos.get(MODELS[1] ?? '')?.get(file) ?? Buffer.alloc(0);
    const target = path.join(modelFolder(dir, MODELS[1] ?? ''), file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(`${target}.part`, content.subarray(0, 1234));
    await downloadModels(options());
    expect(hub.requests.filter((r) => r.repo === MODELS[1] && r.path === file).map((r) => r.range)).toEqual([
      'bytes=1234-',
    ]);
    expect(fs.readFileSync(target).equals(content)).toBe(true);
    expect(fs.existsSync(`${target}.part`)).toBe(false);
  });

  it('refuses a file whose checksum does not match and removes it', async () => {
    const file = 'onnx/encoder_model_quantized.onnx';
    hub.wrongChecksum.add(file);
    try {
      const error = await downloadModels(options()).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ModelDownloadError);
      expect((error as Error).message).toMatch(
        /^Xenova\/opus-mt-sv-en\/onnx\/encoder_model_quantized\.onnx: checksum mismatch \(expected 0{64}, got [0-9a-f]{64}\)/,
      );
      const target = path.join(modelFolder(dir, MODELS[0] ?? ''), file);
      expect(fs.existsSync(target)).toBe(false);
      expect(fs.existsSync(`${target}.part`)).toBe(false);
    } finally {
      hub.wrongChecksum.delete(file);
    }
  });

  it('says which model the hub does not have', async () => {
    await expect(downloadModels({ ...options(), modelIds: ['Xenova/opus-mt-sv-xx'] })).rejects.toThrow(
      'Xenova/opus-mt-sv-xx: the hub answered 404 for the file list',
    );
  });
});

/** A local port nothing listens on. */
function closedPort(): Promise<number> {
  return new Promise<number>((resolve) => {
    const s = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

describe('downloadModels without network', () => {
  it('fails with NetworkUnavailableError when the hub cannot be reached', async () => {
    const port = await closedPort();
    const error = await downloadModels({
      modelsDir: tempDir('st-download-'),
      modelIds: MODELS,
      endpoint: `http://127.0.0.1:${port}`,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkUnavailableError);
    expect((error as Error).message).toBe(
      `Cannot reach the model hub at http://127.0.0.1:${port} (ECONNREFUSED). Check the network connection, or set HF_ENDPOINT.`,
    );
  });

  it('npm run models:download prints one short message and exits non-zero', async () => {
    const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../..');
    const cli = path.join(repoRoot, 'packages/server/src/cli/download-models.ts');
    const dataDir = tempDir('st-cli-');
    const endpoint = `http://127.0.0.1:${await closedPort()}`;
    const result = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--conditions=source', cli], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, HF_ENDPOINT: endpoint },
    }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(result.code).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toEqual([
      `Downloading Xenova/opus-mt-sv-en and Xenova/opus-mt-en-sv from ${endpoint} into ${path.join(dataDir, 'models')}`,
      `Cannot reach the model hub at ${endpoint} (ECONNREFUSED). Check the network connection, or set HF_ENDPOINT.`,
    ]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);
});

describe('progress display', () => {
  it('shows bytes, rate and ETA', () => {
    expect(progressLine(50 * 1024 * 1024, 200 * 1024 * 1024, 5 * 1024 * 1024, 10)).toBe(
      '[###-------]  25%  50.0 MB/200.0 MB  5.0 MB/s  ETA 0:30',
    );
    expect(progressLine(0, 100, 0, 4)).toBe('[----]   0%  0 B/100 B  0 B/s  ETA --:--');
  });

  it('measures the rate over recent samples', () => {
    const meter = new RateMeter(5000);
    meter.update(0, 0);
    expect(meter.update(1_000_000, 1000).bytesPerSecond).toBe(1_000_000);
    expect(meter.update(3_000_000, 2000).bytesPerSecond).toBe(1_500_000);
  });
});
