import type { FullConfig, Reporter, Suite } from '@playwright/test/reporter';
import { emptyTally, writeTally } from './tally';

/** Counts a Playwright run's tests for `pnpm check`'s table (`--reporter=list,./scripts/tally/playwright-reporter.ts`). */
export default class TallyReporter implements Reporter {
  private root: Suite | undefined;

  onBegin(_config: FullConfig, suite: Suite): void {
    this.root = suite;
  }

  onEnd(): void {
    const tally = emptyTally();
    for (const test of this.root?.allTests() ?? []) {
      tally.tests++;
      const outcome = test.outcome();
      if (outcome === 'expected') tally.passed++;
      else if (outcome === 'flaky') {
        tally.passed++;
        tally.flaky++;
      } else if (outcome === 'unexpected') tally.failed++;
      else tally.skipped++;
      tally.retries += Math.max(0, test.results.length - 1);
    }
    writeTally(tally);
  }

  printsToStdio(): boolean {
    return false;
  }
}
