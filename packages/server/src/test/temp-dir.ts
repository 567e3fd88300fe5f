import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const created: string[] = [];

/**
 * A fresh folder in the system temp directory, removed after the test file that made it has run (the
 * `afterAll` in temp-dir-cleanup.ts, a vitest setup file), whether or not its tests remove it themselves.
 */
export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  created.push(dir);
  return dir;
}

/** Removes every folder tempDir has made in this test file. */
export function removeTempDirs(): void {
  for (const dir of created.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}
