/**
 * A least-recently-used cache bounded by the approximate memory its entries take (keys and values as UTF-16
 * strings), not by their count: a few 5,000-character texts must not push out thousands of single words unfairly,
 * and a flood of long texts must not grow the heap without bound.
 */
export class ByteLruCache<V> {
  private readonly entries = new Map<string, { value: V; bytes: number }>();
  private used = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Map keeps insertion order: re-inserting makes this the most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    const bytes = key.length * 2 + this.sizeOf(value) + ENTRY_OVERHEAD_BYTES;
    this.delete(key);
    if (bytes > this.maxBytes) return; // would evict everything and still not fit
    this.entries.set(key, { value, bytes });
    this.used += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.used <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.used -= entry.bytes;
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.used -= entry.bytes;
  }

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.used;
  }
}

/** Rough cost of a Map entry and its wrapper object, so that tiny entries are not free. */
const ENTRY_OVERHEAD_BYTES = 64;

/** Bytes of a JSON-able value held as UTF-16 strings (an estimate, good enough to bound memory). */
export function jsonBytes(value: unknown): number {
  return JSON.stringify(value).length * 2;
}
