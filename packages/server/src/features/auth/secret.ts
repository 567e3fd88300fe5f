import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const SECRET_FILE_NAME = 'auth-secret';

/**
 * The JWT signing secret: AUTH_SECRET when set, otherwise a random secret generated on first start and kept in
 * DATA_DIR (mode 0600) so sessions survive restarts. Never a built-in default. Several instances behind a load
 * balancer must share AUTH_SECRET.
 */
export function loadAuthSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, SECRET_FILE_NAME);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    fs.writeFileSync(file, crypto.randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    // Another process (or an earlier start) created it first: use that one.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 32)
    throw new Error(`${file} holds a secret shorter than 32 characters; delete it or set AUTH_SECRET`);
  return secret;
}
