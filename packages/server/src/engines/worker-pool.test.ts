import { afterEach, describe, expect, it } from 'vitest';
import type { TestTask } from '../test/workers/test-worker.js';
import {
  PoolClosedError,
  PoolOverloadedError,
  TaskTimeoutError,
  WorkerCrashedError,
  WorkerPool,
  type WorkerPoolOptions,
  WorkerTaskError,
  workerFileUrl,
} from './worker-pool.js';

const file = workerFileUrl(import.meta.url, '../test/workers/test-worker');
const pools: WorkerPool[] = [];

function pool(options: Partial<WorkerPoolOptions> = {}): WorkerPool<TestTask, unknown> {
  const created = new WorkerPool<TestTask, unknown>({
    file,
    size: 1,
    maxQueue: 4,
    taskTimeoutMs: 10_000,
    name: 'test pool',
    ...options,
  });
  pools.push(created as WorkerPool);
  return created;
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

describe('workerFileUrl', () => {
  it('picks .ts beside sources and .js beside compiled code', () => {
    expect(workerFileUrl('file:///a/src/engines/x.ts', './w').href).toBe('file:///a/src/engines/w.ts');
    expect(workerFileUrl('file:///a/dist/engines/x.js', './w').href).toBe('file:///a/dist/engines/w.js');
  });
});

describe('WorkerPool', () => {
  it('runs tasks on worker threads (TypeScript sources under tests)', async () => {
    const p = pool({ size: 2 });
    await expect(p.run({ op: 'echo', value: { a: [1, 'två'] } })).resolves.toEqual({ a: [1, 'två'] });
    const threads = await Promise.all([p.run({ op: 'thread' }), p.run({ op: 'thread' })]);
    expect(threads.every((id) => typeof id === 'number' && id > 0)).toBe(true);
    expect(p.stats()).toMatchObject({ size: 2, busy: 0, queued: 0 });
  });

  it('starts no worker until the first task', async () => {
    const p = pool();
    expect(p.stats().size).toBe(0);
    await p.run({ op: 'echo', value: 1 });
    expect(p.stats()).toMatchObject({ size: 1, started: 1 });
  });

  it('refuses a task with PoolOverloadedError when the queue is full, and recovers afterwards', async () => {
    const p = pool({ size: 1, maxQueue: 2 });
    const running = [1, 2, 3].map((n) => p.run({ op: 'sleep', ms: 300, value: n }));
    await expect(p.run({ op: 'echo', value: 'one too many' })).rejects.toBeInstanceOf(PoolOverloadedError);
    await expect(Promise.all(running)).resolves.toEqual([1, 2, 3]);
    await expect(p.run({ op: 'echo', value: 'later' })).resolves.toBe('later');
  });

  it('with maxQueue 0 runs as many tasks as it has workers and refuses the next', async () => {
    const p = pool({ size: 2, maxQueue: 0 });
    const running = [p.run({ op: 'sleep', ms: 200 }), p.run({ op: 'sleep', ms: 200 })];
    await expect(p.run({ op: 'echo', value: 3 })).rejects.toBeInstanceOf(PoolOverloadedError);
    await Promise.all(running);
  });

  it('passes errors thrown in the worker back with their message and name', async () => {
    const p = pool();
    const error = await p.run({ op: 'throw', message: 'bad input' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WorkerTaskError);
    expect(error).toMatchObject({ message: 'bad input', name: 'RangeError' });
    await expect(p.run({ op: 'echo', value: 'still fine' })).resolves.toBe('still fine');
  });

  it('replaces a crashed worker and keeps serving', async () => {
    const p = pool();
    const first = await p.run({ op: 'thread' });
    await expect(p.run({ op: 'crash' })).rejects.toBeInstanceOf(WorkerCrashedError);
    const second = await p.run({ op: 'thread' });
    expect(second).not.toBe(first);
    expect(p.stats().replaced).toBe(1);
  });

  it('times out a task that never finishes, terminating and replacing its worker', async () => {
    const p = pool({ taskTimeoutMs: 300 });
    await expect(p.run({ op: 'spin' })).rejects.toBeInstanceOf(TaskTimeoutError);
    await expect(p.run({ op: 'echo', value: 'after timeout' })).resolves.toBe('after timeout');
    expect(p.stats().replaced).toBe(1);
  });

  it('drops a queued task whose signal aborts', async () => {
    const p = pool();
    await p.run({ op: 'echo', value: 'warm up' });
    const running = p.run({ op: 'sleep', ms: 200 });
    const controller = new AbortController();
    const queued = p.run({ op: 'echo', value: 'never' }, controller.signal);
    controller.abort(new Error('client went away'));
    await expect(queued).rejects.toThrow('client went away');
    expect(p.stats().queued).toBe(0);
    await running;
  });

  it('fails waiting tasks clearly when workers cannot start', async () => {
    const p = pool({ workerData: { failInit: true } });
    await expect(p.run({ op: 'echo', value: 1 })).rejects.toThrow(/worker failed to start: no lexicon here/);
  });

  it('fails pending tasks with PoolClosedError on close and refuses new ones', async () => {
    const p = pool();
    await p.run({ op: 'echo', value: 'warm up' });
    const running = p.run({ op: 'sleep', ms: 5_000 }).catch((error: unknown) => error);
    const queued = p.run({ op: 'echo', value: 1 }).catch((error: unknown) => error);
    await p.close();
    expect(await running).toBeInstanceOf(PoolClosedError);
    expect(await queued).toBeInstanceOf(PoolClosedError);
    await expect(p.run({ op: 'echo', value: 2 })).rejects.toBeInstanceOf(PoolClosedError);
  });
});
