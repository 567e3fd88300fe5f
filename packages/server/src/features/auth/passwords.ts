import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) with the OWASP-recommended minimum: 19 MiB, 2 passes. */
export const PASSWORD_HASH_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * The hash of a random, forgotten password, with the same parameters: signing in with an unknown email verifies
 * against it, so that answer costs one argon2 verification like a wrong password does (no account-existence
 * timing signal). It protects nothing, so it can live in the source; a test checks its parameters match.
 */
export const DUMMY_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$U8oJzRVg4gKHHyaGXS/3fQ$roD7hcNgPnMJgwJiB4AvdEVtZ2DEzTkRX2GlFPE7JUA';

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
