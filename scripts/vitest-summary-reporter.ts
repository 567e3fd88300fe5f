import type { Reporter, SerializedError, TestModule, TestRunEndReason } from 'vitest/node';

export interface Summary {
  passed: number;
  failed: number;
  skipped: number;
}

type ModuleLike = Pick<TestModule, 'state' | 'children'>;

/**
 * Counts tests by outcome. A file that failed without a failed test of its own (it failed to load, or a
 * beforeAll/afterAll hook threw, which leaves its tests skipped) counts as one failure, and so does every
 * unhandled error: vitest exits 1 for both, so the summary must never say "0 failed" then.
 */
export function summarize(
  testModules: ReadonlyArray<ModuleLike>,
  unhandledErrors: ReadonlyArray<unknown> = [],
): Summary {
  const counts: Summary = { passed: 0, failed: 0, skipped: 0 };
  for (const testModule of testModules) {
    let failedHere = 0;
    for (const test of testModule.children.allTests()) {
      const state = test.result().state;
      if (state === 'passed') counts.passed++;
      else if (state === 'failed') failedHere++;
      else counts.skipped++;
    }
    if (testModule.state() === 'failed' && failedHere === 0) failedHere = 1;
    counts.failed += failedHere;
  }
  counts.failed += unhandledErrors.length;
  return counts;
}

/** Ends every run with one plain line, `N passed, N failed, N skipped`, that any CI log reader understands. */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(
    testModules: ReadonlyArray<TestModule>,
    unhandledErrors: ReadonlyArray<SerializedError> = [],
    _reason?: TestRunEndReason,
  ): void {
    const counts = summarize(testModules, unhandledErrors);
    console.log(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  }
}
