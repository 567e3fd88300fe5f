import { afterEach, describe, expect, it } from 'vitest';
import type { ProcessTestTask } from '../../../test/workers/process-test-worker.js';
import {
  PoolClosedError,
  PoolOverloadedError,
  TaskTimeoutError,
  WorkerCrashedError,
  WorkerTaskError,
  workerFileUrl,
} from '../../worker-pool.js';
import { ProcessPool } from './process-pool.js';

const file = workerFileUrl(import.meta.url, '../../../test/workers/process-test-worker');
const pools: ProcessPool<ProcessTestTask>[] = [];
function pool(options: { size?: number; maxQueue?: number; taskTimeoutMs?: number; workerData?: unknown } = {}) {
  const p = new ProcessPool<ProcessTestTask>({
    file,
    size: options.size ?? 1,
    maxQueue: options.maxQueue ?? 4,
    taskTimeoutMs: options.taskTimeoutMs ?? 20_000,
    workerData: options.workerData,
    name: 'test pool',
  });
  pools.push(p);
  return p;
}
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

describe('ProcessPool', () => {
  it('runs tasks in a child process', async () => {
    const p = pool();
    expect(await p.run({ op: 'echo', value: { a: [1, 'å'] } })).toEqual({ a: [1, 'å'] });
    expect(await p.run({ op: 'pid' })).not.toBe(process.pid);
    expect(p.pids()).toHaveLength(1);
  }, 30_000);

  it('passes task errors back with their name', async () => {
    const error = await pool()
      .run({ op: 'throw', message: 'bad input' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WorkerTaskError);
    expect(error).toMatchObject({ message: 'bad input', name: 'RangeError' });
  }, 30_000);

  it('replaces a crashed child and fails only its task', async () => {
    const p = pool();
    const first = await p.run({ op: 'pid' });
    await expect(p.run({ op: 'crash' })).rejects.toBeInstanceOf(WorkerCrashedError);
    const second = await p.run({ op: 'pid' });
    expect(second).not.toBe(first);
    expect(p.stats()).toMatchObject({ replaced: 1, started: 2 });
  }, 30_000);

  it('kills a child that overruns the task timeout and starts a fresh one', async () => {
    const p = pool({ taskTimeoutMs: 300 });
    await p.run({ op: 'echo', value: 1 });
    await expect(p.run({ op: 'spin' })).rejects.toBeInstanceOf(TaskTimeoutError);
    expect(await p.run({ op: 'echo', value: 2 })).toBe(2);
    expect(p.stats().replaced).toBe(1);
  }, 30_000);

  it('refuses work when the queue is full', async () => {
    const p = pool({ maxQueue: 1 });
    await p.run({ op: 'echo', value: 0 });
    const running = p.run({ op: 'sleep', ms: 300 });
    const queued = p.run({ op: 'echo', value: 'queued' });
    await expect(p.run({ op: 'echo', value: 'refused' })).rejects.toBeInstanceOf(PoolOverloadedError);
    expect(await running).toBe('slept');
    expect(await queued).toBe('queued');
  }, 30_000);

  it('lets a running task finish when its caller gives up (no model reload), and drops the result', async () => {
    const p = pool();
    const pid = await p.run({ op: 'pid' });
    const controller = new AbortController();
    const abandoned = p.run({ op: 'sleep', ms: 200, value: 'late' }, controller.signal);
    controller.abort(new Error('client went away'));
    await expect(abandoned).rejects.toThrow('client went away');
    expect(await p.run({ op: 'pid' })).toBe(pid);
    expect(p.stats().replaced).toBe(0);
  }, 30_000);

  it('fails waiting tasks with the start-up error', async () => {
    await expect(pool({ workerData: { failInit: true } }).run({ op: 'echo', value: 1 })).rejects.toThrow(
      'test pool: worker failed to start: no model here',
    );
  }, 30_000);

  it('fails everything with PoolClosedError once closed', async () => {
    const p = pool();
    await p.run({ op: 'echo', value: 1 });
    const running = expect(p.run({ op: 'sleep', ms: 5_000 })).rejects.toBeInstanceOf(PoolClosedError);
    await p.close();
    await running;
    await expect(p.run({ op: 'echo', value: 1 })).rejects.toBeInstanceOf(PoolClosedError);
    expect(p.pids()).toEqual([]);
  }, 30_000);
});
