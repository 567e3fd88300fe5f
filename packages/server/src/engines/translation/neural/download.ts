import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { MODEL_FILES, modelFolder } from './model-files.js';

/** One file to fetch, with what the hub says it must be. */
export interface RemoteFile {
  modelId: string;
  /** Path inside the model repository, e.g. `onnx/encoder_model_quantized.onnx`. */
  path: string;
  size: number;
  /** sha256 of the content (LFS files) or the git blob sha1 (small files kept in git). */
  checksum: { algorithm: 'sha256' | 'git-sha1'; value: string };
}

export interface DownloadProgress {
  modelId: string;
  file: string;
  receivedBytes: number;
  totalBytes: number;
}

export interface DownloadOptions {
  modelsDir: string;
  modelIds: readonly string[];
  /** Hub base URL (HF_ENDPOINT), e.g. https://huggingface.co */
  endpoint: string;
  revision?: string;
  onProgress?: (progress: DownloadProgress) => void;
  signal?: AbortSignal;
  /** Attempts per file when the connection drops; each one resumes where the last stopped. */
  attempts?: number;
  /** Wait between attempts. */
  retryDelayMs?: number;
  /** A connection that sends nothing for this long counts as dropped (and is resumed). */
  idleTimeoutMs?: number;
}

/** The hub cannot be reached at all (no network, DNS failure, refused). */
export class NetworkUnavailableError extends Error {
  constructor(endpoint: string, detail: string) {
    super(`Cannot reach the model hub at ${endpoint} (${detail}). Check the network connection, or set HF_ENDPOINT.`);
    this.name = 'NetworkUnavailableError';
  }
}

/** Any other download failure: HTTP error, wrong size or checksum, file missing from the repository. */
export class ModelDownloadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ModelDownloadError';
  }
}

const NETWORK_CODES = new Set([
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNREFUSED',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'ETIMEDOUT',
  'UND_ERR_CONNECT_TIMEOUT',
]);

function errorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

async function hubFetch(endpoint: string, url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    const code = errorCode(error);
    if (code && NETWORK_CODES.has(code)) throw new NetworkUnavailableError(endpoint, code);
    throw error;
  }
}

function trimSlash(endpoint: string): string {
  return endpoint.replace(/\/+$/, '');
}

interface TreeEntry {
  type: string;
  path: string;
  size: number;
  oid: string;
  lfs?: { oid: string; size: number };
}

/** Lists the files of `modelId` we need, with sizes and checksums, from the hub's tree API. */
export async function fetchModelManifest(
  endpoint: string,
  modelId: string,
  revision = 'main',
  signal?: AbortSignal,
): Promise<RemoteFile[]> {
  const base = trimSlash(endpoint);
  const url = `${base}/api/models/${modelId}/tree/${encodeURIComponent(revision)}?recursive=true`;
  const response = await hubFetch(base, url, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) {
    throw new ModelDownloadError(`${modelId}: the hub answered ${response.status} for the file list (${url})`);
  }
  const entries = (await response.json()) as TreeEntry[];
  const byPath = new Map(entries.filter((e) => e.type === 'file').map((e) => [e.path, e]));
  return MODEL_FILES.map((file) => {
    const entry = byPath.get(file);
    if (!entry) throw new ModelDownloadError(`${modelId}: the repository has no ${file}`);
    return entry.lfs
      ? { modelId, path: file, size: entry.lfs.size, checksum: { algorithm: 'sha256', value: entry.lfs.oid } }
      : { modelId, path: file, size: entry.size, checksum: { algorithm: 'git-sha1', value: entry.oid } };
  });
}

function newHash(file: RemoteFile): crypto.Hash {
  const hash = crypto.createHash(file.checksum.algorithm === 'sha256' ? 'sha256' : 'sha1');
  // Git names a blob by sha1("blob <size>\0<content>").
  if (file.checksum.algorithm === 'git-sha1') hash.update(`blob ${file.size}\0`);
  return hash;
}

async function hashFile(file: RemoteFile, filePath: string, hash = newHash(file)): Promise<crypto.Hash> {
  for await (const chunk of fs.createReadStream(filePath)) hash.update(chunk as Buffer);
  return hash;
}

function sizeOf(filePath: string): number {
  try {
    return fs.statSync(filePath).size;
  } catch {
    return -1;
  }
}

/** True when the file on disk already has the hub's size and checksum. */
async function alreadyDownloaded(file: RemoteFile, target: string): Promise<boolean> {
  if (sizeOf(target) !== file.size) return false;
  return (await hashFile(file, target)).digest('hex') === file.checksum.value;
}

/**
 * One attempt: continues `<target>.part` from its current length with an HTTP Range request (or starts over when
 * the server ignores the range). Resolves when the whole file is in the .part file; throws when the connection drops.
 */
async function fetchInto(
  options: DownloadOptions,
  file: RemoteFile,
  partPath: string,
  report: (received: number) => void,
): Promise<void> {
  const base = trimSlash(options.endpoint);
  const url = `${base}/${file.modelId}/resolve/${encodeURIComponent(options.revision ?? 'main')}/${file.path}`;
  let offset = Math.max(0, sizeOf(partPath));
  if (offset > file.size) {
    fs.rmSync(partPath, { force: true });
    offset = 0;
  }
  if (offset === file.size) return;
  const headers: Record<string, string> = offset > 0 ? { range: `bytes=${offset}-` } : {};
  const idleMs = options.idleTimeoutMs ?? 60_000;
  const idle = new AbortController();
  let timer = setTimeout(() => idle.abort(), idleMs);
  const touch = () => {
    clearTimeout(timer);
    timer = setTimeout(() => idle.abort(), idleMs);
  };
  const signal = options.signal ? AbortSignal.any([options.signal, idle.signal]) : idle.signal;
  try {
    await fetchBody({ base, url, headers, signal, start: offset, file, partPath, report, touch });
  } catch (error) {
    if (idle.signal.aborted && !options.signal?.aborted) throw new Error(`no data for ${idleMs} ms`);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

interface BodyRequest {
  base: string;
  url: string;
  headers: Record<string, string>;
  signal: AbortSignal;
  /** Bytes already in the .part file. */
  start: number;
  file: RemoteFile;
  partPath: string;
  report: (received: number) => void;
  /** Called on every chunk (resets the idle timer). */
  touch: () => void;
}

async function fetchBody({ base, url, headers, signal, start, file, partPath, report, touch }: BodyRequest) {
  let offset = start;
  const response = await hubFetch(base, url, { headers, signal });
  if (response.status === 200 && offset > 0)
    offset = 0; // range ignored: start again
  else if (response.status !== 200 && response.status !== 206) {
    await response.body?.cancel();
    throw new ModelDownloadError(`${file.modelId}/${file.path}: the hub answered ${response.status}`);
  }
  if (!response.body) throw new ModelDownloadError(`${file.modelId}/${file.path}: empty response`);
  const out = fs.createWriteStream(partPath, { flags: offset > 0 ? 'a' : 'w' });
  let received = offset;
  report(received);
  try {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      touch();
      if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
      received += chunk.byteLength;
      report(received);
      if (received > file.size)
        throw new ModelDownloadError(`${file.modelId}/${file.path}: larger than ${file.size} bytes`);
    }
  } finally {
    await new Promise<void>((resolve, reject) =>
      out.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
  }
  if (received < file.size) throw new Error(`connection closed after ${received} of ${file.size} bytes`);
}

async function downloadFile(options: DownloadOptions, file: RemoteFile, report: (received: number) => void) {
  const target = path.join(modelFolder(options.modelsDir, file.modelId), file.path);
  if (await alreadyDownloaded(file, target)) {
    report(file.size);
    return;
  }
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const partPath = `${target}.part`;
  const attempts = options.attempts ?? 5;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await fetchInto(options, file, partPath, report);
      break;
    } catch (error) {
      const retryable = !(error instanceof ModelDownloadError) && !(error instanceof NetworkUnavailableError);
      if (!retryable || options.signal?.aborted || attempt >= attempts) {
        if (error instanceof ModelDownloadError || error instanceof NetworkUnavailableError) throw error;
        const reason = error instanceof Error ? error.message : String(error);
        throw new ModelDownloadError(`${file.modelId}/${file.path}: download failed (${reason})`);
      }
      await new Promise((resolve) => setTimeout(resolve, options.retryDelayMs ?? 1000));
    }
  }
  const size = sizeOf(partPath);
  const digest = (await hashFile(file, partPath)).digest('hex');
  if (size !== file.size || digest !== file.checksum.value) {
    fs.rmSync(partPath, { force: true });
    throw new ModelDownloadError(
      `${file.modelId}/${file.path}: checksum mismatch (expected ${file.checksum.value}, got ${digest}); the partial file was removed, run the download again`,
    );
  }
  fs.renameSync(partPath, target);
}

/**
 * Downloads every file the neural engine needs for `modelIds` into `modelsDir`, verifying size and checksum of
 * each. Already complete files are kept; `.part` files left by an interrupted run are resumed.
 */
export async function downloadModels(options: DownloadOptions): Promise<void> {
  const manifests: RemoteFile[] = [];
  for (const modelId of options.modelIds) {
    manifests.push(...(await fetchModelManifest(options.endpoint, modelId, options.revision, options.signal)));
  }
  const totalBytes = manifests.reduce((sum, file) => sum + file.size, 0);
  let doneBytes = 0;
  for (const file of manifests) {
    await downloadFile(options, file, (received) =>
      options.onProgress?.({ modelId: file.modelId, file: file.path, receivedBytes: doneBytes + received, totalBytes }),
    );
    doneBytes += file.size;
  }
  options.onProgress?.({ modelId: '', file: '', receivedBytes: totalBytes, totalBytes });
}

/** Bytes per second over the last few seconds, and the time left at that rate. */
export class RateMeter {
  private samples: { at: number; bytes: number }[] = [];
  constructor(private readonly windowMs = 5000) {}

  update(bytes: number, now = Date.now()): { bytesPerSecond: number } {
    this.samples.push({ at: now, bytes });
    while (this.samples.length > 2 && now - (this.samples[0]?.at ?? now) > this.windowMs) this.samples.shift();
    const first = this.samples[0];
    if (!first || now === first.at) return { bytesPerSecond: 0 };
    return { bytesPerSecond: ((bytes - first.bytes) * 1000) / (now - first.at) };
  }

  static etaSeconds(remainingBytes: number, bytesPerSecond: number): number | null {
    return bytesPerSecond > 0 ? Math.ceil(remainingBytes / bytesPerSecond) : null;
  }
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '--:--';
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

/** `[########------------]  40%  106.8/267.0 MB  5.2 MB/s  ETA 0:31` */
export function progressLine(received: number, total: number, bytesPerSecond: number, width = 24): string {
  const fraction = total > 0 ? Math.min(1, received / total) : 0;
  const filled = Math.round(fraction * width);
  const bar = `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}]`;
  const percent = `${Math.floor(fraction * 100)}%`.padStart(4);
  const eta = formatDuration(RateMeter.etaSeconds(total - received, bytesPerSecond));
  return `${bar} ${percent}  ${formatBytes(received)}/${formatBytes(total)}  ${formatBytes(Math.round(bytesPerSecond))}/s  ETA ${eta}`;
}
