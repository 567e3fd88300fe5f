import { describe, expect, it } from 'vitest';
import { UploadGate } from './upload-gate.js';

describe('UploadGate', () => {
  it('admits up to workers + waiting places, then refuses until a place is given back', () => {
    const gate = new UploadGate({ workers: 1, queueLimit: 2, bufferBytes: 1000 });
    const tickets = ['a', 'b', 'c'].map((client) => gate.admit(client, 10));
    expect(tickets.every(Boolean)).toBe(true);
    expect(gate.admit('d', 10)).toBeUndefined();
    tickets[0]?.release();
    tickets[0]?.release();
    expect(gate.stats()).toEqual({ admitted: 2, bufferedBytes: 20 });
    expect(gate.admit('d', 10)).toBeDefined();
  });

  it('lets one client hold every worker and half the waiting places, no more', () => {
    const gate = new UploadGate({ workers: 2, queueLimit: 8, bufferBytes: 1000 });
    expect(gate.clientShare).toBe(6);
    const flood = Array.from({ length: 10 }, () => gate.admit('flooder', 1)).filter(Boolean);
    expect(flood).toHaveLength(6);
    expect(gate.admit('other', 1)).toBeDefined();
  });

  it('reserves the declared bytes from the budget and refuses what does not fit', () => {
    const gate = new UploadGate({ workers: 4, queueLimit: 4, bufferBytes: 100 });
    const big = gate.admit('a', 70);
    expect(gate.admit('b', 40)).toBeUndefined();
    expect(gate.admit('b', 30)).toBeDefined();
    big?.release();
    expect(gate.stats()).toEqual({ admitted: 1, bufferedBytes: 30 });
  });
});
