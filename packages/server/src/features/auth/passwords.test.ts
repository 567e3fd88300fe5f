import { parseOptions } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { DUMMY_PASSWORD_HASH, hashPassword, PASSWORD_HASH_OPTIONS, verifyPassword } from './passwords.js';

describe('password hashing', () => {
  it('hashes with argon2id and verifies only the right password', async () => {
    const hash = await hashPassword('lösenord 🔑');
    expect(hash.startsWith('$argon2id$')).toBe(true);
    await expect(verifyPassword(hash, 'lösenord 🔑')).resolves.toBe(true);
    await expect(verifyPassword(hash, 'losenord 🔑')).resolves.toBe(false);
    await expect(verifyPassword('not a hash', 'x')).resolves.toBe(false);
  });

  it('keeps the dummy hash on the same parameters as real ones, so unknown emails cost the same', async () => {
    const real = parseOptions(await hashPassword('x'));
    const dummy = parseOptions(DUMMY_PASSWORD_HASH);
    expect(dummy).toMatchObject({
      memoryCost: PASSWORD_HASH_OPTIONS.memoryCost,
      timeCost: PASSWORD_HASH_OPTIONS.timeCost,
      parallelism: PASSWORD_HASH_OPTIONS.parallelism,
      algorithm: real.algorithm,
      version: real.version,
    });
  });
});
