import { execFile, execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const script = path.join(repoRoot, 'scripts/make-test-model.py');

/** Model ids of the tiny generated models (the production defaults, so the same code path loads them). */
export const TEST_MODEL_IDS = { 'sv-en': 'Xenova/opus-mt-sv-en', 'en-sv': 'Xenova/opus-mt-en-sv' } as const;

/** A Python that has torch and onnx (Debian's python3-torch / python3-onnx live under /usr/bin/python3). */
function python(): string {
  for (const candidate of ['/usr/bin/python3', 'python3']) {
    try {
      execFileSync(candidate, ['-c', 'import torch, onnx'], { stdio: 'ignore' });
      return candidate;
    } catch {}
  }
  throw new Error(
    'The tiny test model needs Python 3 with torch and onnx: apt-get install -y python3-torch python3-onnx (.ci/run does it)',
  );
}

/**
 * Folder holding `Xenova/opus-mt-sv-en` and `Xenova/opus-mt-en-sv` built by scripts/make-test-model.py, generated
 * on first use and cached in .cache/test-models/<sha256 of the script> (so editing the script rebuilds it).
 * Safe when several test files ask at once: a lock folder lets one generate while the others wait.
 */
export async function ensureTestModels(): Promise<string> {
  const hash = crypto.createHash('sha256').update(fs.readFileSync(script)).digest('hex').slice(0, 16);
  const cacheRoot = path.join(repoRoot, '.cache/test-models');
  const target = path.join(cacheRoot, hash);
  const done = () => fs.existsSync(path.join(target, 'COMPLETE'));
  if (done()) return target;
  fs.mkdirSync(cacheRoot, { recursive: true });
  // One generator at a time (test files run in parallel); the others wait for its result.
  const lock = `${target}.lock`;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      if (done()) return target;
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 15 * 60_000) fs.rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  const temp = fs.mkdtempSync(path.join(cacheRoot, `${hash}.tmp-`));
  try {
    if (done()) return target;
    await promisify(execFile)(python(), [script, '--out', temp], {
      env: { ...process.env, OMP_NUM_THREADS: '1' },
      maxBuffer: 16 * 1024 * 1024,
    });
    fs.writeFileSync(path.join(temp, 'COMPLETE'), `${new Date().toISOString()}\n`);
    fs.renameSync(temp, target);
  } finally {
    fs.rmSync(temp, { recursive: true, force: true });
    fs.rmSync(lock, { recursive: true, force: true });
  }
  return target;
}

/** Copies the generated models into `dir` (tests that damage files work on their own copy). */
export async function copyTestModels(dir: string): Promise<string> {
  fs.cpSync(await ensureTestModels(), dir, { recursive: true });
  return dir;
}
