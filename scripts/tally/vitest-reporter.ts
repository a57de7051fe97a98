import type { Reporter, TestModule } from 'vitest/node';
import { emptyTally, writeTally } from './tally';

/** Counts a Vitest run's tests for `pnpm check`'s table (`--reporter=./scripts/tally/vitest-reporter.ts`). */
export default class TallyReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const tally = emptyTally();
    for (const module of modules)
      for (const test of module.children.allTests()) {
        tally.tests++;
        const { state } = test.result();
        if (state === 'passed') tally.passed++;
        else if (state === 'failed') tally.failed++;
        else tally.skipped++;
        const retries = test.diagnostic()?.retryCount ?? 0;
        tally.retries += retries;
        if (retries > 0 && state === 'passed') tally.flaky++;
      }
    writeTally(tally);
  }
}
