import { describe, expect, it } from 'vitest';
import { orderedId } from './ordered-id.js';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('orderedId', () => {
  it('makes UUIDv7 text that sorts in the order the ids were made, also within one millisecond', () => {
    const ids = Array.from({ length: 10_000 }, () => orderedId(1_700_000_000_000));
    for (const id of ids) expect(id).toMatch(UUID_V7);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('never goes backwards when the clock does', () => {
    const later = orderedId(1_800_000_000_000);
    const earlierClock = orderedId(1_799_999_999_000);
    expect(earlierClock > later).toBe(true);
  });

  it('carries the millisecond in its first 48 bits', () => {
    const ms = 1_900_000_000_123;
    expect(Number.parseInt(orderedId(ms).replace(/-/g, '').slice(0, 12), 16)).toBe(ms);
  });
});
