import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ByteLruCache } from './cache.js';

const textSize = (value: string) => value.length * 2;

describe('ByteLruCache', () => {
  it('returns what was stored', () => {
    const cache = new ByteLruCache<string>(10_000, textSize);
    cache.set('sv-en:hej', 'hello');
    expect(cache.get('sv-en:hej')).toBe('hello');
    expect(cache.get('sv-en:nej')).toBeUndefined();
  });

  it('evicts the least recently used entries once over its byte budget', () => {
    // Each entry: key 1 char (2 B) + value 100 chars (200 B) + 64 B overhead = 266 B; three fit in 800 B.
    const cache = new ByteLruCache<string>(800, textSize);
    cache.set('a', 'x'.repeat(100));
    cache.set('b', 'x'.repeat(100));
    cache.set('c', 'x'.repeat(100));
    cache.get('a'); // a is now the most recent; b is the oldest
    cache.set('d', 'x'.repeat(100));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.get('d')).toBeDefined();
    expect(cache.bytes).toBe(3 * 266);
  });

  it('counts bytes, not entries: one big value pushes out many small ones', () => {
    const cache = new ByteLruCache<string>(2_000, textSize);
    for (let i = 0; i < 10; i += 1) cache.set(`k${i}`, 'ab');
    expect(cache.size).toBe(10);
    cache.set('big', 'x'.repeat(800));
    expect(cache.size).toBeLessThan(10);
    expect(cache.get('big')).toBeDefined();
    expect(cache.bytes).toBeLessThanOrEqual(2_000);
  });

  it('does not store a value larger than the whole budget', () => {
    const cache = new ByteLruCache<string>(100, textSize);
    cache.set('small', 'x');
    cache.set('huge', 'x'.repeat(1_000));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('small')).toBe('x');
  });

  it('replacing a key does not count it twice', () => {
    const cache = new ByteLruCache<string>(10_000, textSize);
    cache.set('k', 'one');
    const before = cache.bytes;
    cache.set('k', 'two');
    expect(cache.bytes).toBe(before);
    expect(cache.get('k')).toBe('two');
  });

  it('a budget of 0 caches nothing', () => {
    const cache = new ByteLruCache<string>(0, textSize);
    cache.set('k', 'v');
    expect(cache.get('k')).toBeUndefined();
  });

  it('never holds more bytes than its budget, whatever the operations', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000 }),
        fc.array(fc.tuple(fc.string({ maxLength: 5 }), fc.string({ maxLength: 300 }), fc.boolean())),
        (budget, operations) => {
          const cache = new ByteLruCache<string>(budget, textSize);
          for (const [key, value, isGet] of operations) {
            if (isGet) cache.get(key);
            else cache.set(key, value);
            expect(cache.bytes).toBeLessThanOrEqual(budget);
            expect(cache.bytes).toBeGreaterThanOrEqual(0);
          }
        },
      ),
    );
  });
});
