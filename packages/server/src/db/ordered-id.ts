import crypto from 'node:crypto';

let lastMs = 0;
let counter = 0;

/**
 * A UUIDv7 (RFC 9562) whose text sorts in creation order: 48 bits of Unix milliseconds, then a 12-bit counter
 * that orders ids made in the same millisecond (method 1 of the RFC), then random bits. Lists that break ties
 * by id ("oldest first" for cards created in the same millisecond, as imports do) follow creation order, on
 * either database, with no extra column. Monotonic within a process; across instances, up to clock skew.
 */
export function orderedId(now = Date.now()): string {
  if (now > lastMs) {
    lastMs = now;
    counter = 0;
  } else if (++counter > 0xfff) {
    // 4,096 ids in one millisecond: borrow the next millisecond rather than go backwards.
    lastMs += 1;
    counter = 0;
  }
  const bytes = crypto.randomBytes(16);
  bytes.writeUIntBE(lastMs, 0, 6);
  bytes[6] = 0x70 | (counter >> 8);
  bytes[7] = counter & 0xff;
  bytes[8] = 0x80 | ((bytes[8] as number) & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
