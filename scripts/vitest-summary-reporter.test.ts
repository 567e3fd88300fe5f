import { describe, expect, it } from 'vitest';
import { summarize } from './vitest-summary-reporter.js';

type State = 'passed' | 'failed' | 'skipped' | 'pending';

/** The two methods summarize reads of a vitest TestModule. */
function testFile(fileState: 'passed' | 'failed' | 'skipped', tests: State[]) {
  return {
    state: () => fileState,
    children: { allTests: () => tests.map((state) => ({ result: () => ({ state }) }))[Symbol.iterator]() },
  } as unknown as Parameters<typeof summarize>[0][number];
}

describe('summarize', () => {
  it('counts tests by outcome', () => {
    expect(summarize([testFile('failed', ['passed', 'failed', 'skipped', 'pending'])])).toEqual({
      passed: 1,
      failed: 1,
      skipped: 2,
    });
  });

  it('counts a file that failed in setup (its tests skipped) or to load (no tests) as failed', () => {
    const setupFailed = testFile('failed', ['skipped', 'skipped']);
    const loadFailed = testFile('failed', []);
    expect(summarize([setupFailed, loadFailed, testFile('passed', ['passed'])])).toEqual({
      passed: 1,
      failed: 2,
      skipped: 2,
    });
  });

  it('counts unhandled errors as failures', () => {
    expect(summarize([testFile('passed', ['passed'])], [new Error('late')])).toMatchObject({ failed: 1 });
  });
});
