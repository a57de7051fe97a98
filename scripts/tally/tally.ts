import { writeFileSync } from 'node:fs';

/** What a test stage ran, as its reporter writes it for `pnpm check`'s table. */
export interface Tally {
  tests: number;
  passed: number;
  failed: number;
  skipped: number;
  /** Tests that passed only on a retry: each one a defect to fix, not to hide. */
  flaky: number;
  /** Runs beyond each test's first. */
  retries: number;
}

/** A tally of no tests yet, for a reporter to count into. */
export function emptyTally(): Tally {
  return { tests: 0, passed: 0, failed: 0, skipped: 0, flaky: 0, retries: 0 };
}

/** Writes the tally where `pnpm check` asked for it (`FIELDKIT_TALLY`); outside `pnpm check`, nothing. */
export function writeTally(tally: Tally): void {
  const file = process.env.FIELDKIT_TALLY;
  if (file) writeFileSync(file, JSON.stringify(tally));
}
