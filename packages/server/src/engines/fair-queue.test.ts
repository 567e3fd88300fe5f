import { describe, expect, it } from 'vitest';
import type { TestTask } from '../test/workers/test-worker.js';
import { clientShare, currentClient, FairQueue, runAsClient } from './fair-queue.js';
import { PoolOverloadedError, WorkerPool, workerFileUrl } from './worker-pool.js';

const drainOrder = (queue: FairQueue<string>) => {
  const order: string[] = [];
  for (let item = queue.shift(); item !== undefined; item = queue.shift()) order.push(item);
  return order;
};

describe('FairQueue', () => {
  it('serves a client arriving during a flood next, then alternates', () => {
    const queue = new FairQueue<string>();
    queue.started('a'); // a1 went straight to a worker
    for (const item of ['a2', 'a3', 'a4']) queue.push(item, 'a');
    for (const item of ['b1', 'b2']) queue.push(item, 'b');
    expect(queue.countOf('a')).toBe(3);
    expect(queue.countOf('b')).toBe(2);
    expect(drainOrder(queue)).toEqual(['b1', 'a2', 'b2', 'a3', 'a4']);
    expect(queue.length).toBe(0);
    expect(queue.countOf('a')).toBe(0);
  });

  it('is plain FIFO for one client and for work outside any client', () => {
    const one = new FairQueue<string>();
    for (const item of ['1', '2', '3']) one.push(item, 'a');
    expect(drainOrder(one)).toEqual(['1', '2', '3']);
    const none = new FairQueue<string>();
    for (const item of ['x', 'y', 'z']) none.push(item, undefined);
    expect(none.countOf(undefined)).toBe(0);
    expect(drainOrder(none)).toEqual(['x', 'y', 'z']);
  });

  it('removes and drains', () => {
    const queue = new FairQueue<string>();
    queue.push('a1', 'a');
    queue.push('b1', 'b');
    expect(queue.remove('a1')).toBe(true);
    expect(queue.remove('a1')).toBe(false);
    expect(queue.countOf('a')).toBe(0);
    queue.push('c1', 'c');
    expect(queue.drain().sort()).toEqual(['b1', 'c1']);
    expect(queue.length).toBe(0);
    expect(queue.shift()).toBeUndefined();
  });

  it('gives one client half of the places, at least one', () => {
    expect([0, 1, 2, 3, 4, 32].map(clientShare)).toEqual([1, 1, 1, 1, 2, 16]);
  });

  it('carries the client through awaits', async () => {
    expect(currentClient()).toBeUndefined();
    await runAsClient('ip:1', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      expect(currentClient()).toBe('ip:1');
    });
  });
});

describe('WorkerPool with clients', () => {
  it('refuses a client beyond half of the waiting places, and admits another client', async () => {
    const pool = new WorkerPool<TestTask, unknown>({
      file: workerFileUrl(import.meta.url, '../test/workers/test-worker'),
      size: 1,
      maxQueue: 4,
      taskTimeoutMs: 30_000,
    });
    try {
      await pool.run({ op: 'echo', value: 'warm' });
      const sleep = (value: string) => pool.run({ op: 'sleep', ms: 200, value });
      const flood = Array.from({ length: 6 }, (_, i) => runAsClient('a', () => sleep(`a${i}`)));
      const settled = await Promise.allSettled([
        ...flood,
        ...[0, 1].map((i) => runAsClient('b', () => sleep(`b${i}`))),
      ]);
      const refused = settled.filter((r) => r.status === 'rejected');
      // a: one running, two waiting; three refused. Both of b's run.
      expect(refused).toHaveLength(3);
      for (const r of refused) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(PoolOverloadedError);
      expect(settled.slice(6).every((r) => r.status === 'fulfilled')).toBe(true);
    } finally {
      await pool.close();
    }
  });
});
